/**
 * What the proposal tests share: a real PDF to send for signature (the signed copy is built from
 * it with pdf-lib), the SHA-256 a signer is shown and signs, the studio's request and a typed
 * signature.
 */
import { count, eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "vitest";
import type { AdminProposal, PortalProposal } from "../../src/shared/proposals";
import {
  proposalEvents,
  proposalPayments,
  signatureRequests,
  signatureSigners,
  signatures,
} from "../../worker/db/schema";
import { api, createProject, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { addDocument, assign } from "./portal-fixtures";

/** A real one-page PDF with one line of text. */
export async function proposalPdf(
  text = "Design fee proposal: scope, terms and investment.",
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 50, y: 700, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** Lowercase hex SHA-256 of the bytes, as the request stores it. */
export async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The sign call's body for a typed signature (the signer's name as both the full name and the
 * signature), with the access fields the call needs (`projectId`, or a link's `token`).
 */
export function typedSignature(
  signerId: number,
  name: string,
  documentSha256: string,
  access: Record<string, unknown> = {},
) {
  return {
    ...access,
    signerId,
    fullName: name,
    kind: "typed",
    signature: name,
    documentSha256,
    consent: true,
  };
}

/** The studio sends a document for signature (the call must succeed); the request as it answers. */
export async function requestSignatures(
  session: Session,
  documentId: number,
  body: Record<string, unknown>,
): Promise<AdminProposal> {
  const res = await api(`/api/admin/documents/${documentId}/signature-requests`, { session, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AdminProposal>(res);
}

/**
 * The studio sends the document to two signers, Avery Stone and Blake Stone at the addresses
 * given, with the deposit given (as the studio types it) or none; the request and its signers.
 */
export async function requestTwoSigners(
  admin: Session,
  documentId: number,
  emails: { avery: string; blake: string },
  deposit: string | null = null,
) {
  const proposal = await requestSignatures(admin, documentId, {
    signers: [
      { name: "Avery Stone", email: emails.avery },
      { name: "Blake Stone", email: emails.blake },
    ],
    deposit,
    message: null,
  });
  const [signerA, signerB] = proposal.signers;
  if (!signerA || !signerB) throw new Error("signers missing");
  return { proposal, signerA, signerB };
}

/**
 * What every proposal test starts from: a project (`clientProjectName`), a client signed in and
 * assigned to it (`client`: the e-mail's prefix and a first name), and a "Design Fee Proposal"
 * uploaded to it (a real PDF unless `bytes` are given), with the hash a signer signs.
 */
export async function projectWithProposal(
  clientProjectName: string,
  client: { emailPrefix: string; firstName: string },
  file: { bytes?: Uint8Array; fileName?: string } = {},
) {
  const project = await createProject({ clientProjectName });
  const session = await signIn("client", uniqueEmail(client.emailPrefix), client.firstName);
  await assign(session, project.id);
  const { bytes = await proposalPdf(), ...rest } = file;
  const doc = await addDocument(project.id, { bytes, title: "Design Fee Proposal", ...rest });
  return { project, client: session, doc, bytes, hash: await sha256(bytes) };
}

/**
 * A proposal out for signature to one signer, a client signed in with the signer's e-mail (as
 * projectWithProposal makes them), asking the deposit given (as the studio types it) or none.
 */
export async function proposalToOneSigner(
  admin: Session,
  clientProjectName: string,
  signer: { emailPrefix: string; firstName: string; name: string },
  deposit: string | null = null,
  file: { bytes?: Uint8Array; fileName?: string } = {},
) {
  const world = await projectWithProposal(clientProjectName, signer, file);
  const proposal = await requestSignatures(admin, world.doc.id, {
    signers: [{ name: signer.name, email: world.client.email }],
    deposit,
    message: null,
  });
  const [first] = proposal.signers;
  if (!first) throw new Error("no signer");
  return { ...world, proposal, signerId: first.id };
}

/**
 * What D1 holds of a request: the request (its `updatedAt` aside), its signers, how many
 * signatures and its deposit payments.
 */
export async function proposalRecord(requestId: number) {
  const d = db();
  const [request, signers, sigs, payments] = await Promise.all([
    d.select().from(signatureRequests).where(eq(signatureRequests.id, requestId)).get(),
    d.select().from(signatureSigners).where(eq(signatureSigners.requestId, requestId)).all(),
    d.select({ n: count() }).from(signatures).where(eq(signatures.requestId, requestId)).get(),
    d.select().from(proposalPayments).where(eq(proposalPayments.requestId, requestId)).all(),
  ]);
  return { request: { ...request, updatedAt: undefined }, signers, signatures: sigs?.n, payments };
}

/** The request's row as D1 holds it now. */
export function requestRow(requestId: number) {
  return db().select().from(signatureRequests).where(eq(signatureRequests.id, requestId)).get();
}

/** How many entries the request's own audit trail holds. */
export async function proposalEventCount(requestId: number): Promise<number | undefined> {
  const row = await db()
    .select({ n: count() })
    .from(proposalEvents)
    .where(eq(proposalEvents.requestId, requestId))
    .get();
  return row?.n;
}

/** The request as the admin's list of the project's requests shows it (the test fails without it). */
export async function adminProposalView(
  admin: Session,
  projectId: number,
  id: number,
): Promise<AdminProposal> {
  const list = await json<AdminProposal[]>(
    await api(`/api/projects/${projectId}/signature-requests`, { session: admin }),
  );
  const found = list.find((p) => p.id === id);
  if (!found) throw new Error("request missing from the admin's list");
  return found;
}

/** The request as the signed-in client's portal lists it (the test fails without it). */
export async function portalProposalView(
  client: Session,
  projectId: number,
  id: number,
): Promise<PortalProposal> {
  const list = await json<PortalProposal[]>(
    await api(`/api/portal/proposals?projectId=${projectId}`, { session: client }),
  );
  const found = list.find((p) => p.id === id);
  if (!found) throw new Error("request missing from the portal's list");
  return found;
}

/** The deposit payment a checkout opened for the request (the test fails without one and its session). */
export async function depositPaymentOf(requestId: number) {
  const payment = await db()
    .select()
    .from(proposalPayments)
    .where(eq(proposalPayments.requestId, requestId))
    .get();
  if (!payment?.stripeSessionId) throw new Error("no deposit payment session");
  return payment;
}
