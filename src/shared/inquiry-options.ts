/**
 * The project inquiry's option lists (SPEC section 3), limits, messages and constants: everything
 * the inquiry form needs before validating. The zod schema itself is in shared/inquiry.ts, which
 * the form loads only once someone starts filling it in (zod is not part of the public pages'
 * first load).
 */
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

export type ValuesOf<T extends readonly { value: string }[]> = T[number]["value"];

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
