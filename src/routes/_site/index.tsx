import { createFileRoute } from "@tanstack/react-router";
import { HeroSlideshow } from "../../features/home/hero-slideshow";
import { PortfolioSection } from "../../features/home/portfolio-section";
import { projectsQuery } from "../../features/portfolio/queries";
import { usePageTitle } from "../../lib/use-page-title";

export const Route = createFileRoute("/_site/")({
  // Start fetching the portfolio without holding the page: the hero paints at once and the
  // section shows its own 'Loading portfolio...' state (SPEC section 2).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectsQuery);
  },
  component: HomePage,
});

function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSlideshow />
      <PortfolioSection />
    </>
  );
}
