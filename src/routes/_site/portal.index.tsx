import { createFileRoute, redirect } from "@tanstack/react-router";
import { authUserQuery } from "../../features/auth/auth-query";
import { requireRole } from "../../features/auth/guards";
import { ClientPortalPage } from "../../features/portal/client-portal-page";
import { TokenPortalPage } from "../../features/portal/token-portal-page";

/**
 * `document` and `pin` open the Documents tab and that document's pins on the pin (the link in
 * the studio's reply e-mail, src/shared/app-links.ts); `proposal` (read by the proposals panel)
 * opens a proposal.
 */
type PortalSearch = { project?: number; document?: number; pin?: number; token?: true };

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const Route = createFileRoute("/_site/portal/")({
  validateSearch: (search: Record<string, unknown>): PortalSearch => {
    const out: PortalSearch = {};
    for (const key of ["project", "document", "pin"] as const) {
      const value = positive(search[key]);
      if (value !== undefined) out[key] = value;
    }
    // A token without a project id is neither mode (SPEC section 4): nothing is fetched. Only its
    // presence matters here (/portal/$id reads the token itself).
    if (search.token !== undefined) out.token = true;
    return out;
  },
  beforeLoad: async ({ context, location, search }) => {
    if (search.token) return;
    // Signed out, in a tab that opened this project's private link: the e-mailed deep link
    // (a reply on a pin, a proposal) opens there. Otherwise sign in and come back here.
    if (typeof window !== "undefined") {
      const user = await context.queryClient.ensureQueryData(authUserQuery).catch(() => null);
      const link = user
        ? null
        : (await import("../../features/portal/remembered-link")).rememberedPrivateLink(
            search.project,
            location.searchStr,
          );
      if (link) throw redirect({ href: link, replace: true });
    }
    return requireRole(context.queryClient, "client", location.href);
  },
  component: Page,
});

function Page() {
  const { project, token } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (token) return <TokenPortalPage id="" token={null} />;
  return (
    <ClientPortalPage
      selectedId={project}
      onSelect={(id) => void navigate({ search: { project: id }, replace: true })}
    />
  );
}
