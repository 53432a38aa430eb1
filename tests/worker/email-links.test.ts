/**
 * Every e-mailed link lands where it says (issue 25): the links in the outbox bodies carry what
 * the page they open needs. The client's pin-reply link names the project, the document and the
 * pin (and never a private link's token); the studio's links name the admin's tab, the project
 * and the document or proposal request; the address parser of the /admin route keeps what a link
 * wrote and drops anything malformed. The browser follows these links in tests/e2e/email-links.spec.ts.
 */
import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUrl, parseAdminSearch, portalUrl } from "../../src/shared/app-links";
import type { Pin } from "../../src/shared/pins";
import type { AdminProposal } from "../../src/shared/proposals";
import { emailOutbox } from "../../worker/db/schema";
import { api, db, json, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import {
  addDocument,
  assign,
  PNG_BYTES,
  pngThroughLink,
  portalApi,
  projectWithLink,
} from "./portal-fixtures";
import {
  depositPaymentOf,
  proposalPdf,
  requestTwoSigners,
  sha256,
  typedSignature,
} from "./proposal-fixtures";
import { postStripeWebhook, proposalDepositEvent } from "./stripe-events";

const admin = signInBeforeAll("admin", "owner@studio.test", "Ana");

/** The links (absolute URLs) in an e-mail's text. */
function linksIn(text: string | undefined): URL[] {
  return [...(text ?? "").matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
}

/** The one link of a text to this path, with its params as an object. */
function linkTo(text: string | undefined, pathname: string): Record<string, string> {
  const found = linksIn(text).filter((u) => u.pathname === pathname);
  expect(found, `one link to ${pathname} in:\n${text}`).toHaveLength(1);
  return Object.fromEntries(found[0]?.searchParams ?? []);
}

async function mails(kind: string, subjectPart: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), like(emailOutbox.subject, `%${subjectPart}%`)))
    .orderBy(desc(emailOutbox.id))
    .all();
}

let counter = 0;
function unique(name: string) {
  counter++;
  return `${name} ${counter}-${Date.now().toString(36)}`;
}

describe("the admin's address (typed search of /admin)", () => {
  it("keeps the tab, project, document, pin and proposal a link wrote", () => {
    const written = adminUrl("https://studio.test", {
      tab: "documents",
      projectId: 12,
      document: 34,
      pin: 2,
      proposal: 56,
    });
    expect(written).toBe(
      "https://studio.test/admin?tab=documents&projectId=12&document=34&pin=2&proposal=56",
    );
    const read = Object.fromEntries(new URL(written).searchParams);
    expect(parseAdminSearch(read)).toEqual({
      tab: "documents",
      projectId: 12,
      document: 34,
      pin: 2,
      proposal: 56,
    });
    // The router hands numbers already parsed from JSON-looking values.
    expect(parseAdminSearch({ tab: "orders", projectId: 7 })).toEqual({ tab: "orders", projectId: 7 });
  });

  it("drops what is malformed instead of failing (the plain view opens)", () => {
    expect(
      parseAdminSearch({
        tab: "secrets",
        projectId: "abc",
        document: "0",
        pin: -1,
        proposal: "1.5",
      }),
    ).toEqual({});
    expect(parseAdminSearch({ projectId: "99999999999999999999", document: "012", pin: 1.5 })).toEqual({});
    expect(parseAdminSearch({ tab: ["documents"], projectId: { id: 1 } })).toEqual({});
  });

  it("portal deep links name the project first and never carry a token", () => {
    expect(portalUrl("https://studio.test", { project: 3, document: 9, pin: 2 })).toBe(
      "https://studio.test/portal?project=3&document=9&pin=2",
    );
    expect(portalUrl("https://studio.test", { project: 3, proposal: 4 })).toBe(
      "https://studio.test/portal?project=3&proposal=4",
    );
  });
});

describe("pinned feedback e-mails", () => {
  async function setup() {
    const { project, token } = await projectWithLink();
    const client = await signIn("client", uniqueEmail("link-client"), "Maya");
    await assign(client, project.id);
    const doc = await addDocument(project.id, {
      title: unique("Rendering"),
      category: "visual_documents",
      mimeType: "image/png",
      fileName: "rendering.png",
      bytes: PNG_BYTES,
    });
    return { project, token, client, doc };
  }

  it("the studio's digest opens the admin on the project's documents with that document's pins open on the pin", async () => {
    const { project, client, doc } = await setup();
    const placed = await portalApi(`/api/portal/documents/${doc.id}/pins`, {
      session: client,
      json: { projectId: project.id, page: 1, x: 0.4, y: 0.4, text: "Brass, please?" },
    });
    expect(placed.status).toBe(201);
    const [digest] = await mails("pin-digest", doc.title);
    expect(linkTo(digest?.text, "/admin")).toEqual({
      tab: "documents",
      projectId: String(project.id),
      document: String(doc.id),
      pin: "1",
    });
  });

  it("the client's reply link opens the portal's Documents tab on the pin, without the private link's token", async () => {
    const { project, token, client, doc } = await setup();
    const placed = await json<Pin>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, {
        session: client,
        json: { projectId: project.id, page: 1, x: 0.2, y: 0.3, text: "Darker wood?" },
      }),
    );
    // A second pin, by a private-link visitor: no address of theirs is known, so the reply goes to
    // the project's clients, with the same kind of link.
    const linkPin = await json<Pin>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, {
        json: { token, projectId: project.id, page: 1, x: 0.7, y: 0.6, text: "Rug size?", authorName: "Dan" },
      }),
    );
    for (const placedPin of [placed, linkPin]) {
      const res = await api(`/api/admin/pins/${placedPin.id}/replies`, {
        session: admin,
        json: { text: `Answer to ${placedPin.number}` },
      });
      expect(res.status).toBe(201);
    }
    const replies = await mails("pin-reply", doc.title);
    expect(replies.map((m) => m.toAddress)).toEqual([client.email, client.email]);
    for (const placedPin of [placed, linkPin]) {
      const mail = replies.find((m) => m.text.includes(`Answer to ${placedPin.number}`));
      expect(linkTo(mail?.text, "/portal")).toEqual({
        project: String(project.id),
        document: String(doc.id),
        pin: String(placedPin.number),
      });
      expect(mail?.text).not.toContain(token);
      expect(mail?.text).not.toContain("token=");
    }
  });
});

describe("proposal e-mails", () => {
  it("signer links open the proposal; the studio's signed notice opens the admin on that request", async () => {
    const name = unique("Cove House");
    const { project, token } = await projectWithLink({ clientProjectName: name });
    const client = await signIn("client", uniqueEmail("link-signer"), "Avery");
    await assign(client, project.id);
    const outsider = uniqueEmail("link-outsider");
    const bytes = await proposalPdf();
    const doc = await addDocument(project.id, { bytes, title: unique("Design Fee Proposal") });
    const { proposal, signerA } = await requestTwoSigners(
      admin,
      doc.id,
      { avery: client.email, blake: outsider },
      "1,500",
    );

    // The signer with an account: the signed-in portal, on the proposal.
    const [toA] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "proposal-request"), eq(emailOutbox.toAddress, client.email)))
      .all();
    expect(linkTo(toA?.text, "/portal")).toEqual({
      project: String(project.id),
      proposal: String(proposal.id),
    });
    // The signer without one: a private link, on the proposal.
    const [toB] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "proposal-request"), eq(emailOutbox.toAddress, outsider)))
      .all();
    const linkB = linksIn(toB?.text).find((u) => u.pathname.startsWith("/portal/"));
    expect(linkB?.pathname).toBe(`/portal/${project.id}`);
    expect(linkB?.searchParams.get("proposal")).toBe(String(proposal.id));
    expect(linkB?.searchParams.get("token")).toBeTruthy();
    expect(toA?.text).not.toContain(token);

    const signed = await api(`/api/portal/proposals/${proposal.id}/sign`, {
      session: client,
      json: typedSignature(signerA.id, "Avery Stone", await sha256(bytes), { projectId: project.id }),
    });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const [signedNotice] = await mails("proposal-signed", name);
    expect(linkTo(signedNotice?.text, "/admin")).toEqual({
      tab: "documents",
      projectId: String(project.id),
      proposal: String(proposal.id),
    });
  });

  it("the deposit-paid notice opens the admin on that project's request", async () => {
    const name = unique("Dune House");
    const { project } = await projectWithLink({ clientProjectName: name });
    const client = await signIn("client", uniqueEmail("link-payer"), "Avery");
    await assign(client, project.id);
    const bytes = await proposalPdf();
    const title = unique("Deposit Proposal");
    const doc = await addDocument(project.id, { bytes, title });
    const proposal = await json<AdminProposal>(
      await api(`/api/admin/documents/${doc.id}/signature-requests`, {
        session: admin,
        json: { signers: [{ name: "Avery Stone", email: client.email }], deposit: "500", message: null },
      }),
    );
    const [signer] = proposal.signers;
    if (!signer) throw new Error("no signer");
    const signed = await api(`/api/portal/proposals/${proposal.id}/sign`, {
      session: client,
      json: typedSignature(signer.id, "Avery Stone", await sha256(bytes), { projectId: project.id }),
    });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const checkout = await api(`/api/portal/proposals/${proposal.id}/checkout`, {
      session: client,
      json: { projectId: project.id },
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const payment = await depositPaymentOf(proposal.id);
    const payload = proposalDepositEvent("checkout.session.completed", payment, payment.amountCents, {
      email: client.email,
    });
    const hook = await postStripeWebhook(payload);
    expect(hook.status, await hook.clone().text()).toBe(200);
    const [notice] = await mails("proposal-deposit", title);
    expect(notice?.subject).toMatch(/^Deposit paid/);
    expect(linkTo(notice?.text, "/admin")).toEqual({
      tab: "documents",
      projectId: String(project.id),
      proposal: String(proposal.id),
    });
  });
});

describe("other studio notices", () => {
  it("a client's file opens the admin on the project's documents at that file", async () => {
    const { project, token } = await projectWithLink();
    const created = await pngThroughLink(project.id, token, "moodboard.png");
    const notice = (await mails("client-upload", "moodboard.png")).find((m) =>
      m.text.includes(`document=${created.id}`),
    );
    expect(linkTo(notice?.text, "/admin")).toEqual({
      tab: "documents",
      projectId: String(project.id),
      document: String(created.id),
    });
    expect(notice?.text).not.toContain(token);
  });

  it("an inquiry opens the admin on the Inquiries tab", async () => {
    const res = await api("/api/inquiries", {
      json: {
        firstName: "Link",
        lastName: "Tester",
        email: uniqueEmail("inquirer"),
        phone: "(949) 555-0123",
        projectType: "full-service",
        budget: "100k-150k",
        timeline: "3-6months",
        message: "We are renovating our kitchen and family room in Laguna Beach this spring.",
      },
      headers: { "CF-Connecting-IP": `198.51.100.${(Date.now() % 200) + 20}` },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "inquiry"), like(emailOutbox.text, `%(#${id})%`)))
      .all();
    expect(linkTo(mail?.text, "/admin")).toEqual({ tab: "inquiries" });
  });
});
