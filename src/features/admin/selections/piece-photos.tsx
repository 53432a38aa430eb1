/**
 * A piece's photos in the admin's Selections tab (issue 29, item 1): the photos in order (the first
 * is the piece's main photo, the one the client sees large), move earlier or later, remove, and
 * "Add photos" (one or more files). Each file is made into its web size in the browser like project
 * images (docs/decisions/0005-image-variants.md), but a piece keeps one address per photo, so only
 * the largest size up to 1920 px is uploaded (worker/selections/router-photos.ts); a WebP photo's
 * JPEG print copy for the PDF is made right after. Reorder and remove save the piece's photos.
 */
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormError } from "../../../components/ui/field";
import { sendJson } from "../../../lib/api";
import type { AdminSelectionItem, AdminSelectionsView } from "../../../shared/selections";
import { SELECTION_LIMITS } from "../../../shared/selections";
import { makeVariants } from "../project-manager/image-variants";
import { type UploadTarget, uploadErrorMessage, uploadVariants } from "../project-manager/upload-image";
import { makePrintCopy } from "./print-copies";
import type { Change } from "./use-change";

const ACCEPTED = "image/jpeg,image/png,image/webp";

/**
 * The size uploaded for a piece's photo: the largest made up to 1920 px. The sizes made are 480,
 * 960, 1600, 2400 and the original's own width when smaller (variant-widths.ts), so a photo 1600 px
 * wide or more is sent at 1600 to 1920 px, and a smaller one as it is (re-encoded, never upscaled).
 */
const MAX_WIDTH = 1920;

export function PiecePhotos({ item, change }: { item: AdminSelectionItem; change: Change }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photos = item.photos;
  const room = SELECTION_LIMITS.photos - photos.length;

  const save = (next: string[], done: string) =>
    change.mutate({
      method: "PUT",
      url: `/api/admin/selection-items/${item.id}`,
      body: { photos: next },
      done,
    });

  const move = (index: number, delta: number) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    if (photo === undefined) return;
    next.splice(index + delta, 0, photo);
    save(next, index + delta === 0 ? "Main photo chosen" : "Photos reordered");
  };

  async function upload(files: File[]) {
    setError(null);
    if (files.length > room) {
      setError(`Please keep to ${SELECTION_LIMITS.photos} photos per piece: ${room} more can be added.`);
      return;
    }
    for (const [i, file] of files.entries()) {
      const label = files.length > 1 ? `${i + 1} of ${files.length}` : file.name;
      try {
        if (!ACCEPTED.split(",").includes(file.type)) {
          throw new Error(`${file.name} is not a JPEG, PNG or WebP image.`);
        }
        setProgress(`Preparing ${label}…`);
        // Only the size that is uploaded is made: each WebP encoding of a large photo takes a while.
        const made = await makeVariants(file, undefined, (widths) => [
          [...widths].reverse().find((w) => w <= MAX_WIDTH) ?? widths[0] ?? 0,
        ]);
        const web = made.variants[0];
        if (!web) throw new Error(`${file.name} could not be read.`);
        setProgress(`Uploading ${label}…`);
        const [uploaded] = await uploadVariants(
          file.name,
          [web],
          (target) =>
            sendJson<UploadTarget>("POST", `/api/admin/selection-items/${item.id}/photos/upload-url`, target),
          (f) => setProgress(`Uploading ${label}… ${Math.round(f * 100)}%`),
        );
        if (!uploaded) throw new Error(`${file.name} could not be uploaded.`);
        const view = await change.mutateAsync({
          method: "POST",
          url: `/api/admin/selection-items/${item.id}/photos`,
          body: { objectPath: uploaded.objectPath },
          done: files.length > 1 ? `Photo ${i + 1} of ${files.length} added` : "Photo added",
        });
        if (web.type === "image/webp") {
          const added = findPhotos(view, item.id).at(-1);
          if (added) await makePrintCopy(added);
        }
      } catch (err) {
        // The server's refusal is already shown by the tab's toast; say it here too, in place.
        setError(uploadErrorMessage(err, `${file.name} could not be added.`));
        break;
      }
    }
    setProgress(null);
    if (input.current) input.current.value = "";
  }

  const busy = progress !== null || change.isPending;
  return (
    <section aria-label={`Photos of ${item.name}`} className="grid gap-2">
      <p className="text-sm font-medium">Photos</p>
      {photos.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">
          No photos yet. The first photo is the one the client sees large.
        </p>
      ) : (
        <ol className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={`${photo}-${index}`} className="grid w-28 gap-1" data-piece-photo={photo}>
              {photo.startsWith("/") ? (
                <img
                  src={photo}
                  alt={`${item.name}, ${index + 1} of ${photos.length}`}
                  className="h-28 w-28 border border-[var(--color-line)] object-cover"
                />
              ) : (
                <a
                  href={photo}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="flex h-28 w-28 items-center justify-center border border-[var(--color-line)] p-2 text-center text-xs underline"
                >
                  Web photo {index + 1}
                </a>
              )}
              <span className="text-xs text-[var(--color-muted)]">
                {index === 0 ? "Main photo" : `Photo ${index + 1}`}
              </span>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-2"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0 || busy}
                  onClick={() => move(index, -1)}
                >
                  ←
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-2"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === photos.length - 1 || busy}
                  onClick={() => move(index, 1)}
                >
                  →
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-2"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(`Remove photo ${index + 1} of ${item.name}?`))
                      save(
                        photos.filter((_, i) => i !== index),
                        "Photo removed",
                      );
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="sr-only">
          Add photos of {item.name}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED}
          multiple
          tabIndex={-1}
          className="sr-only"
          disabled={busy || room <= 0}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            if (files.length > 0) void upload(files);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={busy || room <= 0}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        <span className="text-xs text-[var(--color-muted)]" aria-live="polite">
          {progress ??
            (room <= 0
              ? `${SELECTION_LIMITS.photos} photos is the most a piece can have.`
              : "JPEG, PNG or WebP, up to 20 MB each.")}
        </span>
      </div>
      <FormError message={error} />
    </section>
  );
}

function findPhotos(view: AdminSelectionsView, itemId: number): string[] {
  for (const room of view.rooms) for (const i of room.items) if (i.id === itemId) return i.photos;
  return [];
}
