import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { homeIntro } from "../../content/home";
import { withServiceArea } from "../../content/service-area";
import { ArrowRightIcon } from "../layout/nav-icons";
import { ProjectGrid } from "../portfolio/project-card";
import { projectsQuery } from "../portfolio/queries";
import { useServiceArea } from "../site/use-site-info";

/**
 * The home page's portfolio (SPEC section 2): 'Loading portfolio...', then either 'No projects
 * available at this time' (error or empty) or the heading, intro and grid.
 *
 * Which projects (issue 28; the SPEC's section shows every published project): when the studio
 * has featured at least one published project, Home shows the featured ones only, in the
 * portfolio's order, and the link below leads to the whole portfolio. When none is featured,
 * Home shows every published project as the SPEC describes, so a studio that never marks one
 * loses nothing. The same list drives the Worker's painted Home, so both agree.
 */
export function homeProjects<T extends { featured: boolean }>(projects: T[]): T[] {
  const featured = projects.filter((p) => p.featured);
  return featured.length > 0 ? featured : projects;
}

/** The home page's portfolio section (see homeProjects for which projects it shows). */
export function PortfolioSection() {
  const { data, isPending, isError } = useQuery(projectsQuery);
  const serviceArea = useServiceArea();

  if (isPending || isError || data.length === 0) {
    return (
      <section id="portfolio" aria-label="Portfolio" className="container-page section">
        {isPending ? (
          <p role="status" className="py-16 text-center text-[var(--color-muted)]">
            Loading portfolio...
          </p>
        ) : (
          <p className="py-16 text-center font-serif text-2xl text-[var(--color-muted)]">
            No projects available at this time
          </p>
        )}
      </section>
    );
  }

  return (
    <section id="portfolio" aria-labelledby="home-portfolio-heading" className="container-page section">
      <div className="grid gap-6 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-5">
          {/* The heading written out, not SectionHeading: a module of its own would be one more chunk
              in Home's first load, which sits at the JavaScript budget (tests/e2e/seo.spec.ts). */}
          <p className="eyebrow">{homeIntro.eyebrow}</p>
          <h2
            id="home-portfolio-heading"
            className="mt-4 text-4xl leading-[1.08] tracking-[-0.025em] md:text-5xl"
          >
            {homeIntro.heading}
          </h2>
        </div>
        <p className="prose-measure text-[1.05rem] leading-relaxed text-[var(--color-muted)] lg:col-span-6 lg:col-start-7 lg:pt-9">
          {withServiceArea(homeIntro.body, serviceArea)}
        </p>
      </div>
      <div className="mt-14 md:mt-20">
        <ProjectGrid projects={homeProjects(data)} />
      </div>
      <div className="mt-16 flex justify-center md:mt-24">
        <Link
          to="/portfolio"
          className="inline-flex items-center gap-3 border-b border-[var(--color-ink)] pb-1 text-sm tracking-[0.06em] uppercase transition-colors hover:border-[var(--color-accent)] hover:text-[var(--color-accent-ink)]"
        >
          See the whole portfolio
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </section>
  );
}
