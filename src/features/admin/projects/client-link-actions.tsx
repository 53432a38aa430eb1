/**
 * Client-link actions of a project card (SPEC sections 2, 7, 8): 'Create Client Link' without a
 * link (with an optional expiry), else 'Copy Client Link' and 'Revoke'. The link is
 * /portal/{projectId}?token={token}, made absolute for this site and copied to the clipboard.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { type AdminProject, portfolioDisplayTitle } from "../../../shared/project";
import { FormDialogButtons } from "../shared/form-dialog-buttons";
import { attempt, toastFailure } from "../shared/toast-failure";
import { type ProjectDialogProps, ProjectLinksButton } from "./project-links";
import {
  absoluteLink,
  createClientLink,
  invalidateProjects,
  readClientLink,
  revokeClientLink,
} from "./queries";
import { relativeTime } from "./relative-time";

/** Clipboard API first; the old execCommand route where it is unavailable (plain http, old Safari). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** The date input's value (local day) as the end of that day, in ISO form. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function isExpired(p: Pick<AdminProject, "clientLinkExpiresAt">, now = Date.now()): boolean {
  return p.clientLinkExpiresAt !== null && Date.parse(p.clientLinkExpiresAt) <= now;
}

/** One quiet line: whether the link was opened, and when it expires. */
export function ClientLinkStatus({ project }: { project: AdminProject }) {
  if (!project.hasClientLink) return null;
  const expired = isExpired(project);
  return (
    <p className="text-xs text-[var(--color-muted)]" data-testid="client-link-status">
      <span className="text-[var(--color-ink)]">Client link</span>
      {" · "}
      {project.clientLinkLastUsedAt
        ? `Link opened ${relativeTime(project.clientLinkLastUsedAt)}`
        : "Not opened yet"}
      {project.clientLinkExpiresAt ? (
        <>
          {" · "}
          <span className={expired ? "text-[var(--color-danger)]" : undefined}>
            {expired ? "Expired" : "Expires"} {formatDate(project.clientLinkExpiresAt)}
          </span>
        </>
      ) : null}
    </p>
  );
}

function CreateLinkDialog({ project, open, onOpenChange }: ProjectDialogProps) {
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState("");
  const [busy, setBusy] = useState(false);
  const formId = `client-link-${project.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    await attempt(
      async () => {
        const link = await createClientLink(project.id, expiry ? endOfDay(expiry) : null);
        const url = absoluteLink(link);
        const copied = await copyText(url);
        toast({
          title: "Client link created",
          description: copied
            ? "The private link is copied to your clipboard."
            : `Copy the private link: ${url}`,
        });
        onOpenChange(false);
        setExpiry("");
        await invalidateProjects(queryClient);
      },
      "Failed to generate link",
      "There was an error generating the link.",
    );
    setBusy(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      size="sm"
      title="Create Client Link"
      description={`A private link to the portal of ${portfolioDisplayTitle(project)}. Anyone who has it can see the project's documents, so send it only to your client.`}
      footer={
        <FormDialogButtons
          formId={formId}
          busy={busy}
          busyLabel="Creating link"
          submit="Create and copy link"
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Link expires on"
          hint="Optional. Leave empty for a link that works until you revoke it."
          type="date"
          min={tomorrow()}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
      </form>
    </Dialog>
  );
}

export function ClientLinkActions({ project }: { project: AdminProject }) {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [busy, setBusy] = useState<"copy" | "revoke" | null>(null);

  async function copy() {
    setBusy("copy");
    try {
      const url = absoluteLink(await readClientLink(project.id));
      if (await copyText(url)) toast({ title: "Link copied" });
      else toast({ title: "Copy the private link", description: url });
    } catch (err) {
      toastFailure("Failed to copy link", err, "There was an error reading the link.");
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy("revoke");
    try {
      await revokeClientLink(project.id);
      toast({ title: "Link revoked", description: "The old link no longer opens the portal." });
      await invalidateProjects(queryClient);
    } catch (err) {
      toastFailure("Failed to revoke link", err, "There was an error revoking the link.");
    } finally {
      setBusy(null);
    }
  }

  if (!project.hasClientLink) {
    return (
      <>
        <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
          Create Client Link
        </Button>
        <CreateLinkDialog project={project} open={creating} onOpenChange={setCreating} />
        <ProjectLinksButton project={project} />
      </>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={copy} disabled={busy !== null}>
        {busy === "copy" ? <Spinner label="Copying" size={12} /> : null}
        Copy Client Link
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirmRevoke(true)} disabled={busy !== null}>
        {busy === "revoke" ? <Spinner label="Revoking" size={12} /> : null}
        Revoke
      </Button>
      <ProjectLinksButton project={project} />
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Revoke client link?"
        description="The current link stops working at once: whoever opens it will see 'Link not valid.' You can create a new link afterwards."
        confirmLabel="Revoke link"
        onConfirm={revoke}
      />
    </>
  );
}
