/**
 * The project inquiry: option lists (SPEC section 3) and the one zod schema that both the inquiry
 * form and POST /api/inquiries validate with (messages per SPEC section 5).
 */
import { z } from "zod";

export type InquiryOption<V extends string> = { value: V; label: string };

export const PROJECT_TYPE_OPTIONS = [
  { value: "full-service", label: "Full-Service Design" },
  { value: "small-scope", label: "Small-Scope Design" },
  { value: "consultation", label: "Design Consultation" },
  { value: "not-sure", label: "Not Sure" },
] as const satisfies readonly InquiryOption<string>[];

export const BUDGET_OPTIONS = [
  { value: "10k-25k", label: "$10k – $25k" },
  { value: "25k-50k", label: "$25k – $50k" },
  { value: "50k-100k", label: "$50k – $100k" },
  { value: "100k-150k", label: "$100k – $150k" },
  { value: "150k-250k", label: "$150k – $250k" },
  { value: "250k-500k", label: "$250k – $500k" },
  { value: "500k-plus", label: "$500k+" },
] as const satisfies readonly InquiryOption<string>[];

export const TIMELINE_OPTIONS = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3months", label: "1–3 months" },
  { value: "3-6months", label: "3–6 months" },
  { value: "6-12months", label: "6–12 months" },
  { value: "flexible", label: "Flexible" },
] as const satisfies readonly InquiryOption<string>[];

type ValuesOf<T extends readonly { value: string }[]> = T[number]["value"];

export type ProjectType = ValuesOf<typeof PROJECT_TYPE_OPTIONS>;
export type Budget = ValuesOf<typeof BUDGET_OPTIONS>;
export type Timeline = ValuesOf<typeof TIMELINE_OPTIONS>;

function valuesOf<T extends readonly { value: string }[]>(options: T): [ValuesOf<T>, ...ValuesOf<T>[]] {
  return options.map((o) => o.value) as [ValuesOf<T>, ...ValuesOf<T>[]];
}

/** The human label of a stored option value (admin lists and the notification e-mail). */
export function optionLabel(options: readonly InquiryOption<string>[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export const INQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  messageMin: 20,
  message: 5000,
} as const;

export const INQUIRY_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  projectType: "Please select a project type",
  budget: "Please select a budget range",
  timeline: "Please select a timeline",
  message: "Please provide more details about your project (minimum 20 characters)",
} as const;

/** A required text field: a missing value reads like an empty one (never zod's "expected string"). */
const requiredText = (message: string) => z.string({ error: message }).trim();

/** A choice from a fixed list: empty, missing and out-of-list values all ask to select one. */
const choice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(valuesOf(options), { error: message });

export const inquirySchema = z.object({
  firstName: requiredText(INQUIRY_MESSAGES.firstName)
    .min(1, INQUIRY_MESSAGES.firstName)
    .max(INQUIRY_LIMITS.name, `Please keep the first name under ${INQUIRY_LIMITS.name} characters`),
  lastName: requiredText(INQUIRY_MESSAGES.lastName)
    .min(1, INQUIRY_MESSAGES.lastName)
    .max(INQUIRY_LIMITS.name, `Please keep the last name under ${INQUIRY_LIMITS.name} characters`),
  email: requiredText(INQUIRY_MESSAGES.email)
    .max(INQUIRY_LIMITS.email, INQUIRY_MESSAGES.email)
    .pipe(z.email({ error: INQUIRY_MESSAGES.email })),
  // SPEC: at least 10 characters. A formatted number such as "(949) 555-0" also has 10, so the
  // digits are counted as well: a phone number we can call back has at least 10 of them.
  phone: requiredText(INQUIRY_MESSAGES.phone)
    .min(10, INQUIRY_MESSAGES.phone)
    .max(INQUIRY_LIMITS.phone, INQUIRY_MESSAGES.phone)
    .refine((v) => /^[0-9+()\-.\s]+$/.test(v) && v.replace(/\D/g, "").length >= 10, INQUIRY_MESSAGES.phone),
  projectType: choice(PROJECT_TYPE_OPTIONS, INQUIRY_MESSAGES.projectType),
  budget: choice(BUDGET_OPTIONS, INQUIRY_MESSAGES.budget),
  timeline: choice(TIMELINE_OPTIONS, INQUIRY_MESSAGES.timeline),
  message: requiredText(INQUIRY_MESSAGES.message)
    .min(INQUIRY_LIMITS.messageMin, INQUIRY_MESSAGES.message)
    .max(
      INQUIRY_LIMITS.message,
      `Please keep your message under ${INQUIRY_LIMITS.message.toLocaleString("en-US")} characters`,
    ),
});

export type InquiryInput = z.infer<typeof inquirySchema>;

/** The form's values before validation: every field a string, the selects possibly empty. */
export type InquiryFormValues = { [K in keyof InquiryInput]: string };

/**
 * Name of the hidden honeypot field. People never see it; bots that fill every input do, and the
 * server then answers as if it had stored the inquiry, without storing anything.
 */
export const HONEYPOT_FIELD = "company_website";

/** Toasts (SPEC section 8): 'Message sent successfully! We'll get back to you within 24 hours.' */
export const INQUIRY_SUCCESS = {
  title: "Message sent successfully!",
  description: "We'll get back to you within 24 hours.",
} as const;
/** 'Error: Failed to send your message. Please try again or contact us directly.' */
export const INQUIRY_FAILURE = {
  title: "Error",
  description: "Failed to send your message. Please try again or contact us directly.",
} as const;
export const INQUIRY_RATE_LIMITED =
  "Too many messages from this connection. Please wait a few minutes, or email us directly.";

/** Per-IP limit on inquiries: generous for people, tight for scripts. */
export const INQUIRY_RATE_LIMIT = { name: "inquiry", limit: 5, windowSeconds: 600 } as const;
