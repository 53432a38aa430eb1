import { createFileRoute, redirect } from "@tanstack/react-router";
import { authUserQuery } from "../../features/auth/auth-query";
import { homeForRole } from "../../shared/role-home";

/** /dashboard (listed in SPEC without content) sends each user to their own home. */
export const Route = createFileRoute("/_site/dashboard")({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(authUserQuery).catch(() => null);
    if (!user) throw redirect({ to: "/login", search: { returnTo: "/dashboard" } });
    throw redirect({ href: homeForRole(user.role) });
  },
});
