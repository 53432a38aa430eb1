import { createFileRoute } from "@tanstack/react-router";
import { AboutBanner, AboutPrincipals, AboutSection } from "../../features/about/about-section";
import { useScrollToTop } from "../../first-load/hydration";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_ABOUT } from "../../shared/pages";

export const Route = createFileRoute("/_site/about")({
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("about"),
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
