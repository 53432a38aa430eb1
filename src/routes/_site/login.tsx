import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

type LoginSearch = { returnTo?: string; error?: string };

export const Route = createFileRoute("/_site/login")({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    returnTo: typeof search.returnTo === "string" ? search.returnTo : undefined,
    error: typeof search.error === "string" ? search.error : undefined,
  }),
  component: Page,
});

function Page() {
  return <PlaceholderPage title="Sign In" />;
}
