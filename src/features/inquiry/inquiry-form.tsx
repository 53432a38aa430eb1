import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ComponentPropsWithoutRef, type FormEvent, useEffect, useRef, useState } from "react";
import { BusyButton } from "../../components/ui/busy-button";
import { Button } from "../../components/ui/button";
import { Field, Select, type SelectOption, TextareaField, TextField } from "../../components/ui/field";
import { HttpError, sendJson } from "../../lib/api";
import { formatPhone } from "../../lib/format";
import { toast } from "../../lib/toast-store";
import { fieldErrors } from "../../shared/field-errors";
import type * as InquirySchemaModule from "../../shared/inquiry";
import type { InquiryFormValues, InquiryInput } from "../../shared/inquiry";
import {
  BUDGET_OPTIONS,
  HONEYPOT_FIELD,
  INQUIRY_FAILURE,
  INQUIRY_LIMITS,
  INQUIRY_SUCCESS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from "../../shared/inquiry-options";

type InquirySchema = typeof InquirySchemaModule.inquirySchema;

/**
 * The shared schema (and zod with it, about 25 KB of gzip JavaScript) is loaded once someone
 * starts on the form, not with the Services and Contact pages: their first load has a budget.
 */
let loadedSchema: InquirySchema | null = null;
function loadSchema(): Promise<InquirySchema> {
  return import("../../shared/inquiry").then((m) => {
    loadedSchema = m.inquirySchema;
    return m.inquirySchema;
  });
}

type FieldName = keyof InquiryFormValues;
type Errors = Partial<Record<FieldName, string>>;

/** Field order on screen: the first invalid one in this order receives focus. */
const FIELD_ORDER: FieldName[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectType",
  "budget",
  "timeline",
  "message",
];

function emptyValues(message = ""): InquiryFormValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    projectType: "",
    budget: "",
    timeline: "",
    message,
  };
}

function validate(schema: InquirySchema, values: InquiryFormValues): { data?: InquiryInput; errors: Errors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  return { errors: pickFieldErrors(fieldErrors(result.error)) };
}

function pickFieldErrors(source: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const name of FIELD_ORDER) if (source[name]) errors[name] = source[name];
  return errors;
}

/** The text fields, in order on screen; `format` rewrites what is typed (the phone's digits). */
const TEXT_FIELDS: {
  name: FieldName;
  label: string;
  input: ComponentPropsWithoutRef<"input">;
  format?: (value: string) => string;
}[] = [
  {
    name: "firstName",
    label: "First name",
    input: { autoComplete: "given-name", maxLength: INQUIRY_LIMITS.name },
  },
  {
    name: "lastName",
    label: "Last name",
    input: { autoComplete: "family-name", maxLength: INQUIRY_LIMITS.name },
  },
  {
    name: "email",
    label: "Email",
    input: { type: "email", inputMode: "email", autoComplete: "email", maxLength: INQUIRY_LIMITS.email },
  },
  {
    name: "phone",
    label: "Phone",
    input: { type: "tel", inputMode: "tel", autoComplete: "tel-national", placeholder: "(949) 555-0123" },
    format: formatPhone,
  },
];

/** The choices after them, each with its placeholder (never a value one can send). */
const CHOICE_FIELDS: {
  name: FieldName;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  className?: string;
}[] = [
  {
    name: "projectType",
    label: "Project type",
    placeholder: "Select a project type",
    options: PROJECT_TYPE_OPTIONS,
  },
  { name: "budget", label: "Budget range", placeholder: "Select a budget range", options: BUDGET_OPTIONS },
  {
    name: "timeline",
    label: "Timeline",
    placeholder: "Select a timeline",
    options: TIMELINE_OPTIONS,
    className: "sm:col-span-2",
  },
];

/** Who was thanked: the panel that takes the form's place once the inquiry is in. */
type Sent = { firstName: string; email: string };

/**
 * The project inquiry form (Services and Contact): validated with the shared schema on submit,
 * each message under its field and focus on the first invalid one; the server validates again.
 *
 * Once sent, a thank-you panel takes the form's place and stays (issue 28): a toast alone, over an
 * emptied form, invited a second submission. The panel carries SPEC section 8's success message
 * word for word (INQUIRY_SUCCESS), so that message still appears, now without the toast; "Send
 * another message" brings back an empty form. A refusal or failure keeps the form as it was.
 */
export function InquiryForm({
  initialMessage = "",
  submitLabel = "Send Message",
  headingLevel = 2,
}: {
  /** Pre-filled message, e.g. the pieces a visitor asked about from the cart. */
  initialMessage?: string;
  submitLabel?: string;
  /** The thank-you panel's heading level, one below the section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Sent | null>(null);
  const [values, setValues] = useState<InquiryFormValues>(() => emptyValues(initialMessage));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const refs = useRef<
    Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>
  >({});
  const honeypotRef = useRef<HTMLInputElement>(null);

  // The form may have been painted by the Worker and brought to life later, at the visitor's first
  // focus or tap (src/first-load/deferred.tsx): what was typed or chosen meanwhile is in the fields but not
  // in React's state, which starts from what was rendered. Take it, once.
  useEffect(() => {
    setValues((current) => withFieldValues(current));
    setHoneypot((current) => honeypotRef.current?.value ?? current);
  }, []);

  /**
   * `values` with what the fields hold. A submit pressed before the form was live is held and
   * replayed on it (src/first-load/app-boot.ts) as soon as it is, which can be before the effect
   * above has put the fields' contents into the state: validating that render's state would blame
   * every field the visitor had filled ("First name is required" beside "Avery"). A live field's
   * value is always the state's, so the fields are the truth at submit.
   */
  function withFieldValues(current: InquiryFormValues): InquiryFormValues {
    const next = { ...current };
    for (const name of FIELD_ORDER) {
      const value = refs.current[name]?.value;
      if (value !== undefined) next[name] = name === "phone" ? formatPhone(value) : value;
    }
    return FIELD_ORDER.some((name) => next[name] !== current[name]) ? next : current;
  }

  const mutation = useMutation({
    mutationFn: (data: InquiryInput) =>
      sendJson<{ id: number }>("POST", "/api/inquiries", {
        ...data,
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? honeypot,
      }),
    onSuccess: (_answer, data) => {
      setSent({ firstName: data.firstName.trim(), email: data.email.trim() });
      setValues(emptyValues());
      setErrors({});
      setSubmitted(false);
      setHoneypot("");
      // The admin's inquiry list (and the tab's badge), when it is loaded in this browser, is now out
      // of date: adminInquiriesQuery's key (src/features/admin/inquiries/queries.ts), written out
      // here so that the public form's chunk does not import the admin's modules.
      void queryClient.invalidateQueries({ queryKey: ["admin", "inquiries"] });
    },
    onError: (error) => {
      let description: string = INQUIRY_FAILURE.description;
      if (error instanceof HttpError && (error.status === 400 || error.status === 429)) {
        description = error.serverMessage ?? description;
        const serverErrors = pickFieldErrors(error.fieldErrors);
        if (Object.keys(serverErrors).length > 0) {
          setErrors(serverErrors);
          focusFirst(serverErrors);
        }
      }
      toast({ title: INQUIRY_FAILURE.title, description, variant: "destructive" });
    },
  });

  // Back from the thank-you panel: the empty form's first field, so focus is not left behind.
  const focusAfterReturn = useRef(false);
  useEffect(() => {
    if (!sent && focusAfterReturn.current) {
      focusAfterReturn.current = false;
      refs.current.firstName?.focus();
    }
  }, [sent]);

  function focusFirst(errs: Errors) {
    const first = FIELD_ORDER.find((name) => errs[name]);
    if (first) refs.current[first]?.focus();
  }

  // From the state as it is, not as this render saw it: the values taken from the fields above may
  // not be rendered yet when the next keystroke arrives.
  function set(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  // After a first attempt, messages follow the input so a fixed field clears at once.
  useEffect(() => {
    if (submitted && loadedSchema) setErrors(validate(loadedSchema, values).errors);
  }, [values, submitted]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    let schema: InquirySchema;
    try {
      schema = loadedSchema ?? (await loadSchema());
    } catch {
      toast({
        title: INQUIRY_FAILURE.title,
        description: INQUIRY_FAILURE.description,
        variant: "destructive",
      });
      return;
    }
    const current = withFieldValues(values);
    if (current !== values) setValues(current);
    const { data, errors: found } = validate(schema, current);
    setErrors(found);
    if (!data) {
      focusFirst(found);
      return;
    }
    mutation.mutate(data);
  }

  if (sent) {
    return (
      <ThankYou
        sent={sent}
        headingLevel={headingLevel}
        onAnother={() => {
          mutation.reset();
          setSent(null);
          focusAfterReturn.current = true;
        }}
      />
    );
  }

  const register = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        if (!loadedSchema) void loadSchema().catch(() => {});
      }}
      aria-label="Project inquiry"
      className="relative grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            required
            error={errors[f.name]}
            {...register(f.name)}
            {...f.input}
            onChange={(e) => set(f.name, f.format ? f.format(e.target.value) : e.target.value)}
          />
        ))}
        {CHOICE_FIELDS.map((f) => (
          <Field key={f.name} label={f.label} required error={errors[f.name]} className={f.className}>
            {(a) => (
              <Select
                {...a}
                {...register(f.name)}
                options={f.options}
                onChange={(e) => set(f.name, e.target.value)}
              >
                <option value="" disabled>
                  {f.placeholder}
                </option>
              </Select>
            )}
          </Field>
        ))}
        <TextareaField
          label="Tell us about your project"
          required
          error={errors.message}
          hint="The rooms, what is and isn't working today, and anything you already love."
          fieldClassName="sm:col-span-2"
          {...register("message")}
          rows={6}
          maxLength={INQUIRY_LIMITS.message}
          onChange={(e) => set("message", e.target.value)}
        />
      </div>

      {/* Honeypot: invisible to people and assistive tech, tempting to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="inquiry-company-website">Company website</label>
        <input
          id="inquiry-company-website"
          type="text"
          name={HONEYPOT_FIELD}
          ref={honeypotRef}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-[var(--color-muted)]">
          <span aria-hidden="true" className="text-[var(--color-accent)]">
            *
          </span>{" "}
          Required. We reply within 24 hours.
        </p>
        <BusyButton
          busy={mutation.isPending}
          busyLabel="Sending"
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? "Sending…" : submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}

/**
 * The thank-you panel: the visitor's first name in the heading, which takes focus so a screen
 * reader announces it (the form, and the button just pressed, are gone), SPEC's success message,
 * what happens next (SPEC section 9: a reply within 24 hours, the complimentary 20-minute
 * discovery call of How We Begin) and a way to write again.
 */
function ThankYou({
  sent,
  headingLevel,
  onAnother,
}: {
  sent: Sent;
  headingLevel: 2 | 3;
  onAnother: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // The panel is much shorter than the form it replaces: bring all of it into view, below the
    // sticky navigation (its scroll margin), rather than wherever focus alone would leave it.
    const box = panel.current?.getBoundingClientRect();
    if (box && (box.top < 96 || box.bottom > window.innerHeight)) {
      panel.current?.scrollIntoView({ block: "start" });
    }
  }, []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      ref={panel}
      aria-labelledby="inquiry-thanks-title"
      className="notice-in scroll-mt-24 border border-[var(--color-line)] bg-[var(--color-surface)] px-6 py-10 sm:px-12 sm:py-14"
      data-testid="inquiry-thanks"
    >
      <p className="eyebrow flex items-center gap-3">
        <span aria-hidden="true" className="h-px w-8 bg-[var(--color-accent)]" />
        Inquiry received
      </p>
      <Heading
        id="inquiry-thanks-title"
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-4xl outline-none md:text-5xl"
      >
        {sent.firstName ? `Thank you, ${sent.firstName}` : "Thank you"}
      </Heading>
      <p className="mt-6 text-lg">
        {INQUIRY_SUCCESS.title} {INQUIRY_SUCCESS.description}
      </p>
      <p className="prose-measure mt-4 text-[var(--color-muted)]">
        We read every inquiry ourselves. Our reply goes to{" "}
        <span className="break-words text-[var(--color-ink)]">{sent.email}</span>, and from there we arrange a
        complimentary 20-minute discovery call at a time that suits you.
      </p>
      <div className="mt-10 border-t border-[var(--color-line)] pt-8">
        <Button variant="outline" size="md" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </section>
  );
}
