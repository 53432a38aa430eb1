import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ResponsiveImage, TitleTile } from "../../components/ui/responsive-image";
import type { PublicProject } from "../../shared/api-types";
import { ArrowRightIcon } from "../layout/nav-icons";
import { projectsQuery } from "../portfolio/queries";
import { yearAndLocation } from "../portfolio/year-and-location";

/** The project after `id` in the portfolio's order, wrapping to the first; none for a lone one. */
export function nextProject(list: PublicProject[], id: number): PublicProject | null {
  const index = list.findIndex((p) => p.id === id);
  if (index < 0 || list.length < 2) return null;
  return list[(index + 1) % list.length] ?? null;
}

/**
 * 'Next project' at the end of a project page (issue 28): the next published project in the
 * portfolio's order, wrapping to the first, with its hero photograph (or its title tile). It
 * reads the portfolio's list the SPA keeps (projectsQuery; in memory already when the visitor
 * came from the portfolio or Home). Loaded and asked for only when the end of the page nears the
 * viewport (NextProjectSlot in project-page.tsx), so a first load stays within its budget and
 * asks the API for nothing but the project's own re-check (tests/e2e/seo.spec.ts).
 */
export function NextProject({ currentId }: { currentId: number }) {
  const { data } = useQuery(projectsQuery);
  const next = data ? nextProject(data, currentId) : null;
  if (!next) return null;
  // The card's image rule (hero, else the first), inline: importing the card would move it into a
  // chunk Home then loads separately.
  const image = next.images.find((i) => i.isHero) ?? next.images[0];
  const meta = yearAndLocation(next);

  return (
    <nav
      aria-label="Next project"
      data-testid="next-project"
      className="group relative mt-16 grid gap-8 border-t border-[var(--color-line)] pt-10 md:mt-24 md:grid-cols-12 md:items-end md:gap-10"
    >
      <div className="md:col-span-5">
        <p className="eyebrow">Next project</p>
        <p className="mt-4 font-serif text-3xl leading-[1.1] tracking-[-0.02em] transition-colors duration-200 group-hover:text-[var(--color-accent-ink)] md:text-4xl">
          <Link to="/projects/$id" params={{ id: String(next.id) }} className="card-link">
            {next.portfolioTitle}
          </Link>
        </p>
        <p className="mt-4 inline-flex items-center gap-2 text-xs tracking-[0.04em] text-[var(--color-muted)]">
          {meta || next.category}
          <ArrowRightIcon size={14} />
        </p>
      </div>
      <div className="relative aspect-[3/2] overflow-hidden bg-[var(--color-subtle)] md:col-span-7">
        {image ? (
          <ResponsiveImage
            image={image}
            alt=""
            sizes="(min-width: 1280px) 700px, (min-width: 768px) 58vw, 100vw"
            className="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.015]"
          />
        ) : (
          <TitleTile title={next.portfolioTitle} note={next.category} />
        )}
      </div>
    </nav>
  );
}
