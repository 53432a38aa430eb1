import { createFileRoute, redirect } from "@tanstack/react-router";
import { authUserQuery } from "../../features/auth/auth-query";
import { LoginPage } from "../../features/auth/login-page";
import { homeForRole } from "../../shared/role-home";

/**
 * `invited`: the visitor came from an invitation e-mail (its link says `invited=1`). Only a flag:
 * the address is never in the link (issue 25). Links sent before carried the address as the
 * value; they still work, and the address is not shown.
 */
type LoginSearch = { returnTo?: string; error?: string; invited?: true };

export const Route = createFileRoute("/_site/login")({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    returnTo: typeof search.returnTo === "string" ? search.returnTo : undefined,
    error: typeof search.error === "string" ? search.error : undefined,
    invited:
      search.invited !== undefined && search.invited !== "" && search.invited !== null ? true : undefined,
  }),
  // A signed-in visitor has nothing to do here: straight to their own home (SPEC section 2).
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authUserQuery).catch(() => null);
    if (user) throw redirect({ href: homeForRole(user.role), replace: true });
  },
  component: Page,
});

function Page() {
  const { returnTo, error, invited } = Route.useSearch();
  return <LoginPage returnTo={returnTo} error={error} invited={invited} />;
}
