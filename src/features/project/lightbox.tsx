import { Dialog } from "radix-ui";
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import type { PublicImage } from "../../shared/api-types";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "../layout/icons";

/** A horizontal swipe longer than this (and mostly sideways) moves to the next or previous photo. */
export const SWIPE_THRESHOLD_PX = 50;

/** What the viewer needs of a photo: project photos and shop product photos both fit. */
export type LightboxImage = Pick<
  PublicImage,
  "id" | "imagePath" | "variants" | "width" | "height" | "altText" | "caption"
>;

export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/** Without a display value: each use says where it shows (a base `inline-flex` would beat `hidden`). */
export const LIGHTBOX_BUTTON_CLASS =
  "h-12 w-12 items-center justify-center rounded-full text-[#faf7f2]/80 transition-colors hover:bg-white/10 hover:text-[#faf7f2] focus-visible:outline-[#faf7f2]";

// The viewer's parts, shared with the page's early lightbox that answers a tap before the SPA is in
// (src/first-load/early-answers.tsx), so both look the same.
export const LIGHTBOX_OVERLAY_CLASS = "sheet-fade fixed inset-0 z-50 bg-[rgb(18_15_12/0.96)]";
export const LIGHTBOX_FRAME_CLASS = "sheet-fade fixed inset-0 z-50 flex flex-col text-[#faf7f2] outline-none";
export const LIGHTBOX_BAR_CLASS = "flex h-16 shrink-0 items-center justify-between px-4 md:px-6";
export const LIGHTBOX_COUNTER_CLASS = "text-sm tracking-[0.12em] text-[#faf7f2]/75 tabular-nums";
export const LIGHTBOX_STAGE_CLASS = "relative flex min-h-0 flex-1 items-center justify-center px-2 md:px-20";
export const LIGHTBOX_IMAGE_CLASS =
  "h-auto max-h-full w-auto max-w-full object-contain motion-safe:animate-[fade-in_200ms_ease-out]";
export const LIGHTBOX_FOOT_CLASS =
  "flex min-h-20 shrink-0 items-center justify-between gap-4 px-4 py-4 md:px-6";
export const LIGHTBOX_CAPTION_CLASS =
  "mx-auto max-w-2xl text-center text-[0.8125rem] leading-relaxed text-[#faf7f2]/70";

/**
 * Full-screen photo viewer (Radix Dialog: focus trapped and restored, Escape closes). Left and
 * right arrow keys, the on-screen buttons and a swipe move between photos; it shows the caption
 * and 'n / N'. Photos are shown whole (object-fit: contain), never cropped or stretched.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  title,
  onCloseAutoFocus,
}: {
  /** Where focus goes on closing (the gallery puts it on the photo last shown). */
  onCloseAutoFocus?: (event: Event) => void;
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}) {
  const count = images.length;
  const image = images[wrapIndex(index, count)];
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, count));

  // Warm the neighbours so that stepping through feels instant.
  useEffect(() => {
    if (!open || count < 2) return;
    for (const delta of [1, -1]) {
      const neighbour = images[wrapIndex(index + delta, count)];
      if (neighbour) {
        const img = new Image();
        img.src = neighbour.imagePath;
      }
    }
  }, [open, index, count, images]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  }

  function onTouchStart(event: TouchEvent) {
    const t = event.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const t = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={LIGHTBOX_OVERLAY_CLASS} />
        <Dialog.Content
          data-testid="lightbox"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          aria-describedby={undefined}
          className={LIGHTBOX_FRAME_CLASS}
        >
          <Dialog.Title className="sr-only">{title}: photographs</Dialog.Title>
          <div className={LIGHTBOX_BAR_CLASS}>
            <p className={LIGHTBOX_COUNTER_CLASS} data-testid="lightbox-counter">
              {wrapIndex(index, count) + 1} / {count}
            </p>
            <Dialog.Close aria-label="Close" className={`${LIGHTBOX_BUTTON_CLASS} inline-flex`}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>

          <div className={LIGHTBOX_STAGE_CLASS}>
            {image ? (
              <ResponsiveImage
                key={image.id}
                image={image}
                sizes="100vw"
                priority
                data-testid="lightbox-image"
                className={LIGHTBOX_IMAGE_CLASS}
              />
            ) : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                  className={`${LIGHTBOX_BUTTON_CLASS} absolute top-1/2 left-2 hidden -translate-y-1/2 md:inline-flex`}
                >
                  <ChevronLeftIcon size={26} />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Next photo"
                  className={`${LIGHTBOX_BUTTON_CLASS} absolute top-1/2 right-2 hidden -translate-y-1/2 md:inline-flex`}
                >
                  <ChevronRightIcon size={26} />
                </button>
              </>
            ) : null}
          </div>

          <div className={LIGHTBOX_FOOT_CLASS}>
            {count > 1 ? (
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label="Previous photo"
                className={`${LIGHTBOX_BUTTON_CLASS} inline-flex md:hidden`}
              >
                <ChevronLeftIcon size={24} />
              </button>
            ) : null}
            <p className={LIGHTBOX_CAPTION_CLASS} data-testid="lightbox-caption">
              {image?.caption ?? ""}
            </p>
            {count > 1 ? (
              <button
                type="button"
                onClick={() => go(1)}
                aria-label="Next photo"
                className={`${LIGHTBOX_BUTTON_CLASS} inline-flex md:hidden`}
              >
                <ChevronRightIcon size={24} />
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
