/**
 * A signer's own link (issue 25): /portal/{id}?token=sl_…&proposal={id}. The link opens one
 * proposal and nothing else of the portal, so the page is that proposal alone (the same view as
 * in the portal: the PDF, who has signed, the code, the signature, the deposit and the signed
 * copy), without the project's photo, tabs or documents. A link that was revoked, voided or has
 * ended is the portal's 'Link not valid.'
 */
import { useQuery } from "@tanstack/react-query";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_PROPOSAL } from "../../shared/pages";
import { SIGNER_LINK_GRACE_DAYS } from "../../shared/proposals";
import { useSiteInfo } from "../site/use-site-info";
import { LazyProposalView } from "./lazy-proposal-view";
import type { PortalAccess } from "./portal-api";
import { LinkNotValid, PortalLoading } from "./portal-states";
import { proposalsQuery } from "./proposals-api";

export function SignerProposalPage({ access }: { access: Extract<PortalAccess, { mode: "token" }> }) {
  const query = useQuery(proposalsQuery(access));
  const { data: site } = useSiteInfo();
  const proposal = query.data?.[0];
  usePageTitle(proposal?.title ?? TITLE_PROPOSAL);
  if (query.isPending) return <PortalLoading label="Opening the proposal" />;
  if (query.isError || !proposal) return <LinkNotValid />;
  const email = site?.studio.email;
  return (
    <div data-testid="signer-proposal-page">
      {/* The page's one h1 (the proposal's title is the view's h2, as in the portal). */}
      <h1 className="sr-only">Your design fee proposal</h1>
      <LazyProposalView access={access} proposal={proposal} timeZone={site?.studio.timezone} />
      <p className="container-page max-w-3xl pb-16 text-sm text-[var(--color-muted)]">
        This private link was sent to you alone and opens this proposal only. It works until{" "}
        {SIGNER_LINK_GRACE_DAYS} days after everyone has signed, so you can download the signed copy.
        {email ? (
          <>
            {" "}
            Questions? Write to{" "}
            <a href={`mailto:${email}`} className="link-underline text-[var(--color-ink)]">
              {email}
            </a>
            .
          </>
        ) : null}
      </p>
    </div>
  );
}
