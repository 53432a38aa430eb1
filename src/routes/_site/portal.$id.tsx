import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { getPortalMode } from "../../features/portal/portal-mode";
import { TokenPortalPage } from "../../features/portal/token-portal-page";

export const Route = createFileRoute("/_site/portal/$id")({ component: Page });

/**
 * Back from paying a proposal's deposit (issue 18) or a selections invoice (issue 29: `payment=`),
 * the address carries no token (it is never handed to Stripe): the link this tab opened for the
 * same project is used again.
 */
function rememberedToken(id: string): string | null {
  const stored = getPortalMode()?.url;
  if (!stored) return null;
  const url = new URL(stored, "http://portal.invalid");
  return url.pathname === `/portal/${id}` ? url.searchParams.get("token") : null;
}

function Page() {
  const { id } = Route.useParams();
  // The raw query string: the router's search parsing would turn a token that looks like JSON
  // (e.g. all digits) into something else.
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const params = new URLSearchParams(searchStr);
  const token =
    params.get("token") ?? (params.has("deposit") || params.has("payment") ? rememberedToken(id) : null);
  return <TokenPortalPage id={id} token={token} />;
}
