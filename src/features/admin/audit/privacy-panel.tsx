/**
 * Privacy requests (California clients): export everything stored about one e-mail address as a
 * JSON file, or delete it after typing the address a second time. Orders stay for the studio's
 * accounts with the e-mail removed; project contact details stay while the project runs.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { getJson, sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import {
  PRIVACY_MESSAGES,
  type PrivacyDeleteResult,
  type PrivacyExport,
  privacyExportQuerySchema,
  privacySummary,
} from "../../../shared/privacy";
import { Panel } from "../shared/panel";
import { toastFailure } from "../shared/toast-failure";

/** The file name of an export: the address's local part, made safe for a file system. */
function exportFileName(email: string): string {
  const local = email.split("@")[0]?.replace(/[^a-z0-9._-]/gi, "-") || "person";
  return `personal-data-${local}-${new Date().toISOString().slice(0, 10)}.json`;
}

function downloadJson(data: PrivacyExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = exportFileName(data.email);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PrivacyPanel() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [exported, setExported] = useState<PrivacyExport | null>(null);
  const [deleted, setDeleted] = useState<PrivacyDeleteResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmText, setConfirmText] = useState("");

  /** The address as the server will read it, or null (with the message shown) when invalid. */
  const validEmail = (): string | null => {
    const parsed = privacyExportQuerySchema.safeParse({ email });
    if (!parsed.success) {
      setError(PRIVACY_MESSAGES.email);
      return null;
    }
    setError(null);
    return parsed.data.email;
  };

  const refreshLog = () => queryClient.invalidateQueries({ queryKey: ["admin", "audit"] });

  const exportData = useMutation({
    mutationFn: (address: string) =>
      getJson<PrivacyExport>(`/api/admin/privacy/export?${new URLSearchParams({ email: address })}`),
    onSuccess: (data) => {
      setExported(data);
      setDeleted(null);
      toast({
        title: PRIVACY_MESSAGES.exported,
        description: data.found ? `Everything stored about ${data.email}.` : PRIVACY_MESSAGES.nothingStored,
      });
    },
    onError: (err) =>
      toastFailure(PRIVACY_MESSAGES.exportFailed, err, "The data could not be gathered. Please try again."),
    onSettled: refreshLog,
  });

  const deleteData = useMutation({
    mutationFn: (address: string) =>
      sendJson<PrivacyDeleteResult>("POST", "/api/admin/privacy/delete", {
        email: address,
        confirm: confirmText,
      }),
    onSuccess: (result) => {
      setConfirming(false);
      setConfirmText("");
      setDeleted(result);
      setExported(null);
      toast({
        title: PRIVACY_MESSAGES.deleted,
        description: `Data stored about ${result.email} was removed.`,
      });
      // Inquiries, assignments, users and orders may all have changed.
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (err) =>
      toastFailure(PRIVACY_MESSAGES.deleteFailed, err, "Nothing was deleted. Please try again."),
    onSettled: refreshLog,
  });

  const onExport = (e: FormEvent) => {
    e.preventDefault();
    const address = validEmail();
    if (address) exportData.mutate(address);
  };

  const normalized = email.trim().toLowerCase();
  const confirmed = confirmText.trim().toLowerCase() === normalized && normalized !== "";

  return (
    <Panel
      title="Privacy requests"
      description="For a client or inquirer who asks what the studio stores about them, or asks for it to be deleted (California privacy law)."
    >
      <form
        onSubmit={onExport}
        noValidate
        className="grid gap-4 md:grid-cols-[minmax(0,28rem)_auto] md:items-start"
      >
        <TextField
          label="Their e-mail address"
          error={error}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setExported(null);
            setDeleted(null);
          }}
          placeholder="name@example.com"
        />
        <div className="flex flex-wrap gap-2 md:pt-7">
          <BusyButton busy={exportData.isPending} busyLabel="Exporting" type="submit" variant="outline">
            Export Data
          </BusyButton>
          <Button
            variant="ghost"
            className="text-[var(--color-danger)]"
            onClick={() => {
              if (validEmail()) setConfirming(true);
            }}
          >
            Delete Data…
          </Button>
        </div>
      </form>

      {exported ? (
        <section aria-label="Export" className="mt-6 border-t border-[var(--color-line)] pt-5">
          {exported.found ? (
            <>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
                {privacySummary(exported).map((s) => (
                  <div key={s.label} className="grid gap-0.5">
                    <dt className="eyebrow">{s.label}</dt>
                    <dd className="text-2xl tabular-nums">{s.count}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-5 flex flex-wrap items-center gap-3">
                <Button size="sm" onClick={() => downloadJson(exported)}>
                  Download JSON
                </Button>
                <p className="text-xs text-[var(--color-muted)]">
                  Send the file to them; it holds every row that mentions the address.
                </p>
              </div>
            </>
          ) : (
            <p className="text-sm text-[var(--color-muted)]">{PRIVACY_MESSAGES.nothingStored}</p>
          )}
        </section>
      ) : null}

      {deleted ? (
        <section
          aria-label="Deletion"
          role="status"
          className="mt-6 border-t border-[var(--color-line)] pt-5 text-sm"
        >
          <p>
            Deleted for <span className="font-medium">{deleted.email}</span>: account {deleted.deleted.user},
            sessions {deleted.deleted.sessions}, assignments {deleted.deleted.assignments}, invitations{" "}
            {deleted.deleted.invitations}, inquiries {deleted.deleted.inquiries}, uploaded files{" "}
            {deleted.deleted.uploads}, feedback {deleted.deleted.feedback}, pin messages{" "}
            {deleted.deleted.pinMessages}, kept e-mails {deleted.deleted.emails}, proposal signers{" "}
            {deleted.deleted.proposalSigners}.
          </p>
          <p className="mt-2 text-[var(--color-muted)]">
            {deleted.anonymised.orders} order(s) kept for the accounts without the e-mail.
            {deleted.projectContacts > 0
              ? ` ${deleted.projectContacts} project(s) still list this address as a contact; edit them if the project has ended.`
              : ""}
            {deleted.anonymised.depositPayments > 0
              ? ` ${deleted.anonymised.depositPayments} deposit payment(s) kept for the accounts without the e-mail.`
              : ""}
          </p>
          {deleted.keptForLegalReasons.signedProposals > 0 ? (
            <p className="mt-2 text-[var(--color-muted)]">
              {deleted.keptForLegalReasons.signedProposals} signed proposal(s) kept.{" "}
              {PRIVACY_MESSAGES.signedProposalsKept}
            </p>
          ) : null}
          <p className="mt-2 text-[var(--color-muted)]" data-testid="privacy-kept">
            {deleted.kept}
          </p>
        </section>
      ) : null}

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setConfirmText("");
        }}
        size="sm"
        title="Delete this person's data?"
        description="This cannot be undone."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <BusyButton
              busy={deleteData.isPending}
              busyLabel="Deleting"
              variant="danger"
              disabled={!confirmed || deleteData.isPending}
              onClick={() => deleteData.mutate(normalized)}
            >
              Delete Data
            </BusyButton>
          </>
        }
      >
        <div className="grid gap-4 text-sm">
          <p>
            Deleted: their account and sessions, project assignments, invitations, inquiries, the files they
            uploaded while signed in, the feedback and pin messages they left, the e-mails kept about them,
            and their place on proposals they have not signed (an open proposal they were asked to sign is
            voided).
          </p>
          <p className="text-[var(--color-muted)]">{PRIVACY_MESSAGES.whatIsKept}</p>
          <TextField
            label={`Type ${normalized} to confirm`}
            type="email"
            autoComplete="off"
            value={confirmText}
            onChange={(e) => setConfirmText(e.target.value)}
          />
        </div>
      </Dialog>
    </Panel>
  );
}
