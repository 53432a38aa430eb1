// The operations of a fault run, through the real HTTP API as the SPA, a visitor, a client, a link
// signer and Stripe's payment page would make them. Each records what its client was told (an
// inquiry accepted, an upload filed, a signature recorded, a payment made) in `ledger`, so the
// invariants can check afterwards that nothing the client saw succeed was lost.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expectStatus } from "./client.mjs";
import { weighted } from "./rng.mjs";

/** How often each operation is chosen. */
export const OPERATION_WEIGHTS = {
  inquiry: 3,
  studioUpload: 2,
  clientUpload: 2,
  // Upload URL and PUT, then the tab is closed: the clean-up must remove the object.
  abandonedUpload: 1,
  checkout: 4,
  proposal: 2,
  pin: 2,
};

export async function pdfBytes(title) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 18, font });
  page.drawText("Fault-injection run: a one-page document.", { x: 60, y: 670, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** The signed upload URL names the configured APP_URL (localhost); the same path on this server. */
function onServer(http, url) {
  const u = new URL(url, http.origin);
  return `${http.origin}${u.pathname}${u.search}`;
}

const sessionIdOf = (url) => /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(url ?? "")?.[1] ?? null;

/**
 * The setup before any kill: an admin, four clients on two demo projects, two shop products with
 * a known stock, and a one-page rendering (pins go on it).
 */
export async function setUp(http, random, { stock }) {
  const op = { name: "setup", retries: 0, requests: 0 };
  const login = async (email, role, firstName) => {
    const res = expectStatus(
      await http.call(op, "POST", "/api/dev/login", { json: { email, role, firstName } }),
      [200],
      `sign in ${email}`,
    );
    return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0], user: res.data.user };
  };
  const admin = await login("faults-admin@studio.test", "admin", "Faye");
  const projects = expectStatus(
    await http.call(op, "GET", "/api/admin/projects", { cookie: admin.cookie }),
    [200],
    "admin projects",
  ).data;
  const chosen = projects.slice(0, 2).map((p) => p.id);
  const clients = [];
  for (let i = 0; i < 4; i++) {
    const projectId = chosen[i % chosen.length];
    const c = await login(`faults-client-${i}-${random.word(4)}@example.com`, "client", `Client${i}`);
    expectStatus(
      await http.call(op, "POST", `/api/projects/${projectId}/clients`, {
        cookie: admin.cookie,
        json: { userId: c.user.id },
      }),
      [200, 201],
      "assign a client",
    );
    clients.push({ ...c, projectId, name: `Client${i} Faults` });
  }
  const products = [];
  for (let i = 0; i < 2; i++) {
    const slug = `faults-piece-${i}-${random.word(5)}`;
    const res = expectStatus(
      await http.call(op, "POST", "/api/admin/products", {
        cookie: admin.cookie,
        json: {
          title: `Fault Piece ${i}`,
          slug,
          description: "A piece sold during a fault-injection run.",
          priceCents: 4_500 + i * 1_000,
          stock,
          status: "active",
        },
      }),
      [200, 201],
      "create a product",
    );
    products.push({ id: res.data.id ?? res.data.product?.id, slug, startStock: stock });
  }
  const renderings = [];
  for (const projectId of chosen) {
    const title = `Fault rendering ${random.word(6)}`;
    const doc = await studioUpload(http, op, admin, {
      projectId,
      category: "visual_documents",
      title,
      bytes: await pdfBytes(title),
    });
    renderings.push({ projectId, documentId: doc.id });
  }
  return { admin, clients, products, renderings, projects: chosen };
}

async function findDocument(http, op, admin, projectId, match) {
  const res = await http.call(op, "GET", `/api/projects/${projectId}/documents`, { cookie: admin.cookie });
  const list = Array.isArray(res.data) ? res.data : (res.data?.documents ?? []);
  return list.find(match) ?? null;
}

/** Upload URL → PUT → complete, as the admin's Upload Document tab does; returns { id, objectPath }. */
export async function studioUpload(http, op, admin, { projectId, category, title, bytes }) {
  const fileName = `${title.replace(/[^A-Za-z0-9]+/g, "-")}.pdf`;
  for (let round = 0; round < 4; round++) {
    const target = expectStatus(
      await http.call(op, "POST", "/api/admin/documents/upload-url", {
        cookie: admin.cookie,
        json: { projectId, category, fileName, fileType: "application/pdf", fileSize: bytes.length },
      }),
      [200, 201],
      "upload URL",
    ).data;
    const put = await http.call(op, "PUT", onServer(http, target.uploadUrl), {
      body: bytes,
      headers: { "Content-Type": "application/pdf" },
    });
    if (!put.ok && !put.retried) expectStatus(put, [200, 201, 204], "PUT the file");
    const done = await http.call(op, "POST", "/api/admin/documents/complete", {
      cookie: admin.cookie,
      json: {
        projectId,
        category,
        title,
        description: null,
        objectPath: target.objectPath,
        fileName,
        fileSize: bytes.length,
        mimeType: "application/pdf",
      },
    });
    if (done.status === 201)
      return { id: done.data?.id ?? done.data?.document?.id, objectPath: target.objectPath };
    // The answer to a repeated complete may be a refusal although the first one went through.
    const found = await findDocument(http, op, admin, projectId, (d) => d.title === title);
    if (found) return { id: found.id, objectPath: target.objectPath };
    if (!done.retried && !put.retried) expectStatus(done, [201], "complete the upload");
  }
  throw new Error(`upload of ${title} did not complete in 4 rounds`);
}

/**
 * With `cover` (the short run), the first operations are one of each kind, with the paths that
 * matter most forced: a proposal with a link signer and a deposit two payers start at once, a
 * checkout paid with its webhook and one paid without. A few kills then still touch every kind.
 */
const COVER = [
  { kind: "proposal", linkSigner: true, deposit: "250", concurrentPayers: true, payNoWebhook: false },
  { kind: "checkout", payment: "payPage" },
  { kind: "clientUpload" },
  { kind: "checkout", payment: "payNoWebhook" },
  { kind: "abandonedUpload" },
  { kind: "studioUpload" },
  { kind: "inquiry" },
  { kind: "pin" },
];

/** Chooses the i-th operation and its parameters from the seeded generator (no I/O here). */
export function planOperation(random, index, fixtures, { cover = false } = {}) {
  if (cover && index < COVER.length) {
    const { kind, ...forced } = COVER[index];
    let plan;
    do plan = planOperation(random, index, fixtures);
    while (plan.kind !== kind);
    return { ...plan, ...forced };
  }
  const kind = weighted(random, OPERATION_WEIGHTS);
  const tag = `${index}-${random.word(6)}`;
  const ip = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  switch (kind) {
    case "inquiry":
      return { kind, tag, ip, email: `faults-inquiry-${tag}@example.com` };
    case "studioUpload":
      return {
        kind,
        tag,
        projectId: random.pick(fixtures.projects),
        category: random.pick(["visual_documents", "product_selections"]),
      };
    case "clientUpload":
    case "abandonedUpload":
      return { kind, tag, ip, client: random.int(0, fixtures.clients.length - 1) };
    case "checkout":
      return {
        kind,
        tag,
        ip,
        product: random.int(0, fixtures.products.length - 1),
        quantity: random.int(1, 2),
        payment: weighted(random, { payPage: 5, payNoWebhook: 2, cancel: 2, abandon: 2 }),
      };
    case "proposal":
      return {
        kind,
        tag,
        ip,
        client: random.int(0, fixtures.clients.length - 1),
        linkSigner: random.chance(0.5),
        deposit: random.pick([null, "250", "1,500"]),
        // Two payers opening the deposit checkout at the same moment (issue 25).
        concurrentPayers: random.chance(0.3),
        payNoWebhook: random.chance(0.25),
      };
    default:
      return {
        kind: "pin",
        tag,
        ip,
        client: random.int(0, fixtures.clients.length - 1),
        reply: random.chance(0.5),
      };
  }
}

/** Runs one planned operation; resolves when it is complete, throws when it cannot be. */
export async function runOperation(ctx, op, plan) {
  const { http, fixtures, ledger } = ctx;
  const { admin } = fixtures;
  switch (plan.kind) {
    case "inquiry": {
      const res = await http.call(op, "POST", "/api/inquiries", {
        ip: plan.ip,
        json: {
          firstName: "Fault",
          lastName: `Visitor ${plan.tag}`,
          email: plan.email,
          phone: "(949) 555-0101",
          projectType: "full-service",
          budget: "50k-100k",
          timeline: "3-6months",
          message: `Inquiry ${plan.tag} sent during a fault-injection run.`,
        },
      });
      expectStatus(res, [201], "inquiry");
      ledger.inquiries.push(plan.email);
      return;
    }
    case "studioUpload": {
      const title = `Fault upload ${plan.tag}`;
      const doc = await studioUpload(http, op, admin, {
        projectId: plan.projectId,
        category: plan.category,
        title,
        bytes: await pdfBytes(title),
      });
      ledger.documents.push({ title, objectPath: doc.objectPath });
      return;
    }
    case "clientUpload": {
      const client = fixtures.clients[plan.client];
      const title = `Fault client file ${plan.tag}`;
      const bytes = await pdfBytes(title);
      const fileName = `client-file-${plan.tag}.pdf`;
      for (let round = 0; round < 4; round++) {
        const target = expectStatus(
          await http.call(op, "POST", "/api/portal/uploads/upload-url", {
            cookie: client.cookie,
            ip: plan.ip,
            json: {
              projectId: client.projectId,
              fileName,
              fileType: "application/pdf",
              fileSize: bytes.length,
            },
          }),
          [200, 201],
          "client upload URL",
        ).data;
        const put = await http.call(op, "PUT", onServer(http, target.uploadUrl), {
          body: bytes,
          headers: { "Content-Type": "application/pdf" },
        });
        if (!put.ok && !put.retried) expectStatus(put, [200, 201, 204], "PUT the client file");
        const done = await http.call(op, "POST", "/api/portal/uploads/complete", {
          cookie: client.cookie,
          ip: plan.ip,
          json: { projectId: client.projectId, objectPath: target.objectPath },
        });
        const filed =
          done.ok ||
          (await findDocument(http, op, admin, client.projectId, (d) => d.fileName === fileName)) !== null;
        if (filed) {
          ledger.clientFiles.push({ fileName, objectPath: target.objectPath });
          return;
        }
        if (!done.retried && !put.retried) expectStatus(done, [200, 201], "complete the client upload");
      }
      throw new Error(`client upload ${fileName} did not complete in 4 rounds`);
    }
    case "abandonedUpload": {
      const client = fixtures.clients[plan.client];
      const bytes = await pdfBytes(`Abandoned ${plan.tag}`);
      const target = expectStatus(
        await http.call(op, "POST", "/api/portal/uploads/upload-url", {
          cookie: client.cookie,
          ip: plan.ip,
          json: {
            projectId: client.projectId,
            fileName: `abandoned-${plan.tag}.pdf`,
            fileType: "application/pdf",
            fileSize: bytes.length,
          },
        }),
        [200, 201],
        "client upload URL",
      ).data;
      const put = await http.call(op, "PUT", onServer(http, target.uploadUrl), {
        body: bytes,
        headers: { "Content-Type": "application/pdf" },
      });
      if (!put.retried) expectStatus(put, [200, 201, 204], "PUT the abandoned file");
      ledger.abandoned.push(target.objectPath);
      return;
    }
    case "checkout": {
      const product = fixtures.products[plan.product];
      const started = expectStatus(
        await http.call(op, "POST", "/api/checkout", {
          ip: plan.ip,
          json: { items: [{ productId: product.id, quantity: plan.quantity }] },
        }),
        // 409: sold out (or held by other carts): a real answer, not a fault.
        [200, 409],
        "checkout",
      );
      if (started.status === 409) {
        ledger.soldOut++;
        return;
      }
      const sessionId = sessionIdOf(started.data.url);
      if (!sessionId) throw new Error(`checkout answered no payment page: ${started.text}`);
      await settleSession(ctx, op, plan, sessionId, "order");
      return;
    }
    case "pin": {
      const client = fixtures.clients[plan.client];
      const rendering = fixtures.renderings.find((r) => r.projectId === client.projectId);
      const text = `Pin ${plan.tag}: could this be a touch warmer?`;
      const made = expectStatus(
        await http.call(op, "POST", `/api/portal/documents/${rendering.documentId}/pins`, {
          cookie: client.cookie,
          ip: plan.ip,
          json: { projectId: client.projectId, page: 1, x: 0.4, y: 0.6, text },
        }),
        [201],
        "pin",
      );
      ledger.pins.push(text);
      if (plan.reply) {
        const reply = `Reply ${plan.tag}: and a little lower.`;
        expectStatus(
          await http.call(op, "POST", `/api/portal/pins/${made.data.id}/replies`, {
            cookie: client.cookie,
            ip: plan.ip,
            json: { projectId: client.projectId, text: reply },
          }),
          [201],
          "pin reply",
        );
        ledger.pins.push(reply);
      }
      return;
    }
    case "proposal":
      return proposal(ctx, op, plan);
    default:
      throw new Error(`unknown operation ${plan.kind}`);
  }
}

/** Pays, cancels or abandons a Checkout Session as the shopper (or payer) would. */
async function settleSession(ctx, op, plan, sessionId, kind) {
  const { http, ledger } = ctx;
  const standIn = ctx.server.standIn();
  const how = plan.payment ?? (plan.payNoWebhook ? "payNoWebhook" : "payPage");
  const email = `faults-payer-${plan.tag}@example.com`;
  if (how === "payPage") {
    // The hosted payment page: pays, sends the signed webhook and waits for the app's answer.
    const res = await http.call(op, "POST", `${ctx.server.standIn()}/pay/${sessionId}`, {
      form: { email },
    });
    expectStatus(res, [303], "pay on the payment page");
    ledger.paid.push({ sessionId, kind, tag: plan.tag });
  } else if (how === "payNoWebhook") {
    // Paid, but the webhook is lost: only the hourly reconciliation can record it.
    const res = await http.call(
      op,
      "POST",
      `${standIn}/__pay/${sessionId}?email=${encodeURIComponent(email)}`,
    );
    // 400 after a repeat: the first attempt had paid it already.
    if (!(res.ok || (res.retried && res.status === 400))) expectStatus(res, [200], "pay without webhook");
    ledger.paid.push({ sessionId, kind, tag: plan.tag });
  } else if (how === "cancel") {
    const session = await http.call(op, "GET", `${standIn}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: "Bearer sk_test_local_standin" },
    });
    const ref = session.data?.metadata?.orderRef;
    if (ref) {
      const res = await http.call(op, "POST", `/api/orders/${ref}/cancel`, { ip: plan.ip });
      expectStatus(res, [200, 409], "cancel the order");
    }
  }
  // abandon: the session stays open until the clean-up expires it.
}

async function outboxText(ctx, op, to, kind, after = 0) {
  const { http, fixtures } = ctx;
  for (let i = 0; i < 40; i++) {
    const list = await http.call(op, "GET", "/api/admin/outbox", { cookie: fixtures.admin.cookie });
    const found = (list.data?.messages ?? []).find((m) => m.to === to && m.kind === kind && m.id > after);
    if (found) {
      const message = await http.call(op, "GET", `/api/admin/outbox/${found.id}`, {
        cookie: fixtures.admin.cookie,
      });
      return { id: found.id, subject: message.data?.subject ?? "", text: message.data?.text ?? "" };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/**
 * A Design Fee Proposal from upload to deposit: the studio uploads it and asks one or two people to
 * sign (a signed-in client of the project, and perhaps a link signer who proves the address with
 * the code e-mailed to it, read from the local outbox), both sign, and the deposit is paid.
 */
async function proposal(ctx, op, plan) {
  const { http, fixtures, ledger } = ctx;
  const { admin } = fixtures;
  const client = fixtures.clients[plan.client];
  const projectId = client.projectId;
  const title = `Fault proposal ${plan.tag}`;
  const doc = await studioUpload(http, op, admin, {
    projectId,
    category: "design_fee_proposal",
    title,
    bytes: await pdfBytes(title),
  });
  const linkEmail = `faults-signer-${plan.tag}@example.com`;
  const signers = [{ name: client.name, email: client.user.email }];
  if (plan.linkSigner) signers.push({ name: `Link Signer ${plan.tag}`, email: linkEmail });

  const asked = await http.call(op, "POST", `/api/admin/documents/${doc.id}/signature-requests`, {
    cookie: admin.cookie,
    json: { signers, deposit: plan.deposit, message: null },
  });
  let requestId = asked.status === 201 ? asked.data?.id : undefined;
  if (requestId === undefined) {
    // A repeat after a kill: the first request may have been made (409 "already open").
    const list = await http.call(op, "GET", `/api/projects/${projectId}/signature-requests`, {
      cookie: admin.cookie,
    });
    requestId = (list.data ?? []).find((r) => r.documentId === doc.id && r.status !== "voided")?.id;
    if (requestId === undefined) expectStatus(asked, [201], "signature request");
  }
  ledger.requests.push({ requestId, title, signers: signers.map((s) => s.email) });

  // The signed-in client signs (identity: the session's e-mail).
  const mine = await http.call(op, "GET", `/api/portal/proposals?projectId=${projectId}`, {
    cookie: client.cookie,
  });
  const view = (mine.data ?? []).find((p) => p.id === requestId);
  if (!view) throw new Error(`proposal ${requestId} not in the client's portal: ${mine.text.slice(0, 200)}`);
  const signA = await http.call(op, "POST", `/api/portal/proposals/${requestId}/sign`, {
    cookie: client.cookie,
    ip: plan.ip,
    json: {
      projectId,
      signerId: view.sessionSignerId,
      fullName: client.name,
      kind: "typed",
      signature: client.name,
      documentSha256: view.documentSha256,
      consent: true,
    },
  });
  if (!(signA.status === 201 || (signA.retried && signA.status === 409)))
    expectStatus(signA, [201], "sign (client)");
  ledger.signatures.push({ requestId, email: client.user.email });

  let linkToken = null;
  if (plan.linkSigner) {
    const invite = await outboxText(ctx, op, linkEmail, "proposal-request");
    const link = /Open it here: (\S+)/.exec(invite?.text ?? "")?.[1];
    linkToken = link ? new URL(link).searchParams.get("token") : null;
    if (!linkToken) throw new Error(`no private link in the e-mail to ${linkEmail}`);
    const seen = await http.call(op, "GET", `/api/portal/proposals?token=${encodeURIComponent(linkToken)}`, {
      ip: plan.ip,
    });
    const proposalView = (seen.data ?? []).find((p) => p.id === requestId);
    const signerId = proposalView?.signers?.[1]?.id;
    if (!signerId) throw new Error(`link signer of ${requestId} not found: ${seen.text.slice(0, 200)}`);
    let ticket = null;
    let lastMail = 0;
    for (let round = 0; round < 4 && !ticket; round++) {
      const sent = await http.call(op, "POST", `/api/portal/proposals/${requestId}/code`, {
        ip: plan.ip,
        json: { token: linkToken, signerId },
      });
      expectStatus(sent, [200], "e-mail a code");
      const mail = await outboxText(ctx, op, linkEmail, "proposal-code", lastMail);
      if (!mail) continue;
      lastMail = mail.id;
      const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
      if (!code) throw new Error(`the local outbox shows no code for ${linkEmail}`);
      const verified = await http.call(op, "POST", `/api/portal/proposals/${requestId}/verify`, {
        ip: plan.ip,
        json: { token: linkToken, signerId, code },
      });
      if (verified.ok) ticket = verified.data.ticket;
      // A wrong code here means a newer one was made by a repeat after a kill: ask again.
    }
    if (!ticket) throw new Error(`link signer of ${requestId}: no code could be verified`);
    const signB = await http.call(op, "POST", `/api/portal/proposals/${requestId}/sign`, {
      ip: plan.ip,
      json: {
        token: linkToken,
        signerId,
        ticket,
        fullName: `Link Signer ${plan.tag}`,
        kind: "typed",
        signature: `Link Signer ${plan.tag}`,
        documentSha256: view.documentSha256,
        consent: true,
      },
    });
    if (!(signB.status === 201 || (signB.retried && signB.status === 409))) {
      expectStatus(signB, [201], "sign (link signer)");
    }
    ledger.signatures.push({ requestId, email: linkEmail });
  }

  if (plan.deposit === null) return;
  // The deposit: one payer, or two payers at the same moment (the client and the link signer, or
  // the client in two tabs); each pays the page they were given.
  const start = (who) =>
    http.call(op, "POST", `/api/portal/proposals/${requestId}/checkout`, {
      ip: plan.ip,
      ...(who === "link" && linkToken
        ? { json: { token: linkToken } }
        : { cookie: client.cookie, json: { projectId } }),
    });
  const starts = plan.concurrentPayers
    ? await Promise.all([start("client"), start("link")])
    : [await start("client")];
  const urls = new Set();
  for (const res of starts) {
    if (res.status === 409) continue; // paid already (by a first attempt that was cut off)
    expectStatus(res, [200], "deposit checkout");
    urls.add(res.data.url);
  }
  for (const url of urls) {
    const sessionId = sessionIdOf(url);
    if (sessionId) await settleSession(ctx, op, plan, sessionId, "deposit");
  }
}
