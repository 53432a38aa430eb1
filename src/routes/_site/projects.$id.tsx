import { createFileRoute, notFound } from "@tanstack/react-router";
import { projectQuery } from "../../features/portfolio/queries";
import { ProjectNotFound } from "../../features/project/project-not-found";
import { ProjectPage } from "../../features/project/project-page";
import { ensureRouteData } from "../../first-load/route-data";
import { HttpError } from "../../lib/api";
import { parseProjectId } from "../../shared/project-id";

export const Route = createFileRoute("/_site/projects/$id")({
  loader: async ({ context, params }) => {
    const id = parseProjectId(params.id);
    if (id === null) throw notFound();
    try {
      await ensureRouteData(context, projectQuery(id));
    } catch (error) {
      // An unknown or unpublished project: the Worker answers 404 with the screen below.
      if (error instanceof HttpError && error.status === 404) throw notFound();
      throw error;
    }
  },
  // Its head tags, built in the Worker's render only (src/first-load/route-head.ts); an unknown or
  // unpublished project's say noindex.
  head: import.meta.env.SSR
    ? async (c) => (await import("../../first-load/route-head")).projectRouteHead(c)
    : undefined,
  notFoundComponent: ProjectNotFound,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ProjectPage key={id} rawId={id} />;
}
