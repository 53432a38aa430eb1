/**
 * One proposal in the portal (issue 18): the PDF itself rendered in the page (pdf.js: phones do
 * not show PDFs inline), who has signed, and for a signer the way to sign: signed in with their
 * e-mail, or a six-digit code e-mailed to them on a private link; then the consent, their typed
 * full name and a drawn (signature_pad) or typed signature. Once everyone has signed, Pay deposit
 * goes to Stripe Checkout and comes back here. This module is a lazy chunk (proposals-panel.tsx).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import SignaturePad from "signature_pad";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Checkbox, FormError, TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { DepositNote } from "../../components/ui/wide-dot";
import { errorMessage, HttpError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast-store";
import { withoutFieldErrors } from "../../shared/field-errors";
import { formatMoney } from "../../shared/order";
import {
  ESIGN_CONSENT,
  type PortalProposal,
  PROPOSAL_MESSAGES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNED_COPY_MODE_PORTAL,
  type SignatureKind,
} from "../../shared/proposals";
import { PdfPages, usePdfDocument } from "./pdf-pages";
import type { PortalAccess } from "./portal-api";
import { ProposalViewer } from "./proposal-viewer";
import {
  proposalPdfUrl,
  proposalStatusLine,
  proposalsKey,
  proposalsQuery,
  requestCode,
  signedCopyLink,
  signProposal,
  startDepositCheckout,
  verifyCode,
} from "./proposals-api";

export default function ProposalView({
  access,
  proposal,
  timeZone,
  returning,
  onClose,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  timeZone?: string;
  /** "paid" or "cancelled" when coming back from Checkout. */
  returning: string | null;
  /** Back to the project; absent on a signer's own link, which opens this proposal alone. */
  onClose?: () => void;
}) {
  const queryClient = useQueryClient();
  // Back from Checkout: the webhook may land a moment after the visitor; ask again until it has.
  const confirming = returning === "paid" && proposal.depositCents !== null && !proposal.depositPaidAt;
  useQuery({ ...proposalsQuery(access), refetchInterval: confirming ? 2000 : false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: proposalsKey(access) });
  const signedCount = proposal.signers.filter((s) => s.signedAt).length;
  const complete = proposal.status === "completed";
  // Opened from the list or an e-mailed link: the proposal, not the project's photo above it, is
  // what the visitor came for. Its heading takes focus so a screen reader starts there too.
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The PDF, loaded once for the pages in the page and the full-screen viewer (issue 28).
  const doc = usePdfDocument(proposalPdfUrl(access, proposal.id));
  const [viewer, setViewer] = useState({ open: false, page: 1 });
  const fullScreen = useRef<HTMLButtonElement | null>(null);
  const canSign = proposal.status === "open" && signableBy(proposal).length > 0;
  const goToSigning = () => {
    const target = document.getElementById(`proposal-next-${proposal.id}`);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    target?.focus({ preventScroll: true });
  };
  // Back from Checkout, what the client came back for is the outcome ("Signed and paid", the
  // payment being confirmed, or cancelled): it opens on that, below the pages (issue 28).
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const article = heading.current?.closest("article");
    const outcome = returning ? document.getElementById(`proposal-outcome-${proposal.id}`) : null;
    if (outcome) {
      // The proposal from its top, as always; then, where the outcome is not wholly on screen (on a
      // phone it follows the pages), the outcome in the middle of the screen. At once, not smoothly:
      // the visitor has just arrived on the page from Checkout.
      article?.scrollIntoView({ behavior: "auto" });
      const box = outcome.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        outcome.scrollIntoView({ behavior: "auto", block: "center" });
      }
      outcome.focus({ preventScroll: true });
      return;
    }
    article?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, [returning, proposal.id]);

  // Once everyone has signed, the outcome (signers, "Signed and paid", the download) comes before
  // the pages on a phone, in reading and focus order too: the pages are then for reference. On a
  // desktop it stays in the column beside them.
  const outcomeFirst = complete;
  const next = (
    <div
      id={`proposal-next-${proposal.id}`}
      tabIndex={-1}
      className={`grid scroll-mt-20 gap-6 outline-none ${outcomeFirst ? "lg:col-start-2 lg:row-start-1" : ""}`}
    >
      <section
        aria-labelledby="signers-heading"
        className="border border-[var(--color-line)] bg-[var(--color-surface)] p-5"
      >
        <h3 id="signers-heading" className="eyebrow">
          Signers · {signedCount} of {proposal.signers.length}
        </h3>
        <ul className="mt-3 grid gap-3 text-sm">
          {proposal.signers.map((s) => (
            <li key={s.id} className="grid gap-0.5">
              <span className="font-medium break-words">{s.name}</span>
              <span className="text-[var(--color-muted)]">
                {s.signedAt ? `Signed ${formatDateTime(s.signedAt, timeZone)}` : "Awaiting signature"}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {proposal.status === "open" ? (
        <SignPanel access={access} proposal={proposal} onSigned={refresh} />
      ) : null}

      {complete ? (
        <CompletePanel
          access={access}
          proposal={proposal}
          timeZone={timeZone}
          confirming={confirming}
          returning={returning}
        />
      ) : null}
    </div>
  );

  return (
    <article aria-labelledby="proposal-title" className="container-page scroll-mt-20 pt-8 pb-12 md:pt-12">
      {onClose ? (
        <Button variant="ghost" size="sm" onClick={onClose} className="-ml-3 mb-4">
          ← Back to project
        </Button>
      ) : null}
      <p className="eyebrow">Design fee proposal</p>
      <h2
        id="proposal-title"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-3xl leading-tight break-words outline-none md:text-4xl"
      >
        {proposal.title}
      </h2>
      <p
        className="mt-3 flex flex-wrap items-center gap-2 text-sm text-[var(--color-muted)]"
        data-testid="proposal-status"
      >
        <Badge tone={complete ? "success" : "info"}>{complete ? "Signed" : "Awaiting signatures"}</Badge>
        <span>{proposalStatusLine(proposal)}</span>
        <DepositNote cents={proposal.depositCents} currency={proposal.currency} />
      </p>
      {proposal.message ? (
        <blockquote className="mt-5 max-w-2xl border-l-2 border-[var(--color-accent)] pl-4 text-[0.95rem] whitespace-pre-wrap">
          {proposal.message}
        </blockquote>
      ) : null}

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        {outcomeFirst ? next : null}
        <section
          aria-label="The proposal"
          className={`min-w-0 ${outcomeFirst ? "lg:col-start-1 lg:row-start-1" : ""}`}
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <Button
              ref={fullScreen}
              variant="outline"
              size="sm"
              onClick={() => setViewer({ open: true, page: 1 })}
            >
              <svg
                aria-hidden="true"
                width="14"
                height="14"
                viewBox="0 0 14 14"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
              >
                <path d="M1.5 5V1.5H5M9 1.5h3.5V5M12.5 9v3.5H9M5 12.5H1.5V9" />
              </svg>
              Read full screen
            </Button>
            <span className="text-xs text-[var(--color-muted)] lg:hidden">Tap a page to zoom</span>
          </div>
          <PdfPages doc={doc} title={proposal.title} onOpenPage={(page) => setViewer({ open: true, page })} />
          <p className="mt-3 text-xs break-all text-[var(--color-muted)]">
            Document fingerprint (SHA-256): <span data-testid="proposal-sha">{proposal.documentSha256}</span>
          </p>
        </section>

        {outcomeFirst ? null : next}
      </div>
      {canSign ? <StickySign proposalId={proposal.id} onSign={goToSigning} /> : null}
      <ProposalViewer
        pdf={doc.pdf}
        title={proposal.title}
        open={viewer.open}
        onOpenChange={(open) => setViewer((v) => ({ ...v, open }))}
        startPage={viewer.page}
        onSign={canSign ? goToSigning : undefined}
        fallbackFocus={fullScreen}
      />
    </article>
  );
}

/**
 * The signers this visitor may still sign as: on a signer's own link only the signer it was sent
 * to; signed in as a signer who has signed, none; otherwise everyone who has not signed yet.
 */
function signableBy(proposal: PortalProposal): PortalProposal["signers"] {
  const bySession = proposal.signers.find((s) => s.id === proposal.sessionSignerId);
  // On a signer's own link, the signer it was sent to is the only one who signs on it.
  const byLink = proposal.signers.find((s) => s.id === proposal.linkSignerId);
  const mine = byLink ?? bySession;
  if (mine?.signedAt) return [];
  return proposal.signers.filter((s) => !s.signedAt && (!byLink || s.id === byLink.id));
}

/**
 * On a phone the pages come first and signing after them: a Sign action stays at the bottom of
 * the screen (issue 28) until the signing step itself is on screen, where it would only cover it.
 */
function StickySign({ proposalId, onSign }: { proposalId: number; onSign: () => void }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const target = document.getElementById(`proposal-next-${proposalId}`);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setHidden(Boolean(entry?.isIntersecting)), {
      threshold: 0.15,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [proposalId]);
  return (
    <>
      {/* Room for the bar under the last page, so it never covers the end of the proposal. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <div
        data-testid="sticky-sign"
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-[var(--color-line)] bg-[var(--color-bg)]/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md transition-transform duration-200 motion-reduce:transition-none lg:hidden ${hidden ? "invisible translate-y-full" : ""}`}
      >
        <Button className="w-full" onClick={onSign}>
          Sign this proposal
        </Button>
      </div>
    </>
  );
}

function CompletePanel({
  access,
  proposal,
  timeZone,
  confirming,
  returning,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  timeZone?: string;
  confirming: boolean;
  returning: string | null;
}) {
  const pay = useMutation({
    mutationFn: () => startDepositCheckout(access, proposal.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast({
        title: "Payment not started",
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      }),
  });
  const download = async () => {
    try {
      const { url } = await signedCopyLink(access, proposal.id);
      window.location.assign(url);
    } catch (err) {
      toast({
        title: "Download Failed",
        description: errorMessage(err, "Failed to download document. Please try again."),
        variant: "destructive",
      });
    }
  };
  const due = proposal.depositCents !== null && !proposal.depositPaidAt;
  return (
    <section
      id={`proposal-outcome-${proposal.id}`}
      tabIndex={-1}
      aria-labelledby="complete-heading"
      className="grid scroll-mt-24 gap-4 border border-[var(--color-line)] bg-[var(--color-surface)] p-5 outline-none"
    >
      <h3 id="complete-heading" className="font-serif text-2xl">
        {due
          ? "Signed by everyone"
          : proposal.depositCents !== null
            ? "Signed and paid"
            : "Signed by everyone"}
      </h3>
      {proposal.depositPaidAt && proposal.depositCents !== null ? (
        <p className="text-sm" data-testid="deposit-paid">
          Deposit of {formatMoney(proposal.depositCents, proposal.currency)} paid{" "}
          {formatDateTime(proposal.depositPaidAt, timeZone)}. Thank you.
        </p>
      ) : null}
      {!due ? (
        // What the client wonders once it is done (issue 28; the SPEC is silent on the words): the
        // studio has been told (the signatures' and the deposit's notices) and takes it from here.
        <div className="grid gap-1 border-t border-[var(--color-line)] pt-4" data-testid="what-happens-next">
          <h4 className="eyebrow">What happens next</h4>
          <p className="text-sm">
            The studio has been told and will be in touch shortly to plan your first design meeting.
          </p>
        </div>
      ) : null}
      {due && confirming ? (
        <p className="flex items-center gap-3 text-sm text-[var(--color-muted)]" role="status">
          <Spinner label="Confirming your payment..." />
          <span aria-hidden="true">Confirming your payment...</span>
        </p>
      ) : null}
      {due && !confirming ? (
        <>
          {returning === "cancelled" ? (
            <p className="text-sm text-[var(--color-muted)]">
              The payment was cancelled. Nothing was charged.
            </p>
          ) : (
            <p className="text-sm text-[var(--color-muted)]">
              Anyone on the project can pay the deposit to begin.
            </p>
          )}
          <Button onClick={() => pay.mutate()} disabled={pay.isPending}>
            {pay.isPending
              ? "Opening checkout..."
              : `Pay deposit ${formatMoney(proposal.depositCents ?? 0, proposal.currency)}`}
          </Button>
        </>
      ) : null}
      {proposal.signedCopyAvailable ? (
        <>
          {proposal.signedCopyMode ? (
            <p className="text-sm text-[var(--color-muted)]" data-testid="signed-copy-mode">
              {SIGNED_COPY_MODE_PORTAL[proposal.signedCopyMode]}
            </p>
          ) : null}
          <Button variant="outline" onClick={() => void download()}>
            Download signed copy
          </Button>
        </>
      ) : (
        // Issue 25: no download that would answer 409 while the copy is pending.
        <p className="text-sm text-[var(--color-muted)]" role="status" data-testid="signed-copy-preparing">
          {PROPOSAL_MESSAGES.signedCopyPreparing}
        </p>
      )}
    </section>
  );
}

type Step =
  | { kind: "choose" }
  | { kind: "code"; signerId: number; sentTo: string }
  | { kind: "sign"; signerId: number; ticket: string | null };

function SignPanel({
  access,
  proposal,
  onSigned,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  onSigned: () => void;
}) {
  const bySession = proposal.signers.find((s) => s.id === proposal.sessionSignerId);
  const byLink = proposal.signers.find((s) => s.id === proposal.linkSignerId);
  const mine = byLink ?? bySession;
  const waiting = signableBy(proposal);
  const [step, setStep] = useState<Step>(() =>
    bySession && !bySession.signedAt && (!byLink || byLink.id === bySession.id)
      ? { kind: "sign", signerId: bySession.id, ticket: null }
      : { kind: "choose" },
  );
  if (mine?.signedAt) {
    return (
      <p className="border border-[var(--color-line)] bg-[var(--color-surface)] p-5 text-sm">
        You signed this proposal. We will let you know when everyone has signed.
      </p>
    );
  }
  if (step.kind === "choose")
    return (
      <ChooseSigner
        access={access}
        proposal={proposal}
        waiting={waiting}
        onSent={(signerId, sentTo) => setStep({ kind: "code", signerId, sentTo })}
      />
    );
  if (step.kind === "code") {
    return (
      <EnterCode
        access={access}
        proposal={proposal}
        signerId={step.signerId}
        sentTo={step.sentTo}
        onVerified={(ticket) => setStep({ kind: "sign", signerId: step.signerId, ticket })}
        onBack={() => setStep({ kind: "choose" })}
      />
    );
  }
  const signer = proposal.signers.find((s) => s.id === step.signerId);
  return (
    <SignForm
      access={access}
      proposal={proposal}
      signerId={step.signerId}
      defaultName={signer?.name ?? ""}
      ticket={step.ticket}
      onSigned={onSigned}
    />
  );
}

/** A code request that failed: a reason that blocks the signer is shown in place, anything else is a toast. */
function codeNotSent(setBlocked: (message: string) => void) {
  return (err: unknown) => {
    const message = blockingMessage(err);
    if (message) setBlocked(message);
    else
      toast({
        title: "Code not sent",
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
  };
}

/**
 * A refusal that trying again now will not fix (issue 25): locked out after wrong codes (423),
 * today's codes or guesses used up (429), or no way to e-mail a code (503). Said in place, where
 * the signer is looking, rather than in a toast that goes away.
 */
function blockingMessage(err: unknown): string | null {
  if (!(err instanceof HttpError) || ![423, 429, 503].includes(err.status)) return null;
  return errorMessage(err, "Signing with a code is not possible right now. Please contact the studio.");
}

function CodeBlocked({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-testid="code-blocked"
      className="border-l-2 border-[var(--color-danger)] bg-[var(--color-bg)] px-4 py-3 text-sm"
    >
      {message}
    </p>
  );
}

function ChooseSigner({
  access,
  proposal,
  waiting,
  onSent,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  waiting: PortalProposal["signers"];
  onSent: (signerId: number, sentTo: string) => void;
}) {
  const [signerId, setSignerId] = useState<number | null>(
    waiting.length === 1 ? (waiting[0]?.id ?? null) : null,
  );
  const [blocked, setBlocked] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (id: number) => requestCode(access, proposal.id, id),
    onSuccess: (sent, id) => onSent(id, sent.sentTo),
    onError: codeNotSent(setBlocked),
  });
  const groupId = useId();
  return (
    <section
      aria-labelledby={groupId}
      className="grid gap-4 border border-[var(--color-line)] bg-[var(--color-surface)] p-5"
    >
      <h3 id={groupId} className="font-serif text-2xl">
        Sign this proposal
      </h3>
      <p className="text-sm text-[var(--color-muted)]">
        Who is signing? We will e-mail you a six-digit code to confirm it is you.
      </p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Signer</legend>
        {waiting.map((s) => (
          <label
            key={s.id}
            className="flex cursor-pointer items-center gap-3 rounded-[var(--radius-sm)] border border-[var(--color-line)] px-3 py-2.5 text-sm has-[:checked]:border-[var(--color-ink)]"
          >
            <input
              type="radio"
              name={`signer-${proposal.id}`}
              checked={signerId === s.id}
              onChange={() => {
                setSignerId(s.id);
                setBlocked(null);
              }}
              className="accent-[var(--color-accent)]"
            />
            <span className="font-medium">{s.name}</span>
          </label>
        ))}
      </fieldset>
      {blocked ? <CodeBlocked message={blocked} /> : null}
      <Button
        disabled={signerId === null || send.isPending || blocked !== null}
        onClick={() => signerId !== null && send.mutate(signerId)}
      >
        {send.isPending ? "Sending..." : "E-mail me a code"}
      </Button>
      {proposal.linkSignerId ? null : (
        <p className="text-xs text-[var(--color-muted)]">
          Signing in to the portal with your e-mail address works too.
        </p>
      )}
    </section>
  );
}

function EnterCode({
  access,
  proposal,
  signerId,
  sentTo,
  onVerified,
  onBack,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  signerId: number;
  sentTo: string;
  onVerified: (ticket: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: () => verifyCode(access, proposal.id, signerId, code.trim()),
    onSuccess: ({ ticket }) => onVerified(ticket),
    onError: (err) => {
      const message = blockingMessage(err);
      if (message) {
        setBlocked(message);
        return;
      }
      setError(errorMessage(err, "That code is not right. Please check the e-mail and try again."));
    },
  });
  const resend = useMutation({
    mutationFn: () => requestCode(access, proposal.id, signerId),
    onSuccess: () => toast({ title: "New code sent", description: `Check ${sentTo}.` }),
    onError: codeNotSent(setBlocked),
  });
  return (
    <form
      className="grid gap-4 border border-[var(--color-line)] bg-[var(--color-surface)] p-5"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        verify.mutate();
      }}
      noValidate
    >
      <h3 className="font-serif text-2xl">Check your e-mail</h3>
      <p className="text-sm text-[var(--color-muted)]">
        We sent a six-digit code to {sentTo}. It works for 10 minutes.
      </p>
      <TextField
        label="Code"
        error={error}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-[12rem] text-lg tracking-[0.4em]"
      />
      {blocked ? <CodeBlocked message={blocked} /> : null}
      <Button type="submit" disabled={code.length !== 6 || verify.isPending || blocked !== null}>
        {verify.isPending ? "Checking..." : "Confirm"}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || blocked !== null}
        >
          Send a new code
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          Someone else is signing
        </Button>
      </div>
    </form>
  );
}

function SignForm({
  access,
  proposal,
  signerId,
  defaultName,
  ticket,
  onSigned,
}: {
  access: PortalAccess;
  proposal: PortalProposal;
  signerId: number;
  defaultName: string;
  ticket: string | null;
  onSigned: () => void;
}) {
  const [fullName, setFullName] = useState(defaultName);
  const [kind, setKind] = useState<SignatureKind>("drawn");
  const [typed, setTyped] = useState(defaultName);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pad = useRef<SignaturePad | null>(null);
  // A message goes as soon as its field is being corrected (issue 28), and with it the toast.
  const failure = useRef<{ dismiss: () => void } | null>(null);
  const clear = (field: string) => {
    failure.current?.dismiss();
    failure.current = null;
    setErrors((current) => withoutFieldErrors(current, field));
  };
  const sign = useMutation({
    mutationFn: (signature: string) =>
      signProposal(access, proposal.id, {
        signerId,
        ticket: ticket ?? undefined,
        fullName,
        kind,
        signature,
        documentSha256: proposal.documentSha256,
        consent: true,
      }),
    onSuccess: (after) => {
      toast({
        title: "Signed",
        description:
          after.status === "completed"
            ? "Everyone has signed. Thank you."
            : "Thank you. We will let the others know.",
      });
      onSigned();
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? err.fieldErrors : {});
      failure.current = toast({
        title: "Not signed",
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!consent) next.consent = "Please agree to sign electronically.";
    if (fullName.trim().length < 2) next.fullName = "Please type your full name.";
    const signature =
      kind === "drawn"
        ? pad.current && !pad.current.isEmpty()
          ? pad.current.toDataURL("image/png")
          : ""
        : typed.trim();
    if (!signature || signature.length < 2)
      next.signature = kind === "drawn" ? "Please draw your signature." : "Please type your signature.";
    setErrors(next);
    if (Object.keys(next).length === 0) sign.mutate(signature);
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 border border-[var(--color-line)] bg-[var(--color-surface)] p-5"
      aria-label="Sign this proposal"
    >
      <h3 className="font-serif text-2xl">Sign this proposal</h3>
      <div className="grid gap-2">
        <p className="text-sm leading-relaxed text-[var(--color-muted)]">{ESIGN_CONSENT}</p>
        <Checkbox
          label="I agree to sign electronically"
          checked={consent}
          onChange={(e) => {
            clear("consent");
            setConsent(e.currentTarget.checked);
          }}
          aria-invalid={errors.consent ? true : undefined}
        />
        <FormError message={errors.consent} />
      </div>
      <TextField
        label="Full name"
        required
        error={errors.fullName}
        value={fullName}
        autoComplete="name"
        onChange={(e) => {
          clear("fullName");
          setFullName(e.target.value);
        }}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Signature</legend>
        {/* Native radios (arrow keys move between them), drawn as a two-part switch. */}
        <div className="inline-flex w-fit rounded-[var(--radius-sm)] border border-[var(--color-line)] p-0.5">
          {(["drawn", "typed"] as const).map((k) => (
            <label
              key={k}
              className="cursor-pointer rounded-[2px] px-4 py-1.5 text-sm font-medium text-[var(--color-muted)] transition-colors duration-150 has-[:checked]:bg-[var(--color-ink)] has-[:checked]:text-[var(--color-bg)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-accent)]"
            >
              <input
                type="radio"
                name={`signature-kind-${proposal.id}`}
                value={k}
                checked={kind === k}
                onChange={() => {
                  clear("signature");
                  setKind(k);
                }}
                className="sr-only"
              />
              {k === "drawn" ? "Draw" : "Type"}
            </label>
          ))}
        </div>
        {kind === "drawn" ? (
          <DrawPad padRef={pad} onStroke={() => clear("signature")} />
        ) : (
          <TextField
            label="Type your signature"
            error={null}
            value={typed}
            onChange={(e) => {
              clear("signature");
              setTyped(e.target.value);
            }}
            className="h-14 font-serif text-2xl italic"
          />
        )}
        <FormError message={errors.signature} />
      </fieldset>
      <Button type="submit" disabled={sign.isPending}>
        {sign.isPending ? "Signing..." : "Sign proposal"}
      </Button>
    </form>
  );
}

/** signature_pad on a canvas sized to its box at the device's pixel ratio (sharp on phones). */
function DrawPad({
  padRef,
  onStroke,
}: {
  padRef: React.RefObject<SignaturePad | null>;
  /** A stroke was drawn (its "Please draw your signature." goes). */
  onStroke: () => void;
}) {
  const strokeRef = useRef(onStroke);
  strokeRef.current = onStroke;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: "#2b2724", backgroundColor: "rgba(0,0,0,0)" });
    padRef.current = pad;
    const stroked = () => strokeRef.current();
    pad.addEventListener("endStroke", stroked);
    const fit = () => {
      const data = pad.toData();
      // Sharp on phones, yet never past what the server accepts (SIGNATURE_MAX_WIDTH/HEIGHT).
      const ratio = Math.min(
        Math.max(window.devicePixelRatio || 1, 1),
        SIGNATURE_MAX_WIDTH / Math.max(canvas.offsetWidth, 1),
        SIGNATURE_MAX_HEIGHT / Math.max(canvas.offsetHeight, 1),
      );
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    window.addEventListener("resize", fit);
    return () => {
      window.removeEventListener("resize", fit);
      pad.removeEventListener("endStroke", stroked);
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);
  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        aria-label="Draw your signature here"
        role="img"
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded-[var(--radius-sm)] border border-[var(--color-line)] bg-[var(--color-bg)]"
      />
      <div className="flex justify-between gap-3 text-xs text-[var(--color-muted)]">
        <span>Draw with your finger, a pen or the mouse, or choose Type to use the keyboard.</span>
        <button
          type="button"
          className="underline underline-offset-2 hover:text-[var(--color-ink)]"
          onClick={() => padRef.current?.clear()}
        >
          Clear
        </button>
      </div>
    </div>
  );
}
