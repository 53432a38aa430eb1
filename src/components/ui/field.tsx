import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from "react";

/**
 * Form fields (LOOK.md): label above, roomy input with a hairline border, inline message under the
 * field in a muted red, wired with aria-invalid / aria-describedby.
 */
const control =
  "block w-full rounded-[var(--radius-sm)] border border-[var(--color-line)] bg-[var(--color-surface)] px-3.5 py-2.5 text-[0.95rem] text-[var(--color-ink)] placeholder:text-[var(--color-muted)]/70 transition-colors duration-150 hover:border-[color-mix(in_srgb,var(--color-ink)_30%,var(--color-line))] focus:border-[var(--color-accent)] focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-[var(--color-accent)] disabled:opacity-60 aria-[invalid=true]:border-[var(--color-danger)]";

export function Field({
  label,
  error,
  hint,
  required,
  children,
  className = "",
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Render prop: receives the id and aria props to spread on the control. */
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-[var(--color-ink)]">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-[var(--color-accent)]">
            *
          </span>
        ) : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-[var(--color-muted)]">
          {hint}
        </p>
      ) : null}
      <FormError id={errorId} message={error} />
    </div>
  );
}

type FieldProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The asterisk after the label (the form checks the value itself; the input gets no `required`). */
  required?: boolean;
  /** The field's box (the input's own `className` styles the input). */
  fieldClassName?: string;
};

/** A Field and its text input, the input taking every other prop. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & ComponentPropsWithoutRef<"input">>(
  function TextField({ label, error, hint, required, fieldClassName, ...input }, ref) {
    return (
      <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
        {(p) => <Input ref={ref} {...p} {...input} />}
      </Field>
    );
  },
);

/** A Field and its textarea, the textarea taking every other prop. */
export function TextareaField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...textarea
}: FieldProps & ComponentPropsWithoutRef<"textarea">) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(p) => <Textarea {...p} {...textarea} />}
    </Field>
  );
}

/** What went wrong, in a muted red under a control or a form, announced as it appears; nothing without it. */
export function FormError({ message, id }: { message?: string | null; id?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-[var(--color-danger)]">
      {message}
    </p>
  ) : null;
}

export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<"input">>(function Input(
  { className = "", ...props },
  ref,
) {
  return <input ref={ref} className={`${control} h-11 ${className}`} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentPropsWithoutRef<"textarea">>(
  function Textarea({ className = "", rows = 5, ...props }, ref) {
    return (
      <textarea ref={ref} rows={rows} className={`${control} leading-relaxed ${className}`} {...props} />
    );
  },
);

/** One choice of a Select: the value it sends and the words it shows. */
export type SelectOption = { value: string | number; label: ReactNode };

/** Choices from a list of values, each shown as its label (or as itself). */
export function optionsOf<V extends string | number>(
  values: readonly V[],
  label: (value: V) => ReactNode = String,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The <option>s of a select, in order. */
export function Choices({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/**
 * A native select, styled: the most robust choice on phones and for keyboard users. Its children
 * (a placeholder, say) come before the `options`.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  ComponentPropsWithoutRef<"select"> & { options?: readonly SelectOption[] }
>(function Select({ className = "", children, options = [], ...props }, ref) {
  return (
    <div className="relative">
      <select ref={ref} className={`${control} h-11 appearance-none pr-10 ${className}`} {...props}>
        {children}
        <Choices options={options} />
      </select>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-[var(--color-muted)]"
        width="12"
        height="12"
        viewBox="0 0 12 12"
      >
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </div>
  );
});

export function Checkbox({ label, ...props }: ComponentPropsWithoutRef<"input"> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 rounded-[2px] border-[var(--color-line)] accent-[var(--color-ink)]"
        {...props}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
