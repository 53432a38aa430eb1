/**
 * Project Manager (/admin/projects, SPEC section 2): the project form plus its image list. Without
 * `?id=` it creates a project and then its images one by one; with `?id=` it edits that project's
 * details and images (add, reorder, re-caption, change the hero, remove). Nothing is stored until
 * Create Project / Save Changes; image failures stay on screen with a Retry.
 *
 * This file loads the project. The editor is project-editor.tsx; its image list is
 * use-image-list.ts (stored by save-images.ts) and its save sequence use-project-save.ts.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { HttpError } from "../../../lib/api";
import { usePrivateStyles } from "../../../lib/private-styles";
import { TITLE_PROJECT_MANAGER } from "../../../shared/pages";
import { AdminShell } from "../dashboard/admin-shell";
import { adminProjectQuery } from "../projects/queries";
import { ProjectEditor } from "./project-editor";

export function ProjectManagerPage({ projectId }: { projectId: number | null }) {
  usePrivateStyles();
  const query = useQuery({ ...adminProjectQuery(projectId ?? 0), enabled: projectId !== null });
  let body: React.ReactNode;
  if (projectId === null) {
    body = <ProjectEditor project={null} />;
  } else if (query.isPending) {
    body = (
      <div className="container-page flex items-center gap-3 py-16 text-[var(--color-muted)]">
        <Spinner label="Loading project" /> Loading project...
      </div>
    );
  } else if (query.isError || !query.data) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    body = (
      <div className="container-page grid justify-items-start gap-4 py-16">
        <h1 className="text-xl">{missing ? "Project not found" : "Failed to fetch projects"}</h1>
        <p className="text-[var(--color-muted)]">
          {missing ? "This project may have been deleted." : "Please check your connection and try again."}
        </p>
        <Link to="/admin" search={{ tab: "projects" }} className={buttonClass("outline", "md")}>
          Back to projects
        </Link>
      </div>
    );
  } else {
    body = <ProjectEditor project={query.data} />;
  }
  return <AdminShell title={TITLE_PROJECT_MANAGER}>{body}</AdminShell>;
}
