/**
 * The Projects tab (SPEC section 2): every project as a dense row with its hero, badges, the
 * Publish to Portfolio switch, edit, images, client-link actions and delete. Published projects
 * come first, in portfolio order, with move up/down to change that order.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import {
  type AdminProject,
  portfolioDisplayTitle,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from "../../../shared/project";
import { ClientLinkActions, ClientLinkStatus } from "./client-link-actions";
import {
  adminProjectsQuery,
  deleteProject,
  invalidateProjects,
  reorderPortfolio,
  updateProject,
} from "./queries";

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  draft: "draft",
  published: "published",
  archived: "archived",
};

/** SPEC: draft gray, published green, archived red, any other value blue; always with its text. */
export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_TONES ? (status as ProjectStatus) : null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-[var(--color-muted)]">
      Status
      <Badge tone={known ? STATUS_TONES[known] : "info"}>
        {known ? PROJECT_STATUS_LABELS[known] : status}
      </Badge>
    </span>
  );
}

function Thumb({ project }: { project: AdminProject }) {
  const hero = project.heroImage;
  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-[var(--color-subtle)]">
      {hero ? (
        <ResponsiveImage
          src={hero.imagePath}
          variants={hero.variants}
          width={hero.width}
          height={hero.height}
          alt=""
          sizes="144px"
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

function PublishSwitch({ project }: { project: AdminProject }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<boolean | null>(null);

  async function change(next: boolean) {
    setPending(next);
    try {
      await updateProject(project.id, { published: next });
      toast({
        title: next ? "Project published" : "Project unpublished",
        description:
          next && project.imageCount === 0
            ? "It has no photographs yet, so its portfolio card shows 'No image'."
            : undefined,
      });
      await invalidateProjects(queryClient);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Failed to update project",
        description: errorMessage(err, "There was an error updating the project."),
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <Switch
      checked={pending ?? project.published}
      onCheckedChange={change}
      disabled={pending !== null}
      label="Publish to Portfolio"
    />
  );
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" className={up ? "" : "rotate-180"}>
      <path d="M7 11.5V2.5M3 6.5l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function ProjectRow({
  project,
  position,
  onEdit,
  onMove,
  moving,
}: {
  project: AdminProject;
  /** Index and total among published projects, when this one is published. */
  position: { index: number; total: number } | null;
  onEdit: (p: AdminProject) => void;
  onMove: (id: number, delta: -1 | 1) => void;
  moving: boolean;
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = portfolioDisplayTitle(project);
  const meta = [project.category, project.year, project.location]
    .filter((v) => v !== null && v !== "")
    .join(" · ");

  async function remove() {
    setDeleting(true);
    try {
      await deleteProject(project.id);
      toast({ title: "Project deleted", description: `${title} and its files have been deleted.` });
      await invalidateProjects(queryClient);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Failed to delete project",
        description: errorMessage(err, "There was an error deleting the project."),
      });
      setDeleting(false);
    }
  }

  return (
    <li
      data-testid="admin-project-row"
      data-project-id={project.id}
      aria-labelledby={titleId}
      className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 border-b border-[var(--color-line)] py-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6 ${deleting ? "opacity-50" : ""}`}
    >
      <Thumb project={project} />
      <div className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-serif text-xl leading-tight" data-testid="admin-project-title">
              {title}
            </h3>
            <p className="mt-1 truncate text-sm text-[var(--color-muted)]">{project.clientProjectName}</p>
          </div>
          {position ? (
            <div className="flex items-center gap-1">
              <span className="mr-1 text-xs text-[var(--color-muted)] tabular-nums">
                {position.index + 1} of {position.total}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Move ${title} up`}
                disabled={moving || position.index === 0}
                onClick={() => onMove(project.id, -1)}
              >
                <ArrowIcon up />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Move ${title} down`}
                disabled={moving || position.index === position.total - 1}
                onClick={() => onMove(project.id, 1)}
              >
                <ArrowIcon up={false} />
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone={project.published ? "success" : "neutral"}>
            {project.published ? "Published" : "Unpublished"}
          </Badge>
          <StatusBadge status={project.status} />
          {project.featured ? <Badge tone="accent">Featured</Badge> : null}
        </div>
        <p className="text-xs text-[var(--color-muted)]">
          {meta}
          {meta ? " · " : ""}
          {project.imageCount} {project.imageCount === 1 ? "image" : "images"}
        </p>
        <ClientLinkStatus project={project} />
      </div>
      <div className="col-span-full flex flex-wrap items-center gap-x-2 gap-y-3 sm:col-start-2">
        <div className="basis-full sm:mr-3 sm:basis-auto">
          <PublishSwitch project={project} />
        </div>
        <Button variant="outline" size="sm" onClick={() => onEdit(project)}>
          Edit
        </Button>
        <Link
          to="/admin/projects"
          search={{ id: project.id }}
          className={buttonClass("outline", "sm")}
          aria-label={`Edit images of ${title}`}
        >
          Edit Images
        </Link>
        <ClientLinkActions project={project} />
        <Button
          variant="ghost"
          size="sm"
          className="text-[var(--color-danger)] sm:ml-auto"
          onClick={() => setConfirmDelete(true)}
          disabled={deleting}
        >
          {deleting ? <Spinner label="Deleting" size={12} /> : null}
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this project?"
        description={`${title} will be deleted with its ${project.imageCount} ${project.imageCount === 1 ? "image" : "images"}, documents, client assignments, meetings and client link, and their stored files. This cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={remove}
      />
    </li>
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
          <div className="aspect-[4/3] bg-[var(--color-subtle)]" />
          <div className="grid content-start gap-3">
            <div className="h-5 w-1/2 bg-[var(--color-subtle)]" />
            <div className="h-3 w-1/3 bg-[var(--color-subtle)]" />
            <div className="h-3 w-2/3 bg-[var(--color-subtle)]" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProjectsTab({
  onEdit,
  onCreate,
}: {
  onEdit: (p: AdminProject) => void;
  onCreate: () => void;
}) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminProjectsQuery);
  const [moving, setMoving] = useState(false);

  if (isPending) return <LoadingRows />;
  if (isError) {
    return (
      <div className="grid justify-items-start gap-4 border border-[var(--color-line)] p-6">
        <p>Failed to fetch projects</p>
        <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isRefetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="grid justify-items-start gap-4 border border-dashed border-[var(--color-line)] p-8">
        <p className="font-serif text-2xl">No projects found</p>
        <p className="text-sm text-[var(--color-muted)]">Create the first project to start the portfolio.</p>
        <Button onClick={onCreate}>Create Project</Button>
      </div>
    );
  }

  const published = data.filter((p) => p.published);
  const others = data.filter((p) => !p.published);

  async function move(id: number, delta: -1 | 1) {
    const ids = published.map((p) => p.id);
    const from = ids.indexOf(id);
    const to = from + delta;
    if (from === -1 || to < 0 || to >= ids.length) return;
    const swapped = ids[to];
    if (swapped === undefined) return;
    ids[to] = id;
    ids[from] = swapped;
    const previous = queryClient.getQueryData(adminProjectsQuery.queryKey);
    // Show the new order at once; the server confirms it (or we put the old one back).
    queryClient.setQueryData(adminProjectsQuery.queryKey, (list) => {
      if (!list) return list;
      const byId = new Map(list.map((p) => [p.id, p]));
      const reordered = ids.flatMap((pid, i) => {
        const p = byId.get(pid);
        return p ? [{ ...p, sortOrder: i + 1 }] : [];
      });
      return [...reordered, ...list.filter((p) => !p.published)];
    });
    setMoving(true);
    try {
      await reorderPortfolio(ids);
      await queryClient.invalidateQueries({ queryKey: ["projects"] });
    } catch (err) {
      queryClient.setQueryData(adminProjectsQuery.queryKey, previous);
      toast({
        variant: "destructive",
        title: "Failed to update project",
        description: errorMessage(err, "There was an error saving the portfolio order."),
      });
      await invalidateProjects(queryClient);
    } finally {
      setMoving(false);
    }
  }

  return (
    <div className="grid gap-12">
      <section aria-labelledby="admin-published-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
          <h2 id="admin-published-heading" className="font-serif text-2xl">
            In the portfolio <span className="text-[var(--color-muted)]">({published.length})</span>
          </h2>
          <p className="text-xs text-[var(--color-muted)]">
            Shown publicly in this order. Use the arrows to reorder.
          </p>
        </div>
        {published.length === 0 ? (
          <p className="py-6 text-sm text-[var(--color-muted)]">
            No published projects yet. Switch on Publish to Portfolio to show a project.
          </p>
        ) : (
          <ul>
            {published.map((p, index) => (
              <ProjectRow
                key={p.id}
                project={p}
                position={{ index, total: published.length }}
                onEdit={onEdit}
                onMove={move}
                moving={moving}
              />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="admin-private-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
            <h2 id="admin-private-heading" className="font-serif text-2xl">
              Not published <span className="text-[var(--color-muted)]">({others.length})</span>
            </h2>
            <p className="text-xs text-[var(--color-muted)]">
              Private: visible to you and, through their links, to clients.
            </p>
          </div>
          <ul>
            {others.map((p) => (
              <ProjectRow
                key={p.id}
                project={p}
                position={null}
                onEdit={onEdit}
                onMove={move}
                moving={moving}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
