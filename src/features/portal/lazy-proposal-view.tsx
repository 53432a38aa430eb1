/**
 * The proposal view as the portal and a signer's own link open it: its own chunk (pdf.js and
 * signature_pad), loaded only when a proposal is opened, with "Opening the proposal..." meanwhile;
 * `deposit=` in the address is the way back from Checkout.
 */
import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";

const ProposalView = lazy(() => import("./proposal-view"));

/** A parameter of the page's address (none while rendered on the server). */
export function searchParam(name: string): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(name);
}

export function LazyProposalView(props: Omit<ComponentProps<typeof ProposalView>, "returning">) {
  return (
    <Suspense
      fallback={
        <p className="container-page flex items-center gap-3 py-10 text-sm text-[var(--color-muted)]">
          <Spinner label="Opening the proposal..." />
          <span aria-hidden="true">Opening the proposal...</span>
        </p>
      }
    >
      <ProposalView {...props} returning={searchParam("deposit")} />
    </Suspense>
  );
}
