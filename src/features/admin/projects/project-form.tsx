/**
 * The one project form (SPEC section 5), used by the Create New Project and Edit Project dialogs
 * and by the Project Manager: state and rules in `useProjectForm`, fields in `ProjectFields`.
 * Validation is src/shared/project.ts `projectSchema`, the same schema the Worker uses.
 */
import { type ComponentPropsWithoutRef, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox, Field, optionsOf, Select, TextareaField, TextField } from "../../../components/ui/field";
import { HttpError } from "../../../lib/api";
import { formatPhone } from "../../../lib/format";
import { fieldErrors } from "../../../shared/field-errors";
import {
  type AdminProject,
  emptyProjectForm,
  MISSING_FIELDS,
  PROJECT_CATEGORIES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectFormValues,
  type ProjectInput,
  portfolioDisplayTitle,
  projectFormToPayload,
  projectSchema,
} from "../../../shared/project";
import { StatusField } from "../shared/status-field";
import { toastError, toastFailure } from "../shared/toast-failure";

type TextKey = Exclude<keyof ProjectFormValues, "status" | "featured" | "isPortfolioItem">;

const REQUIRED: TextKey[] = [
  "clientProjectName",
  "portfolioTitle",
  "description",
  "category",
  "year",
  "location",
  "clientContact1Name",
  "clientContact1Email",
  "clientContact1Phone",
];

const PHONE_FIELDS = new Set<keyof ProjectFormValues>(["clientContact1Phone", "clientContact2Phone"]);

/** The form values of an existing project (Edit Project). */
export function projectToForm(p: AdminProject): ProjectFormValues {
  return {
    clientProjectName: p.clientProjectName,
    portfolioTitle: portfolioDisplayTitle(p),
    description: p.description,
    category: p.category,
    year: p.year === null ? "" : String(p.year),
    location: p.location ?? "",
    projectAddress: p.projectAddress ?? "",
    clientContact1Name: p.clientContact1Name ?? "",
    clientContact1Email: p.clientContact1Email ?? "",
    clientContact1Phone: p.clientContact1Phone ?? "",
    clientContact2Name: p.clientContact2Name ?? "",
    clientContact2Email: p.clientContact2Email ?? "",
    clientContact2Phone: p.clientContact2Phone ?? "",
    status: p.status,
    featured: p.featured,
    isPortfolioItem: p.isPortfolioItem,
  };
}

export type ProjectForm = ReturnType<typeof useProjectForm>;

export function useProjectForm(mode: "create" | "edit", initial?: ProjectFormValues) {
  const [values, setValues] = useState<ProjectFormValues>(() => initial ?? emptyProjectForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Create: the portfolio title follows the client project name until someone types in it.
  const [titleTouched, setTitleTouched] = useState(mode === "edit" || Boolean(initial?.portfolioTitle));
  const [showContact2, setShowContact2] = useState(
    Boolean(initial?.clientContact2Name || initial?.clientContact2Email || initial?.clientContact2Phone),
  );
  const [focusRequest, setFocusRequest] = useState(0);

  const setField = useCallback(
    <K extends keyof ProjectFormValues>(field: K, raw: ProjectFormValues[K]) => {
      const value = (
        PHONE_FIELDS.has(field) && typeof raw === "string" ? formatPhone(raw) : raw
      ) as ProjectFormValues[K];
      setValues((v) => {
        const next = { ...v, [field]: value };
        if (field === "clientProjectName" && !titleTouched && typeof value === "string") {
          next.portfolioTitle = value;
        }
        return next;
      });
      if (field === "portfolioTitle" && typeof value === "string") setTitleTouched(value.trim() !== "");
      setErrors((e) => {
        const follows = field === "clientProjectName" && !titleTouched;
        if (!(field in e) && !(follows && "portfolioTitle" in e)) return e;
        return Object.fromEntries(
          Object.entries(e).filter(([k]) => k !== field && !(follows && k === "portfolioTitle")),
        );
      });
    },
    [titleTouched],
  );

  const removeContact2 = useCallback(() => {
    setValues((v) => ({ ...v, clientContact2Name: "", clientContact2Email: "", clientContact2Phone: "" }));
    setErrors((e) => {
      const { clientContact2Name: _a, clientContact2Email: _b, clientContact2Phone: _c, ...rest } = e;
      return rest;
    });
    setShowContact2(false);
  }, []);

  /**
   * Checks the form; on failure shows the inline messages, the toast of SPEC section 5 (or the
   * generic check-your-inputs one when nothing is missing but something is malformed) and moves
   * focus to the first field in error.
   */
  const validate = useCallback((): ProjectInput | null => {
    const parsed = projectSchema.safeParse(projectFormToPayload(values));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldErrors(parsed.error));
    setFocusRequest((n) => n + 1);
    const missing = REQUIRED.some((f) => values[f].trim() === "");
    if (missing) {
      toastError(MISSING_FIELDS.title, MISSING_FIELDS.description);
    } else {
      toastError(
        mode === "create" ? "Error creating project" : "Error updating project",
        "Please check your inputs and try again.",
      );
    }
    return null;
  }, [values, mode]);

  return {
    mode,
    values,
    errors,
    setErrors,
    setField,
    showContact2,
    addContact2: () => setShowContact2(true),
    removeContact2,
    validate,
    focusRequest,
  };
}

const CONTACT_PARTS = [
  { key: "Name", word: "name", input: { autoComplete: "off" } },
  { key: "Email", word: "email", input: { type: "email", autoComplete: "off" } },
  { key: "Phone", word: "phone", input: { type: "tel", inputMode: "tel" } },
] as const;

/** A contact's name, e-mail and phone; the first contact's are required (SPEC section 5). */
function ContactFields({
  n,
  text,
}: {
  n: 1 | 2;
  text: (field: TextKey) => Pick<ComponentPropsWithoutRef<typeof TextField>, "error" | "value" | "onChange">;
}) {
  const who = n === 1 ? "Contact" : "Second contact";
  return CONTACT_PARTS.map((part) => (
    <TextField
      key={part.key}
      label={`${who} ${part.word}`}
      required={n === 1}
      {...text(`clientContact${n}${part.key}`)}
      {...part.input}
      placeholder={n === 1 && part.key === "Phone" ? "(949) 555-0100" : undefined}
    />
  ));
}

function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h3 className="eyebrow col-span-full pt-2 text-[var(--color-ink)]">{children}</h3>;
}

/** Every field of the project (SPEC section 2 dialogs); two columns on wider screens. */
export function ProjectFields({ form }: { form: ProjectForm }) {
  const { values, errors, setField } = form;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form.focusRequest === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [form.focusRequest]);

  const text = (field: TextKey) => ({
    error: errors[field],
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, e.target.value),
  });

  return (
    <div ref={container} className="grid items-start gap-x-5 gap-y-5 md:grid-cols-2">
      <SectionTitle>Project</SectionTitle>
      <TextField
        label="Client project name"
        required
        {...text("clientProjectName")}
        autoComplete="off"
        placeholder="Smith Residence"
      />
      <TextField
        label="Portfolio title"
        required
        hint={
          form.mode === "create" ? "Shown publicly. Starts as the client project name." : "Shown publicly."
        }
        {...text("portfolioTitle")}
        autoComplete="off"
        placeholder="Project Serene Retreat"
      />
      <TextareaField
        label="Description"
        required
        fieldClassName="md:col-span-2"
        hint="Separate paragraphs with a blank line."
        {...text("description")}
        rows={5}
      />
      <Field label="Category" required error={errors.category}>
        {(p) => (
          <Select
            {...p}
            value={values.category}
            onChange={(e) => setField("category", e.target.value)}
            options={optionsOf(PROJECT_CATEGORIES)}
          >
            {/* Only for a stored project without one: new projects start on Living Room. */}
            {values.category === "" ? <option value="">Select a category</option> : null}
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-[minmax(0,7rem)_1fr] gap-4">
        <TextField label="Year" required {...text("year")} inputMode="numeric" maxLength={4} />
        <TextField label="Location" required {...text("location")} />
      </div>
      <TextField
        label="Project address"
        fieldClassName="md:col-span-2"
        hint="Private: shown only to the client in their portal."
        {...text("projectAddress")}
        autoComplete="off"
      />

      <SectionTitle>Client contact</SectionTitle>
      <ContactFields n={1} text={text} />
      <div className="flex items-end">
        {form.showContact2 ? null : (
          <Button variant="outline" size="sm" onClick={form.addContact2}>
            Add second contact
          </Button>
        )}
      </div>
      {form.showContact2 ? (
        <fieldset className="col-span-full grid gap-5 border-t border-[var(--color-line)] pt-5 md:grid-cols-2">
          <div className="col-span-full flex items-center justify-between gap-4">
            <legend className="text-sm font-medium">Second contact (optional)</legend>
            <Button variant="ghost" size="sm" onClick={form.removeContact2}>
              Remove second contact
            </Button>
          </div>
          <ContactFields n={2} text={text} />
        </fieldset>
      ) : null}

      <SectionTitle>Status</SectionTitle>
      <StatusField
        value={values.status}
        statuses={PROJECT_STATUSES}
        labels={PROJECT_STATUS_LABELS}
        error={errors.status}
        onChange={(status) => setField("status", status)}
      />
      <div className="grid content-end gap-3 pb-1">
        <Checkbox
          label="Featured project"
          checked={values.featured}
          onChange={(e) => setField("featured", e.target.checked)}
        />
        <Checkbox
          label="Portfolio item"
          checked={values.isPortfolioItem}
          onChange={(e) => setField("isPortfolioItem", e.target.checked)}
        />
      </div>
    </div>
  );
}

/** A project the server would not save: its field messages on the form, and the toast. */
export function projectSaveFailed(form: ProjectForm, creating: boolean, err: unknown) {
  if (err instanceof HttpError) form.setErrors(err.fieldErrors);
  toastFailure(
    creating ? "Failed to create project" : "Failed to update project",
    err,
    creating ? "There was an error creating the project." : "There was an error updating the project.",
  );
}
