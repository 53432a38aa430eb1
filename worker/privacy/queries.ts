/**
 * Privacy requests for one e-mail address: everything stored about that person, and its deletion.
 *
 * What belongs to a person: their user row and sign-in identities, sessions, project assignments
 * and invitations, inquiries they sent, files they uploaded from the portal while signed in, the
 * feedback and pin messages they left, shop orders paid with their address, and the e-mails kept in the outbox that
 * were sent to them, answer to them or mention their address. Deleting removes all of it in one
 * D1 batch (rows first), then the uploaded files from R2 (row before object: a failed object
 * delete leaves an orphan the hourly clean-up removes, never a row pointing at nothing).
 *
 * Kept on purpose (SECURITY.md, "Privacy requests"):
 * - orders, for the studio's accounts (tax records): their e-mail becomes NULL;
 * - audit entries: the address is replaced by "[deleted]" in their details, and the deletion
 *   itself is recorded with a SHA-256 of the address, not the address;
 * - projects listing the address as a contact: the studio's working records while the project
 *   runs; they appear in the export and the delete result counts them for the admin to edit;
 * - signed proposals (the signature, its evidence and the signed copy: the record of an
 *   agreement), and deposit payments without the payer's e-mail (proposalPrivacyDelete).
 * Files sent through a private link (no sign-in) cannot be attributed to a person and stay.
 */
import { type AnyColumn, and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PRIVACY_MESSAGES, type PrivacyDeleteResult, type PrivacyExport } from "../../src/shared/privacy";
import { auditStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import {
  auditLog,
  clientInvitations,
  documentFeedback,
  documentPinMessages,
  documentPins,
  documents,
  emailOutbox,
  oauthAccounts,
  orderItems,
  orders,
  projectClients,
  projectInquiries,
  projects,
  selectionInvoicePayments,
  sessions,
  uploadReservations,
  users,
} from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import { proposalPrivacyDelete, proposalPrivacyExport } from "../proposals/queries-privacy";
import { invoicesForPrivacy } from "../selections/invoices";
import { anonymiseDecisionsStatement, selectionDecisionsOf } from "../selections/queries";
import type { Db, SessionUser } from "../types";

/** Addresses are compared case-insensitively (older rows may not be lower-cased). */
const lower = (column: AnyColumn) => sql<string>`lower(${column})`;

/** The user with this (normalised) address, if any. */
async function findUser(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(lower(users.email), email))
    .get();
}

function projectContactWhere(email: string) {
  return or(
    eq(lower(projects.clientContact1Email), email),
    eq(lower(projects.clientContact2Email), email),
    eq(lower(projects.clientEmail), email),
  );
}

function assignmentWhere(email: string, userId: number | null) {
  return userId === null
    ? eq(lower(projectClients.clientEmail), email)
    : or(eq(projectClients.userId, userId), eq(lower(projectClients.clientEmail), email));
}

/** Kept e-mails to the address, answering to it (Reply-To) or naming it in their text. */
function outboxWhere(email: string) {
  return or(
    eq(lower(emailOutbox.toAddress), email),
    eq(lower(emailOutbox.replyTo), email),
    sql`instr(lower(${emailOutbox.text}), ${email}) > 0`,
  );
}

/** Client uploads sent by this user while signed in. */
function uploadsWhere(userId: number) {
  return and(eq(documents.uploadedByUserId, userId), eq(documents.source, "client"));
}

export async function exportPersonalData(db: Db, email: string, at = new Date()): Promise<PrivacyExport> {
  const user = await findUser(db, email);
  const userId = user?.id ?? null;
  const none = sql`0`;
  const [assignments, invitations, inquiries, orderRows, contacts] = await db.batch([
    db
      .select({
        id: projectClients.id,
        projectId: projectClients.projectId,
        project: projects.clientProjectName,
        clientName: projectClients.clientName,
        clientEmail: projectClients.clientEmail,
        clientPhone: projectClients.clientPhone,
        createdAt: projectClients.createdAt,
      })
      .from(projectClients)
      .leftJoin(projects, eq(projects.id, projectClients.projectId))
      .where(assignmentWhere(email, userId)),
    db
      .select()
      .from(clientInvitations)
      .where(eq(lower(clientInvitations.email), email)),
    db
      .select()
      .from(projectInquiries)
      .where(eq(lower(projectInquiries.email), email)),
    db
      .select()
      .from(orders)
      .where(eq(lower(orders.email), email)),
    db
      .select({
        id: projects.id,
        title: projects.title,
        clientProjectName: projects.clientProjectName,
        clientContact1Name: projects.clientContact1Name,
        clientContact1Email: projects.clientContact1Email,
        clientContact1Phone: projects.clientContact1Phone,
        clientContact2Name: projects.clientContact2Name,
        clientContact2Email: projects.clientContact2Email,
        clientContact2Phone: projects.clientContact2Phone,
        clientName: projects.clientName,
        clientEmail: projects.clientEmail,
        clientPhone: projects.clientPhone,
      })
      .from(projects)
      .where(projectContactWhere(email)),
  ]);
  const [accounts, sessionCount, uploads, feedback, pinMessages, auditMentions, emails] = await db.batch([
    db
      .select({
        provider: oauthAccounts.provider,
        subject: oauthAccounts.subject,
        createdAt: oauthAccounts.createdAt,
      })
      .from(oauthAccounts)
      .where(userId === null ? none : eq(oauthAccounts.userId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(userId === null ? none : eq(sessions.userId, userId)),
    db
      .select({
        id: documents.id,
        projectId: documents.projectId,
        fileName: documents.fileName,
        fileSize: documents.fileSize,
        mimeType: documents.mimeType,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(userId === null ? none : uploadsWhere(userId)),
    db
      .select({
        id: documentFeedback.id,
        documentId: documentFeedback.documentId,
        status: documentFeedback.status,
        comment: documentFeedback.comment,
        authorName: documentFeedback.authorName,
        createdAt: documentFeedback.createdAt,
      })
      .from(documentFeedback)
      .where(userId === null ? none : eq(documentFeedback.authorUserId, userId)),
    db
      .select({
        id: documentPinMessages.id,
        documentId: documentPins.documentId,
        // A pin on a selection piece's photo (issue 29 item 2): the piece and the photo.
        selectionItemId: documentPins.selectionItemId,
        photo: documentPins.photo,
        pin: documentPins.number,
        page: documentPins.page,
        authorName: documentPinMessages.authorName,
        text: documentPinMessages.text,
        createdAt: documentPinMessages.createdAt,
      })
      .from(documentPinMessages)
      .innerJoin(documentPins, eq(documentPins.id, documentPinMessages.pinId))
      .where(userId === null ? none : eq(documentPinMessages.authorUserId, userId)),
    db
      .select({
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(sql`instr(${auditLog.detail}, ${email}) > 0`),
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        from: emailOutbox.fromAddress,
        replyTo: emailOutbox.replyTo,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(outboxWhere(email)),
  ]);
  const items =
    orderRows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              orderRows.map((o) => o.id),
            ),
          )
          .all();
  const orderList = orderRows.map((o) => ({
    id: o.id,
    status: o.status,
    email: o.email,
    totalCents: o.totalCents,
    currency: o.currency,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({ title: i.titleSnapshot, unitPriceCents: i.unitPriceCents, quantity: i.quantity })),
  }));
  const sessionsCount = sessionCount[0]?.n ?? 0;
  const { proposals, depositPayments } = await proposalPrivacyExport(db, email);
  const selectionDecisions = userId === null ? [] : await selectionDecisionsOf(db, userId);
  const selectionInvoices = await invoicesForPrivacy(db, userId, email);
  const found =
    Boolean(user) ||
    assignments.length +
      invitations.length +
      inquiries.length +
      orderRows.length +
      contacts.length +
      emails.length +
      proposals.length +
      depositPayments.length +
      selectionDecisions.length +
      selectionInvoices.length >
      0;
  return {
    email,
    exportedAt: at.toISOString(),
    found,
    user: user
      ? {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          role: user.role,
          lastSignInAt: user.lastSignInAt,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        }
      : null,
    signInAccounts: accounts,
    sessions: { count: sessionsCount },
    assignments,
    invitations,
    inquiries,
    uploads,
    feedback,
    pinMessages,
    orders: orderList,
    projectContacts: contacts,
    auditMentions,
    emails,
    proposals,
    depositPayments,
    selectionDecisions,
    selectionInvoices,
  };
}

export type PrivacyDeletion =
  | { ok: true; result: PrivacyDeleteResult; objectKeys: string[] }
  | { ok: false; reason: "nothing_stored" | "admin" };

/**
 * Deletes what is stored about `email` in one batch and returns the R2 keys of the uploads it
 * removed, for the caller to delete after the rows (row before object).
 */
export async function deletePersonalData(
  db: Db,
  email: string,
  actor: SessionUser,
  adminEmails: Set<string>,
): Promise<PrivacyDeletion> {
  const data = await exportPersonalData(db, email);
  if (!data.found) return { ok: false, reason: "nothing_stored" };
  const user = await findUser(db, email);
  if (adminEmails.has(email) || user?.role === "admin") return { ok: false, reason: "admin" };
  const userId = user?.id ?? null;

  const uploads =
    userId === null
      ? []
      : await db
          .select({ id: documents.id, key: documents.objectPath })
          .from(documents)
          .where(uploadsWhere(userId))
          .all();
  const uploadIds = uploads.map((u) => u.id);
  // The audit entries that name the address in their details (assignments, inquiries ...).
  const mentioning = await db
    .select({ n: count() })
    .from(auditLog)
    .where(sql`instr(${auditLog.detail}, ${email}) > 0`)
    .get();

  const fromProposals = await proposalPrivacyDelete(db, email);

  const statements: BatchItem<"sqlite">[] = [
    ...fromProposals.statements,
    db.delete(projectClients).where(assignmentWhere(email, userId)),
    db.delete(clientInvitations).where(eq(lower(clientInvitations.email), email)),
    db.delete(emailOutbox).where(outboxWhere(email)),
    db.delete(projectInquiries).where(eq(lower(projectInquiries.email), email)),
    db
      .update(orders)
      .set({ email: null })
      .where(eq(lower(orders.email), email)),
    // Mentions in earlier audit entries; the entry of this deletion keeps only a hash.
    db
      .update(auditLog)
      .set({ detail: sql`replace(${auditLog.detail}, ${email}, '[deleted]')` })
      .where(sql`instr(${auditLog.detail}, ${email}) > 0`),
    // Selections invoices and their payments are kept (records of money), without the address.
    db
      .update(selectionInvoicePayments)
      .set({ payerEmail: null })
      .where(eq(lower(selectionInvoicePayments.payerEmail), email)),
  ];
  if (userId !== null) {
    statements.push(
      ...(uploadIds.length > 0
        ? [
            db.delete(documentFeedback).where(inArray(documentFeedback.documentId, uploadIds)),
            db.delete(documents).where(inArray(documents.id, uploadIds)),
          ]
        : []),
      db.delete(documentFeedback).where(eq(documentFeedback.authorUserId, userId)),
      // Pins (issue 19): their messages go; a pin left without messages goes too.
      db.delete(documentPinMessages).where(eq(documentPinMessages.authorUserId, userId)),
      db
        .delete(documentPins)
        .where(
          sql`NOT EXISTS (SELECT 1 FROM ${documentPinMessages} WHERE ${documentPinMessages.pinId} = ${documentPins.id})`,
        ),
      db.delete(sessions).where(eq(sessions.userId, userId)),
      db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
      // References that outlive the person (explicitly, whatever the foreign_keys pragma says).
      db.update(projects).set({ clientUserId: null }).where(eq(projects.clientUserId, userId)),
      db.update(projects).set({ createdByUserId: null }).where(eq(projects.createdByUserId, userId)),
      db.update(documents).set({ uploadedByUserId: null }).where(eq(documents.uploadedByUserId, userId)),
      db
        .update(uploadReservations)
        .set({ createdByUserId: null })
        .where(eq(uploadReservations.createdByUserId, userId)),
      db
        .update(clientInvitations)
        .set({ createdByUserId: null })
        .where(eq(clientInvitations.createdByUserId, userId)),
      db
        .update(clientInvitations)
        .set({ acceptedByUserId: null })
        .where(eq(clientInvitations.acceptedByUserId, userId)),
      db.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorUserId, userId)),
      anonymiseDecisionsStatement(db, userId),
      db.delete(users).where(eq(users.id, userId)),
    );
  }
  const result: PrivacyDeleteResult = {
    email,
    deleted: {
      user: user ? 1 : 0,
      sessions: data.sessions.count,
      signInAccounts: data.signInAccounts.length,
      assignments: data.assignments.length,
      invitations: data.invitations.length,
      inquiries: data.inquiries.length,
      uploads: uploads.length,
      uploadFiles: 0,
      feedback: data.feedback.length,
      pinMessages: data.pinMessages.length,
      emails: data.emails.length,
      proposalSigners: fromProposals.deletedSigners,
    },
    anonymised: {
      orders: data.orders.length,
      auditEntries: mentioning?.n ?? 0,
      depositPayments: fromProposals.anonymisedPayments,
      selectionDecisions: data.selectionDecisions.length,
      invoicePayments: data.selectionInvoices.filter(
        (i) => typeof i.payerEmail === "string" && i.payerEmail.toLowerCase() === email,
      ).length,
    },
    projectContacts: data.projectContacts.length,
    keptForLegalReasons: { signedProposals: fromProposals.keptSignatures },
    kept: PRIVACY_MESSAGES.whatIsKept,
  };
  statements.push(
    auditStatement(db, actor, {
      action: "privacy.delete",
      entityType: "privacy",
      entityId: null,
      detail: {
        emailSha256: await sha256Hex(email),
        deleted: result.deleted,
        anonymised: result.anonymised,
        projectContacts: result.projectContacts,
        keptForLegalReasons: result.keptForLegalReasons,
      },
    }),
  );
  await runBatch(db, statements);
  return { ok: true, result, objectKeys: uploads.map((u) => u.key) };
}
