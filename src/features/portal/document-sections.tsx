/**
 * The portal's documents in three sections (SPEC section 2): Design Fee Proposals; Mood Boards /
 * Elevations / Renderings; Selections. Every document has View and Download; renderings and
 * selections also take the client's Approve / Needs changes with an optional comment.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { BusyButton } from "../../components/ui/busy-button";
import { Button } from "../../components/ui/button";
import { FormError, Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { formatBytes, formatDate } from "../../lib/format";
import { toast } from "../../lib/toast-store";
import { acceptsPins } from "../../shared/pins";
import {
  acceptsFeedback,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_LABELS,
  type FeedbackStatus,
  PORTAL_CATEGORIES,
  PORTAL_SECTIONS,
  type PortalCategory,
  type PortalDocument,
  type PortalProjectView,
} from "../../shared/portal";
import { portalPinApi } from "../pins/pin-api";
import { PinsButton } from "../pins/pins-button";
import { downloadDocument, viewDocument } from "./document-actions";
import { useLinkedDocument } from "./linked-document";
import { markOpenedInView, type PortalAccess, portalKeys, sendFeedback } from "./portal-api";
import { CheckIcon, DownloadIcon, EyeIcon, FileIcon, ImageIcon, PencilIcon } from "./portal-icons";

/** A short, human name of the file type. */
export function fileKind(mimeType: string): string {
  if (mimeType === "application/pdf") return "PDF";
  if (mimeType.startsWith("image/")) return "Image";
  if (mimeType.includes("word")) return "Word";
  if (mimeType.includes("sheet") || mimeType.includes("excel")) return "Spreadsheet";
  if (mimeType === "text/plain") return "Text";
  return "File";
}

export function DocumentSections({
  access,
  view,
  timeZone,
}: {
  access: PortalAccess;
  view: PortalProjectView;
  timeZone?: string;
}) {
  return (
    <div className="grid gap-12 md:gap-16">
      {PORTAL_CATEGORIES.map((category) => (
        <DocumentSection
          key={category}
          category={category}
          documents={view.sections[category]}
          access={access}
          timeZone={timeZone}
        />
      ))}
    </div>
  );
}

function DocumentSection({
  category,
  documents,
  access,
  timeZone,
}: {
  category: PortalCategory;
  documents: PortalDocument[];
  access: PortalAccess;
  timeZone?: string;
}) {
  const headingId = useId();
  const section = PORTAL_SECTIONS[category];
  return (
    <section aria-labelledby={headingId} data-section={category}>
      <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-[var(--color-line)] pb-3">
        <div>
          <h2 id={headingId} className="text-2xl md:text-[1.75rem]">
            {section.title}
          </h2>
          <p className="mt-1 text-sm text-[var(--color-muted)]">{section.intro}</p>
        </div>
        {documents.length > 0 ? (
          <span className="eyebrow shrink-0">
            {documents.length} {documents.length === 1 ? "file" : "files"}
          </span>
        ) : null}
      </div>
      {documents.length === 0 ? (
        <p className="rounded-[var(--radius-md)] border border-dashed border-[var(--color-line)] px-5 py-8 text-center text-sm text-[var(--color-muted)]">
          No documents available yet
        </p>
      ) : (
        <ul className="grid gap-4">
          {documents.map((doc) => (
            <li key={doc.id}>
              <DocumentCard doc={doc} access={access} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A document's two buttons: open it in a new tab, or save it (each with its own spinner's words). */
const FILE_ACTIONS = [
  { kind: "view", label: "View", busyLabel: "Opening", variant: "outline", icon: <EyeIcon size={18} /> },
  {
    kind: "download",
    label: "Download",
    busyLabel: "Preparing download",
    variant: "primary",
    icon: <DownloadIcon size={18} />,
  },
] as const;

function DocumentCard({
  doc,
  access,
  timeZone,
}: {
  doc: PortalDocument;
  access: PortalAccess;
  timeZone?: string;
}) {
  const [busy, setBusy] = useState<"view" | "download" | null>(null);
  const titleId = useId();
  const queryClient = useQueryClient();
  const run = async (kind: "view" | "download") => {
    setBusy(kind);
    try {
      const reached = await (kind === "view"
        ? viewDocument(access, doc.id)
        : downloadDocument(access, doc.id));
      if (reached) markOpenedInView(queryClient, access, doc.id);
    } finally {
      setBusy(null);
    }
  };
  const isImage = doc.mimeType.startsWith("image/");
  const token = access.mode === "token" ? access.token : null;
  // One object per access, so the viewer's queries and file fetch stay put across renders.
  const pinApi = useMemo(() => portalPinApi(access), [access.mode, access.projectId, token]);
  // The pins are open while the address names this document (a reply's e-mail, on its pin).
  const [linked, setLinked] = useLinkedDocument();
  const named = linked.document === doc.id;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-surface)] p-4 sm:p-5 md:p-6"
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between md:gap-8">
        <div className="flex min-w-0 gap-4">
          <span
            aria-hidden="true"
            className="mt-0.5 flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-sm)] bg-[var(--color-subtle)] text-[var(--color-muted)]"
          >
            {isImage ? <ImageIcon size={22} /> : <FileIcon size={22} />}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <h3 id={titleId} className="font-sans text-base font-medium tracking-normal break-words">
                {doc.title}
              </h3>
              {doc.openedAt === null ? <Badge tone="accent">New</Badge> : null}
              {doc.isUpdated ? (
                <Badge tone="accent">Updated {formatDate(doc.createdAt, timeZone)}</Badge>
              ) : null}
            </div>
            {doc.description ? (
              <p className="mt-1 text-sm leading-relaxed text-[var(--color-muted)]">{doc.description}</p>
            ) : null}
            <p className="mt-1.5 truncate text-xs text-[var(--color-muted)]" title={doc.fileName}>
              {doc.fileName}
            </p>
            <p className="text-xs text-[var(--color-muted)]">
              <span className="whitespace-nowrap">
                {fileKind(doc.mimeType)}, {formatBytes(doc.fileSize)}
              </span>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">Shared {formatDate(doc.createdAt, timeZone)}</span>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 md:flex md:shrink-0">
          {FILE_ACTIONS.map((action) => (
            <Button
              key={action.kind}
              variant={action.variant}
              onClick={() => run(action.kind)}
              disabled={busy !== null}
              aria-label={`${action.label} ${doc.title}`}
              className="md:min-w-28"
            >
              {busy === action.kind ? <Spinner label={action.busyLabel} /> : action.icon}
              {action.label}
            </Button>
          ))}
          {acceptsPins(doc) ? (
            <PinsButton
              api={pinApi}
              doc={doc}
              timeZone={timeZone}
              className="col-span-2 md:col-auto md:min-w-28"
              open={named}
              onOpenChange={(open) => setLinked(open ? doc.id : null)}
              initialPin={named ? linked.pin : undefined}
            />
          ) : null}
        </div>
      </div>
      {acceptsFeedback(doc.category) ? <FeedbackPanel doc={doc} access={access} timeZone={timeZone} /> : null}
    </article>
  );
}

function FeedbackPanel({
  doc,
  access,
  timeZone,
}: {
  doc: PortalDocument;
  access: PortalAccess;
  timeZone?: string;
}) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<FeedbackStatus | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const mutation = useMutation({
    mutationFn: (status: FeedbackStatus) =>
      sendFeedback(access, doc.id, { status, comment: comment.trim() || null }),
    onSuccess: async (_feedback, status) => {
      setChoice(null);
      setComment("");
      setError(null);
      toast({
        title: status === "approved" ? "Approval sent" : "Feedback sent",
        description:
          status === "approved"
            ? `Thank you. We have noted your approval of ${doc.title}.`
            : `Thank you. We will revise ${doc.title} and share the update here.`,
      });
      await queryClient.invalidateQueries({ queryKey: portalKeys.view(access) });
    },
    onError: (err) => setError(errorMessage(err, "Your feedback could not be sent. Please try again.")),
  });
  const current = doc.feedback;
  return (
    <div className="mt-5 border-t border-[var(--color-line)] pt-5" data-feedback-for={doc.id}>
      <div
        className={`flex flex-col gap-4 ${choice === null ? "md:flex-row md:items-center md:justify-between md:gap-8" : ""}`}
      >
        {current ? (
          <div className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-2" data-testid="current-feedback">
            <Badge tone={current.status === "approved" ? "success" : "info"}>
              {FEEDBACK_LABELS[current.status]}
            </Badge>
            <p className="min-w-0 flex-1 text-sm text-[var(--color-muted)]">
              {current.authorName ?? "Client"}, {formatDate(current.createdAt, timeZone)}
              {current.comment ? (
                <span className="mt-1 block text-[var(--color-ink)] italic break-words">
                  “{current.comment}”
                </span>
              ) : null}
            </p>
          </div>
        ) : (
          <p className="text-sm text-[var(--color-muted)]">Does this work for you? Let us know.</p>
        )}
        {choice === null ? (
          <fieldset>
            <legend className="sr-only">Your feedback on {doc.title}</legend>
            <div className="grid grid-cols-2 gap-3 md:flex">
              <Button variant="outline" onClick={() => setChoice("approved")} className="px-3 md:min-w-28">
                <span className="hidden min-[400px]:inline-flex">
                  <CheckIcon size={18} />
                </span>
                Approve
              </Button>
              <Button
                variant="outline"
                onClick={() => setChoice("changes_requested")}
                className="px-3 md:min-w-28"
              >
                <span className="hidden min-[400px]:inline-flex">
                  <PencilIcon size={18} />
                </span>
                Needs changes
              </Button>
            </div>
          </fieldset>
        ) : (
          <form
            className="grid gap-3 rounded-[var(--radius-sm)] bg-[var(--color-subtle)] p-4"
            onSubmit={(e) => {
              e.preventDefault();
              mutation.mutate(choice);
            }}
          >
            <p className="text-sm font-medium">
              {choice === "approved" ? "Approve this document" : "Ask for changes"}
            </p>
            <label htmlFor={commentId} className="text-sm text-[var(--color-muted)]">
              {choice === "approved" ? "Comment (optional)" : "What should we change? (optional)"}
            </label>
            <Textarea
              id={commentId}
              rows={3}
              maxLength={FEEDBACK_COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              // The form opens on the user's own tap: focus follows it to the comment.
              autoFocus
            />
            <FormError message={error} />
            <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
              <Button
                variant="ghost"
                onClick={() => {
                  setChoice(null);
                  setError(null);
                }}
                disabled={mutation.isPending}
              >
                Cancel
              </Button>
              <BusyButton busy={mutation.isPending} busyLabel="Sending" type="submit">
                {choice === "approved" ? "Send approval" : "Send feedback"}
              </BusyButton>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
