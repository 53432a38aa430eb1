import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { SectionHeading } from "../../components/ui/section-heading";
import { SkeletonBlocks } from "../../components/ui/skeleton";
import { portfolioCallToAction, portfolioIntro } from "../../content/portfolio";
import { usePageTitle } from "../../lib/use-page-title";
import type { PublicProject } from "../../shared/api-types";
import { TITLE_PORTFOLIO } from "../../shared/pages";
import { categoryOfSlug, categorySlug } from "../../shared/portfolio-filter";
import { PROJECT_CATEGORIES } from "../../shared/project-categories";
import { BathDetails } from "./bath-details";
import { ProjectGrid } from "./project-card";
import { projectsQuery } from "./queries";

/** SPEC section 9: the page's skeleton shows 6 cards. */
export const SKELETON_CARDS = 6;

function PortfolioSkeleton() {
  return (
    <div aria-busy="true" data-testid="portfolio-skeleton">
      <p role="status" className="sr-only">
        Loading portfolio...
      </p>
      <ul
        aria-hidden="true"
        className="grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-10 lg:gap-y-20"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="skeleton-card" className="animate-pulse">
            <SkeletonBlocks
              sizes={["aspect-[4/5]", "mt-5 h-5 w-24", "mt-4 h-7 w-3/4", "mt-3 h-4 w-full", "mt-2 h-4 w-5/6"]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PageHeader() {
  return (
    <header className="grid gap-6 lg:grid-cols-12 lg:gap-10">
      <div className="lg:col-span-6">
        <p className="eyebrow">{portfolioIntro.eyebrow}</p>
        <h1 className="mt-4 text-[2.75rem] leading-[1.04] tracking-[-0.025em] md:text-6xl">
          {portfolioIntro.heading}
        </h1>
      </div>
      <p className="prose-measure text-[1.05rem] leading-relaxed text-[var(--color-muted)] lg:col-span-5 lg:col-start-8 lg:pt-10">
        {portfolioIntro.body}
      </p>
    </header>
  );
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-[50dvh] flex-col items-start justify-center gap-5 py-16">
      <p className="eyebrow">{portfolioIntro.eyebrow}</p>
      <h1 className="text-4xl tracking-[-0.025em] md:text-5xl">{title}</h1>
      {children}
    </div>
  );
}

const filterLink =
  "inline-flex min-h-11 items-center border-b border-transparent text-sm tracking-[0.02em] text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] aria-[current=page]:border-[var(--color-accent)] aria-[current=page]:text-[var(--color-ink)]";

/**
 * The category filter (issue 28): links, so the filter is in the URL (`?category=kitchen`), works
 * before the page's code has loaded, and the Worker paints the filtered page
 * (src/shared/portfolio-filter.ts). Only categories that have a published project are offered; the
 * router marks the current one (`aria-current="page"`).
 */
function CategoryFilter({ projects }: { projects: readonly PublicProject[] }) {
  const present = PROJECT_CATEGORIES.filter((c) => projects.some((p) => p.category === c));
  if (present.length < 2) return null;
  return (
    <nav aria-label="Filter projects by category" className="mt-12 md:mt-16">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 border-b border-[var(--color-line)]">
        <li>
          <Link
            to="/portfolio"
            search={{}}
            resetScroll={false}
            activeOptions={{ exact: true }}
            className={filterLink}
          >
            All projects
          </Link>
        </li>
        {present.map((category) => (
          <li key={category}>
            <Link
              to="/portfolio"
              search={{ category: categorySlug(category) }}
              resetScroll={false}
              activeOptions={{ exact: true }}
              className={filterLink}
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /portfolio (SPEC section 2): skeleton, failure, empty, or the projects with bath details. */
export function PortfolioPage() {
  usePageTitle(TITLE_PORTFOLIO);
  const { data, isPending, isError } = useQuery(projectsQuery);
  const category = categoryOfSlug(useSearch({ from: "/_site/portfolio" }).category);
  const shown = category ? (data ?? []).filter((p) => p.category === category) : data;

  if (isError) {
    return (
      <div className="container-page">
        <Message title="Unable to Load Portfolio">
          <p className="prose-measure text-[var(--color-muted)]">
            Something went wrong while loading our projects. Please try again in a moment.
          </p>
          <Link to="/" className={buttonClass("primary", "lg")}>
            Return Home
          </Link>
        </Message>
      </div>
    );
  }

  if (!isPending && data.length === 0) {
    return (
      <div className="container-page">
        <Message title="No Projects Found">
          <p className="prose-measure text-[var(--color-muted)]">No projects available at this time</p>
          <Link to="/services" className={buttonClass("outline", "lg")}>
            Work With Us
          </Link>
        </Message>
      </div>
    );
  }

  return (
    <div className="container-page">
      <div className="pt-14 pb-16 md:pt-24 md:pb-28">
        <PageHeader />
        {!isPending ? <CategoryFilter projects={data} /> : null}
        <div className={isPending ? "mt-14 md:mt-20" : "mt-10 md:mt-14"}>
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="sr-only">{category ? `${category} projects` : "Projects"}</h2>
          {isPending ? (
            <PortfolioSkeleton />
          ) : shown && shown.length > 0 ? (
            <ProjectGrid projects={shown} priorityCount={1} />
          ) : (
            <p className="py-10 text-[var(--color-muted)]">
              No {category} projects to show yet.{" "}
              <Link to="/portfolio" search={{}} className="link-underline text-[var(--color-ink)]">
                See every project
              </Link>
            </p>
          )}
        </div>
      </div>
      {!isPending ? (
        <>
          <div className="border-t border-[var(--color-line)]">
            <BathDetails />
          </div>
          <section
            aria-labelledby="portfolio-cta-heading"
            className="border-t border-[var(--color-line)] py-20 text-center md:py-32"
          >
            <SectionHeading
              id="portfolio-cta-heading"
              eyebrow={portfolioCallToAction.eyebrow}
              className="mx-auto mt-4 max-w-2xl text-4xl leading-[1.1] tracking-[-0.025em] text-balance md:text-5xl"
            >
              {portfolioCallToAction.heading}
            </SectionHeading>
            <p className="mx-auto mt-6 max-w-xl text-[1.05rem] leading-relaxed text-[var(--color-muted)]">
              {portfolioCallToAction.body}
            </p>
            <Link to="/services" className={buttonClass("primary", "lg", "mt-10")}>
              {portfolioCallToAction.cta}
            </Link>
          </section>
        </>
      ) : null}
    </div>
  );
}
