import { ResponsiveImage } from "../../components/ui/responsive-image";
import { shopExamples } from "../../content/shop-examples";
import { useSiteInfo } from "../site/use-site-info";

/** 'Examples from Past Projects': twelve curated pieces shown for inspiration, not for sale. */
export function ExamplesGallery({ titleId = "examples-title" }: { titleId?: string }) {
  const { data: site } = useSiteInfo();
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-12 md:items-end">
        <div className="md:col-span-7">
          <p className="eyebrow">From Our Projects</p>
          <h2 id={titleId} className="mt-4 text-3xl md:text-5xl">
            Examples from Past Projects
          </h2>
        </div>
        <p className="text-sm leading-relaxed text-[var(--color-muted)] md:col-span-5 md:text-right">
          A few of the pieces we have sourced for clients. They are shown for inspiration and are not
          available to purchase; we find pieces like these for every project.
        </p>
      </div>
      <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-8 md:gap-y-14 lg:grid-cols-4">
        {shopExamples.map((example) => {
          const image = site?.assets[example.image];
          return (
            <li key={example.id} data-testid={`example-${example.id}`}>
              <figure>
                <div className="aspect-square overflow-hidden bg-[var(--color-subtle)]">
                  {image ? (
                    <ResponsiveImage
                      image={image}
                      alt={image.altText ?? example.title}
                      sizes="(min-width: 1024px) 270px, (min-width: 768px) 30vw, 50vw"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </div>
                <figcaption className="mt-4">
                  <p className="eyebrow text-[0.65rem]">{example.category}</p>
                  <p className="mt-1.5 font-serif text-lg leading-snug">{example.title}</p>
                  <p className="mt-1.5 hidden text-sm leading-relaxed text-[var(--color-muted)] sm:block">
                    {example.description}
                  </p>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
