/**
 * Project Manager (/admin/projects, SPEC section 2): the project form plus its image list. Without
 * `?id=` it creates a project and then its images one by one; with `?id=` it edits that project's
 * details and images (add, reorder, re-caption, change the hero, remove). Nothing is stored until
 * Create Project / Save Changes; image failures stay on screen with a Retry.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage, HttpError } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import {
  type AdminProjectDetail,
  portfolioDisplayTitle,
  type ProjectFormValues,
} from "../../../shared/project";
import { AdminShell } from "../dashboard/admin-shell";
import { ProjectFields, projectToForm, useProjectForm } from "../projects/project-form";
import {
  adminProjectQuery,
  createProject,
  deleteImage,
  invalidateProjects,
  registerImage,
  reorderImages,
  requestImageUpload,
  updateImage,
  updateProject,
} from "../projects/queries";
import {
  addItems,
  type ImageItem,
  itemFromImage,
  metadataChanged,
  moveItem,
  newItem,
  positions,
  removeItem,
  setHero,
  updateItem,
} from "./image-list";
import { ImageListEditor } from "./image-list-editor";
import { MAX_ORIGINAL_BYTES, type MadeVariant, makeVariants, readDimensions } from "./image-variants";
import { previewProject, ProjectPreviewDialog } from "./project-preview";
import { uploadErrorMessage, uploadVariants } from "./upload-image";

export const IMAGES_REQUIRED = {
  title: "Images required",
  description: "Please add at least one image to the project.",
} as const;

const formKey = (v: ProjectFormValues) => JSON.stringify(v);

function Editor({ project }: { project: AdminProjectDetail | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useProjectForm(project ? "edit" : "create", project ? projectToForm(project) : undefined);
  const [projectId, setProjectId] = useState<number | null>(project?.id ?? null);
  const [items, setItemsState] = useState<ImageItem[]>(() =>
    project ? project.images.map(itemFromImage) : [],
  );
  const itemsRef = useRef(items);
  const removedRef = useRef<number[]>([]);
  const savedFormRef = useRef<string | null>(project ? formKey(projectToForm(project)) : null);
  const madeRef = useRef(new Map<string, { width: number; height: number; variants: MadeVariant[] }>());
  const [saving, setSaving] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Set once this page created the project: a later Retry still ends with "created".
  const createdTitleRef = useRef<string | null>(null);

  const setItems = useCallback((update: (items: ImageItem[]) => ImageItem[]) => {
    itemsRef.current = update(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);
  const patchItem = useCallback(
    (key: string, patch: Partial<ImageItem>) => setItems((list) => updateItem(list, key, patch)),
    [setItems],
  );

  // Object URLs of chosen files live as long as the page.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  // Leaving with unsaved work asks first.
  const initialFormRef = useRef(formKey(form.values));
  const unsaved = dirty || formKey(form.values) !== (savedFormRef.current ?? initialFormRef.current);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  function addFiles(files: File[]) {
    const refused = files.filter((f) => !f.type.startsWith("image/"));
    const tooBig = files.filter((f) => f.type.startsWith("image/") && f.size > MAX_ORIGINAL_BYTES);
    const accepted = files.filter((f) => f.type.startsWith("image/") && f.size <= MAX_ORIGINAL_BYTES);
    if (refused.length > 0) {
      toast({
        variant: "destructive",
        title: "Only images can be added",
        description: `${refused.map((f) => f.name).join(", ")} ${refused.length === 1 ? "is not an image" : "are not images"}.`,
      });
    } else if (tooBig.length > 0) {
      toast({
        variant: "destructive",
        title: "Photo too large",
        description: `${tooBig.map((f) => f.name).join(", ")}: please export a copy under 60 MB.`,
      });
    }
    if (accepted.length === 0) return;
    const added = accepted.map((f) => newItem(f, URL.createObjectURL(f)));
    setItems((list) => addItems(list, added));
    setImageError(null);
    setDirty(true);
    for (const item of added) {
      if (!item.file) continue;
      readDimensions(item.file)
        .then((size) => patchItem(item.key, size))
        .catch((err: unknown) =>
          patchItem(item.key, {
            status: "failed",
            error: err instanceof Error ? err.message : "This image could not be read.",
          }),
        );
    }
  }

  function remove(key: string) {
    const item = itemsRef.current.find((i) => i.key === key);
    if (!item) return;
    if (item.serverId !== null) removedRef.current.push(item.serverId);
    if (item.file) URL.revokeObjectURL(item.previewUrl);
    madeRef.current.delete(key);
    setItems((list) => removeItem(list, key));
    setDirty(true);
  }

  /** One new image: web sizes, upload with progress, then registration. */
  async function uploadOne(id: number, item: ImageItem, sortOrder: number) {
    const file = item.file;
    if (!file) return;
    try {
      let made = madeRef.current.get(item.key);
      if (!made) {
        patchItem(item.key, { status: "preparing", progress: 0, error: null });
        made = await makeVariants(file, (p) => patchItem(item.key, { progress: p }));
        madeRef.current.set(item.key, made);
      }
      patchItem(item.key, {
        status: "uploading",
        progress: 0,
        error: null,
        width: made.width,
        height: made.height,
      });
      const uploaded = await uploadVariants(
        file.name,
        made.variants,
        (f) => requestImageUpload(id, f),
        (p) => patchItem(item.key, { progress: p }),
      );
      patchItem(item.key, { status: "saving", progress: 1 });
      // The latest text and hero choice: the user may have edited while it uploaded.
      const current = itemsRef.current.find((i) => i.key === item.key) ?? item;
      const image = await registerImage(id, {
        variants: uploaded,
        width: made.width,
        height: made.height,
        altText: current.altText,
        caption: current.caption,
        layout: current.layout,
        isHero: current.isHero,
        sortOrder,
      });
      madeRef.current.delete(item.key);
      patchItem(item.key, {
        status: "saved",
        serverId: image.id,
        variants: image.variants,
        error: null,
        saved: { altText: current.altText, caption: current.caption, layout: current.layout },
      });
      return true;
    } catch (err) {
      patchItem(item.key, { status: "failed", error: uploadErrorMessage(err) });
      return false;
    }
  }

  async function save() {
    const input = form.validate();
    if (!input) return;
    if (itemsRef.current.length === 0) {
      setImageError(IMAGES_REQUIRED.description);
      toast({ variant: "destructive", ...IMAGES_REQUIRED });
      return;
    }
    setSaving(true);
    const creating = projectId === null;
    let id = projectId;
    try {
      if (id === null) {
        const created = await createProject(input);
        id = created.id;
        createdTitleRef.current = created.title;
        setProjectId(id);
        savedFormRef.current = formKey(form.values);
      } else if (savedFormRef.current !== formKey(form.values)) {
        await updateProject(id, input);
        savedFormRef.current = formKey(form.values);
      }
    } catch (err) {
      if (err instanceof HttpError) form.setErrors(err.fieldErrors);
      toast({
        variant: "destructive",
        title: creating ? "Failed to create project" : "Failed to update project",
        description: errorMessage(
          err,
          creating ? "There was an error creating the project." : "There was an error updating the project.",
        ),
      });
      setSaving(false);
      return;
    }

    let failures = 0;
    let orderFailed = false;
    // 1. Images removed from the list.
    for (const imageId of [...removedRef.current]) {
      try {
        await deleteImage(imageId);
        removedRef.current = removedRef.current.filter((x) => x !== imageId);
      } catch (err) {
        // Already gone is what we wanted.
        if (err instanceof HttpError && err.status === 404) {
          removedRef.current = removedRef.current.filter((x) => x !== imageId);
        } else {
          failures += 1;
        }
      }
    }
    // 2. New images, one by one, in list order.
    const order = positions(itemsRef.current);
    for (const item of itemsRef.current.filter((i) => i.serverId === null)) {
      const ok = await uploadOne(id, item, order.get(item.key) ?? 0);
      if (!ok) failures += 1;
    }
    // 3. Alt text, caption and layout of stored images.
    for (const item of itemsRef.current.filter((i) => i.serverId !== null && metadataChanged(i))) {
      if (item.serverId === null) continue;
      try {
        await updateImage(item.serverId, {
          altText: item.altText,
          caption: item.caption,
          layout: item.layout,
        });
        patchItem(item.key, {
          status: "saved",
          error: null,
          saved: { altText: item.altText, caption: item.caption, layout: item.layout },
        });
      } catch (err) {
        failures += 1;
        patchItem(item.key, {
          status: "failed",
          error: uploadErrorMessage(err, "The changes were not saved."),
        });
      }
    }
    // 4. Order and hero, once the stored images match the list.
    const stored = itemsRef.current.filter((i) => i.serverId !== null);
    if (removedRef.current.length === 0 && stored.length > 0) {
      try {
        const ids = stored.flatMap((i) => (i.serverId === null ? [] : [i.serverId]));
        const result = ids.length > 1 ? await reorderImages(id, ids) : null;
        const hero = itemsRef.current.find((i) => i.isHero);
        // A lone image is always the hero already; otherwise the reorder answer tells us.
        const serverHero = result ? result.find((i) => i.isHero)?.id : stored[0]?.serverId;
        if (hero?.serverId && serverHero !== hero.serverId) {
          await updateImage(hero.serverId, { isHero: true });
        }
      } catch {
        failures += 1;
        orderFailed = true;
      }
    }
    await invalidateProjects(queryClient);
    setSaving(false);

    if (failures === 0) {
      setDirty(false);
      const createdTitle = createdTitleRef.current;
      toast(
        createdTitle !== null
          ? {
              title: "Project created successfully",
              description: `Project "${createdTitle}" has been created.`,
            }
          : { title: "Project updated successfully" },
      );
      await navigate({ to: "/admin", search: { tab: "projects" } });
      return;
    }
    toast({
      variant: "destructive",
      title: creating ? "Project created, some images were not saved" : "Some changes were not saved",
      description: orderFailed
        ? "The image order or hero could not be saved. Please try again."
        : "The images marked below were not saved. Use Retry to try them again.",
    });
  }

  const preview = useMemo(
    () => previewProject(form.values, items, projectId),
    [form.values, items, projectId],
  );
  const pending = items.filter((i) => i.serverId === null).length;
  const heading = project
    ? portfolioDisplayTitle(project)
    : projectId
      ? form.values.portfolioTitle
      : "New Project";

  return (
    <div className="container-page pt-8 pb-32 md:pt-12">
      <Link
        to="/admin"
        search={{ tab: "projects" }}
        className="text-sm text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
      >
        ← Back to projects
      </Link>
      <div className="mt-6">
        <p className="eyebrow">Project Manager</p>
        <h1 className="mt-2 text-3xl tracking-[-0.02em] md:text-4xl">{heading}</h1>
        <p className="mt-3 max-w-2xl text-sm text-[var(--color-muted)]">
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
        className="mt-10 grid gap-14"
        aria-busy={saving}
      >
        <section aria-labelledby="pm-details" className="grid gap-6">
          <h2 id="pm-details" className="border-b border-[var(--color-line)] pb-3 font-serif text-2xl">
            Details
          </h2>
          <fieldset disabled={saving} className="min-w-0">
            <ProjectFields form={form} />
          </fieldset>
        </section>

        <section aria-labelledby="pm-images" className="grid gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
            <h2 id="pm-images" className="font-serif text-2xl">
              Images <span className="text-[var(--color-muted)]">({items.length})</span>
            </h2>
            <p className="text-xs text-[var(--color-muted)]">
              The gallery follows this order. The hero is the photo on the portfolio card.
            </p>
          </div>
          <ImageListEditor
            items={items}
            busy={saving}
            error={imageError}
            onAddFiles={addFiles}
            onChange={(key, patch) => {
              patchItem(key, patch);
              setDirty(true);
            }}
            onHero={(key) => {
              setItems((list) => setHero(list, key));
              setDirty(true);
            }}
            onMove={(key, delta) => {
              setItems((list) => moveItem(list, key, delta));
              setDirty(true);
            }}
            onRemove={remove}
            onRetry={() => void save()}
          />
        </section>

        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-[var(--color-line)] bg-[var(--color-bg)]/95 backdrop-blur-md">
          <div className="container-page flex flex-wrap items-center justify-end gap-3 py-3">
            <p className="mr-auto text-xs text-[var(--color-muted)]" aria-live="polite">
              {saving
                ? pending > 0
                  ? `Uploading images… ${items.length - pending} of ${items.length} saved`
                  : "Saving…"
                : pending > 0 && projectId !== null
                  ? `${pending} ${pending === 1 ? "image" : "images"} not saved yet`
                  : ""}
            </p>
            <Button variant="outline" onClick={() => setPreviewOpen(true)}>
              Preview
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner label="Saving" /> : null}
              {projectId === null ? "Create Project" : "Save Changes"}
            </Button>
          </div>
        </div>
      </form>
      <ProjectPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} project={preview} />
    </div>
  );
}

export function ProjectManagerPage({ projectId }: { projectId: number | null }) {
  const query = useQuery({ ...adminProjectQuery(projectId ?? 0), enabled: projectId !== null });
  let body: React.ReactNode;
  if (projectId === null) {
    body = <Editor project={null} />;
  } else if (query.isPending) {
    body = (
      <div className="container-page flex items-center gap-3 py-16 text-[var(--color-muted)]">
        <Spinner label="Loading project" /> Loading project...
      </div>
    );
  } else if (query.isError || !query.data) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    body = (
      <div className="container-page grid justify-items-start gap-4 py-16">
        <h1 className="text-3xl">{missing ? "Project not found" : "Failed to fetch projects"}</h1>
        <p className="text-[var(--color-muted)]">
          {missing ? "This project may have been deleted." : "Please check your connection and try again."}
        </p>
        <Link to="/admin" search={{ tab: "projects" }} className={buttonClass("outline", "md")}>
          Back to projects
        </Link>
      </div>
    );
  } else {
    body = <Editor project={query.data} />;
  }
  return <AdminShell title="Project Manager">{body}</AdminShell>;
}
