/**
 * The product form: state and rules in `useProductForm`, fields in `ProductFields`. Validation is
 * src/shared/product.ts `productInputSchema`, the schema the Worker uses; the form only turns the
 * typed dollars into cents first.
 */
import { useCallback, useState } from "react";
import { Field, Input, TextareaField, TextField } from "../../../components/ui/field";
import { Switch } from "../../../components/ui/switch";
import { fieldErrors } from "../../../shared/field-errors";
import {
  type AdminProduct,
  centsToDollarsInput,
  dollarsToCents,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductInput,
  type ProductStatus,
  productInputSchema,
  slugify,
} from "../../../shared/product";
import { StatusField } from "../shared/status-field";

export type ProductFormValues = {
  title: string;
  slug: string;
  description: string;
  category: string;
  price: string;
  stock: string;
  status: ProductStatus;
  featured: boolean;
  sortOrder: string;
};

export function productToForm(p?: AdminProduct): ProductFormValues {
  if (!p) {
    return {
      title: "",
      slug: "",
      description: "",
      category: "",
      price: "",
      stock: "1",
      status: "draft",
      featured: false,
      sortOrder: "0",
    };
  }
  return {
    title: p.title,
    slug: p.slug,
    description: p.description,
    category: p.category,
    price: centsToDollarsInput(p.priceCents),
    stock: String(p.stock),
    status: p.status,
    featured: p.featured,
    sortOrder: String(p.sortOrder),
  };
}

/** A whole number as typed, or NaN so the schema reports it in its own words. */
function integerOrNaN(value: string): number {
  const trimmed = value.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Schema field → form field (the price is typed in dollars but validated in cents). */
const FIELD_OF: Record<string, keyof ProductFormValues> = { priceCents: "price" };

export type ProductForm = ReturnType<typeof useProductForm>;

export function useProductForm(initial: ProductFormValues, slugFollowsTitle: boolean) {
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrorsState] = useState<Partial<Record<keyof ProductFormValues, string>>>({});
  // A new product's slug follows its title until someone edits the slug by hand.
  const [slugTouched, setSlugTouched] = useState(!slugFollowsTitle);

  const setField = useCallback(
    <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
      setValues((v) => {
        const next = { ...v, [field]: value };
        if (field === "title" && !slugTouched && typeof value === "string") next.slug = slugify(value);
        return next;
      });
      if (field === "slug") setSlugTouched(true);
      setErrorsState((e) => {
        const rest: Partial<Record<keyof ProductFormValues, string>> = { ...e };
        delete rest[field];
        if (field === "title" && !slugTouched) delete rest.slug;
        return rest;
      });
    },
    [slugTouched],
  );

  /** Field errors, the server's (e.g. a taken slug) or the form's own, shown under their fields. */
  const setErrors = useCallback(
    (serverErrors: Record<string, string>) => {
      const mapped: Partial<Record<keyof ProductFormValues, string>> = {};
      for (const [key, message] of Object.entries(serverErrors)) {
        const field = (FIELD_OF[key] ?? key) as keyof ProductFormValues;
        if (field in values) mapped[field] = message;
      }
      setErrorsState(mapped);
    },
    [values],
  );

  const validate = useCallback((): ProductInput | null => {
    const cents = values.price.trim() === "" ? Number.NaN : (dollarsToCents(values.price) ?? Number.NaN);
    const negative = /^\s*-/.test(values.price);
    const parsed = productInputSchema.safeParse({
      title: values.title,
      slug: values.slug,
      description: values.description,
      category: values.category,
      priceCents: negative ? -1 : cents,
      currency: "usd",
      stock: integerOrNaN(values.stock),
      status: values.status,
      featured: values.featured,
      sortOrder: values.sortOrder.trim() === "" ? 0 : integerOrNaN(values.sortOrder),
    });
    if (parsed.success) {
      setErrorsState({});
      return parsed.data;
    }
    setErrors(fieldErrors(parsed.error));
    return null;
  }, [values, setErrors]);

  return { values, errors, setField, setErrors, validate, slugFollowsTitle: !slugTouched };
}

export function ProductFields({ form, categories }: { form: ProductForm; categories: string[] }) {
  const { values, errors, setField } = form;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Title"
        required
        error={errors.title}
        fieldClassName="md:col-span-2"
        value={values.title}
        maxLength={PRODUCT_LIMITS.title}
        onChange={(e) => setField("title", e.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Slug"
        required
        error={errors.slug}
        hint={
          form.slugFollowsTitle
            ? "Lowercase words joined by hyphens; made from the title until you change it."
            : "Lowercase words joined by hyphens."
        }
        fieldClassName="md:col-span-2"
        value={values.slug}
        maxLength={PRODUCT_LIMITS.slug}
        onChange={(e) => setField("slug", e.target.value.toLowerCase())}
        autoComplete="off"
        spellCheck={false}
      />
      <Field label="Category" error={errors.category} hint="For example Decor, Lighting, Seating.">
        {(p) => (
          <>
            <Input
              {...p}
              value={values.category}
              maxLength={PRODUCT_LIMITS.category}
              list="product-categories"
              onChange={(e) => setField("category", e.target.value)}
            />
            <datalist id="product-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Price (USD)" required error={errors.price} hint={PRODUCT_MESSAGES.price}>
        {(p) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-[var(--color-muted)]"
            >
              $
            </span>
            <Input
              {...p}
              value={values.price}
              inputMode="decimal"
              className="pl-7 tabular-nums"
              onChange={(e) => setField("price", e.target.value)}
              autoComplete="off"
            />
          </div>
        )}
      </Field>
      <TextField
        label="Stock"
        required
        error={errors.stock}
        hint="Units available to sell now."
        value={values.stock}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className="tabular-nums"
        onChange={(e) => setField("stock", e.target.value)}
      />
      <TextField
        label="Sort order"
        error={errors.sortOrder}
        hint="Lower numbers come first in the shop."
        value={values.sortOrder}
        type="number"
        step={1}
        inputMode="numeric"
        className="tabular-nums"
        onChange={(e) => setField("sortOrder", e.target.value)}
      />
      <StatusField
        value={values.status}
        statuses={PRODUCT_STATUSES}
        labels={PRODUCT_STATUS_LABELS}
        error={errors.status}
        hint={values.status === "active" ? "Shown in the shop." : "Not shown in the shop."}
        onChange={(status) => setField("status", status)}
      />
      <div className="flex items-end pb-3">
        <Switch
          checked={values.featured}
          onCheckedChange={(checked) => setField("featured", checked)}
          label="Featured (shows a badge on the card)"
        />
      </div>
      <TextareaField
        label="Description"
        error={errors.description}
        fieldClassName="md:col-span-2"
        rows={4}
        value={values.description}
        maxLength={PRODUCT_LIMITS.description}
        onChange={(e) => setField("description", e.target.value)}
      />
    </div>
  );
}
