import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import type { PublicProject } from "../../shared/api-types";
import { parseProjectId } from "../../shared/project-id";
import { ArrowLeftIcon } from "../layout/icons";
import { projectQuery, projectsQuery } from "../portfolio/queries";
import { yearAndLocation } from "../portfolio/year-and-location";
import { ProjectGallery } from "./project-gallery";
import { ShareButton } from "./share-button";

/** Paragraphs are separated by blank lines (SPEC section 2). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function BackLink() {
  return (
    <Link
      to="/portfolio"
      className="group inline-flex items-center gap-2 text-sm text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
    >
      <span className="transition-transform duration-200 group-hover:-translate-x-0.5">
        <ArrowLeftIcon size={16} />
      </span>
      Back to Portfolio
    </Link>
  );
}

function LoadingProject() {
  return (
    <div className="container-page pt-8 pb-24 md:pt-12" aria-busy="true">
      <p role="status" className="sr-only">
        Loading project...
      </p>
      <BackLink />
      <div aria-hidden="true" className="mt-12 grid animate-pulse gap-8 md:mt-20 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <div className="h-6 w-28 bg-[var(--color-subtle)]" />
          <div className="mt-6 h-14 w-4/5 bg-[var(--color-subtle)]" />
          <div className="mt-4 h-4 w-40 bg-[var(--color-subtle)]" />
        </div>
        <div className="grid gap-3 lg:col-span-6 lg:col-start-7 lg:pt-12">
          <div className="h-4 w-full bg-[var(--color-subtle)]" />
          <div className="h-4 w-full bg-[var(--color-subtle)]" />
          <div className="h-4 w-2/3 bg-[var(--color-subtle)]" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mt-14 aspect-[3/2] w-full animate-pulse bg-[var(--color-subtle)] md:mt-24"
      />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-t border-[var(--color-line)] pt-4">
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-2 font-serif text-xl">{value}</dd>
    </div>
  );
}

const NextProject = lazy(() => import("./next-project").then((m) => ({ default: m.NextProject })));

/**
 * Where 'Next project' goes (issue 28): its code and the portfolio's list are fetched only once
 * this slot comes within 900 px of the viewport, never during the first load. The Worker's render
 * and the first client render both draw nothing here, so hydration agrees.
 */
function NextProjectSlot({ currentId }: { currentId: number }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "900px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} data-testid="next-project-slot">
      {near ? (
        <Suspense fallback={null}>
          <NextProject currentId={currentId} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ProjectView({ project }: { project: PublicProject }) {
  usePageTitle(project.portfolioTitle);
  const paragraphs = splitParagraphs(project.description);
  const meta = yearAndLocation(project);
  const photoCount = project.images.length;

  return (
    <article className="container-page pt-8 pb-20 md:pt-12 md:pb-32" data-testid="project-detail">
      <div className="flex items-center justify-between gap-4">
        <BackLink />
        <ShareButton title={project.portfolioTitle} />
      </div>

      <header className="mt-12 grid gap-8 md:mt-20 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-5">
          <Badge>{project.category}</Badge>
          <h1 className="mt-5 text-[2.75rem] leading-[1.04] tracking-[-0.03em] text-balance md:text-6xl">
            {project.portfolioTitle}
          </h1>
          {meta ? <p className="mt-5 text-sm tracking-[0.04em] text-[var(--color-muted)]">{meta}</p> : null}
        </div>
        <div className="grid gap-5 text-[1.05rem] leading-[1.75] text-[var(--color-ink)]/85 lg:col-span-6 lg:col-start-7 lg:pt-12">
          {paragraphs.map((p, i) => (
            <p key={i} className="prose-measure">
              {p}
            </p>
          ))}
        </div>
      </header>

      <div className="mt-14 md:mt-24">
        {photoCount > 0 ? (
          <ProjectGallery images={project.images} title={project.portfolioTitle} />
        ) : (
          <p className="border-y border-[var(--color-line)] py-16 text-center text-[var(--color-muted)]">
            Photographs of this project are coming soon.
          </p>
        )}
      </div>

      <footer className="mt-20 md:mt-32">
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
        <div className="mt-16 flex flex-col gap-6 border-t border-[var(--color-line)] pt-10 sm:flex-row sm:items-center sm:justify-between md:mt-24">
          <BackLink />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <p className="font-serif text-xl">Imagining something similar?</p>
            <Link to="/services" className={buttonClass("primary", "md")}>
              Work With Us
            </Link>
          </div>
        </div>
        <NextProjectSlot currentId={project.id} />
      </footer>
    </article>
  );
}

/**
 * The not-found screen, for a project that stops loading after the page is shown (the route's
 * loader already answers an unknown address with its notFoundComponent, the same screen): loaded
 * only then, so it is not part of every project page's first load.
 */
const ProjectNotFound = lazy(() =>
  import("./project-not-found").then((m) => ({ default: m.ProjectNotFound })),
);

/** /projects/{id} (SPEC section 2). A card's data shows at once while the page re-checks it. */
export function ProjectPage({ rawId }: { rawId: string }) {
  const id = parseProjectId(rawId);
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({
    ...projectQuery(id ?? 0),
    enabled: id !== null,
    placeholderData: () => queryClient.getQueryData(projectsQuery.queryKey)?.find((p) => p.id === id),
  });

  if (id === null || isError)
    return (
      <Suspense fallback={null}>
        <ProjectNotFound />
      </Suspense>
    );
  if (isPending || !data) return <LoadingProject />;
  return <ProjectView key={data.id} project={data} />;
}
