/**
 * The Projects tab (SPEC section 2): every project as a row of the admin's dense table (issue 28;
 * a stacked list on a phone) with its hero, badges, the Publish to Portfolio switch, edit, images,
 * client-link actions, archive and delete. Published
 * projects come first, in portfolio order, with move up/down to change that order. Archived
 * projects (issue 25) are listed on request, at the end, with Restore.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { SkeletonBlocks } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { HttpError } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import {
  type AdminProject,
  PROJECT_ARCHIVE_MESSAGES,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  portfolioDisplayTitle,
} from "../../../shared/project";
import { ImageIcon, icon } from "../../layout/nav-icons";
import { DangerButton } from "../shared/danger-button";
import { type Column, DataTable, ListToolbar, Pager, useList } from "../shared/list-table";
import { MoveButtons } from "../shared/move-buttons";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { attempt, toastFailure } from "../shared/toast-failure";
import { ClientLinkActions, ClientLinkStatus } from "./client-link-actions";
import {
  adminProjectsPageQuery,
  archivedProjectsQuery,
  archiveProject,
  deleteProject,
  invalidateProjects,
  reorderPortfolio,
  restoreProject,
  updateProject,
} from "./queries";

const STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  draft: "neutral",
  published: "success",
  archived: "danger",
};

/**
 * One badge per concept (issue 28), each under its own name: "Portfolio" (Published or
 * Unpublished, the SPEC's badge: whether the public sees it) and "Project status" (the project's
 * own draft / published / archived, SPEC's colours: draft gray, published green, archived red,
 * any other value blue), so the two "published" are never two look-alike badges side by side.
 */
export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_TONES ? (status as ProjectStatus) : null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-[var(--color-muted)]">
      <span>Project status</span>
      <StatusPill tone={known ? STATUS_TONES[known] : "info"}>
        {known ? PROJECT_STATUS_LABELS[known] : status}
      </StatusPill>
    </span>
  );
}

function PortfolioBadge({ published }: { published: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-[var(--color-muted)]">
      <span>Portfolio</span>
      <Badge tone={published ? "success" : "neutral"}>{published ? "Published" : "Unpublished"}</Badge>
    </span>
  );
}

function Thumb({ project }: { project: AdminProject }) {
  const hero = project.heroImage;
  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-[var(--color-subtle)]">
      {hero ? (
        <ResponsiveImage
          image={hero}
          alt=""
          sizes="88px"
          className="h-full w-full object-cover"
          data-testid="admin-project-hero"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-xs text-[var(--color-muted)]">
          No image
        </div>
      )}
    </div>
  );
}

/**
 * Publish to Portfolio. A project without a photograph may be published (SPEC section 7 accepts
 * it), but the studio is asked first (issue 28): 'Publish without a photograph?' with Publish
 * anyway / Cancel (Radix AlertDialog: focus starts on Cancel, is trapped, and returns to the
 * switch). While such a project stays published, a note beside the switch says what the public
 * sees. Unpublishing never asks.
 */
function PublishSwitch({ project }: { project: AdminProject }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const switchId = useId();
  const noPhoto = project.imageCount === 0;

  async function change(next: boolean) {
    setPending(next);
    await attempt(
      async () => {
        await updateProject(project.id, { published: next });
        toast({
          title: next ? "Project published" : "Project unpublished",
          description:
            next && noPhoto
              ? "It has no photographs yet, so its portfolio card shows its title on a plain tile until you add one."
              : undefined,
        });
        await invalidateProjects(queryClient);
      },
      "Failed to update project",
      "There was an error updating the project.",
    );
    setPending(null);
  }

  return (
    <div className="grid gap-1.5">
      <Switch
        checked={pending ?? project.published}
        onCheckedChange={(next) => {
          if (next && noPhoto) setAsking(true);
          else void change(next);
        }}
        disabled={pending !== null}
        label="Publish to Portfolio"
        id={switchId}
      />
      {noPhoto && project.published ? (
        <p data-testid="publish-no-photo-note" className="text-xs text-[var(--color-muted)]">
          Published without a photograph: its card shows the title until you add one.
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Publish without a photograph?"
        description={`${portfolioDisplayTitle(project)} has no photographs yet. Its portfolio card will show its title on a plain tile until you add one.`}
        confirmLabel="Publish anyway"
        destructive={false}
        onConfirm={() => void change(true)}
        onCloseAutoFocus={(event) => {
          // The dialog has no trigger: focus goes back to the switch that opened it.
          event.preventDefault();
          document.getElementById(switchId)?.focus();
        }}
      />
    </div>
  );
}

/** "1 signed proposal and 2 paid deposits": what a project keeps (issue 25). */
function keptSummary(project: AdminProject): string {
  const { signedProposals, paidDeposits } = project.keptRecords;
  const parts = [
    signedProposals > 0 ? `${signedProposals} signed proposal${signedProposals === 1 ? "" : "s"}` : null,
    paidDeposits > 0 ? `${paidDeposits} paid deposit${paidDeposits === 1 ? "" : "s"}` : null,
  ].filter((p): p is string => p !== null);
  return parts.join(" and ");
}

const holdsKeptRecords = (p: AdminProject) =>
  p.keptRecords.signedProposals > 0 || p.keptRecords.paidDeposits > 0;

type LifecycleDialog = "delete" | "archive" | "restore" | null;

/** Delete, archive and restore of one project, with the dialog that is open. */
function useProjectLifecycle(project: AdminProject) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<LifecycleDialog>(null);
  const [busy, setBusy] = useState(false);
  const title = portfolioDisplayTitle(project);

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await action();
      await invalidateProjects(queryClient);
    } catch (err) {
      // A project that gained a signature meanwhile: the server refuses (409) and says why; the
      // archive dialog is offered instead.
      const kept = err instanceof HttpError && err.status === 409 && failure === "Failed to delete project";
      toastFailure(failure, err, failure);
      if (kept) setDialog("archive");
    } finally {
      setBusy(false);
    }
  }

  return {
    dialog,
    setDialog,
    busy,
    remove: () =>
      run(async () => {
        await deleteProject(project.id);
        toast({ title: "Project deleted", description: `${title} and its files have been deleted.` });
      }, "Failed to delete project"),
    archive: () =>
      run(async () => {
        await archiveProject(project.id);
        toast({
          title: PROJECT_ARCHIVE_MESSAGES.archivedToast,
          description: PROJECT_ARCHIVE_MESSAGES.archivedDescription,
        });
      }, "Failed to archive project"),
    restore: () =>
      run(async () => {
        await restoreProject(project.id);
        toast({
          title: PROJECT_ARCHIVE_MESSAGES.restoredToast,
          description: PROJECT_ARCHIVE_MESSAGES.restoredDescription,
        });
      }, "Failed to restore project"),
  };
}

/**
 * The confirm dialogs, each naming exactly what goes and what stays (issue 25). A project holding
 * signed records is never offered a delete: its Delete explains why and offers Archive.
 */
function LifecycleDialogs({
  project,
  title,
  lifecycle,
}: {
  project: AdminProject;
  title: string;
  lifecycle: ReturnType<typeof useProjectLifecycle>;
}) {
  const { dialog, setDialog } = lifecycle;
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const kept = holdsKeptRecords(project);
  const images = `${project.imageCount} ${project.imageCount === 1 ? "image" : "images"}`;
  return (
    <>
      {kept ? (
        <ConfirmDialog
          open={dialog === "delete"}
          onOpenChange={onOpenChange}
          title="This project can't be deleted"
          description={
            <>
              {title} holds {keptSummary(project)}, the record of an agreement or a payment, which the studio
              must keep.{" "}
              {project.archivedAt ? "It is archived already: it stays hidden." : "Archive it instead."}{" "}
              Archiving hides it from your project list, the client portal and the public site and revokes its
              private link; nothing is deleted.
            </>
          }
          confirmLabel={project.archivedAt ? "Close" : "Archive project"}
          destructive={false}
          onConfirm={project.archivedAt ? () => setDialog(null) : lifecycle.archive}
        />
      ) : (
        <ConfirmDialog
          open={dialog === "delete"}
          onOpenChange={onOpenChange}
          title="Delete this project?"
          description={
            <>
              Deleted: {title} with its {images}, documents and their files, the client's feedback and pinned
              comments, client assignments and invitations, meetings, the client link, and proposals nobody
              has signed. Kept: client accounts, inquiries and the activity log. This cannot be undone.
            </>
          }
          confirmLabel="Delete project"
          onConfirm={lifecycle.remove}
        />
      )}
      <ConfirmDialog
        open={dialog === "archive"}
        onOpenChange={onOpenChange}
        title="Archive this project?"
        description={
          <>
            {title} will be hidden from your project list, the client portal and the public site, and its
            private link will stop working (clients and signers can no longer open it). Nothing is deleted:
            images, documents, proposals, signatures and payments are kept. You can restore it from Archived
            projects; its private link stays revoked.
          </>
        }
        confirmLabel="Archive project"
        destructive={false}
        onConfirm={lifecycle.archive}
      />
      <ConfirmDialog
        open={dialog === "restore"}
        onOpenChange={onOpenChange}
        title="Restore this project?"
        description={
          <>
            {title} will be back in your project list and in the client portal
            {project.archivedPublished ? ", and back in the public portfolio" : ""}. Its old private link
            stays revoked: create a new one if the client needs it.
          </>
        }
        confirmLabel="Restore project"
        destructive={false}
        onConfirm={lifecycle.restore}
      />
    </>
  );
}

/** An archived project: what it keeps, Restore, and Delete when it holds no signed records. */
function ArchivedRow({ project }: { project: AdminProject }) {
  const titleId = useId();
  const title = portfolioDisplayTitle(project);
  const lifecycle = useProjectLifecycle(project);
  const summary = keptSummary(project);
  return (
    <li
      data-testid="admin-archived-project-row"
      data-project-id={project.id}
      aria-labelledby={titleId}
      className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 border-b border-[var(--color-line)] py-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6 ${lifecycle.busy ? "opacity-50" : ""}`}
    >
      <Thumb project={project} />
      <div className="grid min-w-0 content-start gap-2">
        <h3 id={titleId} className="text-base leading-tight" data-testid="admin-project-title">
          {title}
        </h3>
        <p className="truncate text-sm text-[var(--color-muted)]">{project.clientProjectName}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone="neutral">Archived</Badge>
          {project.archivedPublished ? <Badge tone="neutral">Was published</Badge> : null}
        </div>
        <p className="text-xs text-[var(--color-muted)]">
          {project.archivedAt ? `Archived ${project.archivedAt.slice(0, 10)}` : ""}
          {summary ? ` · keeps ${summary}` : ""}
        </p>
      </div>
      <div className="col-span-full flex flex-wrap items-center gap-x-2 gap-y-3 sm:col-start-2">
        <Link
          to="/admin/projects"
          search={{ id: project.id }}
          className={buttonClass("outline", "sm")}
          aria-label={`Edit images of ${title}`}
        >
          Edit Images
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => lifecycle.setDialog("restore")}
          disabled={lifecycle.busy}
          aria-label={`Restore ${title}`}
        >
          Restore
        </Button>
        <DangerButton
          className="sm:ml-auto"
          onClick={() => lifecycle.setDialog("delete")}
          disabled={lifecycle.busy}
          aria-label={`Delete ${title}`}
        >
          {lifecycle.busy ? <Spinner label="Working" size={12} /> : null}
          Delete
        </DangerButton>
      </div>
      <LifecycleDialogs project={project} title={title} lifecycle={lifecycle} />
    </li>
  );
}

/** Archived projects, loaded when the admin asks for them. */
function ArchivedProjects() {
  const [shown, setShown] = useState(false);
  const listId = useId();
  const archived = useQuery({ ...archivedProjectsQuery, enabled: shown });
  return (
    <section aria-labelledby="admin-archived-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
        <h2 id="admin-archived-heading" className="text-lg">
          Archived{" "}
          {archived.data ? <span className="text-[var(--color-muted)]">({archived.data.length})</span> : null}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? "Hide archived projects" : "Show archived projects"}
        </Button>
      </div>
      <div id={listId}>
        {!shown ? (
          <p className="py-4 text-xs text-[var(--color-muted)]">
            Hidden from this list, the client portal and the public site; their records are kept.
          </p>
        ) : archived.isPending ? (
          <p role="status" className="py-4 text-sm text-[var(--color-muted)]">
            Loading archived projects...
          </p>
        ) : archived.isError ? (
          <p className="py-4 text-sm">Failed to fetch archived projects</p>
        ) : archived.data.length === 0 ? (
          <p className="py-4 text-sm text-[var(--color-muted)]">No archived projects.</p>
        ) : (
          <ul>
            {archived.data.map((p) => (
              <ArchivedRow key={p.id} project={p} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The id of a project's title in its row (the row is named by it). */
const titleIdOf = (project: AdminProject) => `admin-project-${project.id}-title`;

/** Position among published projects and move up/down (the whole portfolio's order). */
function OrderCell({
  project,
  position,
  onMove,
  moving,
}: {
  project: AdminProject;
  position: { index: number; total: number };
  onMove: (id: number, delta: -1 | 1) => void;
  moving: boolean;
}) {
  const title = portfolioDisplayTitle(project);
  return (
    <div className="flex items-center gap-1">
      <span className="mr-1 text-xs whitespace-nowrap text-[var(--color-muted)] tabular-nums">
        {position.index + 1} of {position.total}
      </span>
      <MoveButtons
        name={title}
        index={position.index}
        total={position.total}
        disabled={moving}
        onMove={(delta) => onMove(project.id, delta)}
      />
    </div>
  );
}

const ArchiveIcon = icon(<rect x="3.5" y="4.5" width="17" height="4" rx="1" />, "M5 8.5V19h14V8.5M10 12.5h4");
const TrashIcon = icon("M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5");

/** A compact icon action of a row: named for assistive technology, its word as a tooltip. */
const iconAction = (extra = "") => buttonClass("ghost", "icon", extra);

/**
 * Edit, Edit Images, Archive and Delete, with their confirm dialogs. Edit keeps its word; the
 * other three are compact icon buttons (each named "Edit images of …", "Archive …", "Delete …",
 * with its word as a tooltip), so the row's actions stay on one line at 1280 px (issue 27).
 */
function ProjectActions({ project, onEdit }: { project: AdminProject; onEdit: (p: AdminProject) => void }) {
  const title = portfolioDisplayTitle(project);
  const lifecycle = useProjectLifecycle(project);
  const deleting = lifecycle.busy;
  return (
    <div className="flex flex-wrap items-center gap-1 md:flex-nowrap md:justify-end">
      <Button variant="outline" size="sm" onClick={() => onEdit(project)}>
        Edit
      </Button>
      <Link
        to="/admin/projects"
        search={{ id: project.id }}
        className={iconAction()}
        aria-label={`Edit images of ${title}`}
        title="Edit Images"
      >
        <ImageIcon size={17} />
      </Link>
      <button
        type="button"
        className={iconAction()}
        onClick={() => lifecycle.setDialog("archive")}
        disabled={deleting}
        aria-label={`Archive ${title}`}
        title="Archive"
      >
        <ArchiveIcon size={17} />
      </button>
      <button
        type="button"
        className={iconAction("text-[var(--color-danger)]")}
        onClick={() => lifecycle.setDialog("delete")}
        disabled={deleting}
        aria-label={`Delete ${title}`}
        title="Delete"
      >
        {deleting ? <Spinner label="Working" size={12} /> : <TrashIcon size={17} />}
      </button>
      <LifecycleDialogs project={project} title={title} lifecycle={lifecycle} />
    </div>
  );
}

/**
 * The columns of a projects table (issue 28: the shared dense table, a stacked list on a phone):
 * the project (thumbnail, title, client's name, category, year, place, images), its place in the
 * portfolio with move up/down (published ones only), its badges, Publish to Portfolio, its client
 * link (state and actions), and the rest of its actions.
 */
function projectColumns({
  order,
  onEdit,
  onMove,
  moving,
}: {
  /** The portfolio's order when this table lists published projects, else null (no Order column). */
  order: number[] | null;
  onEdit: (p: AdminProject) => void;
  onMove: (id: number, delta: -1 | 1) => void;
  moving: boolean;
}): Column<AdminProject>[] {
  const columns: Column<AdminProject>[] = [
    {
      key: "project",
      header: "Project",
      bare: true,
      className: "md:min-w-[16rem]",
      cell: (project) => {
        const meta = [project.category, project.year, project.location]
          .filter((v) => v !== null && v !== "")
          .join(" · ");
        return (
          <div className="grid grid-cols-[4rem_minmax(0,1fr)] gap-3">
            <Thumb project={project} />
            <div className="grid min-w-0 content-start gap-0.5">
              <h3
                id={titleIdOf(project)}
                className="text-sm leading-tight font-medium"
                data-testid="admin-project-title"
              >
                {portfolioDisplayTitle(project)}
              </h3>
              <p className="truncate text-xs text-[var(--color-muted)]">{project.clientProjectName}</p>
              <p className="text-xs text-[var(--color-muted)]">
                {meta}
                {meta ? " · " : ""}
                {project.imageCount} {project.imageCount === 1 ? "image" : "images"}
              </p>
            </div>
          </div>
        );
      },
    },
  ];
  if (order)
    columns.push({
      key: "order",
      header: "Order",
      cell: (project) => (
        <OrderCell
          project={project}
          position={{ index: order.indexOf(project.id), total: order.length }}
          onMove={onMove}
          moving={moving}
        />
      ),
    });
  columns.push(
    {
      key: "status",
      header: "Status",
      cell: (project) => (
        <div className="grid justify-items-start gap-1">
          <PortfolioBadge published={project.published} />
          <StatusBadge status={project.status} />
          {project.featured ? <Badge tone="accent">Featured</Badge> : null}
        </div>
      ),
    },
    {
      key: "publish",
      header: "Publish",
      className: "md:min-w-[10rem]",
      cell: (project) => <PublishSwitch project={project} />,
    },
    {
      key: "link",
      header: "Client link",
      className: "md:min-w-[10rem]",
      cell: (project) => (
        <div className="grid justify-items-start gap-1.5">
          <ClientLinkStatus project={project} />
          <div className="flex flex-wrap items-center gap-2">
            <ClientLinkActions project={project} />
          </div>
        </div>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      bare: true,
      cell: (project) => <ProjectActions project={project} onEdit={onEdit} />,
    },
  );
  return columns;
}

function ProjectsTable({
  label,
  projects,
  ...options
}: {
  label: string;
  projects: AdminProject[];
} & Parameters<typeof projectColumns>[0]) {
  return (
    <DataTable
      label={label}
      columns={projectColumns(options)}
      rows={projects}
      rowKey={(p) => p.id}
      rowProps={(p) => ({
        "data-testid": "admin-project-row",
        "data-project-id": p.id,
        "aria-labelledby": titleIdOf(p),
      })}
    />
  );
}

function LoadingRows() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading projects...
      </p>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="grid animate-pulse grid-cols-[5.5rem_1fr] gap-4 border-b border-[var(--color-line)] py-5 sm:grid-cols-[9rem_1fr] sm:gap-6"
        >
          <SkeletonBlocks sizes={["aspect-[4/3]"]} />
          <div className="grid content-start gap-3">
            <SkeletonBlocks sizes={["h-5 w-1/2", "h-3 w-1/3", "h-3 w-2/3"]} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** One of the tab's two tables (in the portfolio, not published) under its heading and note. */
function ProjectsSection({
  headingId,
  heading,
  note,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  note: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 pb-2">
        <h2 id={headingId} className="text-base">
          {heading}
        </h2>
        <p className="text-xs text-[var(--color-muted)]">{note}</p>
      </div>
      {children}
    </section>
  );
}

const PORTFOLIO_FILTERS: Record<string, string> = { published: "Published", unpublished: "Unpublished" };
const STATUS_FILTERS: Record<string, string> = PROJECT_STATUS_LABELS;

/**
 * The Projects tab (issue 28): two tables (in the portfolio, not published), a page at a time, searched (title, client, place,
 * contacts) and filtered (portfolio, project status) on the server, the search, filters and page in
 * the address. Published projects first, in portfolio order; the arrows move a project within the
 * whole portfolio (the server sends its order), whichever page it is on.
 */
export function ProjectsTab({
  onEdit,
  onCreate,
}: {
  onEdit: (p: AdminProject) => void;
  onCreate: () => void;
}) {
  const queryClient = useQueryClient();
  const list = useList([
    { label: "Portfolio", param: "filter", all: "All projects", labels: PORTFOLIO_FILTERS },
    { label: "Project status", param: "status", all: "Any status", labels: STATUS_FILTERS },
  ]);
  const { params, set } = list;
  const portfolio = list.value("filter");
  const status = list.value("status");
  const query = list.query({
    published: portfolio === undefined ? undefined : String(portfolio === "published"),
    status,
  });
  const pageQuery = adminProjectsPageQuery(query);
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData } = useQuery(pageQuery);
  const [moving, setMoving] = useState(false);
  const filtered = Boolean(params.q || portfolio || status);

  const toolbar = (
    <ListToolbar list={list} searchLabel="Search projects" placeholder="Title, client, place or contact" />
  );

  if (isPending)
    return (
      <div className="grid gap-4">
        {toolbar}
        <LoadingRows />
      </div>
    );
  if (isError) {
    return (
      <div className="grid gap-4">
        {toolbar}
        <div className="grid justify-items-start gap-4 border border-[var(--color-line)] p-6">
          <p>Failed to fetch projects</p>
          <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isRefetching}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (data.total === 0 && !filtered) {
    return (
      <div className="grid gap-12">
        <div className="grid justify-items-start gap-4 border border-dashed border-[var(--color-line)] p-8">
          <p className="text-lg">No projects found</p>
          <p className="text-sm text-[var(--color-muted)]">
            Create the first project to start the portfolio.
          </p>
          <Button onClick={onCreate}>Create Project</Button>
        </div>
        <ArchivedProjects />
      </div>
    );
  }

  const published = data.items.filter((p) => p.published);
  const others = data.items.filter((p) => !p.published);
  const order = data.portfolioOrder;

  async function move(id: number, delta: -1 | 1) {
    const ids = [...order];
    const from = ids.indexOf(id);
    const to = from + delta;
    if (from === -1 || to < 0 || to >= ids.length) return;
    const swapped = ids[to];
    if (swapped === undefined) return;
    ids[to] = id;
    ids[from] = swapped;
    setMoving(true);
    try {
      await reorderPortfolio(ids);
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
      await invalidateProjects(queryClient);
    } catch (err) {
      toastFailure("Failed to update project", err, "There was an error saving the portfolio order.");
      await invalidateProjects(queryClient);
    } finally {
      setMoving(false);
    }
  }

  const actions = { onEdit, onMove: move, moving };
  return (
    <div className="grid gap-8">
      {toolbar}
      <div
        className={`grid gap-8 ${isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={isPlaceholderData || undefined}
      >
        {data.items.length === 0 ? (
          <p className="border border-[var(--color-line)] py-6 text-center text-sm text-[var(--color-muted)]">
            {params.q ? `No projects match "${params.q}".` : "No projects match these filters."}
          </p>
        ) : null}
        {published.length > 0 || (!filtered && data.page === 1) ? (
          <ProjectsSection
            headingId="admin-published-heading"
            heading={
              <>
                In the portfolio <span className="text-[var(--color-muted)]">({order.length})</span>
              </>
            }
            note="Shown publicly in this order. Use the arrows to reorder."
          >
            {published.length === 0 ? (
              <p className="py-6 text-sm text-[var(--color-muted)]">
                No published projects yet. Switch on Publish to Portfolio to show a project.
              </p>
            ) : (
              <ProjectsTable label="In the portfolio" projects={published} order={order} {...actions} />
            )}
          </ProjectsSection>
        ) : null}
        {others.length > 0 ? (
          <ProjectsSection
            headingId="admin-private-heading"
            heading="Not published"
            note="Private: visible to you and, through their links, to clients."
          >
            <ProjectsTable label="Not published" projects={others} order={null} {...actions} />
          </ProjectsSection>
        ) : null}
      </div>
      <Pager
        label="Projects"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        busy={isPlaceholderData}
        onPage={(page) => set({ page })}
      />
      <ArchivedProjects />
    </div>
  );
}
