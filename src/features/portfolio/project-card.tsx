import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { ResponsiveImage, TitleTile } from "../../components/ui/responsive-image";
import type { PublicImage, PublicProject } from "../../shared/api-types";
import { cardImageSizes } from "../../shared/image-sizes";
import { yearAndLocation } from "./year-and-location";

/** The card's image: the one flagged as hero, else the first (SPEC section 2). */
export function heroImage(project: Pick<PublicProject, "images">): PublicImage | null {
  return project.images.find((i) => i.isHero) ?? project.images[0] ?? null;
}

/**
 * A portfolio project (Home and /portfolio): the photograph first at a steady 4:5, then the text
 * on the page's background, no box around it (LOOK.md).
 *
 * The title is the link, and its ::after covers the whole card, so a click anywhere opens the
 * project while the link's name is exactly the title it shows (a link around the whole card would
 * be named by its title but show more text: WCAG 2.5.3 Label in Name). The keyboard focus ring is
 * drawn on that overlay, around the card.
 */
export function ProjectCard({ project, priority = false }: { project: PublicProject; priority?: boolean }) {
  const image = heroImage(project);
  const meta = yearAndLocation(project);
  const count = project.images.length;
  const titleId = useId();
  return (
    <article data-testid="project-card" aria-labelledby={titleId} className="group relative">
      <div className="relative aspect-[4/5] overflow-hidden bg-[var(--color-subtle)]">
        {image ? (
          <ResponsiveImage
            image={image}
            sizes={cardImageSizes(image.width, image.height)}
            priority={priority}
            className="h-full w-full object-cover transition-[transform,opacity] duration-700 ease-out group-hover:scale-[1.015] group-hover:opacity-95"
          />
        ) : (
          // A project published without a photograph (SPEC section 7 allows it): its title set
          // large on a calm tile, never a grey 'No image' box (issue 28).
          <TitleTile
            title={project.portfolioTitle}
            note={[project.category, project.year].filter((part) => part != null && part !== "").join(" · ")}
          />
        )}
      </div>
      <div className="pt-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge>{project.category}</Badge>
          {count > 1 ? <span className="text-xs text-[var(--color-muted)]">{count} images</span> : null}
        </div>
        <h3
          id={titleId}
          data-testid="project-card-title"
          className="mt-3 font-serif text-[1.6rem] leading-[1.15] tracking-[-0.02em] text-[var(--color-ink)] transition-colors duration-200 group-hover:text-[var(--color-accent-ink)]"
        >
          <Link to="/projects/$id" params={{ id: String(project.id) }} className="card-link">
            {project.portfolioTitle}
          </Link>
        </h3>
        <p className="mt-2.5 line-clamp-3 text-[0.95rem] leading-relaxed text-[var(--color-muted)]">
          {project.description}
        </p>
        <p className="mt-3 text-xs tracking-[0.04em] text-[var(--color-muted)]">{meta}</p>
      </div>
    </article>
  );
}

/** The calm three-column grid both pages use. */
export function ProjectGrid({
  projects,
  priorityCount = 0,
}: {
  projects: PublicProject[];
  priorityCount?: number;
}) {
  return (
    <ul
      data-testid="project-grid"
      className="grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-10 lg:gap-y-20"
    >
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
