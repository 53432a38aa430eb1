/**
 * Issue 25, item 6: a signed copy is never pending forever. A proposal whose original pdf-lib
 * cannot open (it starts with %PDF, so the upload took it) is pending after the last signature,
 * then made by the first retry as the certificate alone, saying so, with the original attached
 * unchanged; a transient failure is retried with the full copy; and failed attempts are bounded
 * (SIGNED_COPY_MAX_ATTEMPTS), after which the copy is made as a certificate even when the
 * original cannot be read. The portal offers the download only once a copy exists.
 */
import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
} from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { type PortalProposal, PROPOSAL_MESSAGES, SIGNED_COPY_MODE_ADMIN } from "../../src/shared/proposals";
import { runScheduled } from "../../worker/cron";
import { auditLog, emailOutbox } from "../../worker/db/schema";
import { SIGNED_COPY_MAX_ATTEMPTS } from "../../worker/proposals/service";
import { api, apiWith, db, json, type Session, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import { portalApi } from "./portal-fixtures";
import {
  adminProposalView,
  portalProposalView,
  projectWithProposal,
  proposalPdf,
  proposalToOneSigner,
  requestRow,
  requestTwoSigners,
  sha256,
  typedSignature,
} from "./proposal-fixtures";

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

/** Starts like a PDF (the upload accepts it), but has no objects: pdf-lib cannot open it. */
const UNREADABLE = new TextEncoder().encode("%PDF-1.7\n% a proposal exported by a broken tool\n%%EOF\n");

const openProposal = (bytes: Uint8Array) =>
  proposalToOneSigner(
    admin,
    "Fallback House",
    { emailPrefix: "fallback-signer", firstName: "Rowan", name: "Rowan Vale" },
    null,
    { bytes, fileName: "Proposal.pdf" },
  );

type World = Awaited<ReturnType<typeof openProposal>>;

/** The sign call through `app.fetch`, with the bucket given (an R2 fault injected, or not). */
function sign(world: World, media: R2Bucket = env.MEDIA) {
  return apiWith({ MEDIA: media }, `/api/portal/proposals/${world.proposal.id}/sign`, {
    session: world.client,
    json: typedSignature(world.signerId, "Rowan Vale", world.hash, { projectId: world.project.id }),
  });
}

/** The original missing from the bucket as the signed copy reads it (its head; the sign call reads it by get). */
function withoutOriginal(key: string): R2Bucket {
  return new Proxy(env.MEDIA, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "head")
        return (k: string, ...rest: unknown[]) =>
          k === key ? Promise.resolve(null) : (value as R2Bucket["head"]).call(target, k, ...(rest as []));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const adminView = (world: World) => adminProposalView(admin, world.project.id, world.proposal.id);
const portalView = (world: World) => portalProposalView(world.client, world.project.id, world.proposal.id);

const row = (world: World) => requestRow(world.proposal.id);

async function storedCopy(world: World): Promise<Uint8Array> {
  const key = (await row(world))?.signedCopyKey ?? "";
  const object = await env.MEDIA.get(key);
  return new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
}

/** The files attached to a PDF (its EmbeddedFiles name tree), read back with pdf-lib. */
async function attachmentsOf(bytes: Uint8Array): Promise<{ filename: string; content: Uint8Array }[]> {
  const pdf = await PDFDocument.load(bytes);
  const names = pdf.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const list = tree?.lookupMaybe(PDFName.of("Names"), PDFArray);
  const out: { filename: string; content: Uint8Array }[] = [];
  for (let i = 0; list && i + 1 < list.size(); i += 2) {
    const spec = list.lookup(i + 1, PDFDict);
    const file = spec.lookup(PDFName.of("UF"), PDFHexString).decodeText();
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
    if (!(stream instanceof PDFRawStream)) throw new Error("the attachment is not a stream");
    out.push({ filename: file, content: decodePDFRawStream(stream).decode() });
  }
  return out;
}

/** Runs the cron with console.error/warn quiet (failures are logged on purpose here). */
async function cron(media: R2Bucket = env.MEDIA) {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    return await runScheduled({ ...env, MEDIA: media }, Date.now());
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}

describe("a signed copy is never pending forever", () => {
  it("an original pdf-lib cannot open: pending after the signature (no download offered), then a certificate with the original attached", async () => {
    const world = await openProposal(UNREADABLE);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await sign(world);
    quiet.mockRestore();
    expect(res.status, await res.clone().text()).toBe(201);
    const signed = await json<PortalProposal>(res);
    expect(signed.status).toBe("completed");
    // The signer's own answer already says the copy is not downloadable yet.
    expect(signed.signedCopyAvailable).toBe(false);

    // The first attempt (at the signature) tried the full copy only.
    expect(await row(world)).toMatchObject({
      signedCopyKey: null,
      signedCopyAttempts: 1,
      signedCopyMode: null,
    });
    const pending = await adminView(world);
    expect(pending.signedCopyPending?.reason).toContain("The signed copy could not be rendered");
    expect(pending.signedCopyAvailable).toBe(false);
    expect(await portalView(world)).toMatchObject({ status: "completed", signedCopyAvailable: false });
    expect((await portalView(world)).signedCopyMode).toBeUndefined();

    // The first retry (the hourly cron) makes it: a parse error is not retried for hours.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const report = await runScheduled(env, Date.now());
    const warned = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(report.signedCopies.built).toBeGreaterThanOrEqual(1);
    expect(
      warned.some((m) =>
        m.includes(
          `Signed copy of request ${world.proposal.id} made as a certificate with the original attached`,
        ),
      ),
    ).toBe(true);

    const done = await adminView(world);
    expect(done.signedCopyPending).toBeUndefined();
    expect(done.signedCopyAvailable).toBe(true);
    expect(done.signedCopyMode).toBe("certificate_attached");
    expect(SIGNED_COPY_MODE_ADMIN.certificate_attached).toContain("certificate with the original attached");
    const created = done.events.filter((e) => e.type === "signed_copy.created");
    expect(created.at(-1)?.detail).toMatchObject({ mode: "certificate_attached" });
    expect(await portalView(world)).toMatchObject({
      signedCopyAvailable: true,
      signedCopyMode: "certificate_attached",
    });
    expect(await row(world)).toMatchObject({
      signedCopyError: null,
      signedCopyAttempts: 0,
      signedCopyMode: "certificate_attached",
    });
    const audited = (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(world.proposal.id)))
        .all()
    ).filter((entry) => entry.action === "proposal.signed_copy_fallback");
    expect(audited, "audit entry").toHaveLength(1);
    expect(audited[0]?.detail).toMatchObject({ mode: "certificate_attached", title: "Design Fee Proposal" });

    // The copy: the certificate alone, saying why, the SHA-256 stated, the original attached unchanged.
    const copy = await storedCopy(world);
    expect(new TextDecoder().decode(copy.subarray(0, 5))).toBe("%PDF-");
    const proxy = await getDocumentProxy(copy.slice());
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain("Signature certificate");
    expect(text).toContain("could not be merged into this copy");
    expect(text).toContain("attached to this PDF unchanged");
    expect(text).toContain(`SHA-256 of the original: ${world.hash}`);
    expect(text).toContain("Rowan Vale");
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(1);
    const files = await attachmentsOf(copy);
    expect(files, "attachments").toHaveLength(1);
    expect(files[0]?.filename).toBe("Proposal.pdf");
    expect(await sha256(files[0]?.content ?? new Uint8Array())).toBe(world.hash);
    expect([...(files[0]?.content ?? [])]).toEqual([...UNREADABLE]);

    // Both downloads work now.
    for (const [path, session] of [
      [`/api/admin/signature-requests/${world.proposal.id}/signed-copy?format=json`, admin],
      [
        `/api/portal/proposals/${world.proposal.id}/signed-copy?format=json&projectId=${world.project.id}`,
        world.client,
      ],
    ] as const) {
      const download = await api(path, { session });
      expect(download.status, path).toBe(200);
    }
  });

  it("a transient failure is retried with the full copy, not turned into a certificate", async () => {
    const world = await openProposal(await proposalPdf());
    const missing = withoutOriginal(world.doc.objectPath);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await sign(world, missing)).status).toBe(201);
    quiet.mockRestore();
    expect(await row(world)).toMatchObject({ signedCopyKey: null, signedCopyAttempts: 1 });
    expect((await portalView(world)).signedCopyAvailable).toBe(false);
    // While the cause lasts, the portal's download (not offered by the page) answers a clear 409.
    const again = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const early = await apiWith(
      { MEDIA: missing },
      `/api/portal/proposals/${world.proposal.id}/signed-copy?format=json&projectId=${world.project.id}`,
      { session: world.client },
    );
    again.mockRestore();
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(PROPOSAL_MESSAGES.signedCopyPending);

    // The original is back for the cron's run: the full copy (original page + certificate).
    await cron();
    const done = await adminView(world);
    expect(done.signedCopyPending).toBeUndefined();
    expect(done.signedCopyMode).toBeUndefined();
    expect((await portalView(world)).signedCopyAvailable).toBe(true);
    const copy = await storedCopy(world);
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(2);
    expect(await attachmentsOf(copy)).toEqual([]);
  });

  it("failed attempts are bounded: the last one makes the certificate alone when the original stays unreadable", async () => {
    expect(SIGNED_COPY_MAX_ATTEMPTS).toBe(3);
    const world = await openProposal(await proposalPdf());
    const missing = withoutOriginal(world.doc.objectPath);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await sign(world, missing)).status).toBe(201);
    quiet.mockRestore();
    // Attempts 1 (the signature) and 2 (the cron): pending, the full copy each time.
    await cron(missing);
    expect(await row(world)).toMatchObject({
      signedCopyKey: null,
      signedCopyAttempts: 2,
      signedCopyMode: null,
    });
    expect((await adminView(world)).signedCopyPending?.reason).toBe(
      "The original proposal file is missing from storage.",
    );
    // Attempt 3, the last: the certificate alone, saying the original could not be read.
    await cron(missing);
    const done = await adminView(world);
    expect(done.signedCopyPending).toBeUndefined();
    expect(done.signedCopyMode).toBe("certificate_only");
    expect(await portalView(world)).toMatchObject({
      signedCopyAvailable: true,
      signedCopyMode: "certificate_only",
    });
    const copy = await storedCopy(world);
    const proxy = await getDocumentProxy(copy.slice());
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain("The original file could not be read");
    expect(text).toContain("not attached");
    expect(text).toContain(`SHA-256 of the original: ${world.hash}`);
    expect(await attachmentsOf(copy)).toEqual([]);
    // Not tried again: no copy is pending any more.
    const report = await cron(missing);
    expect(report.signedCopies.retried).toBe(0);
    expect((await row(world))?.signedCopyAttempts).toBe(0);
  });

  it("a signer's own link page gets no download while the copy is pending, and the copy once it is made", async () => {
    const { project, client, doc, hash } = await projectWithProposal(
      "Link House",
      { emailPrefix: "fallback-client", firstName: "Avery" },
      { bytes: UNREADABLE },
    );
    // Not a client of the project: signs on the own link e-mailed to them.
    const outsider = await signIn("client", uniqueEmail("fallback-outsider"), "Blake");
    const { proposal, signerA, signerB } = await requestTwoSigners(admin, doc.id, {
      avery: client.email,
      blake: outsider.email,
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, outsider.email), eq(emailOutbox.kind, "proposal-request")))
      .orderBy(desc(emailOutbox.id))
      .all();
    const token = new URL(/Open it here: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "http://x/").searchParams.get(
      "token",
    );
    expect(token).toMatch(/^sl_/);
    const signAs = (who: Session, body: Record<string, unknown>) =>
      api(`/api/portal/proposals/${proposal.id}/sign`, { session: who, json: body });
    const byAvery = typedSignature(signerA.id, "Avery Stone", hash, { projectId: project.id });
    expect((await signAs(client, byAvery)).status).toBe(201);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const last = await signAs(outsider, typedSignature(signerB.id, "Blake Stone", hash, { token }));
    quiet.mockRestore();
    expect(last.status, await last.clone().text()).toBe(201);

    const onLink = async () => {
      const [only] = await json<PortalProposal[]>(await portalApi(`/api/portal/proposals?token=${token}`));
      return only;
    };
    expect(await onLink()).toMatchObject({
      id: proposal.id,
      status: "completed",
      signedCopyAvailable: false,
    });

    await cron();
    expect(await onLink()).toMatchObject({
      signedCopyAvailable: true,
      signedCopyMode: "certificate_attached",
    });
    const copy = await portalApi(
      `/api/portal/proposals/${proposal.id}/signed-copy?token=${token}&format=json`,
    );
    expect(copy.status).toBe(200);
  });
});
