// What must hold after the run, read from the local state itself: D1 through
// `wrangler d1 execute --local --persist-to <state> --json`, R2 from miniflare's object index in
// the same state directory (its blob files must be there too), and the Stripe stand-in's own
// record of sessions (stripe-stand-in.json, kept in the state directory). Read with the server
// stopped, after the clean-up ran.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { bin, quietEnv, root } from "../lib.mjs";

const MANAGED_PREFIXES = ["media/", "documents/", "client-uploads/"];

/** Runs SQL statements (separated by ";") against the local D1; resolves to one row list each. */
export function d1(state, statements) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin("wrangler"),
      [
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        state,
        "--config",
        "wrangler.toml",
        "--json",
        "--command",
        statements.join(";\n"),
      ],
      { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute failed (${code}):\n${err}\n${out}`));
      try {
        resolve(JSON.parse(out.slice(out.indexOf("["))).map((r) => r.results ?? []));
      } catch (error) {
        reject(new Error(`unreadable wrangler output: ${error}\n${out.slice(0, 500)}`));
      }
    });
  });
}

/** Every object in the local R2 bucket whose blob is really stored: Map key → size. */
export function r2Objects(state) {
  const dir = path.join(state, "v3", "r2", "miniflare-R2BucketObject");
  const blobs = path.join(state, "v3", "r2", "layered-media", "blobs");
  const objects = new Map();
  const files = existsSync(dir) ? readdirSync(dir).filter((n) => /^[0-9a-f]{64}\.sqlite$/.test(n)) : [];
  for (const file of files) {
    const db = new DatabaseSync(path.join(dir, file), { readOnly: true });
    try {
      for (const row of db.prepare("SELECT key, blob_id, size FROM _mf_objects").all()) {
        // An index row whose blob is gone is as missing as no row at all.
        if (row.blob_id && !existsSync(path.join(blobs, row.blob_id))) continue;
        objects.set(row.key, row.size);
      }
    } finally {
      db.close();
    }
  }
  return objects;
}

/** The stand-in's sessions (what Stripe would say was charged), from its persisted state. */
export function standInSessions(state) {
  const file = path.join(state, "stripe-stand-in.json");
  if (!existsSync(file)) return { sessions: [], refunded: new Set() };
  const saved = JSON.parse(readFileSync(file, "utf8"));
  // Refunds, if the stand-in records them (issue 25 item 4): a refunded charge is not a charge.
  const refunded = new Set(
    (saved.refunds ?? []).map((r) => (typeof r === "string" ? r : (r.payment_intent ?? r.paymentIntent))),
  );
  return { sessions: saved.sessions ?? [], refunded };
}

const keyOf = (p) => String(p).replace(/^\//, "");
const variantKeys = (json) => {
  try {
    return (JSON.parse(json ?? "[]") ?? []).map((v) => keyOf(v.path));
  } catch {
    return [];
  }
};

/**
 * Checks every invariant; returns { checks: [{ name, violations: [...] }], facts } where facts are
 * counts worth printing.
 */
export async function checkInvariants(state, { ledger, products }) {
  const [
    docs,
    projectImages,
    productImages,
    productRows,
    brand,
    requests,
    signers,
    signatures,
    payments,
    reservations,
    orders,
    items,
    outbox,
    inquiries,
    messages,
    pinRows,
  ] = await d1(state, [
    "SELECT id, object_path, title, file_name, source FROM documents",
    "SELECT image_path AS p, variants AS v FROM project_images",
    "SELECT image_url AS p, variants AS v FROM product_images",
    "SELECT id, cover_image_url AS p, cover_image_variants AS v, stock FROM products",
    "SELECT image_path AS p, variants AS v FROM brand_assets",
    "SELECT id, status, document_title, document_object_path, signed_copy_key, deposit_cents, deposit_paid_at FROM signature_requests",
    "SELECT id, request_id, email, signed_at FROM signature_signers",
    "SELECT id, request_id, signer_id FROM signatures",
    "SELECT id, request_id, status, stripe_session_id FROM proposal_payments",
    "SELECT object_key FROM upload_reservations WHERE completed_at IS NULL",
    "SELECT id, status, stripe_session_id FROM orders",
    "SELECT order_id, product_id, quantity FROM order_items",
    "SELECT id, kind, to_address, reply_to, subject, CASE WHEN kind IN ('order', 'proposal-request', 'proposal-signed', 'pin-digest') THEN text END AS text FROM email_outbox",
    "SELECT email FROM project_inquiries",
    "SELECT text FROM document_thread_messages",
    // Each pin with the text it was opened with, and whether a digest has told the studio of it.
    "SELECT t.id, t.studio_notified_at AS notified, (SELECT m.text FROM document_thread_messages m WHERE m.thread_id = t.id AND m.author_kind != 'studio' ORDER BY m.id DESC LIMIT 1) AS text FROM document_threads t",
  ]);
  const objects = r2Objects(state);
  const { sessions, refunded } = standInSessions(state);
  const checks = [];
  const check = (name, violations) => checks.push({ name, violations });

  // 1. No row points at a missing object.
  const pointers = [];
  for (const d of docs) pointers.push([`document ${d.id}`, d.object_path]);
  for (const [table, rows] of [
    ["project image", projectImages],
    ["product image", productImages],
    ["product cover", productRows],
    ["brand asset", brand],
  ]) {
    for (const r of rows) {
      if (r.p) pointers.push([table, keyOf(r.p)]);
      for (const k of variantKeys(r.v)) pointers.push([`${table} variant`, k]);
    }
  }
  for (const r of requests) {
    pointers.push([`signature request ${r.id} (original)`, r.document_object_path]);
    if (r.signed_copy_key) pointers.push([`signature request ${r.id} (signed copy)`, r.signed_copy_key]);
  }
  check(
    "no row points at a missing object",
    pointers.filter(([, key]) => !objects.has(key)).map(([what, key]) => `${what} → ${key}`),
  );

  // 2. No object is left unreferenced after the clean-up.
  const referenced = new Set([...pointers.map(([, key]) => key), ...reservations.map((r) => r.object_key)]);
  // A photo's print copy for the selections' PDF is kept while its photo is (the clean-up's rule,
  // printKeyOf in worker/selections/print-copies.ts): media/x.webp → media/print/x.jpg.
  for (const key of [...referenced]) {
    if (key.startsWith("media/") && !key.startsWith("media/print/")) {
      referenced.add(`media/print/${key.slice("media/".length).replace(/\.[A-Za-z0-9]+$/, "")}.jpg`);
    }
  }
  // (The abandoned uploads are the proof that the clean-up ran: their objects must be gone.)
  check("no object left unreferenced after the clean-up", [
    ...[...objects.keys()]
      .filter((k) => MANAGED_PREFIXES.some((p) => k.startsWith(p)) && !referenced.has(k))
      .map((k) => `unreferenced ${k}`),
    ...ledger.abandoned
      .filter((k) => objects.has(k) && !referenced.has(k))
      .map((k) => `abandoned upload kept: ${k}`),
  ]);

  // 3. Stock plus sold equals the start (nothing held once the clean-up settled every checkout).
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const stockViolations = [];
  let sold = 0;
  for (const product of products) {
    const row = productRows.find((p) => p.id === product.id);
    let paidUnits = 0;
    let heldUnits = 0;
    for (const item of items.filter((i) => i.product_id === product.id)) {
      const status = orderById.get(item.order_id)?.status;
      if (["paid", "fulfilled"].includes(status)) paidUnits += item.quantity;
      if (status === "created") heldUnits += item.quantity;
    }
    sold += paidUnits;
    if (!row || row.stock + paidUnits !== product.startStock) {
      stockViolations.push(
        `product ${product.id}: stock ${row?.stock} + sold ${paidUnits} ≠ start ${product.startStock}`,
      );
    }
    if (heldUnits > 0)
      stockViolations.push(`product ${product.id}: ${heldUnits} still held by unsettled orders`);
  }
  check("stock plus sold equals the start", stockViolations);

  // 4. Each order and each deposit paid at most once (Stripe's view and D1's), and no payment the
  //    payer made lost (each paid session recorded).
  const charged = sessions.filter(
    (s) => s.status === "complete" && s.payment_status === "paid" && !refunded.has(s.payment_intent),
  );
  const paidTwice = [];
  const byOrder = new Map();
  const byDeposit = new Map();
  for (const s of charged) {
    const meta = s.metadata ?? {};
    if (meta.kind === "proposal_deposit") {
      byDeposit.set(meta.proposalId, [...(byDeposit.get(meta.proposalId) ?? []), s.id]);
    } else if (meta.orderId) {
      byOrder.set(meta.orderId, [...(byOrder.get(meta.orderId) ?? []), s.id]);
    }
  }
  for (const [id, list] of byOrder)
    if (list.length > 1) paidTwice.push(`order ${id} charged ${list.length} times`);
  for (const [id, list] of byDeposit) {
    if (list.length > 1)
      paidTwice.push(`deposit of request ${id} charged ${list.length} times (${list.join(", ")})`);
  }
  const paymentsPerRequest = new Map();
  for (const p of payments.filter((p) => p.status === "paid")) {
    paymentsPerRequest.set(p.request_id, (paymentsPerRequest.get(p.request_id) ?? 0) + 1);
  }
  for (const [id, n] of paymentsPerRequest)
    if (n > 1) paidTwice.push(`request ${id}: ${n} payment rows paid`);
  check("each order and deposit paid at most once", paidTwice);

  const lostPayments = [];
  for (const s of charged) {
    const meta = s.metadata ?? {};
    if (meta.kind === "proposal_deposit") {
      const request = requests.find((r) => String(r.id) === meta.proposalId);
      if (!request?.deposit_paid_at)
        lostPayments.push(`deposit session ${s.id}: request ${meta.proposalId} not paid`);
    } else if (meta.orderId) {
      const order = orderById.get(Number(meta.orderId));
      if (!order || !["paid", "fulfilled", "refunded"].includes(order.status)) {
        lostPayments.push(`order ${meta.orderId} (${s.id}) is ${order?.status ?? "missing"}, yet paid`);
      }
    }
  }
  for (const p of ledger.paid) {
    if (!charged.some((s) => s.id === p.sessionId))
      lostPayments.push(`${p.kind} session ${p.sessionId} paid, unknown to Stripe`);
  }
  check("every payment made is recorded", lostPayments);

  // 5. Every signature request consistent with its signatures (complete iff all signers signed),
  //    every completed one with its signed copy, and no signature the signer was told of lost.
  const consistency = [];
  for (const r of requests) {
    const own = signers.filter((s) => s.request_id === r.id);
    const signedSigners = own.filter((s) => s.signed_at);
    const rows = signatures.filter((s) => s.request_id === r.id);
    for (const s of own) {
      const n = rows.filter((x) => x.signer_id === s.id).length;
      if (n !== (s.signed_at ? 1 : 0))
        consistency.push(`request ${r.id} signer ${s.id}: ${n} signatures, signed_at ${s.signed_at}`);
    }
    const allSigned = own.length > 0 && signedSigners.length === own.length;
    if ((r.status === "completed") !== allSigned && r.status !== "voided") {
      consistency.push(`request ${r.id} is ${r.status} with ${signedSigners.length} of ${own.length} signed`);
    }
    if (r.status === "completed" && !r.signed_copy_key)
      consistency.push(`request ${r.id} completed without a signed copy`);
    if (r.deposit_paid_at && r.status !== "completed")
      consistency.push(`request ${r.id} deposit paid while ${r.status}`);
  }
  for (const s of ledger.signatures) {
    const signer = signers.find((x) => x.request_id === s.requestId && x.email === s.email);
    if (!signer?.signed_at) consistency.push(`signature of ${s.email} on request ${s.requestId} lost`);
  }
  check("signature requests consistent with their signatures", consistency);

  // 6. Nothing a client was told had succeeded is lost.
  const lost = [];
  const inquiryEmails = new Set(inquiries.map((i) => i.email));
  for (const email of ledger.inquiries) if (!inquiryEmails.has(email)) lost.push(`inquiry from ${email}`);
  const docPaths = new Set(docs.map((d) => d.object_path));
  for (const d of [...ledger.documents, ...ledger.clientFiles]) {
    if (!docPaths.has(d.objectPath)) lost.push(`document ${d.title ?? d.fileName}`);
  }
  const texts = new Set(messages.map((m) => m.text));
  for (const t of ledger.pins) if (!texts.has(t)) lost.push(`pin "${t}"`);
  check("nothing acknowledged is lost", lost);

  // 7. No e-mail lost or sent twice: one message per event that should produce one.
  const mail = [];
  const count = (pred) => outbox.filter(pred).length;
  const expectOne = (what, n, expected = 1) => {
    if (n !== expected) mail.push(`${what}: ${n} e-mails, expected ${expected}`);
  };
  const inquiryRows = new Map();
  for (const i of inquiries.filter((i) => i.email.startsWith("faults-"))) {
    inquiryRows.set(i.email, (inquiryRows.get(i.email) ?? 0) + 1);
  }
  for (const [email, n] of inquiryRows) {
    expectOne(
      `inquiry from ${email}`,
      count((m) => m.kind === "inquiry" && m.reply_to === email),
      n,
    );
  }
  for (const d of docs.filter((d) => d.source === "client")) {
    expectOne(
      `client file ${d.file_name}`,
      count((m) => m.kind === "client-upload" && m.subject.includes(d.file_name)),
    );
  }
  for (const o of orders.filter((o) => ["paid", "fulfilled"].includes(o.status))) {
    expectOne(
      `paid order ${o.id}`,
      count((m) => m.kind === "order" && (m.text ?? "").includes(`(#${o.id})`)),
    );
  }
  // Pins and the clients' replies reach the studio in digests (issue 25: the digest's claim, its
  // e-mail and the pins' mark are one batch). Each message is in at most one digest; a pin marked
  // told has its latest message in exactly one (a client's reply un-marks it until the next digest).
  const inDigests = (text) => count((m) => m.kind === "pin-digest" && (m.text ?? "").includes(`: ${text}`));
  for (const text of ledger.pins) {
    const n = inDigests(text);
    if (n > 1) mail.push(`pin "${text}": in ${n} digests, expected at most 1`);
  }
  const written = new Set(ledger.pins);
  for (const t of pinRows.filter((t) => t.notified && written.has(t.text))) {
    expectOne(`digest of "${t.text}"`, inDigests(t.text));
  }
  for (const r of requests) {
    const own = signers.filter((s) => s.request_id === r.id);
    const about = (m) => (m.text ?? "").includes(`Proposal: ${r.document_title}\n`);
    for (const s of own) {
      expectOne(
        `request ${r.id} to ${s.email}`,
        count((m) => m.kind === "proposal-request" && m.to_address === s.email && about(m)),
      );
      expectOne(
        `signature of ${s.email} on request ${r.id}`,
        count(
          (m) =>
            m.kind === "proposal-signed" &&
            m.reply_to === s.email &&
            (m.text ?? "").includes(`signed "${r.document_title}"`),
        ),
        s.signed_at ? 1 : 0,
      );
    }
    if (r.deposit_paid_at) {
      expectOne(
        `deposit of request ${r.id}`,
        count(
          (m) =>
            m.kind === "proposal-deposit" &&
            m.subject.startsWith("Deposit paid") &&
            m.subject.includes(`"${r.document_title}"`),
        ),
      );
    }
  }
  check("no e-mail lost or sent twice", mail);

  return {
    checks,
    facts: {
      documents: docs.length,
      objects: objects.size,
      requests: requests.length,
      completedRequests: requests.filter((r) => r.status === "completed").length,
      paidDeposits: requests.filter((r) => r.deposit_paid_at).length,
      orders: orders.length,
      paidOrders: orders.filter((o) => ["paid", "fulfilled"].includes(o.status)).length,
      unitsSold: sold,
      charges: charged.length,
      emails: outbox.length,
    },
  };
}

/** Orders and deposit payments the clean-up has yet to settle. */
export async function unsettled(state) {
  const [[o], [p]] = await d1(state, [
    "SELECT count(*) AS n FROM orders WHERE status = 'created'",
    "SELECT count(*) AS n FROM proposal_payments WHERE status = 'created'",
  ]);
  return (o?.n ?? 0) + (p?.n ?? 0);
}
