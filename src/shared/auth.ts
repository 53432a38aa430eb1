import type { Role } from "./roles";

// The roles live in their own module, which ./role-home imports too (no import circle).
export { ROLES, type Role } from "./roles";

/** What GET /api/auth/user returns. */
export type AuthUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
};

// In its own module: the routes' guards in the SPA's entry need it without the sign-in messages.
export { homeForRole } from "./role-home";

/** Only same-site relative paths are accepted as a return address (no open redirects). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  // Printable ASCII only: browsers drop tabs and newlines from URLs, so "/\t/evil.example" would
  // otherwise become the protocol-relative "//evil.example". No backslashes (some treat them as "/").
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes("\\")) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value === "/api" || value.startsWith("/api/")) return null;
  return value;
}

/**
 * Messages shown on /login after a failed or cancelled sign-in. The Worker redirects to
 * /login?error=<one of these>; the page shows only messages from this list (anything else in the
 * URL becomes the generic one), so a crafted link cannot put arbitrary text on the page.
 */
export const SIGN_IN_ERRORS = {
  notConfigured: "Sign-in is not configured yet.",
  unknownProvider: "That sign-in option is not available.",
  cancelled: "Sign-in was cancelled.",
  providerError: "The sign-in provider reported a problem. Please try again.",
  incomplete: "The sign-in response was incomplete. Please try again.",
  expired: "Your sign-in attempt expired or was already used. Please try again.",
  stateMismatch: "We could not verify this sign-in attempt. Please try again.",
  exchangeFailed: "We could not complete sign-in with the provider. Please try again.",
  invalidIdentity: "We could not verify your identity with the provider. Please try again.",
  noEmail: "Your account did not share an e-mail address, which we need to sign you in.",
  unverifiedEmail: "Please verify your e-mail address with the provider first, then try again.",
  unconfirmedEmail:
    "Your sign-in provider did not confirm that your e-mail address is verified, so we cannot sign you in with it. Please verify it with the provider, or contact the studio.",
  unavailable: "Sign-in is temporarily unavailable. Please try again in a few minutes.",
  rateLimited: "Too many sign-in attempts. Please wait a few minutes and try again.",
  generic: "Sign-in did not complete. Please try again.",
} as const;
export type SignInErrorKey = keyof typeof SIGN_IN_ERRORS;

/** The message to show for a `?error=` value: ours as is, anything else generic. */
export function signInErrorMessage(value: string | null | undefined): string | null {
  if (!value) return null;
  const known = Object.values(SIGN_IN_ERRORS) as string[];
  return known.includes(value) ? value : SIGN_IN_ERRORS.generic;
}
