/**
 * Signed records are kept (issue 25, item 1): a project holding a signed (or partly signed)
 * proposal or a paid deposit cannot be deleted, by the API (409 with the reason, nothing changed)
 * or by any SQL (migration 0009's triggers); it is archived instead, which hides it from the
 * admin's default list, the portal, its private link and the public site (API, page, sitemap,
 * edge cache) until it is restored. The clean-up never deletes an object a signature request keeps.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRIVACY_MESSAGES, type PrivacyDeleteResult } from "../../src/shared/privacy";
import { type AdminProject, PROJECT_ARCHIVE_MESSAGES } from "../../src/shared/project";
import { issueProjectToken } from "../../worker/auth/project-token";
import { runScheduled } from "../../worker/cron";
import {
  auditLog,
  type Document,
  proposalPayments,
  signatureRequests,
  signatureSigners,
  signatures,
} from "../../worker/db/schema";
import { snapshot, snapshotDiff } from "./db-snapshot";
import { api, createProject, DAY, db, json, type Session, signInBeforeAll, uniqueEmail } from "./helpers";
import { addDocument, assign, portalApi, SECRET } from "./portal-fixtures";

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");
const client = signInBeforeAll("client", uniqueEmail("archive-client"), "Casey");

type Kind = "signed" | "partly-signed" | "paid" | "unsigned";

/**
 * A proposal on a document of the project, as the signing flow leaves it: two signers, and
 * (by kind) both signatures and a signed copy, one signature, a paid deposit only, or nothing.
 */
async function addProposal(projectId: number, doc: Document, kind: Kind) {
  const signedCopyKey = kind === "signed" ? `${doc.objectPath.replace(/\.pdf$/, "")}-signed.pdf` : null;
  if (signedCopyKey) await env.MEDIA.put(signedCopyKey, "%PDF-1.7 signed copy");
  const at = new Date().toISOString();
  const request = await db()
    .insert(signatureRequests)
    .values({
      projectId,
      documentId: doc.id,
      documentTitle: doc.title,
      documentFileName: doc.fileName,
      documentObjectPath: doc.objectPath,
      documentSha256: "a".repeat(64),
      status: kind === "signed" ? "completed" : "open",
      depositCents: 150000,
      completedAt: kind === "signed" ? at : null,
      signedCopyKey,
      signedCopyAt: signedCopyKey ? at : null,
      depositPaidAt: kind === "paid" ? at : null,
    })
    .returning()
    .get();
  const signers = await db()
    .insert(signatureSigners)
    .values([
      { requestId: request.id, name: "Avery Stone", email: uniqueEmail("avery"), sortOrder: 0 },
      { requestId: request.id, name: "Blake Stone", email: uniqueEmail("blake"), sortOrder: 1 },
    ])
    .returning()
    .all();
  const signedBy = kind === "signed" ? signers : kind === "partly-signed" ? signers.slice(0, 1) : [];
  for (const s of signedBy) {
    await db().update(signatureSigners).set({ signedAt: at }).where(eq(signatureSigners.id, s.id));
    await db()
      .insert(signatures)
      .values({
        requestId: request.id,
        signerId: s.id,
        fullName: s.name,
        kind: "typed",
        signatureData: s.name,
        documentSha256: "a".repeat(64),
        identityMethod: "email_code",
        consentText: "I agree to sign electronically.",
        ip: "203.0.113.9",
        userAgent: "test",
        signedAt: at,
      });
  }
  if (kind === "paid") {
    await db()
      .insert(proposalPayments)
      .values({
        requestId: request.id,
        stripeSessionId: `cs_test_${request.id}_${Date.now()}`,
        amountCents: 150000,
        status: "paid",
        paidAt: at,
        expiresAt: new Date(Date.now() + DAY).toISOString(),
      });
  }
  return { request, signers, signedCopyKey };
}

/** A published project with a private link, a client assigned and a proposal of that kind. */
async function world(kind: Kind) {
  const project = await createProject({
    portfolioTitle: `Archive ${kind} ${Date.now().toString(36)}`,
    published: true,
    sortOrder: 50,
  });
  const token = await issueProjectToken(db(), SECRET, project.id, null);
  await assign(client, project.id);
  const doc = await addDocument(project.id, { title: "Design Fee Proposal" });
  const proposal = await addProposal(project.id, doc, kind);
  return { project, token, doc, ...proposal };
}

const del = (id: number, session: Session | null = admin) =>
  api(`/api/projects/${id}`, { method: "DELETE", session });
const post = (path: string, session: Session | null = admin) => api(path, { method: "POST", session });

async function siteVersion(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM cache_versions WHERE scope = 'site'").first<{
    version: number;
  }>();
  return row?.version ?? 0;
}

describe("deleting a project that holds signed records", () => {
  for (const kind of ["signed", "partly-signed", "paid"] as const) {
    it(`refuses a ${kind} proposal's project with 409 and the reason, changing nothing`, async () => {
      const w = await world(kind);
      const before = await snapshot();
      const res = await del(w.project.id);
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ message: PROJECT_ARCHIVE_MESSAGES.signedRecordsKept });
      expect(snapshotDiff(before, await snapshot())).toEqual([]);
    });
  }

  it("the admin's list says what each project keeps", async () => {
    const signed = await world("signed");
    const paid = await world("paid");
    const unsigned = await world("unsigned");
    const list = await json<AdminProject[]>(await api("/api/admin/projects", { session: admin }));
    const of = (id: number) => list.find((p) => p.id === id)?.keptRecords;
    expect(of(signed.project.id)).toEqual({ signedProposals: 1, paidDeposits: 0 });
    expect(of(paid.project.id)).toEqual({ signedProposals: 0, paidDeposits: 1 });
    expect(of(unsigned.project.id)).toEqual({ signedProposals: 0, paidDeposits: 0 });
  });

  it("the database refuses it too, whatever SQL tries (triggers of migration 0009)", async () => {
    const w = await world("partly-signed");
    const paid = await world("paid");
    const before = await snapshot();
    const refused = [
      env.DB.prepare("DELETE FROM projects WHERE id = ?").bind(w.project.id),
      env.DB.prepare("DELETE FROM signature_requests WHERE id = ?").bind(w.request.id),
      env.DB.prepare("DELETE FROM signatures WHERE request_id = ?").bind(w.request.id),
      env.DB.prepare("DELETE FROM signature_signers WHERE request_id = ?").bind(w.request.id),
      env.DB.prepare("DELETE FROM projects WHERE id = ?").bind(paid.project.id),
      env.DB.prepare("DELETE FROM proposal_payments WHERE request_id = ?").bind(paid.request.id),
    ];
    for (const statement of refused) {
      await expect(statement.run()).rejects.toThrow(/signed_records_kept/);
    }
    expect(snapshotDiff(before, await snapshot())).toEqual([]);
  });

  it("still deletes a project whose proposals nobody signed or paid, with them and their files", async () => {
    const w = await world("unsigned");
    const res = await del(w.project.id);
    expect(res.status, await res.clone().text()).toBe(200);
    for (const table of ["signature_requests", "documents", "project_clients"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`)
        .bind(w.project.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect(
      await db().select().from(signatureSigners).where(eq(signatureSigners.requestId, w.request.id)).all(),
    ).toEqual([]);
    expect(await env.MEDIA.head(w.doc.objectPath)).toBeNull();
  });

  it("refuses signed-out callers (401) and clients (403) for delete, archive and restore", async () => {
    const w = await world("signed");
    const before = await snapshot();
    for (const session of [null, client]) {
      const status = session ? 403 : 401;
      expect((await del(w.project.id, session)).status).toBe(status);
      expect((await post(`/api/projects/${w.project.id}/archive`, session)).status).toBe(status);
      expect((await post(`/api/projects/${w.project.id}/restore`, session)).status).toBe(status);
    }
    expect(snapshotDiff(before, await snapshot())).toEqual([]);
  });
});

describe("archiving and restoring", () => {
  it("hides the project from the public site, the portal, its links and the admin's default list", async () => {
    const w = await world("signed");
    const id = w.project.id;
    // Visible everywhere first.
    expect((await api(`/api/projects/${id}`)).status).toBe(200);
    expect((await json<{ id: number }[]>(await api("/api/projects"))).map((p) => p.id)).toContain(id);
    expect(await (await api("/sitemap.xml")).text()).toContain(`/projects/${id}<`);
    expect((await api(`/projects/${id}`)).status).toBe(200);
    expect((await portalApi(`/api/portal/project?projectId=${id}`, { session: client })).status).toBe(200);
    expect((await portalApi(`/api/portal/project-by-token?token=${w.token}&id=${id}`)).status).toBe(200);
    const version = await siteVersion();

    const res = await post(`/api/projects/${id}/archive`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toEqual({ ok: true, message: PROJECT_ARCHIVE_MESSAGES.archivedDescription });

    // Public: the API, the page, the sitemap and the portfolio list; the edge cache's version moved.
    expect(await siteVersion()).toBeGreaterThan(version);
    expect((await api(`/api/projects/${id}`)).status).toBe(404);
    expect((await json<{ id: number }[]>(await api("/api/projects"))).map((p) => p.id)).not.toContain(id);
    expect(await (await api("/sitemap.xml")).text()).not.toContain(`/projects/${id}<`);
    expect((await api(`/projects/${id}`)).status).toBe(404);
    // Portal: the signed-in client no longer sees it; the private link and its proposal links open nothing.
    const projects = await json<{ id: number }[]>(await api("/api/client/projects", { session: client }));
    expect(projects.map((p) => p.id)).not.toContain(id);
    expect((await api(`/api/client/projects/${id}/documents`, { session: client })).status).toBe(404);
    expect((await portalApi(`/api/portal/project?projectId=${id}`, { session: client })).status).toBe(404);
    expect((await portalApi(`/api/portal/project-by-token?token=${w.token}&id=${id}`)).status).toBe(404);
    expect((await portalApi(`/api/portal/proposals?token=${w.token}&projectId=${id}`)).status).toBe(404);
    expect(
      (
        await portalApi(`/api/portal/proposals/${w.request.id}/signed-copy?projectId=${id}`, {
          session: client,
        })
      ).status,
    ).toBe(404);
    expect((await portalApi(`/api/documents/${w.doc.id}`, { session: client })).status).toBe(404);
    // Even a link written while archived (by any code path) opens nothing.
    const late = await issueProjectToken(db(), SECRET, id, null);
    expect((await portalApi(`/api/portal/project-by-token?token=${late}&id=${id}`)).status).toBe(404);

    // Admin: out of the default list, in ?archived=1, still readable, still holding its records.
    const active = await json<AdminProject[]>(await api("/api/admin/projects", { session: admin }));
    expect(active.map((p) => p.id)).not.toContain(id);
    const archived = await json<AdminProject[]>(
      await api("/api/admin/projects?archived=1", { session: admin }),
    );
    const row = archived.find((p) => p.id === id);
    expect(row?.archivedAt).toEqual(expect.any(String));
    expect(row?.published).toBe(false);
    expect(row?.archivedPublished).toBe(true);
    expect((await api(`/api/admin/projects/${id}`, { session: admin })).status).toBe(200);
    expect(
      await db().select().from(signatures).where(eq(signatures.requestId, w.request.id)).all(),
    ).toHaveLength(2);

    // While archived: no publishing, no new link, no new proposal, no second archive (409, unchanged).
    const before = await snapshot();
    const refusals = [
      await api(`/api/projects/${id}`, { method: "PUT", session: admin, json: { published: true } }),
      await post(`/api/admin/projects/${id}/access-token`),
      await post(`/api/projects/${id}/archive`),
    ];
    expect(refusals.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(await json(refusals[0] as Response)).toEqual({ message: PROJECT_ARCHIVE_MESSAGES.archived });
    expect(snapshotDiff(before, await snapshot())).toEqual([]);
    await expect(
      env.DB.prepare("UPDATE projects SET published = 1 WHERE id = ?").bind(id).run(),
    ).rejects.toThrow(/project_archived/);

    // Restore: public and portal again; the old link stays revoked.
    const restored = await post(`/api/projects/${id}/restore`);
    expect(restored.status).toBe(200);
    expect((await api(`/api/projects/${id}`)).status).toBe(200);
    expect(await (await api("/sitemap.xml")).text()).toContain(`/projects/${id}<`);
    expect((await portalApi(`/api/portal/project?projectId=${id}`, { session: client })).status).toBe(200);
    expect((await portalApi(`/api/portal/project-by-token?token=${w.token}&id=${id}`)).status).toBe(404);
    const back = await json<AdminProject[]>(await api("/api/admin/projects", { session: admin }));
    expect(back.find((p) => p.id === id)).toMatchObject({
      published: true,
      archivedAt: null,
      hasClientLink: false,
    });
    expect((await post(`/api/projects/${id}/restore`)).status).toBe(409);

    // Both changes are in the activity log, once each.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "project"), eq(auditLog.entityId, String(id))))
      .all();
    expect(entries.filter((e) => e.action === "project.archive")).toHaveLength(1);
    expect(entries.filter((e) => e.action === "project.restore")).toHaveLength(1);
  });

  it("restores an unpublished project unpublished; unknown ids are 404", async () => {
    const project = await createProject({ published: false });
    expect((await post(`/api/projects/${project.id}/archive`)).status).toBe(200);
    expect((await post(`/api/projects/${project.id}/restore`)).status).toBe(200);
    const list = await json<AdminProject[]>(await api("/api/admin/projects", { session: admin }));
    expect(list.find((p) => p.id === project.id)?.published).toBe(false);
    expect((await post("/api/projects/999999/archive")).status).toBe(404);
    expect((await post("/api/projects/999999/restore")).status).toBe(404);
  });
});

describe("stored files a proposal keeps", () => {
  it("a signed request's original and signed copy survive the document's delete and the clean-up", async () => {
    const w = await world("signed");
    const signedCopyKey = w.signedCopyKey as string;
    // The admin deletes the document the proposal was sent on (allowed: the request is complete).
    const res = await api(`/api/documents/${w.doc.id}`, { method: "DELETE", session: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const request = await db()
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, w.request.id))
      .get();
    expect(request?.documentId).toBeNull();
    expect(await env.MEDIA.head(w.doc.objectPath)).not.toBeNull();
    // The project is archived, and the hourly clean-up runs long after the grace period.
    expect((await post(`/api/projects/${w.project.id}/archive`)).status).toBe(200);
    await runScheduled(env, Date.now() + 3 * DAY);
    expect(await env.MEDIA.head(w.doc.objectPath)).not.toBeNull();
    expect(await env.MEDIA.head(signedCopyKey)).not.toBeNull();
    // The admin can still download the signed copy.
    const copy = await api(`/api/admin/signature-requests/${w.request.id}/signed-copy`, { session: admin });
    expect(copy.status).toBeLessThan(400);
  });

  it("a voided request keeps the bytes it was sent on, even when the document row is gone", async () => {
    const project = await createProject();
    const doc = await addDocument(project.id);
    const { request } = await addProposal(project.id, doc, "unsigned");
    await db()
      .update(signatureRequests)
      .set({ status: "voided" })
      .where(eq(signatureRequests.id, request.id));
    expect((await api(`/api/documents/${doc.id}`, { method: "DELETE", session: admin })).status).toBe(200);
    await runScheduled(env, Date.now() + 3 * DAY);
    expect(await env.MEDIA.head(doc.objectPath)).not.toBeNull();
  });
});

describe("privacy delete", () => {
  it("keeps a signer's signed proposal and says so in its answer", async () => {
    const w = await world("signed");
    const email = w.signers[0]?.email ?? "";
    const res = await api("/api/admin/privacy/delete", { session: admin, json: { email, confirm: email } });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = await json<PrivacyDeleteResult>(res);
    expect(result.keptForLegalReasons.signedProposals).toBe(1);
    expect(result.kept).toBe(PRIVACY_MESSAGES.whatIsKept);
    expect(
      await db().select().from(signatures).where(eq(signatures.requestId, w.request.id)).all(),
    ).toHaveLength(2);
    expect(await env.MEDIA.head(w.signedCopyKey as string)).not.toBeNull();
  });
});
