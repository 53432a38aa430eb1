/**
 * Inquiries tab (SPEC sections 2, 4, 5 and 8): every inquiry newest first with all its fields,
 * a status selector (a failed change is reported and the selector returns to the stored status),
 * a status filter, delete with confirmation, and conversion into a draft project.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Select } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { apiRequest, errorMessage, sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  type AdminInquiry,
  type ConvertInquiryResult,
  INQUIRY_ADMIN_MESSAGES,
  INQUIRY_STATUSES,
  type InquiryStatus,
  inquiryStatusLabel,
  residenceName,
} from "../../../shared/admin-inquiries";
import { BUDGET_OPTIONS, optionLabel, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS } from "../../../shared/inquiry";
import { telHref } from "../../../shared/phone";
import { EmptyNote, LoadError, LoadingNote } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { adminInquiriesQuery } from "./queries";

const STATUS_TONES: Record<InquiryStatus, BadgeTone> = {
  new: "accent",
  contacted: "info",
  converted: "success",
  archived: "neutral",
};

/** Opens a project in the Project Manager (`/admin/projects?id=`: its details and images). */
function useOpenProject() {
  const navigate = useNavigate();
  return (projectId: number) => void navigate({ to: "/admin/projects", search: { id: projectId } });
}

export function InquiriesTab() {
  const inquiries = useQuery(adminInquiriesQuery);
  const [filter, setFilter] = useState<InquiryStatus | "all">("all");
  const [created, setCreated] = useState<ConvertInquiryResult | null>(null);
  const openProject = useOpenProject();

  if (inquiries.isPending) return <LoadingNote label="Loading inquiries..." />;
  if (inquiries.isError) {
    return (
      <LoadError message={INQUIRY_ADMIN_MESSAGES.fetchFailed} onRetry={() => void inquiries.refetch()} />
    );
  }
  const all = inquiries.data;
  const counts = new Map<string, number>();
  for (const i of all) counts.set(i.status, (counts.get(i.status) ?? 0) + 1);
  const shown = filter === "all" ? all : all.filter((i) => i.status === filter);
  const filters: { value: InquiryStatus | "all"; label: string; count: number }[] = [
    { value: "all", label: "All", count: all.length },
    ...INQUIRY_STATUSES.map((s) => ({ value: s.value, label: s.label, count: counts.get(s.value) ?? 0 })),
  ];

  return (
    <div className="grid gap-6">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className="inline-flex h-9 items-center gap-2 rounded-[var(--radius-sm)] border border-[var(--color-line)] px-3 text-xs tracking-wide text-[var(--color-muted)] transition-colors hover:border-[var(--color-ink)] hover:text-[var(--color-ink)] aria-pressed:border-[var(--color-ink)] aria-pressed:bg-[var(--color-ink)] aria-pressed:text-[var(--color-bg)]"
          >
            {f.label}
            <span className="tabular-nums opacity-80">{f.count}</span>
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <div className="border border-[var(--color-line)] bg-[var(--color-surface)]">
          <EmptyNote>
            {filter === "all"
              ? "No inquiries yet"
              : `No ${inquiryStatusLabel(filter).toLowerCase()} inquiries`}
          </EmptyNote>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Inquiries">
          {shown.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} onConverted={setCreated} />
            </li>
          ))}
        </ul>
      )}
      {created ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setCreated(null);
          }}
          title="Project created"
          description={`${created.project.title} is a draft: unpublished and not yet shared with anyone.`}
          size="sm"
          footer={
            <>
              <Button variant="outline" onClick={() => setCreated(null)}>
                Stay Here
              </Button>
              <Button
                onClick={() => {
                  const id = created.project.id;
                  setCreated(null);
                  openProject(id);
                }}
              >
                Open Project
              </Button>
            </>
          }
        >
          <p className="text-sm">
            Contact details, name and description come from {created.inquiry.firstName}'s inquiry. Add the
            address, images and documents when you are ready.
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`grid min-w-0 content-start gap-0.5 ${wide ? "col-span-2 lg:col-span-1" : ""}`}>
      <dt className="eyebrow">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function InquiryCard({
  inquiry,
  onConverted,
}: {
  inquiry: AdminInquiry;
  onConverted: (result: ConvertInquiryResult) => void;
}) {
  const queryClient = useQueryClient();
  const timeZone = useStudioTimeZone();
  const openProject = useOpenProject();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmConvert, setConfirmConvert] = useState(false);
  const key = adminInquiriesQuery.queryKey;
  const name = `${inquiry.firstName} ${inquiry.lastName}`;

  const setStatus = useMutation({
    mutationFn: (status: InquiryStatus) =>
      sendJson<AdminInquiry>("PUT", `/api/admin/inquiries/${inquiry.id}`, { status }),
    // Shown at once; put back if the server refuses.
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminInquiry[]>(key);
      queryClient.setQueryData<AdminInquiry[]>(key, (list) =>
        list?.map((i) => (i.id === inquiry.id ? { ...i, status } : i)),
      );
      return { previous };
    },
    onSuccess: (updated) =>
      toast({
        title: INQUIRY_ADMIN_MESSAGES.statusUpdated,
        description: `${name}: ${inquiryStatusLabel(updated.status)}.`,
      }),
    onError: (err, _status, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        title: INQUIRY_ADMIN_MESSAGES.statusFailed,
        description: errorMessage(err, "The status was not changed. Please try again."),
        variant: "destructive",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/inquiries/${inquiry.id}`),
    onSuccess: () =>
      toast({ title: INQUIRY_ADMIN_MESSAGES.deleted, description: `The inquiry from ${name} was removed.` }),
    onError: (err) =>
      toast({
        title: INQUIRY_ADMIN_MESSAGES.deleteFailed,
        description: errorMessage(err, "There was an error deleting the inquiry."),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const convert = useMutation({
    mutationFn: () => sendJson<ConvertInquiryResult>("POST", `/api/admin/inquiries/${inquiry.id}/convert`),
    onSuccess: (result) => {
      toast({
        title: INQUIRY_ADMIN_MESSAGES.converted,
        description: `${result.project.title} was created as a draft.`,
      });
      onConverted(result);
    },
    onError: (err) =>
      toast({
        title: INQUIRY_ADMIN_MESSAGES.convertFailed,
        description: errorMessage(err, "There was an error creating the project."),
        variant: "destructive",
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ["admin", "projects"] }),
      ]),
  });

  const statusId = `inquiry-${inquiry.id}-status`;
  return (
    <article
      aria-label={`Inquiry from ${name}`}
      className="border border-[var(--color-line)] bg-[var(--color-surface)] px-5 py-5 md:px-6"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-serif text-xl">{name}</h2>
            <Badge tone={STATUS_TONES[inquiry.status]}>{inquiryStatusLabel(inquiry.status)}</Badge>
          </div>
          <p className="text-xs text-[var(--color-muted)]">
            Received <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, timeZone)}</time>
          </p>
        </div>
        <div className="grid gap-1 sm:w-44">
          <label htmlFor={statusId} className="text-xs text-[var(--color-muted)]">
            Status
          </label>
          <Select
            id={statusId}
            value={inquiry.status}
            disabled={setStatus.isPending}
            onChange={(e) => setStatus.mutate(e.target.value as InquiryStatus)}
          >
            {INQUIRY_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </div>
      </header>
      <dl className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Detail label="Email" wide>
          <a href={`mailto:${inquiry.email}`} className="link-underline break-all">
            {inquiry.email}
          </a>
        </Detail>
        <Detail label="Phone">
          <a href={telHref(inquiry.phone)} className="link-underline">
            {inquiry.phone}
          </a>
        </Detail>
        <Detail label="Project type">{optionLabel(PROJECT_TYPE_OPTIONS, inquiry.projectType)}</Detail>
        <Detail label="Budget">{optionLabel(BUDGET_OPTIONS, inquiry.budget)}</Detail>
        <Detail label="Timeline">{optionLabel(TIMELINE_OPTIONS, inquiry.timeline)}</Detail>
      </dl>
      <div className="mt-5 grid gap-1">
        <p className="eyebrow">Message</p>
        <p className="max-w-[75ch] text-sm leading-relaxed break-words whitespace-pre-wrap">
          {inquiry.message}
        </p>
      </div>
      <footer className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-[var(--color-line)] pt-4">
        {inquiry.convertedProjectId !== null ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (inquiry.convertedProjectId !== null) openProject(inquiry.convertedProjectId);
            }}
          >
            Open Project
          </Button>
        ) : inquiry.status === "converted" ? (
          // Marked converted by hand, or its project was deleted: nothing is left to convert (set
          // the status back to offer Convert to Project again).
          <p className="mr-auto text-xs text-[var(--color-muted)]">Converted; no project is linked.</p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={convert.isPending}
            onClick={() => setConfirmConvert(true)}
          >
            {convert.isPending ? <Spinner label="Creating project" /> : null}
            Convert to Project
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-[var(--color-danger)]"
          disabled={remove.isPending}
          onClick={() => setConfirmDelete(true)}
          aria-label={`Delete inquiry from ${name}`}
        >
          Delete
        </Button>
      </footer>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete inquiry?"
        description={INQUIRY_ADMIN_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirmConvert}
        onOpenChange={setConfirmConvert}
        title="Create a project from this inquiry?"
        description={`A draft project "${residenceName(inquiry.firstName, inquiry.lastName)}" is created with ${inquiry.firstName}'s contact details and message, and the inquiry is marked converted.`}
        confirmLabel="Create Project"
        destructive={false}
        onConfirm={() => convert.mutate()}
      />
    </article>
  );
}
