/**
 * Inquiries tab (SPEC sections 2, 4, 5 and 8): inquiries newest first, a page at a time, searched
 * and filtered by status on the server (issue 28; the search, filter and page are in the address,
 * so Today's "New inquiries" opens this list filtered), each a compact card with its fields (the
 * message clamped to three lines), a status selector (a failed change is reported and the selector
 * returns to the stored status), delete with confirmation, and conversion into a draft project.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
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
import { filterOptions, ListToolbar, listQueryString, Pager, useListParams } from "../shared/list-table";
import { EmptyNote, LoadError, LoadingNote } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { adminInquiriesPageQuery } from "./queries";

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

const STATUS_FILTERS: Record<string, string> = Object.fromEntries(
  INQUIRY_STATUSES.map((s) => [s.value, s.label]),
);

export function InquiriesTab() {
  const { params, set } = useListParams();
  const status = params.status && params.status in STATUS_FILTERS ? params.status : undefined;
  const inquiries = useQuery(adminInquiriesPageQuery(listQueryString(params, { status })));
  const [created, setCreated] = useState<ConvertInquiryResult | null>(null);
  const openProject = useOpenProject();
  const onSearch = useCallback((q: string) => set({ q }, true), [set]);

  return (
    <div className="grid gap-4">
      <ListToolbar
        searchLabel="Search inquiries"
        placeholder="Name, e-mail, phone or message"
        q={params.q}
        onSearch={onSearch}
        filters={[
          {
            label: "Status",
            value: status ?? "",
            options: filterOptions("All inquiries", STATUS_FILTERS),
            onChange: (value) => set({ status: value }),
          },
        ]}
      />
      {inquiries.isPending ? (
        <LoadingNote label="Loading inquiries..." />
      ) : inquiries.isError ? (
        <LoadError message={INQUIRY_ADMIN_MESSAGES.fetchFailed} onRetry={() => void inquiries.refetch()} />
      ) : inquiries.data.items.length === 0 ? (
        <div className="border border-[var(--color-line)] bg-[var(--color-surface)]">
          <EmptyNote>
            {params.q
              ? `No inquiries match "${params.q}"`
              : status
                ? `No ${inquiryStatusLabel(status).toLowerCase()} inquiries`
                : "No inquiries yet"}
          </EmptyNote>
        </div>
      ) : (
        <div>
          <ul
            className={`grid gap-2 ${inquiries.isPlaceholderData ? "opacity-60" : ""}`}
            aria-label="Inquiries"
            aria-busy={inquiries.isPlaceholderData || undefined}
          >
            {inquiries.data.items.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryCard inquiry={inquiry} onConverted={setCreated} />
              </li>
            ))}
          </ul>
          <Pager
            label="Inquiries"
            page={inquiries.data.page}
            pageSize={inquiries.data.pageSize}
            total={inquiries.data.total}
            busy={inquiries.isPlaceholderData}
            onPage={(page) => set({ page })}
          />
        </div>
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
  // Every inquiry list (the pages and the tab label's count) is under this key.
  const key = ["admin", "inquiries"];
  const name = `${inquiry.firstName} ${inquiry.lastName}`;

  const setStatus = useMutation({
    mutationFn: (status: InquiryStatus) =>
      sendJson<AdminInquiry>("PUT", `/api/admin/inquiries/${inquiry.id}`, { status }),
    onSuccess: (updated) =>
      toast({
        title: INQUIRY_ADMIN_MESSAGES.statusUpdated,
        description: `${name}: ${inquiryStatusLabel(updated.status)}.`,
      }),
    onError: (err) => {
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
      className="border border-[var(--color-line)] bg-[var(--color-surface)] px-4 py-3 md:px-5"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base leading-tight">{name}</h2>
            <Badge tone={STATUS_TONES[inquiry.status]}>{inquiryStatusLabel(inquiry.status)}</Badge>
          </div>
          <p className="text-xs text-[var(--color-muted)]">
            Received <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, timeZone)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2 sm:w-52">
          <label htmlFor={statusId} className="text-xs text-[var(--color-muted)]">
            Status
          </label>
          <Select
            id={statusId}
            // The chosen status at once while it saves; the stored one again if the server refuses.
            value={setStatus.isPending && setStatus.variables ? setStatus.variables : inquiry.status}
            disabled={setStatus.isPending}
            className="h-9 py-1.5 text-sm"
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
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-5">
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
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-72 gap-0.5">
          <p className="eyebrow">Message</p>
          <p
            className="line-clamp-3 max-w-[75ch] text-sm break-words whitespace-pre-wrap"
            title={inquiry.message}
          >
            {inquiry.message}
          </p>
        </div>
        <footer className="ml-auto flex flex-wrap items-center justify-end gap-2">
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
      </div>
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
