import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../features/auth/guards";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

export const Route = createFileRoute("/_site/portal/")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "client", location.href),
  component: () => <PlaceholderPage title="Client Portal" />,
});
