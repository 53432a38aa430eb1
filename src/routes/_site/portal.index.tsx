import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { requireRole } from "../../features/auth/guards";
import { ClientPortalPage } from "../../features/portal/client-portal-page";
import { TokenPortalPage } from "../../features/portal/token-portal-page";

type PortalSearch = { project?: number };

/** A token without a project id is neither mode (SPEC section 4): nothing is fetched. */
function hasToken(searchStr: string): boolean {
  return new URLSearchParams(searchStr).has("token");
}

export const Route = createFileRoute("/_site/portal/")({
  validateSearch: (search: Record<string, unknown>): PortalSearch => {
    const project = Number(search.project);
    return Number.isSafeInteger(project) && project > 0 ? { project } : {};
  },
  beforeLoad: ({ context, location }) => {
    if (hasToken(location.searchStr)) return;
    return requireRole(context.queryClient, "client", location.href);
  },
  component: Page,
});

function Page() {
  const { project } = Route.useSearch();
  const navigate = Route.useNavigate();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  if (hasToken(searchStr)) return <TokenPortalPage id="" token={null} />;
  return (
    <ClientPortalPage
      selectedId={project}
      onSelect={(id) => void navigate({ search: { project: id }, replace: true })}
    />
  );
}
