/**
 * The viewer's controls: the pages of a PDF and the zoom. Above the drawing on larger screens; on
 * a phone, where the viewer takes the whole screen (issue 28), a bar along the bottom edge within
 * the thumb's reach, with 44 px targets. It comes before the drawing in the page's order either
 * way, so the keyboard meets it first.
 */
import { Button } from "../../components/ui/button";
import { ZOOM_MAX, ZOOM_MIN, type Zoom } from "./use-zoom";

const thumb = "max-md:h-11 max-md:min-w-11 max-md:text-base";

export function PinToolbar({
  page,
  pages,
  onPage,
  zoom,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  zoom: Pick<Zoom, "zoom" | "zoomAbout">;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-20 max-md:flex-nowrap max-md:border-t max-md:border-[var(--color-line)] max-md:bg-[var(--color-bg)] max-md:px-3 max-md:pt-2 max-md:pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      data-testid="pin-toolbar"
    >
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className={thumb}
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            ‹
          </Button>
          <span className="min-w-24 text-center text-sm tabular-nums" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className={thumb}
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next page"
          >
            ›
          </Button>
        </nav>
      ) : (
        <span />
      )}
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Zoom</legend>
        <Button
          variant="ghost"
          size="sm"
          className={thumb}
          onClick={() => zoom.zoomAbout(zoom.zoom / 1.5)}
          disabled={zoom.zoom <= ZOOM_MIN}
          aria-label="Zoom out"
        >
          −
        </Button>
        <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
          {Math.round(zoom.zoom * 100)}%
        </span>
        <Button
          variant="ghost"
          size="sm"
          className={thumb}
          onClick={() => zoom.zoomAbout(zoom.zoom * 1.5)}
          disabled={zoom.zoom >= ZOOM_MAX}
          aria-label="Zoom in"
        >
          +
        </Button>
      </fieldset>
    </div>
  );
}
