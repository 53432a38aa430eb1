/**
 * /portal/{id}?token={token}: the private link (SPEC sections 2 and 4). With both the id and the
 * token the page is in token mode: the session remembers the link (navigation shows 'My Project')
 * and the project is fetched. Without the token nothing is fetched and the link is not valid.
 * A signer's own link (`sl_…`, issue 25) shows that proposal alone.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { usePrivateStyles } from "../../lib/private-styles";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_CLIENT_PORTAL } from "../../shared/pages";
import { isSignerLinkToken } from "../../shared/proposals";
import { type PortalAccess, portalViewQuery } from "./portal-api";
import { setPortalMode } from "./portal-mode";
import { LinkNotValid, PortalLoading } from "./portal-states";
import { PortalProject } from "./portal-view";
import { SignerProposalPage } from "./signer-proposal-page";
import { usePortalHead } from "./use-portal-head";

/** Path ids are positive integers; anything else cannot name a project. */
function parseProjectId(value: string): number | null {
  return /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

export function TokenPortalPage({ id, token }: { id: string; token: string | null }) {
  usePrivateStyles();
  usePortalHead();
  const projectId = parseProjectId(id);
  const access: PortalAccess | null =
    token && projectId !== null ? { mode: "token", token, projectId } : null;

  useEffect(() => {
    // Only an address that carries the token is remembered (back from a deposit payment the
    // address has none and the remembered link is kept).
    const params = new URLSearchParams(window.location.search);
    if (token && id && params.has("token")) {
      // Not the comments a link opened: 'My Project' leads back to the project itself.
      params.delete("document");
      params.delete("pin");
      setPortalMode(`${window.location.pathname}?${params.toString()}`);
    }
  }, [token, id]);

  if (!access) return <LinkNotValidPage />;
  // A signer's own link opens their proposal alone (issue 25), never the project.
  if (isSignerLinkToken(access.token)) return <SignerProposalPage access={access} />;
  return <TokenPortal access={access} />;
}

function LinkNotValidPage() {
  usePageTitle(TITLE_CLIENT_PORTAL);
  return <LinkNotValid />;
}

function TokenPortal({ access }: { access: PortalAccess }) {
  const query = useQuery(portalViewQuery(access));
  usePageTitle(query.data?.clientProjectName ?? TITLE_CLIENT_PORTAL);
  if (query.isPending) return <PortalLoading />;
  if (query.isError) return <LinkNotValid />;
  return <PortalProject access={access} query={query} name={query.data.clientProjectName} />;
}
