/**
 * Every live link of a project in one place (issue 25), next to the project's client link: the
 * private link (the whole portal, for anyone who has it) and each signer's own link (one
 * proposal, for one signer), with when it was created, when it expires and when it was last
 * opened, and a Revoke for each. Tokens are never shown (signer links are kept as hashes only).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage, getJson, sendJson } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { type AdminProject, portfolioDisplayTitle } from "../../../shared/project";
import { type ProjectLinks, type ProjectLinkView, SIGNER_LINK_GRACE_DAYS } from "../../../shared/proposals";
import { toastFailure } from "../shared/toast-failure";
import { invalidateProjects, revokeClientLink } from "./queries";
import { relativeTime } from "./relative-time";

export const projectLinksKey = (projectId: number) => ["projects", projectId, "links"] as const;

export const projectLinksQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectLinksKey(projectId),
    queryFn: () => getJson<ProjectLinks>(`/api/projects/${projectId}/links`),
    staleTime: 0,
  });

export const revokeSignerLink = (id: number) =>
  sendJson<{ ok: true }>("DELETE", `/api/admin/signer-links/${id}`);

function linkKey(link: ProjectLinkView): string {
  return link.kind === "project" ? "project" : `signer-${link.id}`;
}

function LinkRow({ link, onRevoke }: { link: ProjectLinkView; onRevoke: (link: ProjectLinkView) => void }) {
  const who =
    link.kind === "project" ? "Anyone with the client link" : `${link.signerName} (${link.signerEmail})`;
  const opens =
    link.kind === "project" ? "Opens the whole portal" : `Opens only the proposal "${link.proposalTitle}"`;
  const expires =
    link.expiresAt !== null
      ? `Expires ${formatDate(link.expiresAt)}`
      : link.kind === "project"
        ? "Never expires"
        : `Expires ${SIGNER_LINK_GRACE_DAYS} days after everyone has signed`;
  return (
    <li
      className="grid gap-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
      data-testid="project-link"
      data-link-kind={link.kind}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">{who}</p>
        <p className="text-sm text-[var(--color-muted)]">{opens}</p>
        <p className="mt-1 text-xs text-[var(--color-muted)]">
          {link.createdAt ? `Created ${formatDate(link.createdAt)} · ` : ""}
          {expires} · {link.lastUsedAt ? `Opened ${relativeTime(link.lastUsedAt)}` : "Not opened yet"}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onRevoke(link)}
        aria-label={link.kind === "project" ? "Revoke the client link" : `Revoke ${link.signerName}'s link`}
      >
        Revoke
      </Button>
    </li>
  );
}

/** A dialog about one project, open or closed by its owner. */
export type ProjectDialogProps = {
  project: AdminProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ProjectLinksDialog({ project, open, onOpenChange }: ProjectDialogProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...projectLinksQuery(project.id), enabled: open });
  const [confirm, setConfirm] = useState<ProjectLinkView | null>(null);
  const revoke = useMutation({
    mutationFn: (link: ProjectLinkView) =>
      link.kind === "project" ? revokeClientLink(project.id) : revokeSignerLink(link.id),
    onSuccess: (_, link) =>
      toast({
        title: "Link revoked",
        description:
          link.kind === "project"
            ? "The old link no longer opens the portal."
            : `${link.signerName}'s link no longer opens the proposal.`,
      }),
    onError: (err) => toastFailure("Failed to revoke link", err, "There was an error revoking the link."),
    onSettled: async (_, __, link) => {
      await queryClient.invalidateQueries({ queryKey: projectLinksKey(project.id) });
      if (link.kind === "project") await invalidateProjects(queryClient);
      else await queryClient.invalidateQueries({ queryKey: ["projects", project.id, "signature-requests"] });
    },
  });
  const links = query.data?.links ?? [];
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="md"
        title="Live links"
        description={`Every link that opens something of ${portfolioDisplayTitle(project)} today. Signers who are not clients of the project get a link of their own that opens only their proposal.`}
        footer={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        }
      >
        {query.isPending ? (
          <p className="flex items-center gap-3 text-sm text-[var(--color-muted)]">
            <Spinner label="Loading links" />
            <span aria-hidden="true">Loading links...</span>
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-[var(--color-danger)]">
            {errorMessage(query.error, "The links could not be loaded.")}
          </p>
        ) : links.length === 0 ? (
          <p className="text-sm text-[var(--color-muted)]" data-testid="no-live-links">
            No live links: nothing of this project opens without signing in.
          </p>
        ) : (
          <ul className="divide-y divide-[var(--color-line)]" aria-label="Live links">
            {links.map((link) => (
              <LinkRow key={linkKey(link)} link={link} onRevoke={setConfirm} />
            ))}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => {
          if (!next) setConfirm(null);
        }}
        title="Revoke this link?"
        description={
          confirm?.kind === "signer"
            ? `${confirm.signerName}'s link stops opening the proposal at once, and reminders will not send them a new one.`
            : "The client link stops working at once: whoever opens it will see 'Link not valid.' You can create a new link afterwards."
        }
        confirmLabel="Revoke link"
        onConfirm={() => {
          if (confirm) revoke.mutate(confirm);
          setConfirm(null);
        }}
      />
    </>
  );
}

/** The button beside the client link's actions. */
export function ProjectLinksButton({ project }: { project: AdminProject }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Live links
      </Button>
      <ProjectLinksDialog project={project} open={open} onOpenChange={setOpen} />
    </>
  );
}
