/**
 * Proposals waiting for the client (issue 18), above the portal's tabs: each with its status and
 * a button that opens it. The proposal view itself (pdf.js and signature_pad) is its own chunk,
 * loaded only when a proposal is opened, so no other page ever downloads it.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { DepositNote } from "../../components/ui/wide-dot";
import { PROPOSAL_MESSAGES } from "../../shared/proposals";
import { LazyProposalView, searchParam } from "./lazy-proposal-view";
import type { PortalAccess } from "./portal-api";
import { proposalStatusLine, proposalsQuery } from "./proposals-api";

export function ProposalsPanel({ access, timeZone }: { access: PortalAccess; timeZone?: string }) {
  const query = useQuery(proposalsQuery(access));
  const [openId, setOpenId] = useState<number | null>(() => {
    const id = Number(searchParam("proposal"));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  const proposals = query.data ?? [];
  const open = proposals.find((p) => p.id === openId);
  // A link to a proposal the portal no longer lists (voided or replaced: withdrawn, issue 25)
  // says so, rather than opening the portal as if nothing had been asked.
  const withdrawn = openId !== null && query.isSuccess && !open;

  if (proposals.length === 0 && !withdrawn) return null;
  if (open) {
    return (
      <LazyProposalView access={access} proposal={open} timeZone={timeZone} onClose={() => setOpenId(null)} />
    );
  }
  return (
    <section aria-labelledby="proposals-heading" className="container-page pt-8 md:pt-12">
      <div className="border border-[var(--color-line)] bg-[var(--color-surface)] p-5 md:p-6">
        <p className="eyebrow" id="proposals-heading">
          Design fee proposal
        </p>
        {withdrawn ? (
          <p role="status" data-testid="proposal-withdrawn" className="mt-3 text-sm leading-relaxed">
            {PROPOSAL_MESSAGES.withdrawn}
          </p>
        ) : null}
        <ul className="mt-3 divide-y divide-[var(--color-line)] empty:hidden">
          {proposals.map((p) => {
            const done = p.status === "completed" && (p.depositCents === null || p.depositPaidAt);
            return (
              <li
                key={p.id}
                className="flex flex-col gap-3 py-4 first:pt-1 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <h2 className="font-serif text-xl leading-snug break-words">{p.title}</h2>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-[var(--color-muted)]">
                    <Badge tone={done ? "success" : "info"}>{done ? "Complete" : "Action needed"}</Badge>
                    <span>{proposalStatusLine(p)}</span>
                    <DepositNote cents={p.depositCents} currency={p.currency} />
                  </p>
                </div>
                <Button onClick={() => setOpenId(p.id)} className="shrink-0">
                  {p.status === "open" ? "Review and sign" : "Open proposal"}
                  {/* Which proposal, for a screen reader's list of buttons (the name starts with the visible words). */}
                  <span className="sr-only"> {p.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
