import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { requireRole } from "../../features/auth/guards";
import { ClientPortalPage } from "../../features/portal/client-portal-page";
import { TokenPortalPage } from "../../features/portal/token-portal-page";

/** `document` and `pin` open a document's comments on a pin (the link in a reply's e-mail). */
type PortalSearch = { project?: number; document?: number; pin?: number };

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A token without a project id is neither mode (SPEC section 4): nothing is fetched. */
function hasToken(searchStr: string): boolean {
  return new URLSearchParams(searchStr).has("token");
}

export const Route = createFileRoute("/_site/portal/")({
  validateSearch: (search: Record<string, unknown>): PortalSearch => {
    const out: PortalSearch = {};
    for (const key of ["project", "document", "pin"] as const) {
      const value = positive(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
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
