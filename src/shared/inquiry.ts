/**
 * The project inquiry: option lists (SPEC section 3) and the one zod schema that both the inquiry
 * form and POST /api/inquiries validate with (messages per SPEC section 5).
 */
import { z } from "zod";
import {
  BUDGET_OPTIONS,
  INQUIRY_LIMITS,
  INQUIRY_MESSAGES,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  type ValuesOf,
} from "./inquiry-options";
import { groupDigits } from "./plain-format";

// The option lists, limits, messages and constants live in inquiry-options.ts (no zod there).
export * from "./inquiry-options";

/** An option list's values (the option lists are arrays of {value, label}; closed lists written as
 * label records use `valuesOf` in labels.ts instead). */
function optionValues<T extends readonly { value: string }[]>(options: T): [ValuesOf<T>, ...ValuesOf<T>[]] {
  return options.map((o) => o.value) as [ValuesOf<T>, ...ValuesOf<T>[]];
}

/** A required text field: a missing value reads like an empty one (never zod's "expected string"). */
const requiredText = (message: string) => z.string({ error: message }).trim();

/** A choice from a fixed list: empty, missing and out-of-list values all ask to select one. */
const choice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(optionValues(options), { error: message });

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
      `Please keep your message under ${groupDigits(INQUIRY_LIMITS.message)} characters`,
    ),
});

export type InquiryInput = z.infer<typeof inquirySchema>;

/** The form's values before validation: every field a string, the selects possibly empty. */
export type InquiryFormValues = { [K in keyof InquiryInput]: string };
