import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { ResponsiveImage, TitleTile } from "../../components/ui/responsive-image";
import type { PublicImage } from "../../shared/api-types";
import {
  GALLERY_SINGLE_SIZES,
  hasDimensions,
  layoutGallery,
  type Orientation,
  PROJECT_HERO_SIZES,
} from "../../shared/gallery-layout";
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
  hero = false,
  onOpen,
}: {
  image: PublicImage;
  index: number;
  total: number;
  orientation: Orientation;
  sizes: string;
  priority: boolean;
  /** The page's opening photograph: full bleed, at most a screen tall (cropped to it, centred). */
  hero?: boolean;
  onOpen: (index: number) => void;
}) {
  const known = hasDimensions(image.width, image.height);
  return (
    <figure data-gallery-image={index} data-orientation={orientation} className="min-w-0">
      <button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={`Open photo ${index + 1} of ${total}${image.altText ? `: ${image.altText}` : ""}`}
        className={`group block w-full cursor-zoom-in overflow-hidden bg-[var(--color-subtle)] ${hero ? "project-hero-frame focus-visible:-outline-offset-4" : "focus-visible:outline-offset-4"}`}
        // The hero's frame always has a shape (4:5 until the photo's is known), so nothing below
        // it moves while it loads.
        style={known || hero ? { aspectRatio: `${ratioOf(image)}` } : undefined}
      >
        <ResponsiveImage
          image={image}
          sizes={sizes}
          priority={priority}
          className="block h-full w-full object-cover transition-opacity duration-300 group-hover:opacity-95"
        />
      </button>
      {image.caption ? (
        <figcaption
          className={`mt-3 text-[0.8125rem] leading-snug text-[var(--color-muted)] ${hero ? "container-page" : ""}`}
        >
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
 *
 * The first photograph (the hero: the page puts it first, src/shared/gallery-layout.ts heroFirst)
 * opens the page full bleed (issue 28); `children` (the title and the story) come between it and
 * the rest, `after` after them. A project without photographs opens on its title tile instead, never 'No image'.
 */
export function ProjectGallery({
  images,
  title,
  note,
  children,
  after,
}: {
  images: PublicImage[];
  title: string;
  /** The tile's small line when there is no photograph (the category). */
  note: string;
  children: ReactNode;
  /** What follows the gallery (the facts). */
  after: ReactNode;
}) {
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

  const [first, ...rows] = layoutGallery(
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

  return (
    <div ref={galleryRef}>
      {first ? (
        <div data-gallery-row="single" data-testid="project-hero">
          <GalleryImage
            image={first.items[0]}
            index={0}
            total={images.length}
            orientation={orientations.get(first.items[0].id) ?? "landscape"}
            sizes={PROJECT_HERO_SIZES}
            priority
            hero
            onOpen={openAt}
          />
        </div>
      ) : (
        <div data-testid="project-hero" className="project-hero-frame aspect-[3/2]">
          <TitleTile title={title} note={note} />
        </div>
      )}
      {children}
      {rows.length > 0 ? (
        // A Suspense boundary of its own, though nothing in it suspends: over the Worker's page React
        // hydrates the rows after the rest of the page, in a render and a commit of their own
        // (selective hydration), so a phone's main thread is not held for the whole page at once
        // (issue 30; docs/perf.md). The markup stays as painted meanwhile, and a tap on a photo
        // before then has React hydrate the rows at once and handle it. Elsewhere it does nothing.
        <Suspense>
          <div data-testid="project-gallery" className="container-page mt-14 grid gap-10 md:mt-24 md:gap-16">
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
                    priority={false}
                    onOpen={openAt}
                  />
                </div>
              ) : (
                <div
                  key={row.items[0].id}
                  data-gallery-row="pair"
                  className="flex items-start gap-3 md:gap-8"
                >
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
        </Suspense>
      ) : null}
      {after}
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
    </div>
  );
}
