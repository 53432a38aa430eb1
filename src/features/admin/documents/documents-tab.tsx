/**
 * Documents tab (SPEC sections 2 and 8): a project's documents by category, with versions,
 * client feedback and client activity; view, download and delete.
 *
 * What a link names opens here (the address: `?document=` with `&pin=`, or `?proposal=`, from the
 * studio's e-mails, src/shared/app-links.ts): a document's pins open on the pin; a document
 * without comments, or a proposal's signature request, is scrolled to and focused.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { apiRequest } from "../../../lib/api";
import { formatBytes, formatDate, formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  type AdminDocument,
  CLIENT_UPLOAD_LABEL,
  DOCUMENT_CATEGORIES,
  DOCUMENT_MESSAGES,
} from "../../../shared/documents";
import { acceptsPins } from "../../../shared/pins";
import type { AdminProposal } from "../../../shared/proposals";
import { adminPinApi } from "../../pins/pin-api";
import { PinsButton } from "../../pins/pins-button";
import { DangerButton } from "../shared/danger-button";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { useStudioTimeZone } from "../shared/queries";
import { RowButton } from "../shared/row-button";
import { useSelectedProject } from "../shared/selected-project";
import { StatusPill } from "../shared/status-pill";
import { toastError } from "../shared/toast-failure";
import {
  canRequestSignatures,
  ProposalRequestStatus,
  projectProposalsQuery,
  RequestSignaturesDialog,
} from "./proposal-signatures";
import { projectDocumentsKey, projectDocumentsQuery } from "./queries";
import { downloadDocument, viewDocument } from "./transfer";
import { LINKED, useLinkedTarget } from "./use-linked-target";

type Group = { key: string; label: string; chains: AdminDocument[][] };

/** What a document delete never removes (issue 25): a proposal keeps the file it was sent on. */
const DOCUMENT_DELETE_KEEPS =
  "Kept: any proposal sent for signature on it, with the copy that was sent, its signatures, signed copy and deposit.";

/** Documents by category; within one, version chains (current first), newest chain first. */
function groupDocuments(docs: AdminDocument[]): Group[] {
  const sections: { key: string; label: string; match: (d: AdminDocument) => boolean }[] = [
    ...DOCUMENT_CATEGORIES.map((c) => ({
      key: c.value,
      label: c.label,
      match: (d: AdminDocument) => d.source === "studio" && d.category === c.value,
    })),
    { key: "client", label: CLIENT_UPLOAD_LABEL, match: (d: AdminDocument) => d.source === "client" },
  ];
  return sections.map((s) => {
    const chains = new Map<number, AdminDocument[]>();
    for (const d of docs.filter(s.match)) {
      const chain = chains.get(d.chainId) ?? [];
      chain.push(d);
      chains.set(d.chainId, chain);
    }
    const ordered = [...chains.values()].map((chain) =>
      [...chain].sort((a, b) => {
        if (!a.supersededAt !== !b.supersededAt) return a.supersededAt ? 1 : -1;
        return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
      }),
    );
    ordered.sort((a, b) => (b[0]?.createdAt ?? "").localeCompare(a[0]?.createdAt ?? ""));
    return { key: s.key, label: s.label, chains: ordered };
  });
}

export function DocumentsTab() {
  const [projectId, setProjectId] = useSelectedProject();
  const docs = useQuery({ ...projectDocumentsQuery(projectId ?? 0), enabled: projectId !== null });
  // Signature requests of the project's proposals (issue 18), shown under their document.
  const proposals = useQuery({ ...projectProposalsQuery(projectId ?? 0), enabled: projectId !== null });
  const count = docs.data?.length ?? 0;

  return (
    <div className="grid gap-6">
      <div className="max-w-md">
        <ProjectSelect value={projectId} onChange={setProjectId} />
      </div>
      {projectId === null ? (
        <Panel title="Documents">
          <EmptyNote>Select a project to view documents</EmptyNote>
        </Panel>
      ) : docs.isPending ? (
        <Panel title="Documents">
          <LoadingNote label="Loading documents..." />
        </Panel>
      ) : docs.isError ? (
        <Panel title="Documents">
          <LoadError message={DOCUMENT_MESSAGES.fetchFailed} onRetry={() => void docs.refetch()} />
        </Panel>
      ) : (
        <div className="grid gap-6">
          <p className="text-sm text-[var(--color-muted)]">
            {count === 1 ? "1 document" : `${count} documents`}, earlier versions included.
          </p>
          {groupDocuments(docs.data).map((group) => (
            <Panel key={group.key} title={group.label}>
              {group.chains.length === 0 ? (
                <EmptyNote>
                  {group.key === "client" ? "Nothing from the client yet" : `No ${group.label} available yet`}
                </EmptyNote>
              ) : (
                <ul className="divide-y divide-[var(--color-line)]">
                  {group.chains.map((chain) => (
                    <li key={chain[0]?.id} className="py-4 first:pt-0 last:pb-0">
                      <DocumentChain chain={chain} projectId={projectId} proposals={proposals.data ?? []} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          ))}
        </div>
      )}
    </div>
  );
}

function DocumentChain({
  chain,
  projectId,
  proposals,
}: {
  chain: AdminDocument[];
  projectId: number;
  proposals: AdminProposal[];
}) {
  const [current, ...earlier] = chain;
  if (!current) return null;
  // Requests of any version of this chain, newest first (a voided one stays visible for the record).
  const ids = new Set(chain.map((d) => d.id));
  const requests = proposals.filter((p) => p.documentId !== null && ids.has(p.documentId));
  const openRequest = requests.some((p) => p.status === "open" && p.documentId === current.id);
  // A version everyone signed is not sent again: a change to the proposal is a new version.
  const signed = requests.some((p) => p.status === "completed" && p.documentId === current.id);
  return (
    <div className="grid gap-3">
      <DocumentRow
        doc={current}
        projectId={projectId}
        hasEarlier={earlier.length > 0}
        locked={openRequest}
        signed={signed}
      />
      {requests.map((p) => (
        <ProposalRequestStatus key={p.id} proposal={p} />
      ))}
      {earlier.length > 0 ? (
        <details className="group ml-1 border-l border-[var(--color-line)] pl-4">
          <summary className="cursor-pointer text-xs tracking-wide text-[var(--color-muted)] uppercase hover:text-[var(--color-ink)]">
            {earlier.length === 1 ? "1 earlier version" : `${earlier.length} earlier versions`}
          </summary>
          <ul className="mt-3 grid gap-3">
            {earlier.map((d) => (
              <li key={d.id}>
                <DocumentRow doc={d} projectId={projectId} hasEarlier={false} locked={false} compact />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function DocumentRow({
  doc,
  projectId,
  hasEarlier,
  locked,
  signed = false,
  compact = false,
}: {
  doc: AdminDocument;
  projectId: number;
  hasEarlier: boolean;
  /** Out for signature: the version cannot be deleted until the request is voided. */
  locked: boolean;
  /** Signed by everyone: no new request on this version. */
  signed?: boolean;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const timeZone = useStudioTimeZone();
  const [confirming, setConfirming] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const linked = useSearch({ from: "/admin/", select: (s) => ({ document: s.document, pin: s.pin }) });
  const navigate = useNavigate({ from: "/admin/" });
  const named = linked.document === doc.id;
  const pinnable = acceptsPins(doc);
  // A document without comments named by a link is brought into view and focused.
  const target = useLinkedTarget<HTMLElement>(named && !pinnable);
  // The comments' dialog is in the address too: back closes it, a reload reopens it.
  const setCommentsOpen = (open: boolean) =>
    void navigate({
      search: (prev) => ({ tab: prev.tab, projectId: prev.projectId, document: open ? doc.id : undefined }),
      resetScroll: false,
    });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/documents/${doc.id}`),
    onSuccess: () => toast({ title: DOCUMENT_MESSAGES.deleted, description: `${doc.title} was removed.` }),
    onError: () => toastError(DOCUMENT_MESSAGES.deleteFailedTitle, DOCUMENT_MESSAGES.deleteFailedDescription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectDocumentsKey(projectId) }),
  });
  const activity = [
    doc.lastViewedAt ? `Client last viewed ${formatDateTime(doc.lastViewedAt, timeZone)}` : null,
    doc.lastDownloadedAt ? `Client last downloaded ${formatDateTime(doc.lastDownloadedAt, timeZone)}` : null,
  ].filter(Boolean);

  return (
    <article
      ref={target}
      aria-label={doc.title}
      tabIndex={named && !pinnable ? -1 : undefined}
      data-linked={named ? "true" : undefined}
      className={`flex flex-col gap-3 md:flex-row md:items-start md:justify-between md:gap-6 ${LINKED}`}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`break-words ${compact ? "text-sm" : "font-medium"}`}>{doc.title}</h3>
          {doc.source === "client" ? (
            <StatusPill tone="info">{CLIENT_UPLOAD_LABEL}</StatusPill>
          ) : doc.supersededAt ? (
            <StatusPill tone="neutral">Superseded {formatDate(doc.supersededAt, timeZone)}</StatusPill>
          ) : (
            <StatusPill tone="success">
              {doc.replacesDocumentId
                ? `Current · updated ${formatDate(doc.createdAt, timeZone)}`
                : "Current"}
            </StatusPill>
          )}
          {doc.feedback ? (
            <StatusPill tone={doc.feedback.status === "approved" ? "success" : "warning"}>
              {doc.feedback.status === "approved" ? "Approved" : "Needs changes"}
            </StatusPill>
          ) : null}
        </div>
        <p className="text-xs text-[var(--color-muted)]">
          <span className="break-all">{doc.fileName}</span>{" "}
          <span className="whitespace-nowrap">
            · {formatBytes(doc.fileSize)} · {formatDate(doc.createdAt, timeZone)}
          </span>
        </p>
        {doc.description && !compact ? (
          <p className="text-sm text-[var(--color-muted)]">{doc.description}</p>
        ) : null}
        {doc.feedback?.comment ? (
          <blockquote className="border-l-2 border-[var(--color-accent)] pl-3 text-sm whitespace-pre-wrap">
            {doc.feedback.comment}
            <footer className="mt-1 text-xs text-[var(--color-muted)]">
              {doc.feedback.authorName ? `${doc.feedback.authorName}, ` : ""}
              {formatDate(doc.feedback.createdAt, timeZone)}
            </footer>
          </blockquote>
        ) : null}
        {activity.length > 0 ? (
          <p className="text-xs text-[var(--color-muted)]">{activity.join(" · ")}</p>
        ) : doc.source === "studio" && !doc.supersededAt ? (
          <p className="text-xs text-[var(--color-muted)]">Not opened by the client yet</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {canRequestSignatures(doc) && !locked && !signed ? (
          <Button
            size="sm"
            onClick={() => setRequesting(true)}
            aria-label={`Request signatures on ${doc.title}`}
          >
            Request signatures
          </Button>
        ) : null}
        <RowButton verb="View" item={doc.title} onClick={() => void viewDocument(doc)} />
        <RowButton verb="Download" item={doc.title} onClick={() => void downloadDocument(doc)} />
        {pinnable ? (
          <PinsButton
            api={adminPinApi}
            doc={doc}
            timeZone={timeZone}
            size="sm"
            open={named}
            onOpenChange={setCommentsOpen}
            initialPin={named ? linked.pin : undefined}
          />
        ) : null}
        <DangerButton
          disabled={remove.isPending || locked}
          title={locked ? "Out for signature: void the request to delete it" : undefined}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${doc.title}`}
        >
          Delete
        </DangerButton>
      </div>
      {canRequestSignatures(doc) ? (
        <RequestSignaturesDialog doc={doc} open={requesting} onOpenChange={setRequesting} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        description={
          <>
            {hasEarlier && !doc.supersededAt
              ? `${doc.title} and its file will be deleted. The previous version becomes current again in the client's portal. Also deleted: the client's feedback and the pins placed on this version.`
              : `${doc.title} and its file will be deleted. This cannot be undone. Also deleted: the client's feedback and the pins placed on it.`}{" "}
            {DOCUMENT_DELETE_KEEPS}
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => remove.mutate()}
      />
    </article>
  );
}
