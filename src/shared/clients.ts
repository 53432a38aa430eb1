/**
 * Client assignment (SPEC sections 2, 5 and 7): the assign and invite schemas used by the Client
 * Assignment tab and worker/clients/router.ts, and the shapes the lists read.
 */
import { z } from "zod";

export const CLIENT_MESSAGES = {
  missingTitle: "Missing information",
  missingDescription: "Please select both a project and a client.",
  notFoundTitle: "Client not found",
  notFoundDescription: "Selected client user not found.",
  assigned: "Client assigned successfully",
  removed: "Client removed",
  duplicate: "This client is already assigned to this project.",
  invited: "Invitation sent",
  invitationRemoved: "Invitation removed",
  resent: "Invitation sent again",
  resendLimited:
    "This invitation was sent several times in the last hour. Please wait before sending it again.",
  alreadyAccepted: "This invitation has been accepted: the client sees the project already.",
  invitationNotFound: "Invitation not found.",
  duplicateInvitation: "This e-mail has already been invited to this project.",
  adminEmail: "This e-mail belongs to a studio admin, who sees every project already.",
  invalidEmail: "Please enter a valid email address",
  fetchUsersFailed: "Failed to fetch users",
  fetchClientsFailed: "Failed to fetch project clients",
  accepted: "Accepted",
  notSent: "Not sent",
} as const;

/** POST /api/projects/:id/clients. The server derives the name, e-mail and phone from the user. */
export const assignClientSchema = z.object({
  userId: z
    .number({ error: CLIENT_MESSAGES.missingDescription })
    .int(CLIENT_MESSAGES.missingDescription)
    .positive(CLIENT_MESSAGES.missingDescription),
  clientName: z.string().max(200).nullish(),
  clientEmail: z.string().max(254).nullish(),
  clientPhone: z.string().max(30).nullish(),
});
export type AssignClientInput = z.input<typeof assignClientSchema>;

/** POST /api/projects/:id/invitations */
export const inviteClientSchema = z.object({
  email: z
    .string({ error: CLIENT_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, CLIENT_MESSAGES.invalidEmail)
    .pipe(z.email({ error: CLIENT_MESSAGES.invalidEmail })),
});

/** SPEC section 3: on assigning, clientName is the part of the e-mail before the at-sign. */
export function clientNameFromEmail(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? email.slice(0, at) : email;
}

/** GET /api/admin/users */
export type AdminUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "admin" | "client";
  createdAt: string;
  lastSignInAt: string | null;
};

/** GET /api/projects/:id/clients */
export type ProjectClientView = {
  id: number;
  projectId: number;
  userId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
  lastSignInAt: string | null;
};

/** GET /api/projects/:id/invitations: pending and accepted ones (kept as the record). */
export type ClientInvitationView = z.output<typeof inviteClientSchema> & {
  id: number;
  projectId: number;
  createdAt: string;
  /** When the invitation e-mail last went out (or into the local outbox); null: never. */
  sentAt: string | null;
  sendCount: number;
  /** Set at the invitee's first sign-in, when the invitation became an assignment. */
  acceptedAt: string | null;
  acceptedByUserId: number | null;
};

/**
 * What became of an invitation e-mail: sent through Email Service, kept in the local outbox (no
 * sending configured), or refused by the binding (kept in the outbox, marked failed).
 */
export type InvitationDelivery = "sent" | "outbox" | "failed";

/**
 * POST /api/projects/:id/invitations: an existing client is assigned at once instead, and
 * e-mailed a link to the project (`delivery`, as for an invitation).
 */
export type InviteResult =
  | { kind: "invitation"; invitation: ClientInvitationView; delivery: InvitationDelivery }
  | { kind: "assignment"; assignment: ProjectClientView; delivery: InvitationDelivery };

/**
 * POST /api/projects/:id/clients: the assignment (SPEC section 7), plus what became of the e-mail
 * that tells the client the project is in their portal (an added field; issue 25).
 */
export type AssignResult = ProjectClientView & { delivery: InvitationDelivery };

/** POST /api/projects/:id/invitations/:invitationId/resend */
export type ResendResult = { invitation: ClientInvitationView; delivery: InvitationDelivery };

/** The portal opened on one project (signed out: /login first, then back here). */
export function portalProjectPath(projectId: number): string {
  return `/portal?project=${projectId}`;
}

/**
 * The sign-in address an invitation e-mail links to: /login, then the invitee's project. The
 * invitee's address is not in it (issue 25): links end up in browser histories, proxy logs and
 * Referer headers, and the e-mail itself names the address to sign in with. `invited=1` only
 * tells the page to say so.
 */
export function invitationSignInPath(projectId: number): string {
  const params = new URLSearchParams({ returnTo: portalProjectPath(projectId), invited: "1" });
  return `/login?${params.toString()}`;
}
