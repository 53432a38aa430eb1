/**
 * A piece's photos on the client's Selections card (issue 29): the main photo large (the chosen
 * option's photo, else the piece's first), and when the studio gave the piece more than one photo,
 * a row of small buttons that each show that photo large in its place (aria-pressed on the one
 * shown). Only the Worker's own /media/ photos are shown (the pages' CSP).
 */
import { useState } from "react";

export function PiecePhotos({ lead, photos, name }: { lead: string | null; photos: string[]; name: string }) {
  const own = photos.filter((p) => p.startsWith("/"));
  const [picked, setPicked] = useState<number | null>(null);
  const shown = (picked !== null ? own[picked] : undefined) ?? lead;
  if (!shown) return null;
  return (
    <div className="grid">
      <img
        src={shown}
        alt=""
        className="aspect-[4/3] w-full bg-[var(--color-subtle)] object-cover"
        loading="lazy"
        data-piece-main-photo=""
      />
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
