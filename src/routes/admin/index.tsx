import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/placeholder-page";

export const Route = createFileRoute("/admin/")({ component: Page });

function Page() {
  return <PlaceholderPage title="Designer Admin Dashboard" />;
}
