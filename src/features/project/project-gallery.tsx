import { lazy, Suspense, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import type { PublicImage } from "../../shared/api-types";
import { hasDimensions, layoutGallery, type Orientation } from "../../shared/gallery-layout";
import { GALLERY_SINGLE_SIZES } from "../../shared/image-sizes";
import { useImageOrientations } from "./use-image-orientations";

// The lightbox (a Radix Dialog) loads with the first photo opened, not with the page.
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

/** Width over height when stored, else a portrait-ish 4:5 placeholder ratio. */
function ratioOf(image: PublicImage): number {
  return hasDimensions(image.width, image.height) && image.width !== null && image.height !== null
    ? image.width / image.height
    : 4 / 5;
}

/** How wide a photo standing alone is drawn: landscapes fill the column, others stay in scale. */
const SINGLE_WIDTH: Record<Orientation, string> = {
  landscape: "w-full",
  square: "w-full md:w-[78%]",
  portrait: "w-full md:w-[62%]",
};

function GalleryImage({
  image,
  index,
  total,
  orientation,
  sizes,
  priority,
  onOpen,
}: {
  image: PublicImage;
  index: number;
  total: number;
  orientation: Orientation;
  sizes: string;
  priority: boolean;
  onOpen: (index: number) => void;
}) {
  const known = hasDimensions(image.width, image.height);
  return (
    <figure data-gallery-image={index} data-orientation={orientation} className="min-w-0">
      <button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={`Open photo ${index + 1} of ${total}${image.altText ? `: ${image.altText}` : ""}`}
        className="group block w-full cursor-zoom-in overflow-hidden bg-[var(--color-subtle)] focus-visible:outline-offset-4"
        style={known ? { aspectRatio: `${ratioOf(image)}` } : undefined}
      >
        <ResponsiveImage
          src={image.imagePath}
          variants={image.variants}
          width={image.width}
          height={image.height}
          alt={image.altText ?? ""}
          sizes={sizes}
          priority={priority}
          className="block h-full w-full object-cover transition-opacity duration-300 group-hover:opacity-95"
        />
      </button>
      {image.caption ? (
        <figcaption className="mt-3 text-[0.8125rem] leading-snug text-[var(--color-muted)]">
          {image.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * The project's photographs, laid out by src/shared/gallery-layout.ts: the first alone, a
 * landscape or square alone, two portraits side by side. A pair shares one height and keeps each
 * photo's own proportions (each takes width in proportion to its ratio), so nothing is cropped.
 */
export function ProjectGallery({ images, title }: { images: PublicImage[]; title: string }) {
  const orientations = useImageOrientations(images);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [current, setCurrent] = useState(0);
  const galleryRef = useRef<HTMLDivElement>(null);

  // Closing the lightbox puts focus on the photo it last showed, so keyboard users carry on there.
  const focusCurrent = (event: Event) => {
    const button = galleryRef.current?.querySelector<HTMLButtonElement>(
      `[data-gallery-image="${current}"] button`,
    );
    if (!button) return;
    event.preventDefault();
    button.focus({ preventScroll: false });
  };

  const rows = layoutGallery(
    images.map((image) => ({
      item: image,
      orientation: orientations.get(image.id) ?? "landscape",
      layout: image.layout,
    })),
  );

  const openAt = (index: number) => {
    setCurrent(index);
    setOpened(true);
    setOpen(true);
  };

  if (images.length === 0) return null;

  return (
    <>
      <div ref={galleryRef} data-testid="project-gallery" className="grid gap-10 md:gap-16">
        {rows.map((row) =>
          row.kind === "single" ? (
            <div
              key={row.items[0].id}
              data-gallery-row="single"
              className={`mx-auto ${SINGLE_WIDTH[orientations.get(row.items[0].id) ?? "landscape"]}`}
            >
              <GalleryImage
                image={row.items[0]}
                index={row.startIndex}
                total={images.length}
                orientation={orientations.get(row.items[0].id) ?? "landscape"}
                sizes={GALLERY_SINGLE_SIZES}
                priority={row.startIndex === 0}
                onOpen={openAt}
              />
            </div>
          ) : (
            <div key={row.items[0].id} data-gallery-row="pair" className="flex items-start gap-3 md:gap-8">
              {row.items.map((image, offset) => (
                <div key={image.id} className="min-w-0" style={{ flex: `${ratioOf(image)} 1 0%` }}>
                  <GalleryImage
                    image={image}
                    index={row.startIndex + offset}
                    total={images.length}
                    orientation={orientations.get(image.id) ?? "portrait"}
                    sizes="(min-width: 1200px) 560px, 50vw"
                    priority={false}
                    onOpen={openAt}
                  />
                </div>
              ))}
            </div>
          ),
        )}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={current}
            onIndexChange={setCurrent}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={focusCurrent}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
