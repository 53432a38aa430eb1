import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

export const Route = createFileRoute("/_site/terms")({ component: Page });

function Page() {
  return <PlaceholderPage title="Terms of Service" />;
}
