/**
 * Design fee proposals' request schemas (issue 18): the studio's signature request and unlock
 * (worker/proposals/router-admin.ts), a signer's code, verification, signature and deposit
 * checkout (worker/proposals/router-portal.ts), with proposals.ts's limits and messages. Apart
 * from proposals.ts so that the portal and the signer's page, which never validate with zod, do
 * not load it (issue 29).
 */
import { z } from "zod";
import {
  DEPOSIT_MAX_CENTS,
  MAX_SIGNERS,
  MESSAGE_MAX,
  PROPOSAL_MESSAGES,
  type ProposalSignerView,
  SIGNATURE_IMAGE_MAX,
  SIGNATURE_IMAGE_MESSAGES,
  SIGNATURE_KINDS,
} from "./proposals";

const signerSchema = z.object({
  name: z
    .string({ error: "Please enter the signer's name." })
    .trim()
    .min(1, "Please enter the signer's name.")
    .max(120, "Please keep the name under 120 characters."),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  // ProposalSignerView (proposals.ts) spells out what this leaves.
}) satisfies z.ZodType<Pick<ProposalSignerView, "name" | "email">>;

/**
 * POST /api/admin/documents/:id/signature-requests. The deposit is typed in dollars (optional,
 * "1,500" or "1500.00"); the Worker keeps whole cents.
 */
export const signatureRequestSchema = z
  .object({
    signers: z
      .array(signerSchema, { error: PROPOSAL_MESSAGES.signersRequired })
      .min(1, PROPOSAL_MESSAGES.signersRequired)
      .max(MAX_SIGNERS, `At most ${MAX_SIGNERS} signers.`),
    deposit: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v, ctx) => {
        if (v === null || v === undefined || String(v).trim() === "") return null;
        const cents = parseDollars(String(v));
        if (cents === null || cents < 100 || cents > DEPOSIT_MAX_CENTS) {
          ctx.addIssue({
            code: "custom",
            message: "Enter a deposit between $1 and $1,000,000, or leave it empty.",
          });
          return z.NEVER;
        }
        return cents;
      }),
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX, `Please keep the message under ${MESSAGE_MAX} characters.`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.signers.forEach((s, i) => {
      if (seen.has(s.email))
        ctx.addIssue({
          code: "custom",
          path: ["signers", i, "email"],
          message: PROPOSAL_MESSAGES.duplicateSigner,
        });
      seen.add(s.email);
    });
  });
export type SignatureRequestInput = z.input<typeof signatureRequestSchema>;

/** "1,500", "$1500.5", "1500.00" → cents; null when not a plain amount with at most 2 decimals. */
export function parseDollars(value: string): number | null {
  const clean = value.replace(/[$,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Private-link access in the body of every portal POST (never in a logged URL). */
const accessFields = {
  token: z.string().max(200).optional(),
  projectId: z.union([z.number(), z.string()]).optional(),
};

/** POST /api/portal/proposals/:id/code: e-mail a code to this signer. */
export const codeRequestSchema = z.object({
  ...accessFields,
  signerId: z.coerce
    .number({ error: PROPOSAL_MESSAGES.notSigner })
    .int()
    .positive(PROPOSAL_MESSAGES.notSigner),
});

/** POST /api/admin/signature-requests/:id/unlock: lift a signer's lockout. */
export const unlockSignerSchema = z.object({
  signerId: z.coerce
    .number({ error: "Choose the signer to unlock." })
    .int("Choose the signer to unlock.")
    .positive("Choose the signer to unlock."),
});

/** POST /api/portal/proposals/:id/verify: the six digits from the e-mail. */
export const codeVerifySchema = codeRequestSchema.extend({
  code: z
    .string({ error: "Please enter the 6-digit code." })
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit code."),
});

/** POST /api/portal/proposals/:id/sign */
export const signSchema = z
  .object({
    ...accessFields,
    signerId: z.coerce
      .number({ error: PROPOSAL_MESSAGES.notSigner })
      .int()
      .positive(PROPOSAL_MESSAGES.notSigner),
    /** From a verified code (private link); not needed when signed in with the signer's e-mail. */
    ticket: z.string().max(200).optional(),
    fullName: z
      .string({ error: "Please type your full name." })
      .trim()
      .min(2, "Please type your full name.")
      .max(120, "Please keep the name under 120 characters."),
    kind: z.enum(SIGNATURE_KINDS, { error: "Please draw or type your signature." }),
    /** drawn: a PNG data URL; typed: the signature as typed. */
    signature: z
      .string({ error: "Please draw or type your signature." })
      .max(SIGNATURE_IMAGE_MAX, SIGNATURE_IMAGE_MESSAGES.tooLarge),
    /** The SHA-256 shown with the proposal: the signature applies to exactly these bytes. */
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/, PROPOSAL_MESSAGES.hashMismatch),
    consent: z.literal(true, { error: PROPOSAL_MESSAGES.consentRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "drawn" && !/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(v.signature)) {
      ctx.addIssue({ code: "custom", path: ["signature"], message: "Please draw your signature." });
    }
    if (v.kind === "typed" && (v.signature.trim().length < 2 || v.signature.trim().length > 120)) {
      ctx.addIssue({ code: "custom", path: ["signature"], message: "Please type your signature." });
    }
  });
export type SignInput = z.input<typeof signSchema>;

/** POST /api/portal/proposals/:id/checkout: access only; the amount is the database's. */
export const proposalCheckoutSchema = z.object({ ...accessFields });
