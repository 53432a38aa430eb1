/**
 * Admin › Products: every product (draft, active, archived) with its cover, price, stock, status
 * and featured flag; create and edit in a dialog, archive, delete (only without orders).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { toast } from "../../../lib/toast-store";
import { formatMoney } from "../../../shared/order";
import { type AdminProduct, PRODUCT_STATUS_LABELS, type ProductStatus } from "../../../shared/product";
import { useListParams } from "../shared/list-table";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { RowButton } from "../shared/row-button";
import { toastFailure } from "../shared/toast-failure";
import { useProductDialog } from "./product-dialog";
import { adminProductsQuery, deleteProduct, invalidateProducts, updateProduct } from "./queries";

const STATUS_TONE: Record<ProductStatus, BadgeTone> = {
  draft: "draft",
  active: "published",
  archived: "archived",
};

/**
 * What is left to sell, and what open checkouts hold (issue 28): units in a checkout are already
 * off the stock and come back if it ends unpaid, so "Sold out" only when none are held either.
 * (The public shop keeps the SPEC's Sold Out.)
 */
export function stockLabel(stock: number, reserved = 0): string {
  const held = reserved > 0 ? `${reserved} reserved in checkout` : "";
  if (stock === 0) return held || "Sold out";
  return held ? `${stock} in stock · ${held}` : `${stock} in stock`;
}

function ProductRow({
  product,
  onEdit,
  onArchive,
  onDelete,
  busy,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li
      data-testid={`admin-product-${product.slug}`}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-4 md:grid-cols-[4rem_minmax(0,1fr)_7rem_7rem_12.5rem] md:items-center"
    >
      <div className="row-span-2 aspect-[4/5] w-16 overflow-hidden bg-[var(--color-subtle)] md:row-span-1">
        {product.coverImageUrl ? (
          <ResponsiveImage
            src={product.coverImageUrl}
            variants={product.coverImageVariants}
            width={64}
            height={80}
            alt=""
            sizes="64px"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-center text-[0.65rem] leading-tight text-[var(--color-muted)]">
            No image
          </span>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-snug md:truncate">{product.title}</h3>
          <Badge tone={STATUS_TONE[product.status]}>{PRODUCT_STATUS_LABELS[product.status]}</Badge>
          {product.featured ? <Badge tone="accent">Featured</Badge> : null}
        </div>
        <p className="mt-0.5 truncate text-xs text-[var(--color-muted)]">
          {[product.category || "No category", product.slug].join(" · ")}
        </p>
        <p className="mt-1 text-sm tabular-nums md:hidden">
          {formatMoney(product.priceCents, product.currency)} · {stockLabel(product.stock, product.reserved)}
        </p>
      </div>
      <p className="hidden text-sm tabular-nums md:block">
        {formatMoney(product.priceCents, product.currency)}
      </p>
      <p
        className={`hidden text-sm tabular-nums md:block ${product.stock === 0 ? "text-[var(--color-muted)]" : ""}`}
      >
        {stockLabel(product.stock, product.reserved)}
      </p>
      <div className="col-start-2 flex flex-wrap gap-1 md:col-start-auto md:justify-end">
        <RowButton verb="Edit" item={product.title} onClick={onEdit} />
        {product.status !== "archived" ? (
          <RowButton
            verb="Archive"
            item={product.title}
            variant="ghost"
            onClick={onArchive}
            disabled={busy}
          />
        ) : null}
        <RowButton verb="Delete" item={product.title} variant="ghost" onClick={onDelete} disabled={busy} />
      </div>
    </li>
  );
}

export function ProductsTab() {
  const queryClient = useQueryClient();
  const { data: products, isPending, isError, refetch } = useQuery(adminProductsQuery);
  const { params, set } = useListParams();
  const shown = (products ?? []).filter(
    (p) => !params.q || `${p.title} ${p.slug} ${p.category}`.toLowerCase().includes(params.q.toLowerCase()),
  );
  const categories = useMemo(
    () => [...new Set((products ?? []).map((p) => p.category).filter(Boolean))].sort(),
    [products],
  );
  const dialog = useProductDialog(categories);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const counts = useMemo(() => {
    const c: Record<ProductStatus, number> = { draft: 0, active: 0, archived: 0 };
    for (const p of products ?? []) c[p.status]++;
    return c;
  }, [products]);

  async function archive(product: AdminProduct) {
    setBusyId(product.id);
    try {
      await updateProduct(product.id, { status: "archived" });
      await invalidateProducts(queryClient);
      toast({ title: "Product archived", description: `${product.title} is no longer in the shop.` });
    } catch (err) {
      toastFailure("Failed to archive product", err, "Please try again.");
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete(product: AdminProduct) {
    setDeleting(null);
    if (product.orderCount > 0) {
      await archive(product);
      return;
    }
    setBusyId(product.id);
    try {
      await deleteProduct(product.id);
      await invalidateProducts(queryClient);
      toast({ title: "Product deleted", description: `${product.title} has been removed.` });
    } catch (err) {
      toastFailure("Failed to delete product", err, "Please try again.");
      await invalidateProducts(queryClient);
    } finally {
      setBusyId(null);
    }
  }

  const hasOrders = (deleting?.orderCount ?? 0) > 0;
  return (
    <>
      <Panel
        title="Products"
        description={
          products
            ? `${counts.active} active · ${counts.draft} draft · ${counts.archived} archived. Only active products appear in the shop.`
            : "Pieces for the shop. Only active products appear there."
        }
        actions={<Button onClick={() => dialog.openDialog()}>New Product</Button>}
      >
        {isPending ? (
          <LoadingNote label="Loading products..." />
        ) : isError ? (
          <LoadError message="Failed to fetch products" onRetry={() => void refetch()} />
        ) : products.length === 0 ? (
          <EmptyNote>No products yet. Create the first piece for the shop.</EmptyNote>
        ) : (
          <>
            {params.q ? (
              // An order's piece links here with its title (issue 28); the list is short, so it is
              // narrowed here rather than on the server.
              <p
                className="mb-3 flex flex-wrap items-center gap-2 text-xs text-[var(--color-muted)]"
                role="status"
              >
                Showing products matching "{params.q}" ({shown.length} of {products.length}).
                <Button variant="ghost" size="sm" onClick={() => set({ q: "" })}>
                  Show all products
                </Button>
              </p>
            ) : null}
            <div
              aria-hidden="true"
              className="hidden grid-cols-[4rem_minmax(0,1fr)_7rem_7rem_12.5rem] gap-x-4 border-b border-[var(--color-line)] pb-2 text-[0.68rem] tracking-[0.12em] text-[var(--color-muted)] uppercase md:grid"
            >
              <span />
              <span>Product</span>
              <span>Price</span>
              <span>Stock</span>
              <span />
            </div>
            <ul className="divide-y divide-[var(--color-line)]">
              {shown.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  busy={busyId === product.id}
                  onEdit={() => dialog.openDialog(product)}
                  onArchive={() => void archive(product)}
                  onDelete={() => setDeleting(product)}
                />
              ))}
            </ul>
          </>
        )}
      </Panel>
      {dialog.element}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={hasOrders ? "This product has orders" : `Delete ${deleting?.title ?? "product"}?`}
        description={
          hasOrders
            ? `${deleting?.title} appears in ${deleting?.orderCount} ${deleting?.orderCount === 1 ? "order" : "orders"}, so it cannot be deleted. Archive it instead: it leaves the shop and its orders keep their details.`
            : "This removes the product and its images. This action cannot be undone."
        }
        confirmLabel={hasOrders ? "Archive instead" : "Delete"}
        destructive={!hasOrders}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      />
    </>
  );
}
