import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

export const Route = createFileRoute("/_site/privacy")({ component: Page });

function Page() {
  return <PlaceholderPage title="Privacy Policy" />;
}
