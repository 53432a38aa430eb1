/**
 * Design fee proposals signed and paid from the portal (issue 18): what the admin sends, what a
 * signer sends, and the shapes both sides read. Shared by the SPA and the Worker; nothing here
 * is secret (access is decided by the Worker). The request schemas are in proposals-schemas.ts:
 * the portal and the signer's page read this module and load no zod (issue 29).
 */
import type { PaymentRefundView } from "./order";

export const PROPOSAL_CATEGORY = "design_fee_proposal";

/** Limits the studio would meet in practice, and that keep a request cheap to process. */
export const MAX_SIGNERS = 6;
export const MESSAGE_MAX = 2000;
/** Deposits between $1 and $1,000,000 (whole cents). */
export const DEPOSIT_MAX_CENTS = 100_000_000;
/** Proposals are read whole into the Worker (hash, signed copy): keep them reasonable. */
export const PROPOSAL_MAX_BYTES = 25 * 1024 * 1024;
/**
 * A drawn signature: a PNG data URL from signature_pad (typically 10-40 kB), at most this many
 * characters: below the API's 256 KiB JSON body limit (worker/index.ts) with room for the rest.
 */
export const SIGNATURE_IMAGE_MAX = 200_000;
/**
 * A drawn signature is decoded on the server before it is accepted (issue 25): at most this many
 * PNG bytes (what SIGNATURE_IMAGE_MAX characters of base64 hold), and within these pixel sizes.
 * The pad is 160 CSS pixels high and as wide as the form, at the device's pixel ratio: the SPA
 * caps the ratio so that even a wide desktop at 4x stays inside the maximum; anything smaller than
 * the minimum cannot have come from the pad.
 */
export const SIGNATURE_PNG_MAX_BYTES = 150_000;
export const SIGNATURE_MIN_WIDTH = 100;
export const SIGNATURE_MIN_HEIGHT = 40;
export const SIGNATURE_MAX_WIDTH = 3000;
export const SIGNATURE_MAX_HEIGHT = 1200;

/** Why a drawn signature was refused (field error on `signature`, 400, nothing recorded). */
export const SIGNATURE_IMAGE_MESSAGES = {
  tooLarge: "That signature is too large.",
  unreadable: "We could not read your drawn signature. Please clear it and draw it again.",
  tooSmall: "Your drawn signature is too small. Please clear it and draw it again on the pad.",
  tooWide:
    "Your drawn signature image is too large. Please clear it and draw it again, or type your signature.",
} as const;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Guessing is bounded per signer (issue 25; SECURITY.md "Signing codes" has the arithmetic):
 * codes e-mailed per 24 hours, wrong codes per 24 hours, and wrong codes in all (across codes)
 * before the signer is locked out until the studio unlocks them. A link holder gets at most
 * CODE_LOCKOUT_WRONG guesses, each right with probability 1 in 1,000,000: at most 1 in 100,000.
 */
export const CODE_DAILY_SENDS = 10;
export const CODE_DAILY_WRONG = 5;
export const CODE_LOCKOUT_WRONG = 10;
/** How a kept copy of a code e-mail shows the code (the outbox never holds it readable). */
export const CODE_MASK = "••••••";

/**
 * The consent a signer accepts before signing (ESIGN Act and California UETA style: consent to
 * do business electronically, the right to paper, how to withdraw). Stored with each signature.
 */
export const ESIGN_CONSENT =
  "I agree to sign this proposal electronically. My electronic signature has the same legal effect " +
  "as a handwritten one. I can ask the studio for a paper copy at no charge, and I can withdraw this " +
  "consent before signing by contacting the studio. I can download the signed copy from this portal.";

export const PROPOSAL_MESSAGES = {
  notProposal: "Only a current Design Fee Proposal (a PDF) can be sent for signature.",
  alreadyOpen: "This proposal is already out for signature. Void that request first.",
  versionSigned: "Everyone has signed this version already. Upload a new version to send a changed proposal.",
  locked: "This proposal is out for signature. Void the request before deleting it.",
  signersRequired: "Add at least one signer.",
  duplicateSigner: "Each signer needs their own e-mail address.",
  tooLarge: "Proposals sent for signature must be PDFs under 25 MB.",
  requestNotOpen: "This proposal is no longer open for signature.",
  voided: "This request was voided by the studio. Please ask the studio for the current proposal.",
  notSigner: "You are not one of the signers of this proposal.",
  alreadySigned: "You have already signed this proposal.",
  identityRequired: "Please confirm it is you with the code we e-mailed before signing.",
  codeWrong: "That code is not right. Please check the e-mail and try again.",
  codeExpired: "That code has expired. Please ask for a new one.",
  codeAttempts: "Too many wrong codes. Please ask for a new one.",
  codeRateLimited: "We have sent several codes already. Please wait a few minutes and try again.",
  codeDailySends:
    "We have sent as many codes as we can for today. Please try again tomorrow, or contact the studio.",
  codeDailyWrong: "Too many wrong codes today. Please try again tomorrow, or contact the studio.",
  codeLocked:
    "Signing with a code is locked after too many wrong codes. Please contact the studio: they can unlock it for you.",
  codeUnavailable:
    "We cannot e-mail a signing code right now, so none was sent. Please contact the studio, who has been told.",
  notLocked: "This signer is not locked out.",
  documentChanged:
    "The proposal file no longer matches the version sent for signature, so it cannot be signed. Please contact the studio.",
  hashMismatch: "The proposal changed while you were reading it. Please reload the page and review it again.",
  consentRequired: "Please agree to sign electronically.",
  notSignedYet: "The deposit can be paid once everyone has signed.",
  noDeposit: "This proposal has no deposit to pay.",
  alreadyPaid: "The deposit for this proposal is already paid.",
  paymentsOff: "Online payment is not set up yet. Please contact the studio to pay the deposit.",
  paymentFailed:
    "We could not reach our payment provider, so nothing was charged. Please try again in a moment.",
  notCompleted: "The signed copy is ready once everyone has signed.",
  signedCopyPending:
    "The signed copy is not ready yet. It is made again automatically within the hour; please try again later.",
  /** Shown instead of the download while the copy is pending (issue 25): no button that answers 409. */
  signedCopyPreparing:
    "The signed copy is being prepared. It will be ready to download here within the hour.",
  cannotVoid: "Only an open request can be voided.",
  cannotRemind: "Only an open request can be reminded.",
  linkNotFound: "Link not found.",
  linkAlreadyRevoked: "This link no longer works: it was already revoked or has expired.",
  /**
   * The portal opened on `?proposal=` (the link in a request or reminder e-mail) for a proposal it
   * no longer lists: the studio voided it, or replaced it with a new version (the signer was
   * e-mailed that it was withdrawn). Any other proposal of the project is listed below it.
   */
  withdrawn: "The proposal this link opened was withdrawn by the studio, so it can no longer be signed.",
} as const;

/**
 * A signer who is not a client of the project gets a private link of their own (issue 25) that
 * opens only that proposal. It works while the request is open and for this many days after it is
 * complete (or after the deposit is paid, if later), so the signer can download the signed copy;
 * it stops at once when the request is voided or the studio revokes it. See
 * docs/decisions/0003-client-links.md.
 */
export const SIGNER_LINK_GRACE_DAYS = 30;
/** Signer link tokens carry this prefix, so a portal page can tell them from project links. */
export const SIGNER_LINK_PREFIX = "sl_";

export function isSignerLinkToken(token: unknown): token is string {
  return typeof token === "string" && /^sl_[A-Za-z0-9_-]{43}$/.test(token);
}

export const SIGNATURE_KINDS = ["drawn", "typed"] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export type ProposalStatus = "open" | "completed" | "voided";

/**
 * A signer as signerSchema leaves it (proposals-schemas.ts checks its name and e-mail against
 * these); the e-mail is shown masked to other signers on a private link ("j•••@example.com").
 */
export type ProposalSignerView = {
  name: string;
  email: string;
  id: number;
  signedAt: string | null;
  viewedAt: string | null;
  /** Admin view only: when the signer was locked out after wrong codes (null when not locked). */
  codeLockedAt?: string | null;
};

/** What a client sees of one proposal (GET /api/portal/proposals). */
export type PortalProposal = {
  id: number;
  documentId: number | null;
  title: string;
  fileName: string;
  documentSha256: string;
  status: ProposalStatus;
  message: string | null;
  depositCents: number | null;
  currency: string;
  depositPaidAt: string | null;
  createdAt: string;
  completedAt: string | null;
  signers: ProposalSignerView[];
  /** The signer the signed-in viewer is (same e-mail), if any: no code needed. */
  sessionSignerId: number | null;
  /**
   * The signed copy can be downloaded now (issue 25: false while it is pending, i.e. completed but
   * not built yet; the portal then says it is being prepared instead of offering the download).
   */
  signedCopyAvailable: boolean;
  /** Present only when the signed copy is a certificate without the merged original (issue 25). */
  signedCopyMode?: SignedCopyMode;
  /** On a signer's own link (issue 25): the signer it was sent to, the only one who may sign on it. */
  linkSignerId?: number | null;
};

/** One signer's own link as the admin sees it in the request panel (no token: only its hash is kept). */
export type AdminSignerLink = {
  id: number;
  signerId: number;
  createdAt: string;
  lastUsedAt: string | null;
  /** Null while the request is open (it ends SIGNER_LINK_GRACE_DAYS after completion). */
  expiresAt: string | null;
  status: "live" | "revoked" | "expired";
};

/** One live link of a project (GET /api/projects/:id/links). */
export type ProjectLinkView =
  | {
      kind: "project";
      /** The whole portal, for anyone who has the link. */
      createdAt: string | null;
      expiresAt: string | null;
      lastUsedAt: string | null;
    }
  | {
      kind: "signer";
      id: number;
      requestId: number;
      proposalTitle: string;
      signerName: string;
      signerEmail: string;
      createdAt: string;
      /** Null while the request is open. */
      expiresAt: string | null;
      lastUsedAt: string | null;
    };

export type ProjectLinks = { links: ProjectLinkView[] };

export type AdminProposalEvent = {
  type: string;
  createdAt: string;
  signerName: string | null;
  detail: Record<string, unknown> | null;
};

/** The admin's view of one request (GET /api/projects/:id/signature-requests). */
export type AdminProposal = PortalProposal & {
  projectId: number;
  viewedAt: string | null;
  remindedAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  depositPaymentRef: string | null;
  /** Second deposit payments, refunded automatically (issue 25); empty for most requests. */
  depositRefunds?: PaymentRefundView[];
  signedCount: number;
  signerCount: number;
  events: AdminProposalEvent[];
  /** The latest own link of each signer who got one (signers who are not clients of the project). */
  signerLinks?: AdminSignerLink[];
  /**
   * Present only while the signed copy of a completed request could not be built (issue 25): the
   * request stays complete, and the hourly clean-up tries again.
   */
  signedCopyPending?: SignedCopyPending;
};

/**
 * How a signed copy was made when the original could not be merged (issue 25): the certificate
 * with the original attached unchanged inside the PDF, or (the original unreadable in storage
 * after SIGNED_COPY_MAX_ATTEMPTS attempts) the certificate alone.
 */
export const SIGNED_COPY_MODES = ["certificate_attached", "certificate_only"] as const;
export type SignedCopyMode = (typeof SIGNED_COPY_MODES)[number];

/** What the admin's Documents tab says of such a copy. */
export const SIGNED_COPY_MODE_ADMIN: Record<SignedCopyMode, string> = {
  certificate_attached:
    "Signed copy made as a certificate with the original attached: the original file could not be merged, so it is attached to the certificate unchanged.",
  certificate_only:
    "Signed copy made as a certificate alone: the original file could not be read from storage, so it is not attached.",
};

/** What a signer reads next to the download of such a copy. */
export const SIGNED_COPY_MODE_PORTAL: Record<SignedCopyMode, string> = {
  certificate_attached:
    "The signed copy is the signature certificate with the proposal attached unchanged: open the attachments panel of your PDF reader to see it.",
  certificate_only:
    "The signed copy is the signature certificate. Please ask the studio if you need the proposal file itself.",
};

export type SignedCopyPending = {
  /** Why the last attempt failed, for the studio. */
  reason: string;
  /** Failed attempts since the last copy was built. */
  attempts: number;
  lastAttemptAt: string;
};

/** "Signed 2 of 2, deposit paid": the admin's one-line status. */
export function proposalSummary(
  p: Pick<AdminProposal, "status" | "signedCount" | "signerCount" | "depositCents" | "depositPaidAt">,
): string {
  if (p.status === "voided") return "Voided";
  const parts = [`Signed ${p.signedCount} of ${p.signerCount}`];
  if (p.depositCents !== null) parts.push(p.depositPaidAt ? "deposit paid" : "deposit due");
  return parts.join(", ");
}

export type CodeSent = { sentTo: string; expiresInMinutes: number };
export type CodeVerified = { ticket: string; expiresAt: string };
export type ProposalCheckout = { url: string };
