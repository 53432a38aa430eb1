/** Create New Project and Edit Project dialogs (SPEC section 2), toasts of SPEC section 8. */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../lib/toast-store";
import { type AdminProject, portfolioDisplayTitle } from "../../../shared/project";
import { FormDialogButtons } from "../shared/form-dialog-buttons";
import { ProjectFields, projectSaveFailed, projectToForm, useProjectForm } from "./project-form";
import { createProject, invalidateProjects, updateProject } from "./queries";

/**
 * The form state lives as long as the component: callers mount it with a fresh `key` for each
 * opening, so every opening starts from the project's current values (or an empty form).
 */
export function ProjectDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; none for Create New Project. */
  project?: AdminProject;
}) {
  const mode = project ? "edit" : "create";
  const queryClient = useQueryClient();
  const form = useProjectForm(mode, project ? projectToForm(project) : undefined);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setSaving(true);
    try {
      if (project) {
        await updateProject(project.id, input);
        toast({ title: "Project updated successfully" });
      } else {
        const created = await createProject(input);
        toast({
          title: "Project created successfully",
          description: `Project "${created.title}" has been created.`,
        });
      }
      await invalidateProjects(queryClient);
      onOpenChange(false);
    } catch (err) {
      projectSaveFailed(form, !project, err);
    } finally {
      setSaving(false);
    }
  }

  const formId = project ? `edit-project-${project.id}` : "create-project";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      size="lg"
      title={project ? "Edit Project" : "Create New Project"}
      description={
        project
          ? `Changes to ${portfolioDisplayTitle(project)} are saved for the portfolio and the client portal.`
          : "New projects stay private until you publish them to the portfolio."
      }
      footer={
        <FormDialogButtons
          formId={formId}
          busy={saving}
          submit={project ? "Save Changes" : "Create Project"}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ProjectFields form={form} />
      </form>
    </Dialog>
  );
}

/** Opens Create New Project (no argument) or Edit Project; render `element` once on the page. */
export function useProjectDialog() {
  const [state, setState] = useState<{ key: number; open: boolean; project?: AdminProject }>({
    key: 0,
    open: false,
  });
  const openDialog = useCallback(
    (project?: AdminProject) => setState((s) => ({ key: s.key + 1, open: true, project })),
    [],
  );
  const element =
    state.key === 0 ? null : (
      <ProjectDialog
        key={state.key}
        open={state.open}
        project={state.project}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
    );
  return { openDialog, element };
}
