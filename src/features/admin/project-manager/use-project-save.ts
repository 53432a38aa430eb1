/**
 * Create Project / Save Changes of the Project Manager: checks the form and the image list, stores
 * the project (created once, then updated only when its details changed) and then its images, and
 * says how it went. It also knows whether anything is unsaved, and then asks before the page is
 * left.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast-store";
import type { AdminProjectDetail, ProjectFormValues } from "../../../shared/project";
import { type ProjectForm, projectSaveFailed, projectToForm } from "../projects/project-form";
import { createProject, invalidateProjects, updateProject } from "../projects/queries";
import type { ImageList } from "./use-image-list";

export const IMAGES_REQUIRED = {
  title: "Images required",
  description: "Please add at least one image to the project.",
} as const;

const formKey = (v: ProjectFormValues) => JSON.stringify(v);

export function useProjectSave(project: AdminProjectDetail | null, form: ProjectForm, images: ImageList) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState<number | null>(project?.id ?? null);
  const [saving, setSaving] = useState(false);
  const savedFormRef = useRef<string | null>(project ? formKey(projectToForm(project)) : null);
  // Set once this page created the project: a later Retry still ends with "created".
  const createdTitleRef = useRef<string | null>(null);

  // Leaving with unsaved work asks first.
  const initialFormRef = useRef(formKey(form.values));
  const unsaved = images.dirty || formKey(form.values) !== (savedFormRef.current ?? initialFormRef.current);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  async function save() {
    const input = form.validate();
    if (!input) return;
    if (images.isEmpty()) {
      images.setError(IMAGES_REQUIRED.description);
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
      projectSaveFailed(form, creating, err);
      setSaving(false);
      return;
    }

    const { failures, orderFailed } = await images.sync(id);
    await invalidateProjects(queryClient);
    setSaving(false);

    if (failures === 0) {
      images.markSaved();
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

  return { projectId, saving, save };
}
