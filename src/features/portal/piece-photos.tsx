/**
 * A piece's photos on the client's Selections card (issue 29): the main photo large (the chosen
 * option's photo, else the piece's first), and when the studio gave the piece more than one photo,
 * a row of small buttons that each show that photo large in its place (aria-pressed on the one
 * shown). Only the Worker's own /media/ photos are shown (the pages' CSP).
 *
 * Pins (issue 29 item 2): when the photo shown is one of the piece's own, a Pins button sits on
 * its corner and opens the pin viewer on that photo (the documents' viewer, decision 0011), where
 * the client places a pin with a comment, sees the others and replies. An option's photo takes no
 * pins: a pin belongs to the piece.
 *
 * A link to a pin (the studio's reply e-mail: `?piece=&photo=&pin=`, linked-document.ts) shows
 * that photo and opens its pins on the pin; closing them lets the address forget the link.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pinsQuery, portalPhotoPinApi, portalProjectPhotoPinsQuery } from "../pins/pin-api";
import { PinsButton } from "../pins/pins-button";
import type { PortalAccess } from "./portal-api";

/**
 * The pins of every photo on the tab, read in one request and put in each photo's own query, which
 * the Pins buttons read without a request of their own (issue 29: a schedule of 300 pieces sent
 * 300 requests, past the private link's 60 lookups a minute, and the client's Approve then
 * failed). A button reads its photo itself only when its viewer is open; a change in the viewer
 * refreshes this list too (its key is under the pins' refresh key).
 */
export function useProjectPhotoPins(access: PortalAccess) {
  const queryClient = useQueryClient();
  const all = useQuery(portalProjectPhotoPinsQuery(access));
  useEffect(() => {
    for (const list of all.data ?? [])
      queryClient.setQueryData(pinsQuery(portalPhotoPinApi(access, list.photo), list.itemId).queryKey, list);
  }, [all.data, access, queryClient]);
}

export function PiecePhotos({
  lead,
  photos,
  name,
  pins,
  linked,
}: {
  lead: string | null;
  photos: string[];
  name: string;
  /** The portal's access and the piece, for the Pins button on the photo shown. */
  pins?: { access: PortalAccess; itemId: number; timeZone?: string };
  /** The photo and pin an address links to, and what closing its pins does. */
  linked?: { photo: string; pin?: number; onClose: () => void };
}) {
  const own = photos.filter((p) => p.startsWith("/"));
  const [picked, setPicked] = useState<number | null>(() => {
    const index = linked ? own.indexOf(linked.photo) : -1;
    return index >= 0 ? index : null;
  });
  const shown = (picked !== null ? own[picked] : undefined) ?? lead;
  if (!shown) return null;
  const shownIndex = own.indexOf(shown);
  const opened = linked !== undefined && linked.photo === shown;
  return (
    <div className="grid">
      <div className="relative">
        <img
          src={shown}
          alt=""
          className="aspect-[4/3] w-full bg-[var(--color-subtle)] object-cover"
          loading="lazy"
          data-piece-main-photo=""
        />
        {pins && shownIndex >= 0 ? (
          <PinsButton
            key={shown}
            api={portalPhotoPinApi(pins.access, shown)}
            doc={{
              id: pins.itemId,
              title: own.length > 1 ? `${name}, photo ${shownIndex + 1}` : name,
              mimeType: "image",
            }}
            timeZone={pins.timeZone}
            open={opened ? true : undefined}
            onOpenChange={(open) => {
              if (!open && opened) linked.onClose();
            }}
            initialPin={opened ? linked.pin : undefined}
            load={opened}
            size="sm"
            className="absolute right-3 bottom-3 border-transparent bg-[var(--color-bg)]/95 shadow-sm backdrop-blur-sm"
          />
        ) : null}
      </div>
      {own.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto px-4 pt-3 md:px-5" aria-label={`Photos of ${name}`}>
          {own.map((p, i) => (
            <li key={`${p}-${i}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${own.length}`}
                aria-pressed={shown === p}
                onClick={() => setPicked(i)}
                className="block h-11 w-11 border border-[var(--color-line)] aria-pressed:border-[var(--color-ink)] aria-pressed:outline aria-pressed:outline-1 aria-pressed:outline-[var(--color-ink)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-accent)]"
              >
                <img src={p} alt="" className="h-full w-full object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
