import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button";
import { SkeletonBlocks } from "../../components/ui/skeleton";
import { usePageTitle } from "../../lib/use-page-title";
import type { PublicProject } from "../../shared/api-types";
import { parseProjectId } from "../../shared/project-id";
import { ArrowLeftIcon } from "../layout/icons";
import { projectQuery, projectsQuery } from "../portfolio/queries";
import { ProjectBody } from "./project-body";
import { ShareButton } from "./share-button";

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
  // The page's own shape: the hero's frame first, then the back link, title and story.
  return (
    <div className="pb-24" aria-busy="true">
      <p role="status" className="sr-only">
        Loading project...
      </p>
      <div
        aria-hidden="true"
        className="project-hero-frame aspect-[3/2] w-full animate-pulse bg-[var(--color-subtle)]"
      />
      <div className="container-page">
        <div className="mt-6 md:mt-8">
          <BackLink />
        </div>
        <div aria-hidden="true" className="mt-10 grid animate-pulse gap-8 md:mt-16 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SkeletonBlocks sizes={["h-6 w-28", "mt-6 h-14 w-4/5", "mt-4 h-4 w-40"]} />
          </div>
          <div className="grid gap-3 lg:col-span-6 lg:col-start-7 lg:pt-12">
            <SkeletonBlocks sizes={["h-4 w-full", "h-4 w-full", "h-4 w-2/3"]} />
          </div>
        </div>
      </div>
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
  return (
    <article className="pb-20 md:pb-32" data-testid="project-detail">
      <ProjectBody
        project={project}
        top={
          <div className="mt-6 flex items-center justify-between gap-4 md:mt-8">
            <BackLink />
            <ShareButton title={project.portfolioTitle} />
          </div>
        }
        end={
          <>
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
          </>
        }
      />
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
