import { createFileRoute } from "@tanstack/react-router";
import { HeroSlideshow } from "../../features/home/hero-slideshow";
import { PortfolioSection } from "../../features/home/portfolio-section";
import { projectsQuery } from "../../features/portfolio/queries";
import { ensureRouteData } from "../../first-load/route-data";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_HOME } from "../../shared/pages";

export const Route = createFileRoute("/_site/")({
  // In the browser the portfolio loads without holding the page: the hero paints at once and the
  // section shows its own 'Loading portfolio...' state (SPEC section 2).
  loader: ({ context }) => ensureRouteData(context, projectsQuery),
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("home"),
  component: HomePage,
});

function HomePage() {
  usePageTitle(TITLE_HOME);
  return (
    <>
      <HeroSlideshow />
      <PortfolioSection />
    </>
  );
}
