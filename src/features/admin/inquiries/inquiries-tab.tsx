/**
 * Inquiries tab (SPEC sections 2, 4, 5 and 8): inquiries newest first, a page at a time, searched
 * and filtered by status on the server (issue 28; the search, filter and page are in the address,
 * so Today's "New inquiries" opens this list filtered), as the admin's dense table (a stacked list
 * on a phone, src/features/admin/shared/list-table.tsx): who (e-mail and phone links), what they
 * ask for (project type, budget, timeline), the message (two lines, "Read message" shows it all),
 * when it came (relative and exact), its status (a pill and a selector: a failed change is
 * reported and the selector returns to the stored status), and its actions (conversion into a
 * draft project, or opening that project; delete with confirmation).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Select } from "../../../components/ui/field";
import { apiRequest, sendJson } from "../../../lib/api";
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
import { relativeTime } from "../projects/relative-time";
import { DangerButton } from "../shared/danger-button";
import { type Column, ListView, useList } from "../shared/list-table";
import { useStudioTimeZone } from "../shared/queries";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { toastFailure } from "../shared/toast-failure";
import { adminInquiriesPageQuery } from "./queries";

// New ones wait for the studio (a look soon); contacted ones are under way.
const STATUS_TONES: Record<InquiryStatus, StatusTone> = {
  new: "warning",
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
  const list = useList([{ label: "Status", param: "status", all: "All inquiries", labels: STATUS_FILTERS }]);
  const { params } = list;
  const status = list.value("status");
  const inquiries = useQuery(adminInquiriesPageQuery(list.query({ status })));
  const [created, setCreated] = useState<ConvertInquiryResult | null>(null);
  const openProject = useOpenProject();
  const timeZone = useStudioTimeZone();

  return (
    <ListView
      list={list}
      searchLabel="Search inquiries"
      placeholder="Name, e-mail, phone or message"
      result={inquiries}
      loading="Loading inquiries..."
      failed={INQUIRY_ADMIN_MESSAGES.fetchFailed}
      empty={
        params.q
          ? `No inquiries match "${params.q}"`
          : status
            ? `No ${inquiryStatusLabel(status).toLowerCase()} inquiries`
            : "No inquiries yet"
      }
      framed
      label="Inquiries"
      columns={inquiryColumns(timeZone, setCreated)}
      // The row is named after its sender, as the card was (tests and screen readers find it so).
      rowProps={(i) => ({
        "aria-label": `Inquiry from ${i.firstName} ${i.lastName}`,
        "data-testid": `admin-inquiry-${i.id}`,
        "data-status": i.status,
      })}
    >
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
    </ListView>
  );
}

function inquiryColumns(
  timeZone: string,
  onConverted: (result: ConvertInquiryResult) => void,
): Column<AdminInquiry>[] {
  return [
    {
      key: "name",
      header: "Name",
      bare: true,
      className: "md:min-w-[12rem]",
      cell: (inquiry) => (
        // The e-mail and phone links are small text but 24 px tall targets (axe's target-size).
        <div className="grid min-w-0 justify-items-start">
          <h2 className="mb-0.5 text-sm leading-tight font-medium">
            {inquiry.firstName} {inquiry.lastName}
          </h2>
          <a
            href={`mailto:${inquiry.email}`}
            className="flex min-h-6 items-center text-xs break-all underline-offset-4 hover:underline"
          >
            {inquiry.email}
          </a>
          <a
            href={telHref(inquiry.phone)}
            className="flex min-h-6 items-center text-xs whitespace-nowrap underline-offset-4 hover:underline"
          >
            {inquiry.phone}
          </a>
        </div>
      ),
    },
    {
      key: "project",
      header: "Project",
      className: "md:min-w-[10rem]",
      cell: (inquiry) => (
        <>
          <span className="block">{optionLabel(PROJECT_TYPE_OPTIONS, inquiry.projectType)}</span>
          <span className="block text-xs text-[var(--color-muted)]">
            <span className="sr-only">Budget </span>
            {optionLabel(BUDGET_OPTIONS, inquiry.budget)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, timeline </span>
            {optionLabel(TIMELINE_OPTIONS, inquiry.timeline)}
          </span>
        </>
      ),
    },
    {
      key: "message",
      header: "Message",
      className: "md:min-w-[16rem] md:max-w-[28rem]",
      cell: (inquiry) => <MessageCell message={inquiry.message} />,
    },
    {
      key: "received",
      header: "Received",
      className: "md:whitespace-nowrap",
      cell: (inquiry) => (
        <>
          <span className="block">{relativeTime(inquiry.createdAt)}</span>
          <time dateTime={inquiry.createdAt} className="block text-xs text-[var(--color-muted)]">
            {formatDateTime(inquiry.createdAt, timeZone)}
          </time>
        </>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (inquiry) => <StatusCell inquiry={inquiry} />,
    },
    {
      key: "actions",
      header: "Actions",
      bare: true,
      cell: (inquiry) => <InquiryActions inquiry={inquiry} onConverted={onConverted} />,
    },
  ];
}

/**
 * The message, two lines of it in the row; when it is longer, a "Read message" button (a
 * disclosure: aria-expanded, keyboard as any button) shows it all in place, and "Show less" folds
 * it again. Whether it is longer is measured, so the button is there only when text is hidden.
 */
function MessageCell({ message }: { message: string }) {
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);
  useEffect(() => {
    const el = text.current;
    if (!el || open) return;
    const measure = () => setClipped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open]);
  return (
    <div className="grid justify-items-start gap-0.5">
      <p
        id={id}
        ref={text}
        className={`max-w-[75ch] break-words whitespace-pre-wrap ${open ? "" : "line-clamp-2"}`}
      >
        {message}
      </p>
      {clipped || open ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          className="min-h-6 text-xs text-[var(--color-muted)] underline underline-offset-4 hover:text-[var(--color-ink)]"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Show less" : "Read message"}
        </button>
      ) : null}
    </div>
  );
}

// Every inquiry list (the pages and the tab label's count) is under this key.
const INQUIRIES_KEY = ["admin", "inquiries"];

function StatusCell({ inquiry }: { inquiry: AdminInquiry }) {
  const queryClient = useQueryClient();
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const statusId = `inquiry-${inquiry.id}-status`;
  const setStatus = useMutation({
    mutationFn: (status: InquiryStatus) =>
      sendJson<AdminInquiry>("PUT", `/api/admin/inquiries/${inquiry.id}`, { status }),
    onSuccess: (updated) =>
      toast({
        title: INQUIRY_ADMIN_MESSAGES.statusUpdated,
        description: `${name}: ${inquiryStatusLabel(updated.status)}.`,
      }),
    onError: (err) => {
      toastFailure(INQUIRY_ADMIN_MESSAGES.statusFailed, err, "The status was not changed. Please try again.");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
  return (
    <div className="grid justify-items-start gap-1.5">
      <StatusPill tone={STATUS_TONES[inquiry.status]}>{inquiryStatusLabel(inquiry.status)}</StatusPill>
      {/* The column's header names it on a wide screen, the row's label on a phone. */}
      <label htmlFor={statusId} className="sr-only">
        Status
      </label>
      <Select
        id={statusId}
        // The chosen status at once while it saves; the stored one again if the server refuses.
        value={setStatus.isPending && setStatus.variables ? setStatus.variables : inquiry.status}
        disabled={setStatus.isPending}
        // The Select carries a form's height and size; a row's control is smaller.
        className="h-8! min-w-[8.5rem] py-1! pr-8! pl-2.5! text-xs!"
        onChange={(e) => setStatus.mutate(e.target.value as InquiryStatus)}
        options={INQUIRY_STATUSES}
      />
    </div>
  );
}

function InquiryActions({
  inquiry,
  onConverted,
}: {
  inquiry: AdminInquiry;
  onConverted: (result: ConvertInquiryResult) => void;
}) {
  const queryClient = useQueryClient();
  const openProject = useOpenProject();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmConvert, setConfirmConvert] = useState(false);
  const name = `${inquiry.firstName} ${inquiry.lastName}`;

  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/inquiries/${inquiry.id}`),
    onSuccess: () =>
      toast({ title: INQUIRY_ADMIN_MESSAGES.deleted, description: `The inquiry from ${name} was removed.` }),
    onError: (err) =>
      toastFailure(INQUIRY_ADMIN_MESSAGES.deleteFailed, err, "There was an error deleting the inquiry."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
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
      toastFailure(INQUIRY_ADMIN_MESSAGES.convertFailed, err, "There was an error creating the project."),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ["admin", "projects"] }),
      ]),
  });

  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
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
        <p className="max-w-[12rem] text-xs text-[var(--color-muted)]">Converted; no project is linked.</p>
      ) : (
        <BusyButton
          busy={convert.isPending}
          busyLabel="Creating project"
          variant="outline"
          size="sm"
          onClick={() => setConfirmConvert(true)}
        >
          Convert to Project
        </BusyButton>
      )}
      <DangerButton
        disabled={remove.isPending}
        onClick={() => setConfirmDelete(true)}
        aria-label={`Delete inquiry from ${name}`}
      >
        Delete
      </DangerButton>
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
    </div>
  );
}
