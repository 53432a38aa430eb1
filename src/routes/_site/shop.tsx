import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { SkeletonBlocks } from "../../components/ui/skeleton";
import { DeferredExamplesGallery } from "../../features/shop/deferred-examples-gallery";
import { ProductCard } from "../../features/shop/product-card";
import { productsQuery } from "../../features/shop/queries";
import { useScrollToTop } from "../../first-load/hydration";
import { ensureRouteData } from "../../first-load/route-data";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_SHOP } from "../../shared/pages";

export const Route = createFileRoute("/_site/shop")({
  loader: ({ context }) => ensureRouteData(context, productsQuery),
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("shop"),
  component: ShopPage,
});

function ProductSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <SkeletonBlocks sizes={["aspect-square", "mt-5 h-3 w-20", "mt-3 h-6 w-2/3", "mt-3 h-4 w-full"]} />
    </div>
  );
}

function AvailableNow() {
  const { data: products, isPending, isError } = useQuery(productsQuery);
  // SPEC: the live collection appears once products have loaded without error.
  if (isError) return null;
  return (
    <section aria-labelledby="available-title" aria-busy={isPending} className="section pt-0">
      <div className="container-page">
        <div className="border-t border-[var(--color-line)] pt-8 md:pt-14">
          <p className="eyebrow">The Collection</p>
          <h2 id="available-title" className="mt-3 text-[1.75rem] leading-[1.15] md:mt-4 md:text-5xl">
            Available Now - More Curated Pieces Coming Soon
          </h2>
          <p className="prose-measure mt-3 text-[0.9375rem] text-[var(--color-muted)] md:mt-5 md:text-base">
            Vintage finds and pieces from makers we love, ready for a home of their own. Many are one of a
            kind, so once they are gone, they are gone.
          </p>
        </div>
        {isPending ? (
          <div className="mt-8 grid gap-x-8 gap-y-16 sm:grid-cols-2 md:mt-12 lg:grid-cols-3">
            <ProductSkeleton />
            <ProductSkeleton />
            <ProductSkeleton />
          </div>
        ) : products && products.length > 0 ? (
          <ul className="mt-8 grid gap-x-8 gap-y-16 sm:grid-cols-2 md:mt-12 lg:grid-cols-3">
            {products.map((product, index) => (
              <li key={product.id} className="flex">
                {/* The first photo is the page's LCP image on phones (preloaded by the Worker). */}
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-[var(--color-muted)]">
            Our next pieces are on their way. In the meantime, we are glad to source something for you.
          </p>
        )}
      </div>
    </section>
  );
}

function ShopPage() {
  usePageTitle(TITLE_SHOP);
  useScrollToTop();
  return (
    <>
      {/* On a phone the intro is tighter, so the first piece starts on the first screen (issue 28). */}
      <section aria-labelledby="shop-title" className="pt-10 pb-10 md:py-28">
        <div className="container-page">
          <p className="eyebrow">Shop</p>
          <h1 id="shop-title" className="mt-3 max-w-3xl text-4xl md:mt-4 md:text-6xl">
            Shop the Collection
          </h1>
          <p className="prose-measure mt-4 text-[var(--color-muted)] md:mt-6 md:text-lg">
            A small, changing collection of pieces we would put in our own homes: handmade, vintage and built
            to be used every day.
          </p>
        </div>
      </section>

      <AvailableNow />

      <section aria-labelledby="examples-title" className="section pt-0">
        <div className="container-page">
          <div className="border-t border-[var(--color-line)] pt-10 md:pt-14">
            <DeferredExamplesGallery />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="shop-cta-title"
        className="border-t border-[var(--color-line)] bg-[var(--color-subtle)]"
      >
        <div className="container-page flex flex-col items-start gap-8 py-16 md:flex-row md:items-center md:justify-between md:py-20">
          <div>
            <h2 id="shop-cta-title" className="text-3xl md:text-4xl">
              Looking for something specific?
            </h2>
            <p className="prose-measure mt-4 text-[var(--color-muted)]">
              We source furniture, lighting and art for every project we design. Tell us about your home and
              we will find the pieces that belong in it.
            </p>
          </div>
          <Link to="/services" className={buttonClass("primary", "lg", "shrink-0")}>
            Work With Us
          </Link>
        </div>
      </section>
    </>
  );
}
