/**
 * Links stay revoked (issue 25): a signer who is not a client of the project gets a link of their
 * own that opens only that proposal (view, code, sign, pay, download) and nothing else of the
 * portal; it ends when the request is voided, 30 days after it is complete, or when the studio
 * revokes it; Remind and a new request never re-issue the project's private link. Time is driven
 * through the stored timestamps (set in the past), never by waiting.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AdminProposal,
  type PortalProposal,
  PROPOSAL_MESSAGES,
  type ProjectLinks,
  SIGNER_LINK_GRACE_DAYS,
} from "../../src/shared/proposals";
import {
  auditLog,
  emailOutbox,
  projects,
  proposalEvents,
  signatureRequests,
  signerCodes,
  signerLinks,
} from "../../worker/db/schema";
import { api, db, json, type Session, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import { addDocument, addMeeting, portalApi } from "./portal-fixtures";
import { projectWithProposal, proposalPdf, requestTwoSigners, sha256 } from "./proposal-fixtures";

const admin = signInBeforeAll("admin", "owner-links@studio.test", "Owner");

/**
 * A project whose client A is assigned, and signer B who is not a client of it (B has an
 * account elsewhere, so B can prove who they are by session without reading a code).
 */
async function setup() {
  const {
    project,
    client: clientA,
    doc,
    hash,
  } = await projectWithProposal("Linden Loft", {
    emailPrefix: "links-a",
    firstName: "Avery",
  });
  const clientB = await signIn("client", uniqueEmail("links-b"), "Blake");
  return { project, clientA, clientB, doc, hash };
}
type World = Awaited<ReturnType<typeof setup>>;

async function request(world: World, docId = world.doc.id, deposit: string | null = null) {
  return requestTwoSigners(admin, docId, { avery: world.clientA.email, blake: world.clientB.email }, deposit);
}

async function mails(to: string, kind: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id))
    .all();
}

/** The link in the newest e-mail of this kind, and its token. */
async function linkIn(to: string, kind: string) {
  const [mail] = await mails(to, kind);
  const link = /Open it here: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}

async function projectRow(id: number) {
  return db().select().from(projects).where(eq(projects.id, id)).get();
}

function sign(world: World, requestId: number, signerId: number, token: string | null, who: Session) {
  return api(`/api/portal/proposals/${requestId}/sign`, {
    session: who,
    json: {
      ...(token ? { token } : { projectId: world.project.id }),
      signerId,
      fullName: who === world.clientA ? "Avery Stone" : "Blake Stone",
      kind: "typed",
      signature: who === world.clientA ? "Avery Stone" : "Blake Stone",
      documentSha256: world.hash,
      consent: true,
    },
  });
}

/** The studio issues (POST) or revokes (DELETE) the project's private link. */
const projectLink = (projectId: number, method: "POST" | "DELETE") =>
  api(`/api/admin/projects/${projectId}/access-token`, {
    method,
    session: admin,
    json: method === "POST" ? {} : undefined,
  });

/** The studio's Remind on a request. */
const sendReminder = (requestId: number) =>
  api(`/api/admin/signature-requests/${requestId}/remind`, { session: admin, json: {} });

/** Every proposal call a signer link makes, each expected to answer `status`. */
async function proposalCalls(requestId: number, token: string, signerId: number) {
  return {
    list: await portalApi(`/api/portal/proposals?token=${token}`),
    pdf: await portalApi(`/api/portal/proposals/${requestId}/pdf?token=${token}`),
    code: await portalApi(`/api/portal/proposals/${requestId}/code`, { json: { token, signerId } }),
    copy: await portalApi(`/api/portal/proposals/${requestId}/signed-copy?token=${token}&format=json`),
  };
}

describe("signature requests and the project's private link", () => {
  it("a signer who is not a client gets a link of their own; a revoked project link stays revoked after Remind and a new request", async () => {
    const world = await setup();
    // The studio had shared the project's link, then revoked it.
    const issued = await projectLink(world.project.id, "POST");
    expect(issued.status).toBe(201);
    const revoked = await projectLink(world.project.id, "DELETE");
    expect(revoked.status).toBe(200);
    const auditCount = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.action, "client_link.issue"), eq(auditLog.entityId, String(world.project.id))),
          )
          .all()
      ).length;
    expect(await auditCount()).toBe(1);

    const { proposal, signerB } = await request(world);
    const first = await linkIn(world.clientB.email, "proposal-request");
    expect(first.link).toContain(`/portal/${world.project.id}?token=sl_`);
    expect(first.link).toContain(`&proposal=${proposal.id}`);
    // A client of the project signs in: no token in their link.
    const [toA] = await mails(world.clientA.email, "proposal-request");
    expect(toA?.text).toContain(`/portal?project=${world.project.id}&proposal=${proposal.id}`);
    expect(toA?.text).not.toContain("token=");
    expect((await projectRow(world.project.id))?.accessTokenHash).toBeNull();

    // Only the hash of the signer's token is stored.
    const rows = await db().select().from(signerLinks).where(eq(signerLinks.requestId, proposal.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.signerId).toBe(signerB.id);
    expect(rows[0]?.tokenHash).toBe(await sha256(new TextEncoder().encode(first.token)));
    expect(JSON.stringify(rows)).not.toContain(first.token);

    // Remind: a new own link for B (the first e-mail's link keeps working), still no project link.
    const remind = await sendReminder(proposal.id);
    expect(remind.status, await remind.clone().text()).toBe(200);
    const second = await linkIn(world.clientB.email, "proposal-reminder");
    expect(second.token).toMatch(/^sl_/);
    expect(second.token).not.toBe(first.token);
    expect((await projectRow(world.project.id))?.accessTokenHash).toBeNull();
    expect((await portalApi(`/api/portal/proposals?token=${first.token}`)).status).toBe(200);
    expect((await portalApi(`/api/portal/proposals?token=${second.token}`)).status).toBe(200);

    // Void, then a new request: still no project link; the voided request's link is dead.
    const voided = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(voided.status).toBe(200);
    const again = await request(world);
    const third = await linkIn(world.clientB.email, "proposal-request");
    expect(third.link).toContain(`&proposal=${again.proposal.id}`);
    expect((await projectRow(world.project.id))?.accessTokenHash).toBeNull();
    expect(await auditCount()).toBe(1);
    // The signer's link is not a project link: the portal's project view refuses it.
    const view = await portalApi(`/api/portal/project-by-token?token=${third.token}&id=${world.project.id}`);
    expect(view.status).toBe(404);
    expect(await view.json()).toEqual({ message: "Not found." });
  });
});

describe("a signer's own link", () => {
  it("opens its proposal and nothing else of the portal", async () => {
    const world = await setup();
    const other = await addDocument(world.project.id, {
      title: "Living room rendering",
      category: "visual_documents",
      mimeType: "image/png",
    });
    const meeting = await addMeeting(world.project.id, "Site walkthrough", "2030-03-01T17:00:00.000Z");
    const { proposal, signerA, signerB } = await request(world);
    const { token } = await linkIn(world.clientB.email, "proposal-request");
    const pid = world.project.id;

    const list = await portalApi(`/api/portal/proposals?token=${token}&projectId=${pid}`);
    expect(list.status).toBe(200);
    const proposals = await json<PortalProposal[]>(list);
    expect(proposals.map((p) => p.id)).toEqual([proposal.id]);
    expect(proposals[0]?.linkSignerId).toBe(signerB.id);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");

    const pdf = await portalApi(`/api/portal/proposals/${proposal.id}/pdf?token=${token}&projectId=${pid}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("X-Document-SHA256")).toBe(world.hash);
    // Opened by B on B's link: the signer's view is recorded.
    const viewed = await json<AdminProposal[]>(
      await api(`/api/projects/${pid}/signature-requests`, { session: admin }),
    );
    expect(viewed[0]?.signers.find((s) => s.id === signerB.id)?.viewedAt).toBeTruthy();

    // Everything else of the portal is the portal's 404, and says nothing.
    const refused = [
      await portalApi(`/api/portal/project-by-token?token=${token}&id=${pid}`),
      await portalApi(`/api/portal/project-by-token?token=${token}`),
      await portalApi(`/api/portal/documents/${other.id}?token=${token}&format=json`),
      await portalApi(`/api/portal/documents/${world.doc.id}?token=${token}&format=json`),
      await portalApi(`/api/portal/documents/${other.id}/pins?token=${token}`),
      await portalApi(`/api/portal/meetings/${meeting.id}/ics?token=${token}&projectId=${pid}`),
      await portalApi(`/api/portal/documents/${other.id}/feedback`, {
        json: { token, projectId: pid, status: "approved" },
      }),
      await portalApi(`/api/portal/documents/${world.doc.id}/pins`, {
        json: { token, projectId: pid, page: 1, x: 0.5, y: 0.5, text: "Hello" },
      }),
      await portalApi("/api/portal/uploads/upload-url", {
        json: { token, projectId: pid, fileName: "a.pdf", fileType: "application/pdf", fileSize: 10 },
      }),
    ];
    for (const res of refused) {
      expect(res.status, res.url).toBe(404);
      const body = await res.text();
      expect(body).toBe(JSON.stringify({ message: "Not found." }));
    }

    // Another proposal of the same project, or the right proposal under another project id: 404.
    const secondBytes = await proposalPdf("Second proposal");
    const secondDoc = await addDocument(pid, { bytes: secondBytes, title: "Kitchen proposal" });
    const second = await request(world, secondDoc.id);
    for (const path of [
      `/api/portal/proposals/${second.proposal.id}/pdf?token=${token}`,
      `/api/portal/proposals/${proposal.id}/pdf?token=${token}&projectId=${pid + 100000}`,
    ]) {
      const res = await portalApi(path);
      expect(res.status).toBe(404);
    }
    const narrowed = await json<PortalProposal[]>(await portalApi(`/api/portal/proposals?token=${token}`));
    expect(narrowed.map((p) => p.id)).toEqual([proposal.id]);

    // Only B may ask for a code or sign on B's link; nothing is recorded for A.
    const codeForA = await portalApi(`/api/portal/proposals/${proposal.id}/code`, {
      json: { token, signerId: signerA.id },
    });
    expect(codeForA.status).toBe(403);
    expect((await json<{ message: string }>(codeForA)).message).toBe(PROPOSAL_MESSAGES.notSigner);
    expect(await db().select().from(signerCodes).where(eq(signerCodes.signerId, signerA.id)).all()).toEqual(
      [],
    );
    const signAsA = await sign(world, proposal.id, signerA.id, token, world.clientA);
    expect(signAsA.status).toBe(403);
    const codeForB = await portalApi(`/api/portal/proposals/${proposal.id}/code`, {
      json: { token, signerId: signerB.id },
    });
    expect(codeForB.status, await codeForB.clone().text()).toBe(200);
    const wrong = await portalApi(`/api/portal/proposals/${proposal.id}/verify`, {
      json: { token, signerId: signerB.id, code: "999999" },
    });
    expect([400, 429]).toContain(wrong.status);

    // B signs on the link (signed in with B's own e-mail: identity by session).
    const signed = await sign(world, proposal.id, signerB.id, token, world.clientB);
    expect(signed.status, await signed.clone().text()).toBe(201);
    expect((await json<PortalProposal>(signed)).linkSignerId).toBe(signerB.id);
  });

  it("stops working when the request is voided", async () => {
    const world = await setup();
    const { proposal, signerB } = await request(world);
    const { token } = await linkIn(world.clientB.email, "proposal-request");
    expect((await proposalCalls(proposal.id, token, signerB.id)).pdf.status).toBe(200);
    const voided = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(voided.status).toBe(200);
    const after = await proposalCalls(proposal.id, token, signerB.id);
    for (const res of Object.values(after)) expect(res.status).toBe(404);
    const links = await json<ProjectLinks>(
      await api(`/api/projects/${world.project.id}/links`, { session: admin }),
    );
    expect(links.links).toEqual([]);
    const [panel] = await json<AdminProposal[]>(
      await api(`/api/projects/${world.project.id}/signature-requests`, { session: admin }),
    );
    const ended = panel?.signerLinks?.find((l) => l.signerId === signerB.id);
    expect(ended?.status).toBe("expired");
    const revoke = await api(`/api/admin/signer-links/${ended?.id}`, { method: "DELETE", session: admin });
    expect(revoke.status).toBe(409);
  });

  it(`downloads the signed copy after completion, for ${SIGNER_LINK_GRACE_DAYS} days, then stops`, async () => {
    const world = await setup();
    const { proposal, signerA, signerB } = await request(world);
    const { token } = await linkIn(world.clientB.email, "proposal-request");
    expect((await sign(world, proposal.id, signerA.id, null, world.clientA)).status).toBe(201);
    expect((await sign(world, proposal.id, signerB.id, token, world.clientB)).status).toBe(201);

    const copy = () =>
      portalApi(`/api/portal/proposals/${proposal.id}/signed-copy?token=${token}&format=json`);
    const fresh = await copy();
    expect(fresh.status, await fresh.clone().text()).toBe(200);
    expect((await json<{ fileName: string }>(fresh)).fileName).toContain("(signed)");
    const listed = await json<AdminProposal[]>(
      await api(`/api/projects/${world.project.id}/signature-requests`, { session: admin }),
    );
    const expiresAt = listed[0]?.signerLinks?.find((l) => l.signerId === signerB.id)?.expiresAt;
    const completedAt = listed[0]?.completedAt ?? "";
    expect(Date.parse(expiresAt ?? "") - Date.parse(completedAt)).toBe(SIGNER_LINK_GRACE_DAYS * 86_400_000);

    const backdate = (days: number) =>
      db()
        .update(signatureRequests)
        .set({ completedAt: new Date(Date.now() - days * 86_400_000).toISOString() })
        .where(eq(signatureRequests.id, proposal.id));
    await backdate(SIGNER_LINK_GRACE_DAYS - 1);
    expect((await copy()).status).toBe(200);
    await backdate(SIGNER_LINK_GRACE_DAYS + 1);
    const late = await proposalCalls(proposal.id, token, signerB.id);
    for (const res of Object.values(late)) expect(res.status).toBe(404);
    // A signed-in client of the project still has it: only the link ended.
    const asA = await api(
      `/api/portal/proposals/${proposal.id}/signed-copy?projectId=${world.project.id}&format=json`,
      { session: world.clientA },
    );
    expect(asA.status).toBe(200);
  });

  it("is revoked from the request at once (every link the signer was sent), audited, and Remind sends that signer no new link", async () => {
    const world = await setup();
    const { proposal, signerB } = await request(world);
    const { token } = await linkIn(world.clientB.email, "proposal-request");
    await sendReminder(proposal.id);
    const { token: reminded1 } = await linkIn(world.clientB.email, "proposal-reminder");
    expect(reminded1).not.toBe(token);
    const [panel] = await json<AdminProposal[]>(
      await api(`/api/projects/${world.project.id}/signature-requests`, { session: admin }),
    );
    const link = panel?.signerLinks?.find((l) => l.signerId === signerB.id);
    expect(link).toMatchObject({ status: "live", expiresAt: null });
    expect(panel?.signerLinks?.some((l) => l.signerId === panel.signers[0]?.id)).toBe(false);

    // A client cannot revoke it.
    const asClient = await api(`/api/admin/signer-links/${link?.id}`, {
      method: "DELETE",
      session: world.clientA,
    });
    expect(asClient.status).toBe(403);
    expect((await portalApi(`/api/portal/proposals?token=${token}`)).status).toBe(200);

    const res = await api(`/api/admin/signer-links/${link?.id}`, { method: "DELETE", session: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const t of [token, reminded1]) {
      const after = await proposalCalls(proposal.id, t, signerB.id);
      for (const r of Object.values(after)) expect(r.status).toBe(404);
    }

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "proposal.link_revoke"))
      .orderBy(asc(auditLog.id))
      .all();
    expect(entries.at(-1)).toMatchObject({ actorEmail: admin.email, entityId: String(world.doc.id) });
    expect(entries.at(-1)?.detail).toMatchObject({ requestId: proposal.id, signer: world.clientB.email });
    const trail = await db()
      .select()
      .from(proposalEvents)
      .where(and(eq(proposalEvents.requestId, proposal.id), eq(proposalEvents.type, "link_revoked")))
      .all();
    expect(trail).toHaveLength(1);

    // Twice: refused, nothing written.
    const twice = await api(`/api/admin/signer-links/${link?.id}`, { method: "DELETE", session: admin });
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe(PROPOSAL_MESSAGES.linkAlreadyRevoked);
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, "proposal.link_revoke")).all(),
    ).toHaveLength(entries.length);
    const missing = await api("/api/admin/signer-links/999999999", { method: "DELETE", session: admin });
    expect(missing.status).toBe(404);

    // Remind: A (signed in) is reminded; B, whose link was revoked, gets nothing.
    const remind = await sendReminder(proposal.id);
    expect(remind.status).toBe(200);
    expect(await mails(world.clientA.email, "proposal-reminder")).toHaveLength(2);
    expect(await mails(world.clientB.email, "proposal-reminder")).toHaveLength(1);
    const reminded = await json<AdminProposal>(remind);
    expect(reminded.signerLinks?.find((l) => l.signerId === signerB.id)?.status).toBe("revoked");
    expect((await projectRow(world.project.id))?.accessTokenHash).toBeNull();
  });
});

describe("GET /api/projects/:id/links", () => {
  it("lists every live link of the project, without tokens, and not the ended ones", async () => {
    const world = await setup();
    const created = await projectLink(world.project.id, "POST");
    const projectToken = (await json<{ token: string }>(created)).token;
    const { proposal } = await request(world);
    const { token } = await linkIn(world.clientB.email, "proposal-request");
    await portalApi(`/api/portal/proposals?token=${token}`);

    const res = await api(`/api/projects/${world.project.id}/links`, { session: admin });
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain(token);
    expect(text).not.toContain(projectToken);
    const { links } = await json<ProjectLinks>(res);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({ kind: "project", expiresAt: null });
    expect(links[0]?.createdAt).toBeTruthy();
    expect(links[1]).toMatchObject({
      kind: "signer",
      requestId: proposal.id,
      proposalTitle: "Design Fee Proposal",
      signerName: "Blake Stone",
      signerEmail: world.clientB.email,
      expiresAt: null,
    });
    if (links[1]?.kind !== "signer") throw new Error("signer link missing");
    expect(links[1].lastUsedAt).toBeTruthy();

    // Revoked links leave the list.
    await projectLink(world.project.id, "DELETE");
    await api(`/api/admin/signer-links/${links[1].id}`, { method: "DELETE", session: admin });
    const after = await json<ProjectLinks>(
      await api(`/api/projects/${world.project.id}/links`, { session: admin }),
    );
    expect(after.links).toEqual([]);
  });

  it("is refused signed out (401) and to a client, even of the project (403); unknown project 404", async () => {
    const world = await setup();
    const anonymous = await api(`/api/projects/${world.project.id}/links`);
    expect(anonymous.status).toBe(401);
    const asClient = await api(`/api/projects/${world.project.id}/links`, { session: world.clientA });
    expect(asClient.status).toBe(403);
    const unknown = await api("/api/projects/999999999/links", { session: admin });
    expect(unknown.status).toBe(404);
    const revokeAnon = await api("/api/admin/signer-links/1", { method: "DELETE" });
    expect(revokeAnon.status).toBe(401);
  });
});
