import { useQuery } from "@tanstack/react-query";
import { awaitingPinsQuery } from "../../pins/pin-api";
import { TabCountLabel } from "../shared/tab-count-label";

/**
 * The Selections tab's label, with the number of pins on the pieces' photos awaiting the studio's
 * reply (issue 29): the Documents tab's rule (open, newest message the client's), counted apart,
 * since the Documents tab's count is of the documents' pins only.
 */
export function SelectionsTabLabel({ label }: { label: string }) {
  const { data } = useQuery(awaitingPinsQuery);
  return (
    <TabCountLabel
      label={label}
      count={data?.selectionCount}
      spoken="awaiting a reply"
      testId="awaiting-photo-pin-count"
    />
  );
}
