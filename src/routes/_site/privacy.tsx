import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicy } from "../../content/legal";
import { LegalPage } from "../../features/legal/legal-page";

export const Route = createFileRoute("/_site/privacy")({ component: Page });

function Page() {
  return <LegalPage document={privacyPolicy} />;
}
