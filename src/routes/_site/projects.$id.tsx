import { createFileRoute } from "@tanstack/react-router";
import { ProjectPage } from "../../features/project/project-page";

export const Route = createFileRoute("/_site/projects/$id")({ component: Page });

function Page() {
  const { id } = Route.useParams();
  return <ProjectPage key={id} rawId={id} />;
}
