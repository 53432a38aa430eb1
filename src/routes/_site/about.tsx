import { createFileRoute } from "@tanstack/react-router";
import { AboutBanner, AboutPrincipals, AboutSection } from "../../features/about/about-section";
import { useScrollToTop } from "../../first-load/hydration";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_ABOUT } from "../../shared/page-titles";

export const Route = createFileRoute("/_site/about")({
  // Its head tags, built in the Worker's render only (src/first-load/route-head.ts).
  head: import.meta.env.SSR
    ? async (c) => (await import("../../first-load/route-head")).staticRouteHead(c, "about")
    : undefined,
  component: AboutPage,
});

function AboutPage() {
  usePageTitle(TITLE_ABOUT);
  useScrollToTop();
  return (
    <>
      <AboutSection titleAs="h1" />
      <AboutPrincipals />
      <AboutBanner />
    </>
  );
}
