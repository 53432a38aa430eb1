import { createFileRoute, redirect } from "@tanstack/react-router";
import { authUserQuery } from "../../features/auth/auth-query";
import { LoginPage } from "../../features/auth/login-page";
import { homeForRole } from "../../shared/role-home";

/** `invited`: the address an invitation e-mail was sent to (its link), shown as a reminder. */
type LoginSearch = { returnTo?: string; error?: string; invited?: string };

export const Route = createFileRoute("/_site/login")({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    returnTo: typeof search.returnTo === "string" ? search.returnTo : undefined,
    error: typeof search.error === "string" ? search.error : undefined,
    invited: typeof search.invited === "string" && search.invited.length <= 254 ? search.invited : undefined,
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
