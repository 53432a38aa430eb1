import { createFileRoute, Outlet } from "@tanstack/react-router";
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
  pendingComponent: () => (
    <p role="status" className="container-page section text-[var(--color-muted)]">
      Loading...
    </p>
  ),
  ...noindexWhileMatched,
  component: () => <Outlet />,
});
