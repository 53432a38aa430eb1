import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AdminPageShell } from "../features/admin/dashboard/admin-shell";
import { requireRole } from "../features/auth/guards";
import { noindexWhileMatched } from "../lib/use-noindex";

/**
 * Every /admin page: admins only (signed out → /login and back; a client → /portal), loading text
 * while that is decided, and never indexed.
 */
export const Route = createFileRoute("/admin")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "admin", location.href),
  // SPEC section 2: the admin route shows loading text first, from the very first moment.
  pendingMs: 0,
  pendingMinMs: 0,
  // Its header and a skeleton, as the Worker sent them in the page's HTML (issue 28): nothing moves.
  pendingComponent: AdminPageShell,
  ...noindexWhileMatched,
  component: () => <Outlet />,
});
