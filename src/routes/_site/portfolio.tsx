import { createFileRoute } from "@tanstack/react-router";
import { PortfolioPage } from "../../features/portfolio/portfolio-page";
import { projectsQuery } from "../../features/portfolio/queries";

export const Route = createFileRoute("/_site/portfolio")({
  // Warm the cache (also on hover, via intent preloading) without blocking the page, which shows
  // its 6-card skeleton while the list arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectsQuery);
  },
  component: PortfolioPage,
});
