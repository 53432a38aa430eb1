import { useQuery } from "@tanstack/react-query";
import { awaitingPinsQuery } from "../../pins/pin-api";
import { TabCountLabel } from "../shared/tab-count-label";

/** The Documents tab's label, with the number of pins awaiting the studio's reply. */
export function DocumentsTabLabel({ label }: { label: string }) {
  const { data } = useQuery(awaitingPinsQuery);
  return (
    <TabCountLabel label={label} count={data?.count} spoken="awaiting a reply" testId="awaiting-pin-count" />
  );
}
