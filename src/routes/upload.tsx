import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../features/auth/guards";
import { BrandAssetsPage } from "../features/admin/brand-assets/brand-assets-page";

export const Route = createFileRoute("/upload")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "admin", location.href),
  component: BrandAssetsPage,
});
