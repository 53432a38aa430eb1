// Backup and restore, end to end (issue 10), run by `npm test` (scripts/test-all.mjs): a node
// script because it drives wrangler and the real backup script, which the workerd tests cannot.
//
//   1. a throwaway local state gets the migrations and a row in every table, with awkward values
//      (quotes, newlines, emoji, right-to-left text, a NUL, big numbers, JSON), and R2 objects;
//   2. `node scripts/backup.mjs --with-objects` exports it (wrangler d1 export + the R2 list);
//   3. a second, empty state is restored from that folder (wrangler d1 execute --file, R2 puts);
//   4. schema (tables, indexes, triggers), every row of every table, the autoincrement counters
//      and every object (key, size, SHA-256, content type) must be identical.
// Prints "backup-restore: N passed, N failed" and exits non-zero on a failure.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { getPlatformProxy } from "wrangler";
import { bin, quietEnv, root } from "../../scripts/lib.mjs";
import { checks } from "../node-checks.mjs";

const { check, fail, finish } = checks("backup-restore");

function exec(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...quietEnv, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")}\n${out}`)),
    );
  });
}

async function withProxy(state, fn) {
  const proxy = await getPlatformProxy({
    configPath: path.join(root, "wrangler.toml"),
    persist: { path: path.join(state, "v3") },
  });
  try {
    return await fn(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

const AWKWARD = [
  'O\'Brien "quoted" \\ backslash',
  "line one\nline two\r\nthree\ttabbed",
  "🏠 Casa de la Piñata — 住宅 — منزل",
  "nul\u0000inside",
  "<script>alert('x')</script>",
  "'); DROP TABLE users; --",
];

async function fill(env) {
  const db = env.DB;
  const t = "2026-11-01T10:00:00.000Z";
  const statements = [
    [
      "INSERT INTO users (id, email, first_name, last_name, role, created_at, updated_at) VALUES (1, ?, ?, ?, 'admin', ?, ?), (2, 'client@example.com', ?, NULL, 'client', ?, ?)",
      ["owner@example.com", AWKWARD[0], AWKWARD[2], t, t, AWKWARD[3], t, t],
    ],
    [
      "INSERT INTO oauth_accounts (user_id, provider, subject, created_at) VALUES (2, 'oidc', ?, ?)",
      ["sub|123", t],
    ],
    [
      "INSERT INTO sessions (sid, user_id, sess, expire, absolute_expire, created_at, last_seen_at) VALUES (?, 2, ?, ?, ?, ?, ?)",
      ["a".repeat(64), JSON.stringify({ userAgent: AWKWARD[1] }), t, t, t, t],
    ],
    [
      "INSERT INTO projects (id, title, client_project_name, description, category, year, published, access_token_hash, access_token_ciphertext, client_user_id, sort_order, created_at, updated_at) VALUES (7, ?, ?, ?, 'Kitchen', 2026, 1, ?, ?, 2, 1, ?, ?)",
      [AWKWARD[4], AWKWARD[2], AWKWARD[1], "b".repeat(64), "iv.cipher", t, t],
    ],
    [
      "INSERT INTO project_images (project_id, image_path, variants, width, height, alt_text, caption, is_hero, sort_order, created_at) VALUES (7, '/media/x-960.webp', ?, 1600, 1067, ?, ?, 1, 0, ?)",
      [JSON.stringify([{ width: 960, path: "/media/x-960.webp" }]), AWKWARD[5], AWKWARD[3], t],
    ],
    [
      "INSERT INTO documents (id, project_id, title, category, file_name, file_size, mime_type, object_path, created_at, updated_at) VALUES (3, 7, ?, 'visual_documents', ?, 9007199254740991, 'application/pdf', 'documents/7/a.pdf', ?, ?)",
      [AWKWARD[2], "Plan «final».pdf", t, t],
    ],
    [
      "INSERT INTO document_feedback (document_id, status, comment, author_name, author_user_id, created_at) VALUES (3, 'approved', ?, 'Pat', 2, ?)",
      [AWKWARD[1], t],
    ],
    [
      "INSERT INTO document_threads (id, document_id, origin_document_id, chain_id, number, page, x, y, status, created_at, updated_at) VALUES (4, 3, 3, 3, 1, 2, 0.125, 0.875, 'open', ?, ?)",
      [t, t],
    ],
    [
      "INSERT INTO document_thread_messages (thread_id, author_kind, author_name, author_user_id, text, created_at) VALUES (4, 'client', 'Pat', 2, ?, ?)",
      [AWKWARD[2], t],
    ],
    ["INSERT INTO pin_digests (chain_id, last_sent_at) VALUES (3, ?)", [t]],
    [
      "INSERT INTO upload_reservations (id, object_key, purpose, project_id, file_name, mime_type, declared_size, max_size, expires_at, created_at) VALUES ('r1', 'documents/7/b.pdf', 'document', 7, ?, 'application/pdf', 10, 100, ?, ?)",
      [AWKWARD[0], t, t],
    ],
    [
      "INSERT INTO project_clients (project_id, user_id, client_name, client_email, created_at) VALUES (7, 2, ?, 'client@example.com', ?)",
      [AWKWARD[2], t],
    ],
    [
      "INSERT INTO client_invitations (project_id, email, created_at) VALUES (7, 'invitee@example.com', ?)",
      [t],
    ],
    [
      "INSERT INTO meetings (project_id, title, scheduled_for, notes, created_at, updated_at) VALUES (7, ?, ?, ?, ?, ?)",
      [AWKWARD[0], t, AWKWARD[1], t, t],
    ],
    [
      "INSERT INTO project_inquiries (first_name, last_name, email, phone, project_type, budget, timeline, message, created_at, updated_at) VALUES (?, ?, 'ivy@example.com', '(949) 555-0101', 'full-service', '50k-100k', 'asap', ?, ?, ?)",
      [AWKWARD[0], AWKWARD[2], AWKWARD.join(" | "), t, t],
    ],
    [
      "INSERT INTO products (id, title, slug, description, price_cents, stock, status, cover_image_variants, created_at, updated_at) VALUES (5, ?, 'vase', ?, 14550, 3, 'active', '[]', ?, ?)",
      [AWKWARD[2], AWKWARD[1], t, t],
    ],
    [
      "INSERT INTO product_images (product_id, image_url, variants, created_at) VALUES (5, '/media/v.webp', '[]', ?)",
      [t],
    ],
    [
      "INSERT INTO orders (id, status, email, total_cents, public_ref, created_at, updated_at) VALUES (9, 'paid', 'buyer@example.com', 14550, 'ref-1', ?, ?)",
      [t, t],
    ],
    [
      "INSERT INTO order_items (order_id, product_id, title_snapshot, unit_price_cents, quantity) VALUES (9, 5, ?, 14550, 1)",
      [AWKWARD[2]],
    ],
    [
      "INSERT INTO stripe_events (id, type, processed_at) VALUES ('evt_1', 'checkout.session.completed', ?)",
      [t],
    ],
    [
      "INSERT INTO brand_assets (slot, image_path, variants, updated_at) VALUES ('logo', '/media/logo.webp', '[]', ?)",
      [t],
    ],
    [
      "INSERT INTO principals (slot, name, role, line, updated_at) VALUES ('principal-1', ?, 'Principal', ?, ?)",
      [AWKWARD[2], AWKWARD[1], t],
    ],
    [
      "INSERT INTO audit_log (actor_user_id, actor_email, action, entity_type, entity_id, detail, created_at) VALUES (1, 'owner@example.com', 'project.create', 'project', '7', ?, ?)",
      [JSON.stringify({ title: AWKWARD[2], note: AWKWARD[1] }), t],
    ],
    ["INSERT INTO rate_limits (key, window_start, count) VALUES ('inquiry:203.0.113.1', 1795000000, 3)", []],
    ["INSERT INTO seed_state (name, status, updated_at) VALUES ('demo', 'complete', ?)", [t]],
    [
      "INSERT INTO signature_requests (id, project_id, document_id, document_title, document_file_name, document_object_path, document_sha256, status, message, deposit_cents, completed_at, deposit_paid_at, deposit_payment_ref, signed_copy_key, created_at, updated_at) VALUES (4, 7, 3, ?, 'proposal.pdf', 'documents/7/a.pdf', ?, 'completed', ?, 150000, ?, ?, 'pi_1', 'documents/7/a.signed.pdf', ?, ?)",
      [AWKWARD[2], "a".repeat(64), AWKWARD[1], t, t, t, t],
    ],
    [
      "INSERT INTO signature_signers (id, request_id, name, email, sort_order, emailed_at, signed_at, created_at) VALUES (6, 4, ?, 'signer@example.com', 0, ?, ?, ?)",
      [AWKWARD[0], t, t, t],
    ],
    [
      "INSERT INTO signatures (request_id, signer_id, full_name, kind, signature_data, document_sha256, identity_method, consent_text, ip, user_agent, signed_at) VALUES (4, 6, ?, 'typed', ?, ?, 'email_code', ?, '203.0.113.9', ?, ?)",
      [AWKWARD[0], AWKWARD[0], "a".repeat(64), AWKWARD[1], AWKWARD[2], t],
    ],
    [
      "INSERT INTO signer_codes (signer_id, code_hash, expires_at, attempts, verified_at, created_at) VALUES (6, 'h', ?, 1, ?, ?)",
      [t, t, t],
    ],
    [
      "INSERT INTO proposal_payments (request_id, stripe_session_id, amount_cents, status, payment_intent_id, payer_email, expires_at, paid_at, created_at) VALUES (4, 'cs_test_1', 150000, 'paid', 'pi_1', 'signer@example.com', ?, ?, ?)",
      [t, t, t],
    ],
    [
      "INSERT INTO proposal_events (request_id, signer_id, type, detail, ip, user_agent, created_at) VALUES (4, 6, 'signed', ?, '203.0.113.9', ?, ?)",
      [JSON.stringify({ fullName: AWKWARD[0] }), AWKWARD[2], t],
    ],
    [
      "INSERT INTO email_outbox (kind, to_address, from_address, reply_to, subject, text, html, status, created_at) VALUES ('invitation', 'invitee@example.com', 'no-reply@localhost', 'owner@example.com', ?, ?, ?, 'local', ?)",
      [AWKWARD[2], AWKWARD[1], `<p>${AWKWARD[0]}</p>`, t],
    ],
    // Issue 25: lockout counters, signers' own links, checkout attempts and refunds.
    [
      "INSERT INTO signer_code_guards (signer_id, wrong_total, day_started_at, day_wrong, locked_at) VALUES (6, 10, ?, 5, ?)",
      [t, t],
    ],
    [
      "INSERT INTO signer_links (project_id, request_id, signer_id, token_hash, created_by_user_id, last_used_at, created_at) VALUES (7, 4, 6, ?, 1, ?, ?)",
      ["a".repeat(64), t, t],
    ],
    [
      "INSERT INTO checkout_attempts (scope, status, order_id, stripe_session_id, checkout_url, reuse_until, created_at, closed_at) VALUES ('deposit:4', 'closed', NULL, 'cs_test_1', ?, ?, ?, ?)",
      [`https://checkout.example/${AWKWARD[1]}`, t, t, t],
    ],
    [
      "INSERT INTO payment_refunds (kind, request_id, label, stripe_session_id, payment_intent_id, amount_cents, currency, reason, status, stripe_refund_id, created_at, refunded_at) VALUES ('deposit', 4, ?, 'cs_test_2', 'pi_2', 150000, 'usd', ?, 'succeeded', 're_1', ?, ?)",
      [AWKWARD[0], AWKWARD[2], t, t],
    ],
    // Issue 29: selections (a room, a piece with an option, a client's decision, the project's rule).
    ["INSERT INTO selection_settings (project_id, approval_rule, updated_at) VALUES (7, 'all', ?)", [t]],
    [
      "INSERT INTO selection_rooms (id, project_id, name, budget_cents, sort_order, created_at, updated_at) VALUES (2, 7, ?, 1250000, 0, ?, ?)",
      [AWKWARD[2], t, t],
    ],
    [
      "INSERT INTO selection_items (id, project_id, room_id, name, vendor, quantity, unit_price_cents, cost_cents, lead_time, notes, photos, status, round, last_change, proposed_at, approved_at, created_at, updated_at) VALUES (3, 7, 2, ?, ?, 2, 189900, 120000, '8-10 weeks', ?, ?, 'approved', 1, ?, ?, ?, ?, ?)",
      [
        AWKWARD[0],
        AWKWARD[4],
        AWKWARD[1],
        JSON.stringify(["/media/selections/x.webp"]),
        JSON.stringify([{ field: "quantity", from: 1, to: 2 }]),
        t,
        t,
        t,
        t,
      ],
    ],
    [
      "INSERT INTO selection_options (id, item_id, name, unit_price_cents, cost_cents, finish, sort_order, created_at) VALUES (4, 3, 'A', 189900, 120000, ?, 0, ?)",
      [AWKWARD[3], t],
    ],
    [
      "INSERT INTO selection_decisions (item_id, round, decision, option_id, comment, user_id, author_name, created_at) VALUES (3, 1, 'approved', 4, ?, 2, ?, ?)",
      [AWKWARD[1], AWKWARD[0], t],
    ],
    // Issue 29 item 3: an invoice for the approved piece, its line (a snapshot) and its payment.
    [
      "INSERT INTO selection_invoices (id, project_id, ref, status, currency, deposit_percent, tax_rate_milli, subtotal_cents, amount_cents, tax_cents, total_cents, created_by_user_id, payment_id, payment_ref, paid_at, created_at) VALUES (5, 7, ?, 'paid', 'usd', 50, 7750, 379800, 189900, 14717, 204617, NULL, 6, 'pi_backup', ?, ?)",
      ["ref-backup-5", t, t],
    ],
    [
      "INSERT INTO selection_invoice_lines (invoice_id, item_id, room_name, name, option_name, quantity, unit_price_cents, line_total_cents, sort_order) VALUES (5, 3, ?, ?, 'A', 2, 189900, 379800, 1)",
      [AWKWARD[0], AWKWARD[2]],
    ],
    [
      "INSERT INTO selection_invoice_payments (id, invoice_id, stripe_session_id, checkout_url, amount_cents, currency, status, payment_intent_id, payer_email, expires_at, paid_at, created_at) VALUES (6, 5, 'cs_backup_inv', 'https://checkout.example/cs', 204617, 'usd', 'paid', 'pi_backup', ?, ?, ?, ?)",
      ["payer@example.com", t, t, t],
    ],
    // Issue 29 item 2: a pin on the piece's photo (a pin whose target is a photo, not a document),
    // its message, and the piece's digest clock.
    [
      "INSERT INTO document_threads (id, selection_item_id, photo, number, page, x, y, status, created_at, updated_at) VALUES (8, 3, '/media/selections/x.webp', 1, 1, 0.5, 0.25, 'open', ?, ?)",
      [t, t],
    ],
    [
      "INSERT INTO document_thread_messages (thread_id, author_kind, author_name, author_user_id, text, created_at) VALUES (8, 'client', ?, 2, ?, ?)",
      [AWKWARD[0], AWKWARD[2], t],
    ],
    ["INSERT INTO selection_pin_digests (item_id, last_sent_at) VALUES (3, ?)", [t]],
  ];
  for (const [sql, binds] of statements)
    await db
      .prepare(sql)
      .bind(...binds)
      .run();
  const objects = [
    ["media/x-960.webp", new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]), "image/webp"],
    ["documents/7/a.pdf", new TextEncoder().encode("%PDF-1.7\n% plan\n%%EOF\n"), "application/pdf"],
    [
      "client-uploads/7/ünïcødé name (1).png",
      new Uint8Array(4096).map((_, i) => (i * 31) % 256),
      "image/png",
    ],
  ];
  for (const [key, bytes, contentType] of objects)
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
}

/** Everything the comparison looks at, read through the same D1 and R2 bindings the app uses. */
async function read(env) {
  const schema = await env.DB.prepare(
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' AND name NOT LIKE 'sqlite_autoindex%' ORDER BY type, name",
  ).all();
  const tables = schema.results.filter((r) => r.type === "table").map((r) => r.name);
  const rows = {};
  for (const table of tables) {
    rows[table] = (await env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
  }
  const objects = [];
  let cursor;
  do {
    const page = await env.MEDIA.list({ cursor, include: ["httpMetadata"] });
    for (const o of page.objects) {
      const body = await env.MEDIA.get(o.key);
      const bytes = new Uint8Array(await body.arrayBuffer());
      objects.push({
        key: o.key,
        size: o.size,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        contentType: o.httpMetadata?.contentType ?? null,
      });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { schema: schema.results, rows, objects };
}

const tmp = await mkdtemp(path.join(os.tmpdir(), "layered-backup-test-"));
const started = Date.now();
try {
  const stateA = path.join(tmp, "state-a");
  const stateB = path.join(tmp, "state-b");
  const out = path.join(tmp, "backups");

  await exec(bin("wrangler"), [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--config",
    "wrangler.toml",
    "--persist-to",
    stateA,
  ]);
  await withProxy(stateA, fill);
  const original = await withProxy(stateA, read);

  const log = await exec(process.execPath, ["scripts/backup.mjs", "--with-objects", "--out", out], {
    LAYERED_STATE: stateA,
  });
  const [stamp] = await readdir(out);
  const dir = path.join(out, stamp ?? "");
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
  const listed = JSON.parse(await readFile(path.join(dir, "r2-objects.json"), "utf8"));
  check("the backup reports what it wrote", /Backup written to/.test(log), log);
  check("the manifest counts the objects", manifest.r2.objects === original.objects.length);
  check(
    "the manifest's SHA-256 matches d1.sql",
    manifest.d1.sha256 ===
      createHash("sha256")
        .update(await readFile(path.join(dir, "d1.sql")))
        .digest("hex"),
  );

  // Restore into an empty state: the database from d1.sql, the objects from r2/.
  await exec(bin("wrangler"), [
    "d1",
    "execute",
    "DB",
    "--local",
    "--config",
    "wrangler.toml",
    "--persist-to",
    stateB,
    "--file",
    path.join(dir, "d1.sql"),
    "--yes",
  ]);
  await withProxy(stateB, async (env) => {
    for (const o of listed) {
      const bytes = await readFile(path.join(dir, "r2", ...o.key.split("/")));
      await env.MEDIA.put(o.key, bytes, {
        httpMetadata: o.contentType ? { contentType: o.contentType } : {},
      });
    }
  });
  const restored = await withProxy(stateB, read);

  check("schema: tables, indexes and triggers", isDeepStrictEqual(restored.schema, original.schema));
  const tables = Object.keys(original.rows);
  check("every table is present", isDeepStrictEqual(Object.keys(restored.rows), tables));
  let rowCount = 0;
  for (const table of tables) {
    rowCount += original.rows[table].length;
    check(
      `rows of ${table}`,
      isDeepStrictEqual(restored.rows[table], original.rows[table]),
      `${original.rows[table].length} → ${restored.rows[table]?.length}`,
    );
  }
  const empty = tables.filter(
    (t) => original.rows[t].length === 0 && !["d1_migrations", "cache_versions"].includes(t),
  );
  check("every app table had a row to compare", empty.length === 0, empty.join(", "));
  check(
    "R2 objects: keys, sizes, bytes, content types",
    isDeepStrictEqual(restored.objects, original.objects),
  );

  // The restored database still behaves: its triggers and counters work for new writes.
  await withProxy(stateB, async (env) => {
    const next = await env.DB.prepare(
      "INSERT INTO projects (title, created_at, updated_at) VALUES ('After restore', 'x', 'x') RETURNING id",
    ).first();
    check("autoincrement continues after the restored ids", next.id > 7, String(next.id));
  });
  console.log(
    `backup-restore: ${tables.length} tables, ${rowCount} rows, ${original.objects.length} objects compared ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : error);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
finish();
