/**
 * The client's pins on a piece's photos (issue 29 item 2), in the admin's schedule: a Pins button
 * for each photo of the piece that carries pins (the count of open ones on it), opening the pin
 * viewer of the documents (decision 0011) on that photo, where the studio reads, replies and
 * resolves. A link naming the piece and a pin (Today, the studio's digest, the Activity tab:
 * `?item=…&pin=…`) opens the photo that pin is on; closing it takes the pin out of the address.
 * A photo the studio has since removed keeps its pins here ("earlier photo").
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import type { AdminSelectionItem } from "../../../shared/selections";
import { adminPhotoPinApi, projectPhotoPinsQuery } from "../../pins/pin-api";
import { PinsButton } from "../../pins/pins-button";
import { useStudioTimeZone } from "../shared/queries";

export function PiecePins({ item }: { item: AdminSelectionItem }) {
  const linked = useSearch({
    from: "/admin/",
    select: (s) => ({ projectId: s.projectId, item: s.item, pin: s.pin }),
  });
  const navigate = useNavigate({ from: "/admin/" });
  const timeZone = useStudioTimeZone();
  const summary = useQuery({ ...projectPhotoPinsQuery(linked.projectId ?? 0), enabled: !!linked.projectId });
  const photos = (summary.data ?? []).filter((p) => p.itemId === item.id);
  if (photos.length === 0) return null;
  const closeLinked = () =>
    void navigate({ search: (prev) => ({ ...prev, pin: undefined }), resetScroll: false });
  return (
    <>
      {photos.map((p) => {
        const index = item.photos.indexOf(p.photo);
        const which = index < 0 ? "earlier photo" : item.photos.length > 1 ? `photo ${index + 1}` : null;
        const named = linked.item === item.id && linked.pin !== undefined && p.numbers.includes(linked.pin);
        return (
          <PinsButton
            key={p.photo}
            api={adminPhotoPinApi(p.photo)}
            doc={{ id: item.id, title: which ? `${item.name}, ${which}` : item.name, mimeType: "image" }}
            timeZone={timeZone}
            size="sm"
            open={named ? true : undefined}
            onOpenChange={(open) => {
              if (!open && named) closeLinked();
            }}
            initialPin={named ? linked.pin : undefined}
          />
        );
      })}
    </>
  );
}
