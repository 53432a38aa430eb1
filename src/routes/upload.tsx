import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../features/auth/guards";
import { PlaceholderPage } from "../features/layout/placeholder-page";

export const Route = createFileRoute("/upload")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "admin", location.href),
  component: () => <PlaceholderPage title="Brand Assets" />,
});
