import { lazy, Suspense, useRef, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ResponsiveImage, TitleTile } from "../../components/ui/responsive-image";
import { formatDollars } from "../../lib/format";
import { toast } from "../../lib/toast-store";
import type { PublicProduct } from "../../shared/api-types";
import { PRODUCT_IMAGE_SIZES } from "../../shared/image-sizes";
import { useCart } from "../cart/cart-context";
import { ImageIcon } from "../layout/nav-icons";
import type { LightboxImage } from "../project/lightbox";

// The photo viewer (Radix Dialog) loads when first wanted: /shop's first load has a 120 KB budget.
const loadLightbox = () => import("../project/lightbox");
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

/** SPEC section 9: 'Only N left' from 1 to 3 units, Sold Out at 0. */
export const LOW_STOCK_MAX = 3;

/** Intrinsic size given to a product photo that has no stored variants (the slot is square). */
const PRODUCT_PHOTO_FALLBACK_SIDE = 800;

/** Every photo of a product for the viewer: the cover first, then the others in the studio's order. */
export function productPhotos(product: PublicProduct): LightboxImage[] {
  const cover: LightboxImage[] = product.coverImageUrl
    ? [
        {
          // Extra photos have positive ids: 0 cannot clash.
          id: 0,
          imagePath: product.coverImageUrl,
          variants: product.coverImageVariants,
          width: null,
          height: null,
          altText: product.title,
          caption: null,
        },
      ]
    : [];
  const others = (product.images ?? []).map((image, index) => ({
    id: image.id,
    imagePath: image.imageUrl,
    variants: image.variants,
    width: image.width,
    height: image.height,
    // The admin stores the product's title as an upload's alt text: tell the views apart.
    altText:
      image.altText && image.altText !== product.title
        ? image.altText
        : `${product.title}, view ${cover.length + index + 1}`,
    // The alt text is what a screen reader hears; shown again as a caption it would be read twice.
    caption: null,
  }));
  return [...cover, ...others];
}

/**
 * A live product: image first, text below on the page background (no box). The button never lets
 * the cart hold more units than are in stock. With more than one photo, the image opens them in
 * the photo viewer (arrow keys, swipe, alt texts).
 */
export function ProductCard({ product, priority = false }: { product: PublicProduct; priority?: boolean }) {
  const { items, addItem } = useCart();
  const inCart = items.find((i) => i.product.id === product.id)?.quantity ?? 0;
  const soldOut = product.stock <= 0;
  const allInCart = !soldOut && inCart >= product.stock;
  const lowStock = !soldOut && product.stock <= LOW_STOCK_MAX;
  const titleId = `product-${product.id}-title`;
  const photos = productPhotos(product);
  const main = photos[0];
  const widest = Math.max(0, ...(main?.variants ?? []).map((v) => v.width));
  const squareSide = widest > 0 ? widest : PRODUCT_PHOTO_FALLBACK_SIDE;
  const [viewer, setViewer] = useState({ wanted: false, open: false, index: 0 });
  const openButton = useRef<HTMLButtonElement>(null);

  function add() {
    if (soldOut || allInCart) return;
    addItem({
      id: product.id,
      priceCents: product.priceCents,
      title: product.title,
      slug: product.slug,
      coverImageUrl: product.coverImageUrl,
      coverImageVariants: product.coverImageVariants,
      stock: product.stock,
      category: product.category,
    });
    toast({ title: "Added to cart", description: product.title });
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`product-${product.slug}`}
      className="group flex w-full flex-col"
    >
      <div className="relative aspect-square overflow-hidden bg-[var(--color-subtle)]">
        {main ? (
          <ResponsiveImage
            src={main.imagePath}
            variants={main.variants}
            // Product photos are square (the frame is too): the widest variant's width both ways,
            // so the box is reserved before the photo arrives whatever the CSS does.
            width={squareSide}
            height={squareSide}
            alt={product.title}
            sizes={PRODUCT_IMAGE_SIZES}
            priority={priority}
            className={`h-full w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.02] ${
              soldOut ? "opacity-60 saturate-50" : ""
            }`}
          />
        ) : (
          // A product without a cover: its title set large on a calm tile (issue 28).
          <TitleTile title={product.title} note={product.category} />
        )}
        {photos.length > 1 ? (
          // Over the whole photo, so a click or tap anywhere on it opens the viewer.
          <button
            ref={openButton}
            type="button"
            aria-haspopup="dialog"
            data-testid="product-photos"
            onPointerDown={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            onClick={() => setViewer({ wanted: true, open: true, index: 0 })}
            className="absolute inset-0 z-[1] flex cursor-zoom-in items-end justify-end p-3 focus-visible:outline-offset-[-4px]"
          >
            <span className="inline-flex items-center gap-1.5 bg-[var(--color-bg)] px-2.5 py-1.5 text-[0.7rem] font-medium tracking-[0.14em] uppercase">
              <ImageIcon size={14} />
              {photos.length} photos
            </span>
            <span className="sr-only">of {product.title}</span>
          </button>
        ) : null}
        {product.featured ? (
          <div className="pointer-events-none absolute top-3 left-3 z-[2] bg-[var(--color-bg)]">
            <Badge tone="accent">Featured</Badge>
          </div>
        ) : null}
        {soldOut ? (
          <div
            data-testid="sold-out-overlay"
            className="pointer-events-none absolute inset-0 flex items-center justify-center bg-[color-mix(in_srgb,var(--color-bg)_35%,transparent)]"
          >
            <span className="bg-[var(--color-bg)] px-4 py-2 text-[0.72rem] font-medium tracking-[0.2em] uppercase">
              Sold Out
            </span>
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex items-baseline justify-between gap-4">
        <p className="eyebrow">{product.category}</p>
        {lowStock ? (
          <p className="text-xs font-medium text-[var(--color-accent-ink)]">Only {product.stock} left</p>
        ) : null}
      </div>
      <div className="mt-2 flex items-baseline justify-between gap-4">
        <h3 id={titleId} className="text-2xl">
          {product.title}
        </h3>
        <p className="shrink-0 font-serif text-xl tabular-nums">{formatDollars(product.priceCents)}</p>
      </div>
      <p className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-[var(--color-muted)]">
        {product.description}
      </p>
      <div className="mt-auto flex items-center gap-4 pt-6">
        <Button
          variant={soldOut || allInCart ? "outline" : "primary"}
          disabled={soldOut || allInCart}
          onClick={add}
          className="w-full sm:w-auto"
        >
          {soldOut ? "Sold Out" : allInCart ? "In cart" : "Add to Cart"}
          <span className="sr-only">: {product.title}</span>
        </Button>
        {inCart > 0 && !allInCart ? (
          <span className="text-xs whitespace-nowrap text-[var(--color-muted)]">{inCart} in cart</span>
        ) : null}
      </div>
      {viewer.wanted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={photos}
            index={viewer.index}
            onIndexChange={(index) => setViewer((v) => ({ ...v, index }))}
            open={viewer.open}
            onOpenChange={(open) => setViewer((v) => ({ ...v, open }))}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openButton.current?.focus({ preventScroll: true });
            }}
            title={product.title}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
