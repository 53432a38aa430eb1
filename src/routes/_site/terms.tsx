import { createFileRoute } from "@tanstack/react-router";
import { termsOfService } from "../../content/legal";
import { LegalPage } from "../../features/legal/legal-page";

export const Route = createFileRoute("/_site/terms")({ component: Page });

function Page() {
  return <LegalPage document={termsOfService} />;
}
