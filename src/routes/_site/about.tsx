import { createFileRoute } from "@tanstack/react-router";
import { AboutBanner, AboutPrincipals, AboutSection } from "../../features/about/about-section";
import { useScrollToTop } from "../../lib/first-paint";
import { usePageTitle } from "../../lib/use-page-title";

export const Route = createFileRoute("/_site/about")({
  // Its head tags, built in the Worker's render only (src/lib/route-head.ts).
  head: import.meta.env.SSR
    ? async (c) => (await import("../../lib/route-head")).staticRouteHead(c, "about")
    : undefined,
  component: AboutPage,
});

function AboutPage() {
  usePageTitle("About");
  useScrollToTop();
  return (
    <>
      <AboutSection titleAs="h1" />
      <AboutPrincipals />
      <AboutBanner />
    </>
  );
}
