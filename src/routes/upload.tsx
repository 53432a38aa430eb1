import { createFileRoute } from "@tanstack/react-router";
import { BrandAssetsPage } from "../features/admin/brand-assets/brand-assets-page";
import { requireRole } from "../features/auth/guards";

export const Route = createFileRoute("/upload")({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, "admin", location.href),
  component: BrandAssetsPage,
});
