/**
 * New Product / Edit Product. Images chosen here are uploaded when the product is saved (a new
 * product needs its id first); removing an existing extra image happens at once, after a confirm.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { ProgressBar } from "../../../components/ui/spinner";
import { errorMessage, HttpError } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import type { ImageVariant } from "../../../shared/api-types";
import type { AdminProduct, AdminProductImage, ProductInput, ProductUpdate } from "../../../shared/product";
import { FormDialogButtons } from "../shared/form-dialog-buttons";
import { attempt, toastError, toastFailure } from "../shared/toast-failure";
import { ProductFields, productToForm, useProductForm } from "./product-form";
import { createProduct, deleteProductImage, invalidateProducts, updateProduct } from "./queries";
import { ACCEPTED_IMAGE_TYPES, uploadProductImage } from "./upload-image";

type Pending = { id: string; file: File; preview: string };

/** Chosen files with object-URL previews, revoked once they leave the list or the dialog goes. */
function usePreviews() {
  const [items, setItems] = useState<Pending[]>([]);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(items.map((i) => i.preview));
    for (const url of urls.current) if (!current.has(url)) URL.revokeObjectURL(url);
    urls.current = current;
  }, [items]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  return [items, setItems] as const;
}

function toPending(files: File[]): Pending[] {
  return files.map((file) => ({
    id: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
    file,
    preview: URL.createObjectURL(file),
  }));
}

/** Only the fields that changed, with the stock the form started from when stock is among them. */
function changes(before: AdminProduct, after: ProductInput): ProductUpdate {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductInput)[]) {
    if (after[key] !== before[key]) patch[key] = after[key];
  }
  if ("stock" in patch) patch.expectedStock = before.stock;
  return patch as ProductUpdate;
}

function Thumb({
  src,
  variants,
  alt,
  label,
}: {
  src: string;
  /** A stored image's sizes (a picked file has only its local preview). */
  variants?: ImageVariant[];
  alt: string;
  label?: string;
}) {
  return (
    <div className="relative aspect-[4/5] w-full overflow-hidden bg-[var(--color-subtle)]">
      <ResponsiveImage
        src={src}
        variants={variants}
        alt={alt}
        sizes="136px"
        className="h-full w-full object-cover"
      />
      {label ? (
        <span className="absolute bottom-1.5 left-1.5 bg-[var(--color-bg)] px-1.5 py-0.5 text-[0.62rem] tracking-[0.12em] uppercase">
          {label}
        </span>
      ) : null}
    </div>
  );
}

/** A visually styled file picker: a real <input type=file> behind a label (keyboard and screen readers). */
function FilePicker({
  label,
  multiple,
  onFiles,
  disabled,
}: {
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple={multiple}
        disabled={disabled}
        className="peer sr-only"
        onChange={(e) => {
          // A copy: `files` is live, and clearing the input (so the same file can be chosen again)
          // empties it before a state updater reading it would run.
          onFiles([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          "outline",
          "sm",
          "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-accent)]",
        )}
      >
        {label}
      </label>
    </div>
  );
}

export function ProductDialog({
  open,
  onOpenChange,
  product: initialProduct,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: AdminProduct;
  categories: string[];
}) {
  const queryClient = useQueryClient();
  // Becomes the saved product after a first save, so a retry (e.g. a failed image) updates it.
  const [product, setProduct] = useState<AdminProduct | undefined>(initialProduct);
  const form = useProductForm(productToForm(initialProduct), !initialProduct);
  const [cover, setCover] = usePreviews();
  const [extras, setExtras] = usePreviews();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<{ label: string; value: number } | null>(null);
  const [removing, setRemoving] = useState<AdminProductImage | null>(null);
  const formId = useId();

  const pendingCover = cover[0];
  const coverSrc = pendingCover?.preview ?? product?.coverImageUrl ?? null;

  async function uploadPending(saved: AdminProduct): Promise<AdminProduct> {
    let current = saved;
    const queue = [
      ...(pendingCover ? [{ pending: pendingCover, asCover: true }] : []),
      ...extras.map((pending) => ({ pending, asCover: false })),
    ];
    for (const [index, { pending, asCover }] of queue.entries()) {
      const label = `Uploading image ${index + 1} of ${queue.length}`;
      setProgress({ label, value: (index / queue.length) * 100 });
      current = await uploadProductImage(current.id, pending.file, {
        asCover,
        altText: current.title,
        onProgress: (f) => setProgress({ label, value: ((index + f) / queue.length) * 100 }),
      });
      if (asCover) setCover([]);
      else setExtras((list) => list.filter((p) => p.id !== pending.id));
    }
    return current;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setSaving(true);
    let saved = product;
    try {
      saved = product ? await updateProduct(product.id, changes(product, input)) : await createProduct(input);
      setProduct(saved);
    } catch (err) {
      if (err instanceof HttpError) form.setErrors(err.fieldErrors);
      toastFailure(
        product ? "Failed to update product" : "Failed to create product",
        err,
        "Please check the highlighted fields and try again.",
      );
      setSaving(false);
      return;
    }
    try {
      const withImages = await uploadPending(saved);
      await invalidateProducts(queryClient);
      toast({
        title: initialProduct ? "Product updated" : "Product created",
        description: `${withImages.title} has been saved${withImages.status === "active" ? " and is in the shop" : ""}.`,
      });
      onOpenChange(false);
    } catch (err) {
      await invalidateProducts(queryClient);
      toastError(
        "Upload failed",
        `The product was saved, but an image was not: ${errorMessage(
          err,
          err instanceof Error ? err.message : "please try again.",
        )}`,
      );
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  async function confirmRemove() {
    const image = removing;
    if (!image || !product) return;
    await attempt(
      async () => {
        await deleteProductImage(image.id);
        setProduct({ ...product, images: product.images.filter((i) => i.id !== image.id) });
        await invalidateProducts(queryClient);
        toast({ title: "Image removed" });
      },
      "Could not remove the image",
      "",
    );
    setRemoving(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      size="lg"
      title={initialProduct ? "Edit Product" : "New Product"}
      description={
        initialProduct
          ? `Changes to ${initialProduct.title} show in the shop once saved.`
          : "Drafts stay private; set the status to Active to show the piece in the shop."
      }
      footer={
        <>
          {progress ? (
            <div className="mr-auto grid min-w-[12rem] flex-1 gap-1.5 self-center">
              <span className="text-xs text-[var(--color-muted)]">{progress.label}</span>
              <ProgressBar value={progress.value} label={progress.label} />
            </div>
          ) : null}
          <FormDialogButtons
            formId={formId}
            busy={saving}
            submit={initialProduct ? "Save Changes" : "Create Product"}
            onCancel={() => onOpenChange(false)}
          />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-8">
        <ProductFields form={form} categories={categories} />

        <fieldset className="grid gap-4 border-t border-[var(--color-line)] pt-6">
          <legend className="sr-only">Images</legend>
          <div className="grid gap-5 sm:grid-cols-[8.5rem_1fr]">
            <div className="w-[8.5rem]">
              {coverSrc ? (
                <Thumb
                  src={coverSrc}
                  variants={pendingCover ? undefined : product?.coverImageVariants}
                  alt="Cover image"
                  label={pendingCover ? "New" : undefined}
                />
              ) : (
                <div className="flex aspect-[4/5] w-full items-center justify-center bg-[var(--color-subtle)] text-xs text-[var(--color-muted)]">
                  No image
                </div>
              )}
            </div>
            <div className="grid content-start gap-3">
              <div>
                <h3 className="text-sm font-medium">Cover image</h3>
                <p className="mt-1 text-sm text-[var(--color-muted)]">
                  Shown on the shop card. JPEG, PNG or WebP; we make web sizes (480, 960 and 1600 px wide) in
                  your browser before uploading.
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <FilePicker
                  label={coverSrc ? "Replace cover image" : "Choose cover image"}
                  disabled={saving}
                  onFiles={(files) => setCover(toPending(files).slice(0, 1))}
                />
                {pendingCover ? (
                  <Button variant="ghost" size="sm" onClick={() => setCover([])} disabled={saving}>
                    Undo
                  </Button>
                ) : null}
              </div>
            </div>
          </div>

          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 className="text-sm font-medium">More images</h3>
                <p className="mt-1 text-sm text-[var(--color-muted)]">Details, scale and other angles.</p>
              </div>
              <FilePicker
                label="Add images"
                multiple
                disabled={saving}
                onFiles={(files) => {
                  // Outside the updater: it makes object URLs, a side effect an updater must not have.
                  const added = toPending(files);
                  setExtras((list) => [...list, ...added]);
                }}
              />
            </div>
            {(product?.images.length ?? 0) + extras.length > 0 ? (
              <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
                {product?.images.map((image) => (
                  <li key={image.id} className="grid gap-1.5">
                    <Thumb src={image.imageUrl} variants={image.variants} alt={image.altText ?? ""} />
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={saving}
                      onClick={() => setRemoving(image)}
                      aria-label={`Remove image ${image.sortOrder + 1}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
                {extras.map((pending) => (
                  <li key={pending.id} className="grid gap-1.5">
                    <Thumb src={pending.preview} alt={pending.file.name} label="New" />
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={saving}
                      onClick={() => setExtras((list) => list.filter((p) => p.id !== pending.id))}
                      aria-label={`Do not add ${pending.file.name}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </fieldset>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title="Remove this image?"
        description="It is removed from the product at once. This cannot be undone."
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
      />
    </Dialog>
  );
}

/** Opens New Product (no argument) or Edit Product; render `element` once. */
export function useProductDialog(categories: string[]) {
  const [state, setState] = useState<{ key: number; open: boolean; product?: AdminProduct }>({
    key: 0,
    open: false,
  });
  const openDialog = useCallback(
    (product?: AdminProduct) => setState((s) => ({ key: s.key + 1, open: true, product })),
    [],
  );
  const element = useMemo(
    () =>
      state.key === 0 ? null : (
        <ProductDialog
          key={state.key}
          open={state.open}
          product={state.product}
          categories={categories}
          onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        />
      ),
    [state, categories],
  );
  return { openDialog, element };
}
