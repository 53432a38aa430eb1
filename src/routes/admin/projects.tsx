import { createFileRoute } from "@tanstack/react-router";
import { ProjectManagerPage } from "../../features/admin/project-manager/project-manager-page";

/** Project Manager: `?id=` edits that project's details and images, otherwise creates a project. */
export const Route = createFileRoute("/admin/projects")({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id);
    return Number.isSafeInteger(id) && id > 0 ? { id } : {};
  },
  component: Page,
});

function Page() {
  const { id } = Route.useSearch();
  return <ProjectManagerPage key={id ?? "new"} projectId={id ?? null} />;
}
