import { createFileRoute } from "@tanstack/react-router";
import { SiteLayout } from "../features/layout/site-layout";
import { siteInfoQuery } from "../features/site/use-site-info";
import { ensureRouteData } from "../first-load/route-data";

export const Route = createFileRoute("/_site")({
  // The public frame's studio name, contact details and brand images.
  loader: ({ context }) => ensureRouteData(context, siteInfoQuery),
  component: SiteLayout,
});
