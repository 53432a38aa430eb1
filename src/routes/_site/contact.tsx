import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

export const Route = createFileRoute("/_site/contact")({ component: Page });

function Page() {
  return <PlaceholderPage title="Contact" />;
}
