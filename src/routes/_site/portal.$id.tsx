import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { TokenPortalPage } from "../../features/portal/token-portal-page";

export const Route = createFileRoute("/_site/portal/$id")({ component: Page });

function Page() {
  const { id } = Route.useParams();
  // The raw query string: the router's search parsing would turn a token that looks like JSON
  // (e.g. all digits) into something else.
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const token = new URLSearchParams(searchStr).get("token");
  return <TokenPortalPage id={id} token={token} />;
}
