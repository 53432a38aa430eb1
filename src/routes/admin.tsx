import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireRole } from "../features/auth/guards";

export const Route = createFileRoute("/admin")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "admin", location.href),
  pendingComponent: () => <p className="container-page section text-[var(--color-muted)]">Loading...</p>,
  component: () => <Outlet />,
});
