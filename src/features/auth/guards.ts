import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { Role } from "../../shared/auth";
import { homeForRole } from "../../shared/role-home";
import { authUserQuery } from "./auth-query";

/**
 * Route guard for beforeLoad (SPEC section 2): signed-out users go to /login (and come back
 * after signing in); a wrong role goes to its own home (admin → /admin, client → /portal).
 * The server enforces the same rules on every API call; this only spares a useless screen.
 */
export async function requireRole(queryClient: QueryClient, role: Role, returnTo: string) {
  let user = null;
  try {
    user = await queryClient.ensureQueryData(authUserQuery);
  } catch {
    user = null;
  }
  if (!user) throw redirect({ to: "/login", search: { returnTo } });
  if (user.role !== role) throw redirect({ href: homeForRole(user.role) });
  return user;
}
