/**
 * The Project Manager's image list (SPEC section 2): choose or drop files (images only), then per
 * image a hero choice, move up / down, remove, alt text, optional caption and the gallery layout,
 * with its upload progress and, when it failed, the reason and a Retry.
 */
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, FormError, optionsOf, Select, TextField } from "../../../components/ui/field";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { ProgressBar } from "../../../components/ui/spinner";
import { IMAGE_LAYOUT_LABELS, IMAGE_LAYOUTS, type ImageLayout } from "../../../shared/project";
import { DangerButton } from "../shared/danger-button";
import { MoveButtons } from "../shared/move-buttons";
import type { ImageItem } from "./image-list";

const LAYOUT_HINTS: Record<ImageLayout, string> = {
  auto: "Auto: portraits pair up, others stand alone",
  single: "Stand alone: always on its own row",
  pair: "Pair: side by side with the next image",
};

function statusText(item: ImageItem): string | null {
  switch (item.status) {
    case "new":
      return "Ready to upload";
    case "preparing":
      return `Preparing web sizes… ${Math.round(item.progress * 100)}%`;
    case "uploading":
      return `Uploading… ${Math.round(item.progress * 100)}%`;
    case "saving":
      return "Saving…";
    case "failed":
      return null;
    default:
      return null;
  }
}

function ImageRow({
  item,
  index,
  total,
  heroGroup,
  busy,
  onChange,
  onHero,
  onMove,
  onRemove,
  onRetry,
}: {
  item: ImageItem;
  index: number;
  total: number;
  heroGroup: string;
  busy: boolean;
  onChange: (patch: Partial<ImageItem>) => void;
  onHero: () => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const name = `image ${index + 1}`;
  const working = item.status === "preparing" || item.status === "uploading" || item.status === "saving";
  const text = statusText(item);
  return (
    <li
      data-testid="pm-image"
      data-status={item.status}
      data-hero={item.isHero ? "true" : "false"}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-4 border-b border-[var(--color-line)] py-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6"
    >
      <div className="grid content-start gap-2">
        <div className="relative aspect-[4/3] overflow-hidden bg-[var(--color-subtle)]">
          <ResponsiveImage
            src={item.previewUrl}
            // A picked file has only its local preview; a stored image its web sizes.
            variants={item.file ? undefined : item.variants}
            width={item.width}
            height={item.height}
            alt=""
            sizes="(min-width: 640px) 144px, 96px"
            className="h-full w-full object-cover"
          />
          <span className="absolute top-1.5 left-1.5 bg-[var(--color-bg)]/90 px-1.5 text-xs tabular-nums">
            {index + 1}
          </span>
          {item.isHero ? (
            <span className="absolute right-0 bottom-0 left-0 bg-[var(--color-ink)]/80 py-0.5 text-center text-[0.65rem] tracking-[0.14em] text-[var(--color-bg)] uppercase">
              Hero
            </span>
          ) : null}
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={heroGroup}
            checked={item.isHero}
            onChange={onHero}
            disabled={busy}
            className="h-4 w-4 accent-[var(--color-accent)]"
            aria-label={`Hero image: ${name}`}
          />
          <span aria-hidden="true">{item.isHero ? "Hero image" : "Make hero"}</span>
        </label>
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <p className="min-w-0 truncate text-sm text-[var(--color-muted)]" title={item.fileName}>
            {item.fileName}
            {item.width && item.height ? (
              <span className="tabular-nums">
                {" · "}
                {item.width} × {item.height}
              </span>
            ) : null}
          </p>
          <div className="flex items-center gap-1">
            <MoveButtons name={name} index={index} total={total} disabled={busy} onMove={onMove} />
            <DangerButton onClick={onRemove} disabled={busy || working} aria-label={`Remove ${name}`}>
              Remove
            </DangerButton>
          </div>
        </div>
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_11rem]">
          <TextField
            label="Alt text"
            hint="What the photo shows, for screen readers."
            value={item.altText}
            maxLength={300}
            onChange={(e) => onChange({ altText: e.target.value })}
            aria-label={`Alt text for ${name}`}
          />
          <TextField
            label="Caption (optional)"
            value={item.caption}
            maxLength={500}
            onChange={(e) => onChange({ caption: e.target.value })}
            aria-label={`Caption for ${name}`}
          />
          <Field label="Layout" hint={LAYOUT_HINTS[item.layout]}>
            {(p) => (
              <Select
                {...p}
                value={item.layout}
                onChange={(e) => onChange({ layout: e.target.value as ImageLayout })}
                aria-label={`Layout for ${name}`}
                options={optionsOf(IMAGE_LAYOUTS, (l) => IMAGE_LAYOUT_LABELS[l])}
              />
            )}
          </Field>
        </div>
        {working ? <ProgressBar value={item.progress * 100} label={`Upload of ${name}`} /> : null}
        {text ? <p className="text-xs text-[var(--color-muted)]">{text}</p> : null}
        {item.status === "failed" ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 border border-[color-mix(in_srgb,var(--color-danger)_40%,transparent)] px-3 py-2 text-sm text-[var(--color-danger)]"
          >
            <span>Not saved: {item.error ?? "the upload failed."}</span>
            <Button variant="outline" size="sm" onClick={onRetry} disabled={busy}>
              Retry
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function ImageListEditor({
  items,
  busy,
  error,
  onAddFiles,
  onChange,
  onHero,
  onMove,
  onRemove,
  onRetry,
}: {
  items: ImageItem[];
  busy: boolean;
  error: string | null;
  onAddFiles: (files: File[]) => void;
  onChange: (key: string, patch: Partial<ImageItem>) => void;
  onHero: (key: string) => void;
  onMove: (key: string, delta: -1 | 1) => void;
  onRemove: (key: string) => void;
  onRetry: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const heroGroup = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    if (busy) return;
    onAddFiles([...e.dataTransfer.files]);
  }

  return (
    <div className="grid gap-6">
      <section
        aria-label="Add images"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="pm-dropzone"
        className={`grid justify-items-center gap-3 border border-dashed px-6 py-10 text-center transition-colors duration-200 ${
          dragging
            ? "border-[var(--color-accent)] bg-[color-mix(in_srgb,var(--color-accent)_6%,transparent)]"
            : error
              ? "border-[var(--color-danger)]"
              : "border-[var(--color-line)] bg-[var(--color-surface)]"
        }`}
      >
        {/* The drop zone's title (under the Images h2), so it is a heading, not a styled <p>. */}
        <h3 className="text-base">Drop photos here</h3>
        <p id={hintId} className="max-w-md text-sm text-[var(--color-muted)]">
          JPEG, PNG, WebP or any image your browser can open. We prepare web sizes before uploading, so large
          originals are fine.
        </p>
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          Choose images
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose images"
          aria-describedby={hintId}
          data-testid="pm-file-input"
          onChange={(e) => {
            onAddFiles([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
        <FormError message={error} />
      </section>
      {items.length > 0 ? (
        <ol aria-label="Project images, in gallery order">
          {items.map((item, index) => (
            <ImageRow
              key={item.key}
              item={item}
              index={index}
              total={items.length}
              heroGroup={heroGroup}
              busy={busy}
              onChange={(patch) => onChange(item.key, patch)}
              onHero={() => onHero(item.key)}
              onMove={(delta) => onMove(item.key, delta)}
              onRemove={() => onRemove(item.key)}
              onRetry={onRetry}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
