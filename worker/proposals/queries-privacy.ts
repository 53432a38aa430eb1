/**
 * Privacy requests (worker/privacy/queries.ts): what proposals store about one address, and its
 * deletion.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { staleRows } from "../db/rows";
import {
  now,
  proposalEvents,
  proposalPayments,
  signatureRequests,
  signatureSigners,
  signatures,
  signerCodes,
} from "../db/schema";
import type { Db } from "../types";
import { voidOpenRequestsStatements } from "./queries";

/**
 * What proposals store about one address: each signer entry with its request, its signature
 * (with the evidence: IP address, user agent, how identity was proved) and its own events, and
 * the deposit payments paid with the address.
 */
export async function proposalPrivacyExport(db: Db, email: string) {
  const signerRows = await db
    .select({ signer: signatureSigners, request: signatureRequests, signature: signatures })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .leftJoin(signatures, eq(signatures.signerId, signatureSigners.id))
    .where(sql`lower(${signatureSigners.email}) = ${email}`)
    .all();
  const signerIds = signerRows.map((r) => r.signer.id);
  const events =
    signerIds.length === 0
      ? []
      : await db.select().from(proposalEvents).where(inArray(proposalEvents.signerId, signerIds)).all();
  const payments = await db
    .select()
    .from(proposalPayments)
    .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`)
    .all();
  return {
    proposals: signerRows.map(({ signer, request, signature }) => ({
      requestId: request.id,
      projectId: request.projectId,
      title: request.documentTitle,
      documentSha256: request.documentSha256,
      status: request.status,
      name: signer.name,
      email: signer.email,
      emailedAt: signer.emailedAt,
      viewedAt: signer.viewedAt,
      signedAt: signer.signedAt,
      signature: signature
        ? {
            fullName: signature.fullName,
            kind: signature.kind,
            signature: signature.signatureData,
            identityMethod: signature.identityMethod,
            ip: signature.ip,
            userAgent: signature.userAgent,
            signedAt: signature.signedAt,
          }
        : null,
      /** A signature is the record of an agreement: kept when the rest is deleted. */
      keptForLegalReasons: signature !== null,
      events: events
        .filter((e) => e.signerId === signer.id)
        .map((e) => ({ type: e.type, ip: e.ip, userAgent: e.userAgent, createdAt: e.createdAt })),
    })),
    depositPayments: payments.map((p) => ({
      requestId: p.requestId,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      reference: p.paymentIntentId,
      payerEmail: p.payerEmail,
      paidAt: p.paidAt,
    })),
  };
}

/**
 * Deleting an address from proposals. A signer who signed stays, with the signature, its evidence
 * and the signed copy: that is the record of an agreement the studio may have to show (SECURITY.md,
 * "Privacy requests"). A signer who has not signed is removed with their codes and events; an
 * open request they were on is voided (it could never be completed as sent), and the address is
 * struck from the request's trail. Deposit payments keep the amount and reference for the
 * accounts, without the payer's e-mail (like shop orders).
 */
export async function proposalPrivacyDelete(db: Db, email: string) {
  const unsigned = await db
    .select({ id: signatureSigners.id, requestId: signatureSigners.requestId })
    .from(signatureSigners)
    .where(and(sql`lower(${signatureSigners.email}) = ${email}`, isNull(signatureSigners.signedAt)))
    .all();
  const kept = await db
    .select({ n: sql<number>`count(*)` })
    .from(signatureSigners)
    .where(
      and(sql`lower(${signatureSigners.email}) = ${email}`, sql`${signatureSigners.signedAt} IS NOT NULL`),
    )
    .get();
  const payments = await db
    .select({ n: sql<number>`count(*)` })
    .from(proposalPayments)
    .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`)
    .get();
  const signerIds = unsigned.map((s) => s.id);
  const requestIds = [...new Set(unsigned.map((s) => s.requestId))];
  const at = now();
  const reason = "A signer's personal data was deleted at their request.";
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(proposalPayments)
      .set({ payerEmail: null })
      .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`),
  ];
  if (signerIds.length > 0) {
    statements.push(
      ...voidOpenRequestsStatements(db, inArray(signatureRequests.id, requestIds), reason, at),
      db
        .update(proposalEvents)
        .set({ detail: sql`replace(${proposalEvents.detail}, ${email}, '[deleted]')` })
        .where(
          and(
            inArray(proposalEvents.requestId, requestIds),
            sql`instr(${proposalEvents.detail}, ${email}) > 0`,
          ),
        ),
      db.delete(proposalEvents).where(inArray(proposalEvents.signerId, signerIds)),
      db.delete(signerCodes).where(inArray(signerCodes.signerId, signerIds)),
      db.delete(signatureSigners).where(inArray(signatureSigners.id, signerIds)),
    );
  }
  return {
    statements,
    deletedSigners: signerIds.length,
    keptSignatures: kept?.n ?? 0,
    anonymisedPayments: payments?.n ?? 0,
  };
}

/** Deposit checkouts still 'created' since before `before` (their webhook may be lost), oldest first. */
export async function staleOpenPayments(db: Db, before: string, limit: number) {
  return staleRows(db, proposalPayments, "created", before, limit);
}
