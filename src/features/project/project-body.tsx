import type { ReactNode } from "react";
import type { PublicProject } from "../../shared/api-types";
import { heroFirst } from "../../shared/gallery-layout";
import { yearAndLocation } from "../portfolio/year-and-location";
import { ProjectGallery } from "./project-gallery";

/** Paragraphs are separated by blank lines (SPEC section 2). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-t border-[var(--color-line)] pt-4">
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-2 font-serif text-xl">{value}</dd>
    </div>
  );
}

/**
 * A project page's body (SPEC section 2), the one component both /projects/{id} and the admin's
 * Preview draw (the preview passes the unsaved draft): the hero photograph full bleed (or the
 * title tile), then the category, title, year and location and the story, the rest of the
 * gallery, and the facts. `top` goes just under the hero (the public page's back link and share
 * button), `end` after the facts (its call to action and 'Next project').
 */
export function ProjectBody({
  project,
  titleAs: Title = "h1",
  top,
  end,
}: {
  project: PublicProject;
  /** h1 on the page, h2 inside the admin's preview dialog. */
  titleAs?: "h1" | "h2";
  top?: ReactNode;
  end?: ReactNode;
}) {
  const meta = yearAndLocation(project);
  const photoCount = project.images.length;
  return (
    <ProjectGallery
      images={heroFirst(project.images)}
      title={project.portfolioTitle}
      note={project.category}
      after={
        <footer className="container-page mt-20 md:mt-32">
          <h2 className="sr-only">Project facts</h2>
          <dl
            className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4 md:gap-x-10"
            data-testid="project-facts"
          >
            <Fact label="Category" value={project.category} />
            <Fact label="Year" value={project.year !== null ? String(project.year) : "—"} />
            <Fact label="Location" value={project.location ?? "—"} />
            <Fact label="Photographs" value={`${photoCount} ${photoCount === 1 ? "photo" : "photos"}`} />
          </dl>
          {end}
        </footer>
      }
    >
      <div className="container-page">
        {top}
        <header className="mt-10 grid gap-8 md:mt-16 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-5">
            {/* Badge's neutral look, written out: its chunk would be one more in this page's first
                load, which sits at the JavaScript budget (tests/e2e/seo.spec.ts). */}
            <span className="inline-flex items-center rounded-[var(--radius-sm)] border border-[var(--color-line)] px-2 py-0.5 text-[0.68rem] font-medium tracking-[0.12em] text-[var(--color-muted)] uppercase">
              {project.category}
            </span>
            <Title className="mt-5 text-[2.75rem] leading-[1.04] tracking-[-0.03em] text-balance md:text-6xl">
              {project.portfolioTitle}
            </Title>
            {meta ? <p className="mt-5 text-sm tracking-[0.04em] text-[var(--color-muted)]">{meta}</p> : null}
          </div>
          <div className="grid gap-5 text-[1.05rem] leading-[1.75] text-[var(--color-ink)]/85 lg:col-span-6 lg:col-start-7 lg:pt-12">
            {splitParagraphs(project.description).map((p, i) => (
              <p key={i} className="prose-measure">
                {p}
              </p>
            ))}
          </div>
        </header>
      </div>
    </ProjectGallery>
  );
}
