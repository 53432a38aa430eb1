/**
 * 'Upload Files' (real, not simulated): the client sends the studio inspiration photos, floor
 * plans and measurements. Each file goes uploading → completed (or failed with the server's
 * message and a retry), with real progress from XMLHttpRequest. Type and 10 MB are checked here
 * for a quick answer and again by the server, which is what counts.
 */
import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { ProgressBar } from "../../components/ui/spinner";
import { formatBytes, formatDate } from "../../lib/format";
import {
  CLIENT_UPLOAD_ACCEPT,
  CLIENT_UPLOAD_MAX_BYTES,
  CLIENT_UPLOAD_MAX_LABEL,
  clientUploadType,
  type PortalUpload,
} from "../../shared/portal";
import { fileKind } from "./document-sections";
import { type PortalAccess, portalKeys, uploadClientFile } from "./portal-api";
import { AlertIcon, CheckIcon, FileIcon, ImageIcon, UploadIcon } from "./portal-icons";

/** Upload widget item (SPEC section 3), with a failure state and its message. */
type UploadItem = {
  id: string;
  file: File;
  name: string;
  size: number;
  type: string;
  progress: number;
  status: "uploading" | "completed" | "failed";
  error: string | null;
  uploadedId: number | null;
};

let itemCounter = 0;

/** A problem the browser can already see, or null when the file may be sent. */
function localProblem(file: File): string | null {
  if (!clientUploadType(file.name))
    return "This type of file is not accepted. Please send images, PDF, Word or text files.";
  if (file.size === 0) return "The file is empty.";
  if (file.size > CLIENT_UPLOAD_MAX_BYTES) return `The file is larger than ${CLIENT_UPLOAD_MAX_LABEL}.`;
  return null;
}

export function UploadFiles({
  access,
  uploads,
  timeZone,
}: {
  access: PortalAccess;
  uploads: PortalUpload[];
  timeZone?: string;
}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (item: UploadItem) => {
      const problem = localProblem(item.file);
      if (problem) {
        update(item.id, { status: "failed", error: problem, progress: 0 });
        return;
      }
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: "uploading", error: null, progress: 0 });
      try {
        const created = await uploadClientFile(
          access,
          item.file,
          item.type,
          (fraction) => update(item.id, { progress: Math.min(99, Math.round(fraction * 100)) }),
          controller.signal,
        );
        update(item.id, { status: "completed", progress: 100, uploadedId: created.id });
        await queryClient.invalidateQueries({ queryKey: portalKeys.view(access) });
      } catch (error) {
        update(item.id, {
          status: "failed",
          error: error instanceof Error ? error.message : "There was an error uploading the file.",
        });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [access, queryClient, update],
  );

  const addFiles = (files: FileList | File[]) => {
    const added: UploadItem[] = [...files].map((file) => {
      itemCounter++;
      return {
        id: `upload-${itemCounter}`,
        file,
        name: file.name,
        size: file.size,
        type: clientUploadType(file.name) ?? file.type,
        progress: 0,
        status: "uploading",
        error: null,
        uploadedId: null,
      };
    });
    setItems((list) => [...list, ...added]);
    for (const item of added) void start(item);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  // A completed file moves to 'Sent to the studio' once the refreshed list includes it.
  const sentIds = new Set(uploads.map((u) => u.id));
  const visible = items.filter(
    (i) => !(i.status === "completed" && i.uploadedId !== null && sentIds.has(i.uploadedId)),
  );

  return (
    <div className="grid gap-10">
      <div>
        <h2 className="text-2xl md:text-[1.75rem]">Send us files</h2>
        <p className="prose-measure mt-2 text-sm leading-relaxed text-[var(--color-muted)]">
          Inspiration photos, floor plans, measurements: anything that helps us understand your home. Files go
          straight to the studio.
        </p>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a convenience; the labelled button and input below are the accessible way in */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        className={`flex flex-col items-center gap-4 rounded-[var(--radius-md)] border border-dashed px-6 py-10 text-center transition-colors duration-200 md:py-14 ${
          dragging
            ? "border-[var(--color-accent)] bg-[color-mix(in_srgb,var(--color-accent)_6%,var(--color-surface))]"
            : "border-[color-mix(in_srgb,var(--color-ink)_25%,var(--color-line))] bg-[var(--color-surface)]"
        }`}
      >
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-[var(--color-subtle)] text-[var(--color-muted)]"
        >
          <UploadIcon size={22} />
        </span>
        <div>
          <p className="font-serif text-xl">
            <span className="hidden md:inline">Drop files here or choose them</span>
            <span className="md:hidden">Choose photos or files</span>
          </p>
          <p id={hintId} className="mt-1 text-sm text-[var(--color-muted)]">
            Images, PDF, Word or text files
            <span className="block">Up to 10MB each</span>
          </p>
        </div>
        <label htmlFor={inputId} className="sr-only">
          Choose files to send to the studio
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={CLIENT_UPLOAD_ACCEPT}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => {
            if (e.target.files && e.target.files.length > 0) addFiles(e.target.files);
            e.target.value = "";
          }}
        />
        <Button size="lg" onClick={() => inputRef.current?.click()} className="w-full sm:w-auto">
          Choose files
        </Button>
      </div>

      {visible.length > 0 ? (
        <section aria-label="Uploads in progress">
          <ul className="grid gap-3">
            {visible.map((item) => (
              <li
                key={item.id}
                data-upload-status={item.status}
                className="rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-surface)] p-4"
              >
                <div className="flex items-start gap-3">
                  <span aria-hidden="true" className="mt-0.5 text-[var(--color-muted)]">
                    {item.type.startsWith("image/") ? <ImageIcon /> : <FileIcon />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{item.name}</p>
                    <p className="text-xs text-[var(--color-muted)]">{formatBytes(item.size)}</p>
                  </div>
                  <UploadStatus item={item} />
                </div>
                {item.status === "uploading" ? (
                  <div className="mt-3">
                    <ProgressBar value={item.progress} label={`Uploading ${item.name}`} />
                  </div>
                ) : null}
                {item.status === "failed" ? (
                  <div className="mt-3 grid gap-2">
                    <p role="alert" className="text-sm text-[var(--color-danger)]">
                      {item.error}
                    </p>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setItems((list) => list.filter((i) => i.id !== item.id))}
                      >
                        Remove
                      </Button>
                      {localProblem(item.file) === null ? (
                        <Button variant="outline" size="sm" onClick={() => void start(item)}>
                          Retry
                        </Button>
                      ) : null}
                    </div>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${inputId}-sent`}>
        <h3 id={`${inputId}-sent`} className="eyebrow mb-3">
          Sent to the studio
        </h3>
        {uploads.length === 0 ? (
          <p className="text-sm text-[var(--color-muted)]">Files you send will be listed here.</p>
        ) : (
          <ul className="divide-y divide-[var(--color-line)] border-y border-[var(--color-line)]">
            {uploads.map((u) => (
              <li key={u.id} className="flex items-start gap-3 py-3.5">
                <span aria-hidden="true" className="mt-0.5 text-[var(--color-success)]">
                  <CheckIcon size={18} />
                </span>
                <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
                  <p className="truncate text-sm">{u.fileName}</p>
                  <p className="shrink-0 text-xs text-[var(--color-muted)]">
                    {fileKind(u.mimeType)}, {formatBytes(u.fileSize)} · Sent{" "}
                    {formatDate(u.createdAt, timeZone)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadStatus({ item }: { item: UploadItem }) {
  if (item.status === "completed") {
    return (
      <span className="flex shrink-0 items-center gap-1 text-xs text-[var(--color-success)]">
        <CheckIcon size={14} /> Sent
      </span>
    );
  }
  if (item.status === "failed") {
    return (
      <span className="flex shrink-0 items-center gap-1 text-xs text-[var(--color-danger)]">
        <AlertIcon size={14} /> Failed
      </span>
    );
  }
  return (
    <span className="shrink-0 text-xs text-[var(--color-muted)] tabular-nums" aria-live="polite">
      {item.progress < 99 ? `${item.progress}%` : "Finishing…"}
    </span>
  );
}
