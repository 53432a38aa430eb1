import { createFileRoute } from "@tanstack/react-router";
import { AboutBanner, AboutSection } from "../../features/about/about-section";
import { usePageTitle } from "../../lib/use-page-title";
import { useScrollToTop } from "../../lib/first-paint";

export const Route = createFileRoute("/_site/about")({ component: AboutPage });

function AboutPage() {
  usePageTitle("About");
  useScrollToTop();
  return (
    <>
      <AboutSection titleAs="h1" />
      <AboutBanner />
    </>
  );
}
