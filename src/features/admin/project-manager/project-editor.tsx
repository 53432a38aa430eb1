/**
 * The Project Manager's editor: the project's details and its image list on one form, saved
 * together (use-project-save.ts), with a preview of the portfolio page.
 */
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import {
  type AdminProjectDetail,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  portfolioDisplayTitle,
} from "../../../shared/project";
import { ProjectFields, projectToForm, useProjectForm } from "../projects/project-form";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { ImageListEditor } from "./image-list-editor";
import { ProjectPreviewDialog, previewProject } from "./project-preview";
import { SaveBar } from "./save-bar";
import { useImageList } from "./use-image-list";
import { useProjectSave } from "./use-project-save";

/** SPEC: draft gray, published green, archived red; always with the word. */
const STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  draft: "neutral",
  published: "success",
  archived: "danger",
};

/** Where the project stands, as the dashboard shows it: in the portfolio or private, its status, archived. */
function ProjectPills({ project }: { project: AdminProjectDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="pm-status">
      {project.archivedAt ? (
        <StatusPill tone="danger">Archived</StatusPill>
      ) : (
        <StatusPill tone={project.published ? "success" : "neutral"}>
          {project.published ? "Published" : "Unpublished"}
        </StatusPill>
      )}
      <StatusPill tone={STATUS_TONES[project.status]}>
        Status: {PROJECT_STATUS_LABELS[project.status]}
      </StatusPill>
      {project.featured ? <StatusPill tone="info">Featured</StatusPill> : null}
    </div>
  );
}

export function ProjectEditor({ project }: { project: AdminProjectDetail | null }) {
  const form = useProjectForm(project ? "edit" : "create", project ? projectToForm(project) : undefined);
  const images = useImageList(project?.images ?? []);
  const { projectId, saving, save } = useProjectSave(project, form, images);
  const [previewOpen, setPreviewOpen] = useState(false);
  const { items } = images;

  const preview = useMemo(
    () => previewProject(form.values, items, projectId),
    [form.values, items, projectId],
  );
  const heading = project
    ? portfolioDisplayTitle(project)
    : projectId
      ? form.values.portfolioTitle
      : "New Project";

  return (
    <div className="container-page pt-4 pb-32 md:pt-6">
      <Link
        to="/admin"
        search={{ tab: "projects" }}
        className="text-sm text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
      >
        ← Back to projects
      </Link>
      <div className="mt-3 grid gap-1.5">
        <p className="text-xs text-[var(--color-muted)]">Project Manager</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h1 className="text-lg leading-tight md:text-xl">{heading}</h1>
          {project ? <ProjectPills project={project} /> : null}
        </div>
        <p className="max-w-2xl text-[0.8125rem] text-[var(--color-muted)]">
          {project
            ? "Edit the details and photographs of this project. Changes are saved when you choose Save Changes."
            : "Fill in the project and add its photographs. New projects stay private until you publish them from the dashboard."}
        </p>
      </div>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="mt-6 grid gap-10"
        aria-busy={saving}
      >
        <section aria-labelledby="pm-details" className="grid gap-6">
          <h2 id="pm-details" className="border-b border-[var(--color-line)] pb-2 text-base">
            Details
          </h2>
          <fieldset disabled={saving} className="min-w-0">
            <ProjectFields form={form} />
          </fieldset>
        </section>

        <section aria-labelledby="pm-images" className="grid gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-2">
            <h2 id="pm-images" className="text-base">
              Images <span className="text-[var(--color-muted)]">({items.length})</span>
            </h2>
            <p className="text-xs text-[var(--color-muted)]">
              The gallery follows this order. The hero is the photo on the portfolio card.
            </p>
          </div>
          <ImageListEditor
            items={items}
            busy={saving}
            error={images.error}
            onAddFiles={images.addFiles}
            onChange={images.change}
            onHero={images.chooseHero}
            onMove={images.move}
            onRemove={images.remove}
            onRetry={() => void save()}
          />
        </section>

        <SaveBar
          saving={saving}
          total={items.length}
          pending={items.filter((i) => i.serverId === null).length}
          created={projectId !== null}
          onPreview={() => setPreviewOpen(true)}
        />
      </form>
      <ProjectPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} project={preview} />
    </div>
  );
}
