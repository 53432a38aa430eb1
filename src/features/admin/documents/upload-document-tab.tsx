/**
 * Upload Document tab (SPEC sections 2, 5, 7 and 8): project, category, title, optional
 * description and a file, sent straight to storage with real progress, then registered. A new
 * file can also replace a current document as its next version.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field, Select, TextareaField, TextField } from "../../../components/ui/field";
import { ProgressBar } from "../../../components/ui/spinner";
import { formatBytes, formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CATEGORIES,
  DOCUMENT_HELP_TEXT,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  type DocumentCategory,
} from "../../../shared/documents";
import { Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { useSelectedProject } from "../shared/selected-project";
import { toastError } from "../shared/toast-failure";
import { projectDocumentsKey, projectDocumentsQuery } from "./queries";
import { uploadDocument } from "./transfer";

export function UploadDocumentTab() {
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useSelectedProject();
  const [category, setCategory] = useState<DocumentCategory | "">("");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [replaces, setReplaces] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const uploading = progress !== null;

  // Current documents of this project and category, which a new file may replace.
  const docs = useQuery({ ...projectDocumentsQuery(projectId ?? 0), enabled: projectId !== null });
  const replaceable =
    category && docs.data
      ? docs.data.filter((d) => d.category === category && d.source === "studio" && !d.supersededAt)
      : [];

  const ready = projectId !== null && category !== "" && title.trim() !== "" && file !== null;

  function reset() {
    setCategory("");
    setTitle("");
    setDescription("");
    setFile(null);
    setReplaces(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (uploading) return;
    if (!file) {
      toastError(DOCUMENT_MESSAGES.noFileTitle, DOCUMENT_MESSAGES.noFileDescription);
      return;
    }
    if (projectId === null || !category || !title.trim()) {
      toastError(DOCUMENT_MESSAGES.missingTitle, DOCUMENT_MESSAGES.missingDescription);
      return;
    }
    setProgress(0);
    try {
      const doc = await uploadDocument(
        { projectId, category, title, description, file, replacesDocumentId: replaces },
        setProgress,
      );
      toast({
        title: DOCUMENT_MESSAGES.uploadedTitle,
        description: `${doc.title} has been added to the project.`,
      });
      reset();
    } catch (err) {
      toast({
        title: DOCUMENT_MESSAGES.uploadFailedTitle,
        description:
          err instanceof Error && err.message ? err.message : DOCUMENT_MESSAGES.uploadFailedDefault,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
      if (projectId !== null)
        await queryClient.invalidateQueries({ queryKey: projectDocumentsKey(projectId) });
    }
  }

  return (
    <Panel
      title="Upload Document"
      description="Add a proposal, drawing or selection to a project. It appears in the client's portal at once."
      className="mx-auto max-w-3xl"
    >
      <form onSubmit={onSubmit} className="grid gap-5" aria-busy={uploading}>
        <div className="grid gap-5 md:grid-cols-2">
          <ProjectSelect
            value={projectId}
            required
            onChange={(id) => {
              setProjectId(id);
              setReplaces(null);
            }}
          />
          <Field label="Category" required>
            {(props) => (
              <Select
                {...props}
                value={category}
                disabled={uploading}
                onChange={(e) => {
                  setCategory(e.target.value as DocumentCategory | "");
                  setReplaces(null);
                }}
                options={DOCUMENT_CATEGORIES}
              >
                <option value="">Select a category</option>
              </Select>
            )}
          </Field>
        </div>
        <TextField
          label="Title"
          required
          value={title}
          maxLength={DOCUMENT_LIMITS.title}
          disabled={uploading}
          placeholder="e.g. Living room elevations"
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextareaField
          label="Description"
          hint="Optional. A line of context the client sees with the document."
          rows={3}
          value={description}
          maxLength={DOCUMENT_LIMITS.description}
          disabled={uploading}
          onChange={(e) => setDescription(e.target.value)}
        />
        {replaceable.length > 0 ? (
          <Field
            label="Replace an existing document"
            hint="Optional. The client then sees the new file marked as updated; earlier versions stay listed here."
          >
            {(props) => (
              <Select
                {...props}
                value={replaces === null ? "" : String(replaces)}
                disabled={uploading}
                onChange={(e) => setReplaces(e.target.value ? Number(e.target.value) : null)}
                options={replaceable.map((d) => ({
                  value: d.id,
                  label: `${d.title} (${d.fileName}, ${formatDate(d.createdAt)})`,
                }))}
              >
                <option value="">No, add as a new document</option>
              </Select>
            )}
          </Field>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={`${fileHintId}-input`} className="text-sm font-medium">
            File
            <span aria-hidden="true" className="ml-0.5 text-[var(--color-accent)]">
              *
            </span>
          </label>
          <div className="border border-dashed border-[var(--color-line)] bg-[var(--color-bg)] px-4 py-5">
            <input
              ref={fileInput}
              id={`${fileHintId}-input`}
              type="file"
              accept={DOCUMENT_ACCEPT}
              disabled={uploading}
              aria-describedby={fileHintId}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-[var(--color-muted)] file:mr-4 file:cursor-pointer file:rounded-[var(--radius-sm)] file:border file:border-[var(--color-ink)] file:bg-transparent file:px-4 file:py-2 file:text-sm file:font-medium file:text-[var(--color-ink)] hover:file:bg-[var(--color-ink)] hover:file:text-[var(--color-bg)]"
            />
            {file ? (
              <p className="mt-3 text-sm">
                {file.name} <span className="text-[var(--color-muted)]">· {formatBytes(file.size)}</span>
              </p>
            ) : null}
          </div>
          <p id={fileHintId} className="text-xs text-[var(--color-muted)]">
            {DOCUMENT_HELP_TEXT}
          </p>
        </div>
        {uploading ? (
          <div className="grid gap-2" aria-live="polite">
            <ProgressBar value={(progress ?? 0) * 100} label="Upload progress" />
            <p className="text-xs text-[var(--color-muted)]">
              {progress !== null && progress >= 1
                ? "Saving..."
                : `Uploading... ${Math.round((progress ?? 0) * 100)}%`}
            </p>
          </div>
        ) : null}
        <div className="flex justify-end border-t border-[var(--color-line)] pt-5">
          <BusyButton busy={uploading} busyLabel="Uploading" type="submit" disabled={!ready || uploading}>
            {uploading ? "Uploading..." : "Upload Document"}
          </BusyButton>
        </div>
      </form>
    </Panel>
  );
}
