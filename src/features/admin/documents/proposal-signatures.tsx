/**
 * Design fee proposals out for signature (issue 18), in the admin's Documents tab: "Request
 * signatures" on the current version of a proposal PDF, and per request its status (sent, viewed,
 * signed N of M, deposit paid, with dates) with Remind, Void and the signed copy, and Unlock for a
 * signer locked out after wrong codes (issue 25).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { FormError, TextareaField, TextField } from "../../../components/ui/field";
import { DepositNote, WideDot } from "../../../components/ui/wide-dot";
import { getJson, HttpError, sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import type { AdminDocument } from "../../../shared/documents";
import {
  type AdminProposal,
  type AdminSignerLink,
  CODE_LOCKOUT_WRONG,
  MAX_SIGNERS,
  PROPOSAL_CATEGORY,
  PROPOSAL_MESSAGES,
  proposalSummary,
  SIGNED_COPY_MODE_ADMIN,
} from "../../../shared/proposals";
import type { SignatureRequestInput } from "../../../shared/proposals-schemas";
import { projectClientsQuery } from "../clients/queries";
import { relativeTime } from "../projects/relative-time";
import { useStudioTimeZone } from "../shared/queries";
import { RefundList } from "../shared/refund-list";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { toastFailure } from "../shared/toast-failure";
import { projectDocumentsKey } from "./queries";
import { LINKED, useLinkedTarget } from "./use-linked-target";

export const proposalsKey = (projectId: number) => ["projects", projectId, "signature-requests"] as const;

export const projectProposalsQuery = (projectId: number) =>
  queryOptions({
    queryKey: proposalsKey(projectId),
    queryFn: () => getJson<AdminProposal[]>(`/api/projects/${projectId}/signature-requests`),
  });

/** A proposal PDF that may be sent for signature: current, from the studio, a PDF. */
export function canRequestSignatures(doc: AdminDocument): boolean {
  return (
    doc.category === PROPOSAL_CATEGORY &&
    doc.source === "studio" &&
    !doc.supersededAt &&
    doc.mimeType === "application/pdf"
  );
}

type SignerDraft = { name: string; email: string };

export function RequestSignaturesDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: AdminDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const clients = useQuery({ ...projectClientsQuery(doc.projectId), enabled: open });
  const [signers, setSigners] = useState<SignerDraft[]>([{ name: "", email: "" }]);
  const [deposit, setDeposit] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The "Not sent" toast of the last refusal: closed as soon as the admin starts correcting.
  const failure = useRef<{ dismiss: () => void } | null>(null);
  /** A field being corrected loses its message (and the list's, for a signer), and the toast goes. */
  const corrected = (...keys: string[]) => {
    failure.current?.dismiss();
    failure.current = null;
    setErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const k of keys) delete next[k];
      return next;
    });
  };

  const send = useMutation({
    mutationFn: (input: SignatureRequestInput) =>
      sendJson<AdminProposal>("POST", `/api/admin/documents/${doc.id}/signature-requests`, input),
    onSuccess: (proposal) => {
      // A refusal's "Not sent" never outlives a send that went through.
      failure.current?.dismiss();
      failure.current = null;
      toast({
        title: "Sent for signature",
        description: `${proposal.signerCount === 1 ? "1 signer was" : `${proposal.signerCount} signers were`} e-mailed a link to ${doc.title}.`,
      });
      setSigners([{ name: "", email: "" }]);
      setDeposit("");
      setMessage("");
      setErrors({});
      onOpenChange(false);
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? err.fieldErrors : {});
      failure.current = toastFailure("Not sent", err, "Please try again.");
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: proposalsKey(doc.projectId) });
      void queryClient.invalidateQueries({ queryKey: projectDocumentsKey(doc.projectId) });
    },
  });

  const used = new Set(signers.map((s) => s.email.trim().toLowerCase()));
  const offered = (clients.data ?? []).filter((c) => !used.has(c.clientEmail.toLowerCase()));
  const update = (index: number, patch: Partial<SignerDraft>) => {
    corrected(...Object.keys(patch).map((field) => `signers.${index}.${field}`), "signers");
    setSigners((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  };
  const addSigner = (draft: SignerDraft = { name: "", email: "" }) =>
    setSigners((list) => {
      // An empty first row is filled rather than followed by another.
      const [only] = list;
      if (list.length === 1 && only && !only.name && !only.email) return [draft];
      return list.length >= MAX_SIGNERS ? list : [...list, draft];
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({
      signers: signers.map((s) => ({ name: s.name, email: s.email })),
      deposit: deposit.trim() ? deposit : null,
      message: message.trim() ? message : null,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Request signatures"
      description={`${doc.title} (${doc.fileName}) is locked while the request is open. Uploading a new version voids it.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`request-signatures-${doc.id}`} disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send for signature"}
          </Button>
        </>
      }
    >
      <form id={`request-signatures-${doc.id}`} onSubmit={onSubmit} className="grid gap-6" noValidate>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xs font-medium tracking-[0.16em] text-[var(--color-muted)] uppercase">
            Signers
          </legend>
          {offered.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-[var(--color-muted)]">Clients on this project:</span>
              {offered.map((c) => (
                <Button
                  key={c.id}
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => addSigner({ name: c.clientName, email: c.clientEmail })}
                  aria-label={`Add ${c.clientName} as a signer`}
                >
                  + {c.clientName}
                </Button>
              ))}
            </div>
          ) : null}
          {signers.map((s, i) => (
            <div
              // Controlled inputs: the row index is a sufficient identity.
              key={i}
              className="grid gap-3 border-l border-[var(--color-line)] pl-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <TextField
                label={`Signer ${i + 1} name`}
                required
                error={errors[`signers.${i}.name`]}
                value={s.name}
                autoComplete="off"
                onChange={(e) => update(i, { name: e.target.value })}
              />
              <TextField
                label={`Signer ${i + 1} e-mail`}
                required
                error={errors[`signers.${i}.email`]}
                type="email"
                value={s.email}
                autoComplete="off"
                onChange={(e) => update(i, { email: e.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={signers.length === 1}
                onClick={() => {
                  // The rows below move up: their messages no longer belong to their index.
                  corrected(...Object.keys(errors).filter((k) => k.startsWith("signers")));
                  setSigners((list) => list.filter((_, j) => j !== i));
                }}
                aria-label={`Remove signer ${i + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          <FormError message={errors.signers} />
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={signers.length >= MAX_SIGNERS}
              onClick={() => addSigner()}
            >
              Add signer
            </Button>
          </div>
        </fieldset>
        <TextField
          label="Deposit (USD, optional)"
          hint="Paid online by anyone on the project once everyone has signed."
          error={errors.deposit}
          fieldClassName="max-w-xs"
          inputMode="decimal"
          placeholder="1,500"
          value={deposit}
          onChange={(e) => {
            corrected("deposit");
            setDeposit(e.target.value);
          }}
        />
        <TextareaField
          label="Message (optional)"
          error={errors.message}
          rows={3}
          value={message}
          onChange={(e) => {
            corrected("message");
            setMessage(e.target.value);
          }}
        />
      </form>
    </Dialog>
  );
}

/**
 * A signer who is not a client of the project has a link of their own (issue 25): whether it is
 * live, when it was last opened, and Revoke while it works.
 */
function SignerLinkState({
  link,
  signerName,
  onRevoke,
}: {
  link: AdminSignerLink | undefined;
  signerName: string;
  onRevoke: (id: number) => void;
}) {
  if (!link) return null;
  const label =
    link.status === "live"
      ? `own link, ${link.lastUsedAt ? `opened ${relativeTime(link.lastUsedAt)}` : "not opened yet"}`
      : link.status === "revoked"
        ? "own link revoked"
        : "own link ended";
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-[var(--color-muted)]" data-testid="signer-link">
      <span>
        <WideDot />
        {label}
      </span>
      {link.status === "live" ? (
        <Button
          size="sm"
          variant="ghost"
          className="-my-1 h-auto px-2 py-1"
          onClick={() => onRevoke(link.id)}
          aria-label={`Revoke link for ${signerName}`}
        >
          Revoke link
        </Button>
      ) : null}
    </span>
  );
}

function when(iso: string | null, timeZone: string): string | null {
  return iso ? formatDateTime(iso, timeZone) : null;
}

/**
 * One request's status, dates and actions, under its document. The studio's e-mails about it
 * (signed, deposit paid) link here (`?proposal=`): it is then brought into view, focused and marked.
 */
export function ProposalRequestStatus({ proposal }: { proposal: AdminProposal }) {
  const linked = useSearch({ from: "/admin/", select: (s) => s.proposal === proposal.id });
  const target = useLinkedTarget<HTMLElement>(linked);
  const timeZone = useStudioTimeZone();
  const queryClient = useQueryClient();
  const [confirmVoid, setConfirmVoid] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState<{ id: number; name: string } | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: proposalsKey(proposal.projectId) });
  const revokeLink = useMutation({
    mutationFn: (id: number) => sendJson<{ ok: true }>("DELETE", `/api/admin/signer-links/${id}`),
    onSuccess: () =>
      toast({
        title: "Link revoked",
        description: "It no longer opens the proposal, and reminders will not send a new one.",
      }),
    onError: (err) => toastFailure("Not revoked", err, "Please try again."),
    onSettled: () => {
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: ["projects", proposal.projectId, "links"] });
    },
  });
  const [unlocking, setUnlocking] = useState<AdminProposal["signers"][number] | null>(null);
  const unlock = useMutation({
    mutationFn: (signerId: number) =>
      sendJson<AdminProposal>("POST", `/api/admin/signature-requests/${proposal.id}/unlock`, { signerId }),
    onSuccess: (_, signerId) => {
      const name = proposal.signers.find((s) => s.id === signerId)?.name ?? "The signer";
      toast({ title: "Signer unlocked", description: `${name} can ask for a new code again.` });
    },
    onError: (err) => toastFailure("Not unlocked", err, "Please try again."),
    onSettled: invalidate,
  });
  const remind = useMutation({
    mutationFn: () => sendJson<AdminProposal>("POST", `/api/admin/signature-requests/${proposal.id}/remind`),
    onSuccess: (after) => {
      // A signer whose own link was revoked is not e-mailed a new one (issue 25).
      const skipped = after.signers.filter(
        (s) => !s.signedAt && after.signerLinks?.find((l) => l.signerId === s.id)?.status === "revoked",
      );
      toast({
        title: "Reminder sent",
        description:
          skipped.length > 0
            ? `Signers who have not signed were e-mailed again, except ${skipped.map((s) => s.name).join(", ")}, whose link you revoked.`
            : "Signers who have not signed were e-mailed again.",
      });
    },
    onError: (err) => toastFailure("Not sent", err, "Please try again."),
    onSettled: invalidate,
  });
  const voidIt = useMutation({
    mutationFn: () =>
      sendJson<AdminProposal>("POST", `/api/admin/signature-requests/${proposal.id}/void`, {}),
    onSuccess: () =>
      toast({ title: "Request voided", description: "The proposal can be edited or deleted again." }),
    onError: (err) => toastFailure("Not voided", err, "Please try again."),
    onSettled: invalidate,
  });
  const [retrying, setRetrying] = useState(false);
  // Pending with no copy at all (a rebuild after the deposit that failed keeps the earlier copy,
  // which downloads as before).
  const noCopyYet = Boolean(proposal.signedCopyPending) && !proposal.signedCopyAvailable;
  const download = async () => {
    const pending = noCopyYet;
    if (pending) setRetrying(true);
    try {
      // While pending, the same call builds the copy now (as the hourly cron would) and downloads it.
      const link = await getJson<{ url: string }>(
        `/api/admin/signature-requests/${proposal.id}/signed-copy?format=json`,
      );
      if (pending) void invalidate();
      window.location.assign(link.url);
    } catch (err) {
      if (pending) {
        void invalidate();
        toast({ title: "Signed copy still pending", description: PROPOSAL_MESSAGES.signedCopyPending });
        return;
      }
      toastFailure("Download Failed", err, "Failed to download document. Please try again.");
    } finally {
      setRetrying(false);
    }
  };
  const summary = proposalSummary(proposal);
  const tone: StatusTone =
    proposal.status === "voided" ? "neutral" : proposal.status === "completed" ? "success" : "info";
  const dates = [
    `Sent ${when(proposal.createdAt, timeZone)}`,
    proposal.viewedAt ? `viewed ${when(proposal.viewedAt, timeZone)}` : "not viewed yet",
    proposal.remindedAt ? `reminded ${when(proposal.remindedAt, timeZone)}` : null,
    proposal.depositPaidAt ? `deposit paid ${when(proposal.depositPaidAt, timeZone)}` : null,
    proposal.voidedAt ? `voided ${when(proposal.voidedAt, timeZone)}` : null,
  ].filter(Boolean);

  return (
    <section
      ref={target}
      aria-label={`Signatures for ${proposal.title}`}
      tabIndex={linked ? -1 : undefined}
      data-linked={linked ? "true" : undefined}
      className={`grid gap-3 border-l-2 border-[var(--color-accent)] bg-[var(--color-surface)] px-4 py-3 ${LINKED}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusPill tone={tone}>
          {proposal.status === "open"
            ? "Out for signature"
            : proposal.status === "completed"
              ? "Signed"
              : "Voided"}
        </StatusPill>
        <p className="text-sm font-medium" data-testid="proposal-summary">
          {summary}
        </p>
        <DepositNote
          cents={proposal.depositCents}
          currency={proposal.currency}
          className="text-sm text-[var(--color-muted)]"
        />
      </div>
      <p className="text-xs text-[var(--color-muted)]">{dates.join(" · ")}</p>
      {proposal.voidReason ? (
        <p className="text-xs text-[var(--color-muted)]">{proposal.voidReason}</p>
      ) : null}
      <ul className="grid gap-2 text-sm sm:gap-1">
        {proposal.signers.map((s) => (
          <li key={s.id} className="grid sm:flex sm:flex-wrap sm:gap-x-2">
            <span className="font-medium">{s.name}</span>
            <span className="break-all text-[var(--color-muted)]">{s.email}</span>
            <span className="text-[var(--color-muted)]">
              <WideDot />
              {s.signedAt
                ? `signed ${when(s.signedAt, timeZone)}`
                : s.viewedAt
                  ? `viewed ${when(s.viewedAt, timeZone)}`
                  : "not signed yet"}
            </span>
            <SignerLinkState
              link={proposal.signerLinks?.find((l) => l.signerId === s.id)}
              signerName={s.name}
              onRevoke={(id) => setConfirmRevoke({ id, name: s.name })}
            />
            {s.codeLockedAt && !s.signedAt ? (
              <span className="mt-1 flex flex-wrap items-center gap-2 sm:mt-0" data-testid="signer-locked">
                <StatusPill tone="danger">Locked out</StatusPill>
                <span className="text-xs text-[var(--color-muted)]">
                  {CODE_LOCKOUT_WRONG} wrong codes, {when(s.codeLockedAt, timeZone)}
                </span>
                {proposal.status === "open" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={unlock.isPending}
                    onClick={() => setUnlocking(s)}
                    aria-label={`Unlock ${s.name}`}
                  >
                    Unlock
                  </Button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {proposal.signedCopyPending ? (
        <p className="text-xs text-[var(--color-danger)]" role="status" data-testid="signed-copy-pending">
          Signed copy pending: will retry within the hour.{" "}
          <span className="text-[var(--color-muted)]">
            {proposal.signedCopyPending.reason} (tried {proposal.signedCopyPending.attempts}{" "}
            {proposal.signedCopyPending.attempts === 1 ? "time" : "times"}, last{" "}
            {when(proposal.signedCopyPending.lastAttemptAt, timeZone)})
          </span>
        </p>
      ) : null}
      {proposal.signedCopyMode && !proposal.signedCopyPending ? (
        <p className="text-xs text-[var(--color-muted)]" data-testid="signed-copy-mode">
          {SIGNED_COPY_MODE_ADMIN[proposal.signedCopyMode]}
        </p>
      ) : null}
      {proposal.depositPaymentRef ? (
        <p className="text-xs text-[var(--color-muted)]">
          Payment reference <span className="break-all">{proposal.depositPaymentRef}</span>
        </p>
      ) : null}
      <RefundList refunds={proposal.depositRefunds ?? []} timeZone={timeZone} of={proposal.title} />
      <div className="flex flex-wrap gap-2">
        {proposal.status === "completed" ? (
          // Pending (issue 25): not a download that answers 409, but "Try again now", which builds
          // the copy at once and downloads it when it could be made.
          <Button size="sm" variant="outline" disabled={retrying} onClick={() => void download()}>
            {noCopyYet ? (retrying ? "Trying again..." : "Try again now") : "Download signed copy"}
          </Button>
        ) : null}
        {proposal.status === "open" ? (
          <>
            <Button size="sm" variant="outline" disabled={remind.isPending} onClick={() => remind.mutate()}>
              {remind.isPending ? "Sending..." : "Remind"}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-[var(--color-danger)]"
              disabled={voidIt.isPending}
              onClick={() => setConfirmVoid(true)}
            >
              Void
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmVoid}
        onOpenChange={setConfirmVoid}
        title="Void this request?"
        description="Signers can no longer sign this proposal, and signatures already given stop counting. The document can be deleted or replaced afterwards."
        confirmLabel="Void"
        onConfirm={() => voidIt.mutate()}
      />
      <ConfirmDialog
        open={confirmRevoke !== null}
        onOpenChange={(next) => {
          if (!next) setConfirmRevoke(null);
        }}
        title="Revoke this signer's link?"
        description={`${confirmRevoke?.name ?? "The signer"}'s own link stops opening the proposal at once, and Remind will not send them a new one. To let them sign after all, void the request and send it again.`}
        confirmLabel="Revoke link"
        onConfirm={() => {
          if (confirmRevoke) revokeLink.mutate(confirmRevoke.id);
          setConfirmRevoke(null);
        }}
      />
      <ConfirmDialog
        open={unlocking !== null}
        onOpenChange={(open) => {
          if (!open) setUnlocking(null);
        }}
        title={`Unlock ${unlocking?.name ?? "this signer"}?`}
        description={`${unlocking?.name ?? "The signer"} (${unlocking?.email ?? ""}) entered ${CODE_LOCKOUT_WRONG} wrong codes. Unlock only if they asked you to: if it was not them, someone else may have the project's private link (replace it instead). Unlocking is recorded in Activity.`}
        confirmLabel="Unlock"
        destructive={false}
        onConfirm={() => {
          if (unlocking) unlock.mutate(unlocking.id);
        }}
      />
    </section>
  );
}
