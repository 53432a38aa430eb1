/**
 * Issue 25, item 6: input that cannot be used is refused, and the signed copy never fails a
 * signature. A drawn signature is decoded on the server before it is accepted (size, structure,
 * dimensions, pixel data, pdf-lib), a refusal is a 400 on `signature` that records nothing; a
 * failed build of the signed copy leaves the request complete (201), is shown to the admin as
 * pending, and is built by the hourly cron once the cause is gone.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import {
  type PortalProposal,
  PROPOSAL_MESSAGES,
  SIGNATURE_IMAGE_MAX,
  SIGNATURE_IMAGE_MESSAGES,
} from "../../src/shared/proposals";
import { runScheduled, SIGNED_COPY_NEVER_BUILT_AFTER_MS } from "../../worker/cron";
import { signatureRequests } from "../../worker/db/schema";
import { api, apiWith, db, json, signInBeforeAll } from "./helpers";
import { chunk, concat, dataUrl, deflate, ihdr, PNG_SIGNATURE, pngOf } from "./png-fixtures";
import {
  adminProposalView,
  proposalEventCount,
  proposalRecord,
  proposalToOneSigner,
  requestRow,
} from "./proposal-fixtures";

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

/** A proposal out for signature to one signer, a client signed in with the signer's e-mail. */
const openProposal = () =>
  proposalToOneSigner(admin, "Cove House", { emailPrefix: "signer", firstName: "Rowan", name: "Rowan Vale" });

type World = Awaited<ReturnType<typeof openProposal>>;

function signBody(world: World, signature: string, kind = "drawn") {
  return {
    projectId: world.project.id,
    signerId: world.signerId,
    fullName: "Rowan Vale",
    kind,
    signature,
    documentSha256: world.hash,
    consent: true,
  };
}

function sign(world: World, signature: string) {
  return api(`/api/portal/proposals/${world.proposal.id}/sign`, {
    session: world.client,
    json: signBody(world, signature),
  });
}

async function recorded(requestId: number) {
  return { ...(await proposalRecord(requestId)), events: await proposalEventCount(requestId) };
}

const adminView = (world: World) => adminProposalView(admin, world.project.id, world.proposal.id);

describe("a drawn signature is decoded before it is accepted", () => {
  it("refuses what is not a usable PNG with a clear message on `signature`, recording nothing", async () => {
    const world = await openProposal();
    const before = await recorded(world.proposal.id);
    const good = await pngOf(300, 100);
    const ascii = new TextEncoder().encode("this is not a png, only its first eight bytes are ".repeat(4));
    // Valid chunks whose pixel data is not a zlib stream (CRCs right, so only decoding finds it).
    const notZlib = concat(
      PNG_SIGNATURE,
      ihdr(300, 100),
      chunk("IDAT", ascii),
      chunk("IEND", new Uint8Array()),
    );
    // A zlib stream that inflates to fewer bytes than 300×100 pixels need.
    const short = concat(
      PNG_SIGNATURE,
      ihdr(300, 100),
      chunk("IDAT", await deflate(new Uint8Array(1000))),
      chunk("IEND", new Uint8Array()),
    );
    // A small file whose pixel data would inflate far past its header's size (a zip bomb).
    const bomb = concat(
      PNG_SIGNATURE,
      ihdr(300, 100),
      chunk("IDAT", await deflate(new Uint8Array(5_000_000))),
      chunk("IEND", new Uint8Array()),
    );
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!");
    const badCrc = good.slice();
    badCrc[good.length - 20] = (badCrc[good.length - 20] ?? 0) ^ 0xff;

    const cases: [string, string, string][] = [
      [
        "the PNG signature, then garbage",
        dataUrl(concat(PNG_SIGNATURE, ascii)),
        SIGNATURE_IMAGE_MESSAGES.unreadable,
      ],
      [
        "a PNG cut short (pdf-lib's decoder would never return)",
        dataUrl(good.subarray(0, 60)),
        SIGNATURE_IMAGE_MESSAGES.unreadable,
      ],
      [
        "a PNG with something after its end",
        dataUrl(concat(good, ascii)),
        SIGNATURE_IMAGE_MESSAGES.unreadable,
      ],
      ["a chunk with a wrong checksum", dataUrl(badCrc), SIGNATURE_IMAGE_MESSAGES.unreadable],
      ["pixel data that is not a zlib stream", dataUrl(notZlib), SIGNATURE_IMAGE_MESSAGES.unreadable],
      ["pixel data too short for its header", dataUrl(short), SIGNATURE_IMAGE_MESSAGES.unreadable],
      ["pixel data that inflates past its header", dataUrl(bomb), SIGNATURE_IMAGE_MESSAGES.unreadable],
      ["a GIF sent as image/png", dataUrl(gif), SIGNATURE_IMAGE_MESSAGES.unreadable],
      ["a JPEG data URL", dataUrl(good, "image/jpeg"), "Please draw your signature."],
      ["not a data URL", "https://example.com/signature.png", "Please draw your signature."],
      ["too small: 60×30", dataUrl(await pngOf(60, 30)), SIGNATURE_IMAGE_MESSAGES.tooSmall],
      ["too low: 400×20", dataUrl(await pngOf(400, 20)), SIGNATURE_IMAGE_MESSAGES.tooSmall],
      ["too wide: 4000×200", dataUrl(await pngOf(4000, 200)), SIGNATURE_IMAGE_MESSAGES.tooWide],
      ["too high: 600×1600", dataUrl(await pngOf(600, 1600)), SIGNATURE_IMAGE_MESSAGES.tooWide],
      // A header claiming 30000×30000: refused from the header, nothing inflated.
      [
        "a header claiming 30000×30000",
        dataUrl(
          concat(
            PNG_SIGNATURE,
            ihdr(30000, 30000),
            chunk("IDAT", await deflate(new Uint8Array(10))),
            chunk("IEND", new Uint8Array()),
          ),
        ),
        SIGNATURE_IMAGE_MESSAGES.tooWide,
      ],
      // Over the character limit (the base64 of about 150 KB).
      [
        "oversized",
        `data:image/png;base64,${"A".repeat(SIGNATURE_IMAGE_MAX)}`,
        SIGNATURE_IMAGE_MESSAGES.tooLarge,
      ],
    ];
    for (const [label, signature, message] of cases) {
      const res = await sign(world, signature);
      expect(res.status, label).toBe(400);
      const body = await json<{ message: string; errors?: Record<string, string> }>(res);
      expect(body.errors?.signature, label).toBe(message);
      expect(body.message, label).toBe(message);
      expect(await recorded(world.proposal.id), label).toEqual(before);
    }
    // Still open, still signable.
    expect((await adminView(world)).status).toBe("open");
  });

  it("accepts a real drawn signature and draws it on the signed copy", async () => {
    const world = await openProposal();
    const res = await sign(world, dataUrl(await pngOf(1050, 480)));
    expect(res.status, await res.clone().text()).toBe(201);
    const view = await json<PortalProposal>(res);
    expect(view.status).toBe("completed");
    const row = await requestRow(world.proposal.id);
    expect(row?.signedCopyKey).toBeTruthy();
    expect(row?.signedCopyError).toBeNull();
    const stored = await env.MEDIA.get(row?.signedCopyKey ?? "");
    const pdf = await PDFDocument.load(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0)));
    expect(pdf.getPageCount()).toBe(2);
    expect((await adminView(world)).signedCopyPending).toBeUndefined();
  });
});

/** The bucket, with one kind of failure injected (an R2 outage at the worst moment). */
function faultyMedia(fault: { putSignedCopy?: boolean; originalMissing?: string }): R2Bucket {
  return new Proxy(env.MEDIA, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "put" && fault.putSignedCopy) {
        return (key: string, ...rest: unknown[]) => {
          if (key.endsWith(".signed.pdf")) return Promise.reject(new Error("R2 is unavailable (injected)"));
          return (value as R2Bucket["put"]).call(target, key, ...(rest as [never]));
        };
      }
      if (prop === "head" && fault.originalMissing) {
        return (key: string) => (key === fault.originalMissing ? Promise.resolve(null) : target.head(key));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function signThrough(world: World, media: R2Bucket, signature: string) {
  return apiWith({ MEDIA: media }, `/api/portal/proposals/${world.proposal.id}/sign`, {
    session: world.client,
    json: signBody(world, signature),
  });
}

describe("the signed copy never fails the last signature", () => {
  it("a failed build leaves the request complete (201), the admin sees it pending, and the cron builds it", async () => {
    const world = await openProposal();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const faulty = faultyMedia({ putSignedCopy: true });
    let res: Response;
    let messages: string[];
    try {
      res = await signThrough(world, faulty, dataUrl(await pngOf(600, 240)));
      messages = logged.mock.calls.map((call) => String(call[0]));
    } finally {
      logged.mockRestore();
    }
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json<PortalProposal>(res)).status).toBe("completed");
    expect(messages.some((m) => m.includes(`Signed copy of request ${world.proposal.id} not built`))).toBe(
      true,
    );

    const row = await requestRow(world.proposal.id);
    expect(row).toMatchObject({ status: "completed", signedCopyKey: null, signedCopyAttempts: 1 });
    expect(row?.signedCopyError).toContain("R2 is unavailable");

    const pending = await adminView(world);
    expect(pending.status).toBe("completed");
    expect(pending.signedCount).toBe(1);
    expect(pending.signedCopyPending).toMatchObject({ attempts: 1 });
    expect(pending.signedCopyPending?.reason).toContain("could not be stored");
    expect(pending.events.filter((e) => e.type === "signed_copy.failed")).toHaveLength(1);

    // The cron while the cause lasts: one more attempt, still pending, no second trail entry.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stillFailing = await runScheduled({ ...env, MEDIA: faulty }, Date.now());
    quiet.mockRestore();
    expect(stillFailing.signedCopies.failed).toBeGreaterThanOrEqual(1);
    const again = await adminView(world);
    expect(again.signedCopyPending?.attempts).toBe(2);
    expect(again.events.filter((e) => e.type === "signed_copy.failed")).toHaveLength(1);

    // The cause is gone: the next hourly run builds it, and the pending state clears.
    const report = await runScheduled(env, Date.now());
    expect(report.signedCopies.built).toBeGreaterThanOrEqual(1);
    const done = await adminView(world);
    expect(done.signedCopyPending).toBeUndefined();
    expect(done.events.some((e) => e.type === "signed_copy.created")).toBe(true);
    const built = await requestRow(world.proposal.id);
    expect(built).toMatchObject({ signedCopyError: null, signedCopyAttempts: 0, signedCopyFailedAt: null });
    const stored = await env.MEDIA.get(built?.signedCopyKey ?? "");
    const copy = new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0));
    const { text } = await extractText(await getDocumentProxy(copy), { mergePages: true });
    expect(text).toContain("Signature certificate");
    expect(text).toContain("Rowan Vale");

    const download = await api(`/api/admin/signature-requests/${world.proposal.id}/signed-copy?format=json`, {
      session: admin,
    });
    expect(download.status).toBe(200);
  });

  it("the original missing at build time: complete, pending, the download says so (409, not 500), rebuilt later", async () => {
    const world = await openProposal();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const missing = faultyMedia({ originalMissing: world.doc.objectPath });
    const res = await signThrough(world, missing, dataUrl(await pngOf(600, 240)));
    expect(res.status, await res.clone().text()).toBe(201);
    const pending = await adminView(world);
    expect(pending.status).toBe("completed");
    expect(pending.signedCopyPending?.reason).toBe("The original proposal file is missing from storage.");

    // A download while the cause lasts is a clear 409 (and one more attempt), never a 500.
    const download = await apiWith(
      { MEDIA: missing },
      `/api/admin/signature-requests/${world.proposal.id}/signed-copy?format=json`,
      { session: admin },
    );
    quiet.mockRestore();
    expect(download.status).toBe(409);
    expect((await json<{ message: string }>(download)).message).toBe(PROPOSAL_MESSAGES.signedCopyPending);
    expect((await adminView(world)).signedCopyPending?.attempts).toBe(2);

    await runScheduled(env, Date.now());
    expect((await adminView(world)).signedCopyPending).toBeUndefined();
  });

  it("a copy never built (the Worker stopped right after the last signature) is pending, then built by the cron", async () => {
    const world = await openProposal();
    const res = await sign(world, dataUrl(await pngOf(600, 240)));
    expect(res.status).toBe(201);
    // As if the Worker had stopped between the completing batch and the build.
    await db()
      .update(signatureRequests)
      .set({ signedCopyKey: null, signedCopyAt: null })
      .where(eq(signatureRequests.id, world.proposal.id));
    const pending = await adminView(world);
    expect(pending.signedCopyPending).toMatchObject({
      reason: "The signed copy has not been made yet.",
      attempts: 0,
    });
    // Not while the signing request may still be building it...
    await runScheduled(env, Date.now());
    expect((await adminView(world)).signedCopyPending).toBeDefined();
    // ...but once that has surely ended.
    const report = await runScheduled(env, Date.now() + SIGNED_COPY_NEVER_BUILT_AFTER_MS + 60_000);
    expect(report.signedCopies.built).toBeGreaterThanOrEqual(1);
    expect((await adminView(world)).signedCopyPending).toBeUndefined();
  });
});
