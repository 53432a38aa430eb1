/**
 * Atomicity and consistency (issue 10). Every multi-row change is one D1 batch, so a statement
 * that fails anywhere in it leaves nothing partial behind:
 *   1. the real checkout reservation, where the second line violates the stock CHECK;
 *   2. each multi-row change of the app, run through its real query function with a failing
 *      statement slipped into its write batch at every position in turn: afterwards every
 *      table and the R2 object list are exactly as before (tests/worker/db-snapshot.ts);
 *   3. R2 and D1 share no transaction: a row is deleted before its object, so a crash between the
 *      two leaves an orphaned object (never a row pointing at nothing), which the scheduled
 *      clean-up removes after its grace period (with tests/worker/cleanup.test.ts).
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { beforeAll, describe, expect, it } from "vitest";
import { auditStatement } from "../../worker/audit/queries";
import { signInWithOAuthIdentity, upsertSignedInUser } from "../../worker/auth/queries-users";
import { ORPHAN_GRACE_MS, runScheduled } from "../../worker/cron";
import {
  clientInvitations,
  documents,
  oauthAccounts,
  orderItems,
  orders,
  products,
  projectClients,
  projectInquiries,
  users,
} from "../../worker/db/schema";
import { deleteDocumentRow } from "../../worker/documents/queries";
import { convertInquiryToProject, getInquiry } from "../../worker/inquiries/queries-admin";
import { deletePersonalData } from "../../worker/privacy/queries";
import { deleteProject, reorderPortfolio, updateProject } from "../../worker/projects/queries";
import { expireOrder, reserveOrder, transitionOrder } from "../../worker/shop/queries-orders";
import type { Db, SessionUser } from "../../worker/types";
import { snapshot, snapshotDiff } from "./db-snapshot";
import { addImage, api, createProject, db, signIn, uniqueEmail } from "./helpers";
import { uploadDocument, validInquiry } from "./security-fixtures";

let actor: SessionUser;
let adminSession: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  adminSession = await signIn("admin", uniqueEmail("atomic-admin"), "Avery");
  actor = {
    id: adminSession.userId,
    email: adminSession.email,
    firstName: "Avery",
    lastName: null,
    role: "admin",
    profileImageUrl: null,
  };
});

const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT stock FROM products WHERE id = ?").bind(id).first<{ stock: number }>())
    ?.stock;

describe("1. checkout: a line that fails the stock CHECK undoes the whole reservation", () => {
  it("leaves no order, no item and no stock change behind", async () => {
    const d = db();
    const [plenty, last] = await Promise.all(
      [5, 1].map((stock, i) =>
        d
          .insert(products)
          .values({
            title: `Piece ${i}`,
            slug: `atomic-${Date.now()}-${i}`,
            priceCents: 1000,
            stock,
            status: "active",
          })
          .returning()
          .get(),
      ),
    );
    if (!plenty || !last) throw new Error("setup");
    const before = await snapshot();
    const result = await reserveOrder(d, {
      publicRef: `atomic-${Date.now()}`,
      totalCents: 5000,
      currency: "usd",
      lines: [
        // The first statement of the batch succeeds on its own (5 → 3)...
        { productId: plenty.id, title: "Piece 0", unitPriceCents: 1000, quantity: 2 },
        // ...the second would take the last piece's stock to -2: CHECK fails, all rolls back.
        { productId: last.id, title: "Piece 1", unitPriceCents: 1000, quantity: 3 },
      ],
    });
    expect(result).toEqual({ ok: false, reason: "unavailable" });
    expect(snapshotDiff(before, await snapshot())).toEqual([]);
    expect(await stockOf(plenty.id)).toBe(5);
    expect(await stockOf(last.id)).toBe(1);

    // The same batch with both lines available commits everything together.
    const ok = await reserveOrder(d, {
      publicRef: `atomic-ok-${Date.now()}`,
      totalCents: 3000,
      currency: "usd",
      lines: [
        { productId: plenty.id, title: "Piece 0", unitPriceCents: 1000, quantity: 2 },
        { productId: last.id, title: "Piece 1", unitPriceCents: 1000, quantity: 1 },
      ],
    });
    expect(ok.ok).toBe(true);
    expect([await stockOf(plenty.id), await stockOf(last.id)]).toEqual([3, 0]);
    const items = await env.DB.prepare("SELECT count(*) AS n FROM order_items WHERE order_id = ?")
      .bind(ok.ok ? ok.orderId : 0)
      .first<{ n: number }>();
    expect(items?.n).toBe(2);
  });
});

/**
 * A Db whose first batch containing a write gets a failing statement (a price below zero, refused
 * by the products_price_non_negative CHECK) inserted at `position`. `seen` reports that batch's
 * length, so the caller can try every position.
 */
function failingAt(position: number, seen: { length: number; injected: boolean }): Db {
  const real = db();
  const failing = real
    .insert(products)
    .values({ title: "injected", slug: `injected-${Date.now()}`, priceCents: -1 });
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop !== "batch") return Reflect.get(target, prop, receiver);
      return (statements: BatchItem<"sqlite">[]) => {
        const writes = statements.some((s) => {
          const text = (s as { toSQL?: () => { sql: string } }).toSQL?.().sql ?? "";
          return /^\s*(insert|update|delete)/i.test(text);
        });
        if (!writes || seen.injected) return target.batch(statements as [BatchItem<"sqlite">]);
        seen.injected = true;
        seen.length = statements.length;
        const at = Math.min(position, statements.length);
        const broken = [...statements.slice(0, at), failing, ...statements.slice(at)];
        return target.batch(broken as [BatchItem<"sqlite">]);
      };
    },
  });
}

/** Invitations for `email` to `count` new projects. */
async function invite(email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const project = await createProject();
    await db().insert(clientInvitations).values({ projectId: project.id, email });
  }
}

const identityFor = (email: string, subject: string) => ({
  provider: "oidc",
  subject,
  email,
  firstName: "Nora",
  lastName: "Lindqvist",
  profileImageUrl: null,
});

type Operation = { name: string; setup: () => Promise<(db: Db) => Promise<unknown>> };

const operations: Operation[] = [
  {
    name: "delete a project with its images, documents, assignments, invitations, meetings",
    setup: async () => {
      const project = await createProject();
      await addImage(project.id, 0, true);
      await uploadDocument(adminSession, project.id);
      const client = await signIn("client", uniqueEmail("atomic-client"));
      await db()
        .insert(projectClients)
        .values({ projectId: project.id, userId: client.userId, clientName: "c", clientEmail: client.email });
      await db()
        .insert(clientInvitations)
        .values({ projectId: project.id, email: uniqueEmail("inv") });
      await api(`/api/projects/${project.id}/meetings`, {
        session: adminSession,
        json: { title: "Walkthrough", scheduledFor: new Date(Date.now() + 86_400_000).toISOString() },
      });
      return (d) => deleteProject(d, project.id, actor);
    },
  },
  {
    name: "publish a project (order position + audit entry)",
    setup: async () => {
      const project = await createProject();
      return (d) => updateProject(d, project.id, { published: true }, actor);
    },
  },
  {
    name: "reorder the portfolio",
    setup: async () => {
      // Exactly two published projects each time, so the batch keeps its length.
      await env.DB.prepare("UPDATE projects SET published = 0").run();
      await createProject({ published: true, sortOrder: 1 });
      await createProject({ published: true, sortOrder: 2 });
      const ids = (
        await env.DB.prepare("SELECT id FROM projects WHERE published = 1 ORDER BY id DESC").all<{
          id: number;
        }>()
      ).results.map((r) => r.id);
      return (d) => reorderPortfolio(d, ids, actor);
    },
  },
  {
    name: "convert an inquiry into a project",
    setup: async () => {
      const row = await db()
        .insert(projectInquiries)
        .values({ ...validInquiry(), email: uniqueEmail("convert") })
        .returning()
        .get();
      const inquiry = await getInquiry(db(), row.id);
      if (!inquiry) throw new Error("setup");
      return (d) =>
        convertInquiryToProject(d, inquiry, actor.id, [
          auditStatement(d, actor, { action: "inquiry.convert", entityType: "inquiry", entityId: row.id }),
        ]);
    },
  },
  {
    name: "delete everything stored about a person (privacy)",
    setup: async () => {
      const email = uniqueEmail("atomic-person");
      const person = await signIn("client", email);
      const project = await createProject();
      await db()
        .insert(projectClients)
        .values({ projectId: project.id, userId: person.userId, clientName: "p", clientEmail: email });
      await db()
        .insert(projectInquiries)
        .values({ ...validInquiry(), email });
      await db().insert(orders).values({ totalCents: 100, email, status: "paid" });
      return (d) => deletePersonalData(d, email, actor, new Set());
    },
  },
  {
    name: "expire an order and return its stock (webhook)",
    setup: async () => {
      const product = await db()
        .insert(products)
        .values({ title: "Held", slug: `held-${Date.now()}`, priceCents: 100, stock: 0, status: "active" })
        .returning()
        .get();
      const order = await db()
        .insert(orders)
        .values({ totalCents: 100, status: "created" })
        .returning()
        .get();
      await db().insert(orderItems).values({
        orderId: order.id,
        productId: product.id,
        titleSnapshot: "Held",
        unitPriceCents: 100,
        quantity: 1,
      });
      return (d) => expireOrder(d, { id: `evt_${Date.now()}`, type: "checkout.session.expired" }, order.id);
    },
  },
  {
    name: "mark an order fulfilled (change + conditional audit entry)",
    setup: async () => {
      const order = await db().insert(orders).values({ totalCents: 100, status: "paid" }).returning().get();
      return (d) => transitionOrder(d, actor, order.id, "paid", "fulfilled");
    },
  },
  {
    name: "first OAuth sign-in (new account, identity link, two invitations become assignments)",
    setup: async () => {
      const email = uniqueEmail("atomic-invitee");
      await invite(email, 2);
      return (d) =>
        signInWithOAuthIdentity(d, identityFor(email, `atomic-${email}`), new Set(["owner@studio.test"]));
    },
  },
  {
    name: "first OAuth sign-in linking an existing account by e-mail (update, link, invitation)",
    setup: async () => {
      const email = uniqueEmail("atomic-existing");
      await db().insert(users).values({ email, role: "admin", firstName: "Old" });
      await invite(email, 1);
      return (d) => signInWithOAuthIdentity(d, identityFor(email, `atomic-link-${email}`), new Set());
    },
  },
  {
    name: "returning OAuth sign-in with a new address (update by identity, its invitations)",
    setup: async () => {
      const [email, moved] = [uniqueEmail("atomic-before"), uniqueEmail("atomic-after")];
      const user = await db().insert(users).values({ email, role: "client" }).returning().get();
      const subject = `atomic-returning-${email}`;
      await db().insert(oauthAccounts).values({ userId: user.id, provider: "oidc", subject });
      await invite(moved, 2);
      return (d) => signInWithOAuthIdentity(d, identityFor(moved, subject), new Set([moved]));
    },
  },
  {
    name: "local sign-in with its requested role (upsert, invitation)",
    setup: async () => {
      const email = uniqueEmail("atomic-dev");
      await invite(email, 1);
      return (d) => upsertSignedInUser(d, { email, firstName: "Dev", role: "client" }, new Set());
    },
  },
  {
    name: "delete the current version of a document (the previous one becomes current)",
    setup: async () => {
      const project = await createProject();
      const first = await uploadDocument(adminSession, project.id, { title: "v1" });
      const second = await db()
        .insert(documents)
        .values({
          projectId: project.id,
          title: "v2",
          category: "design_fee_proposal",
          fileName: "v2.pdf",
          mimeType: "application/pdf",
          objectPath: `documents/${project.id}/v2-${Date.now()}.pdf`,
          replacesDocumentId: first.id,
        })
        .returning()
        .get();
      await env.DB.prepare("UPDATE documents SET superseded_at = ? WHERE id = ?")
        .bind(new Date().toISOString(), first.id)
        .run();
      return (d) =>
        deleteDocumentRow(d, second, [
          auditStatement(d, actor, {
            action: "document.delete",
            entityType: "document",
            entityId: second.id,
          }),
        ]);
    },
  },
];

describe("2. a failing statement anywhere in a change's batch leaves nothing partial", () => {
  it("every operation, broken at every position, leaves D1 and R2 exactly as they were", async () => {
    let broken = 0;
    const lines: string[] = [];
    for (const op of operations) {
      let position = 0;
      let length = Number.POSITIVE_INFINITY;
      while (position <= length) {
        const run = await op.setup();
        const before = await snapshot();
        const seen = { length: 0, injected: false };
        await expect(run(failingAt(position, seen)), `${op.name} @${position}`).rejects.toThrow();
        expect(seen.injected, `${op.name} wrote outside a batch`).toBe(true);
        expect(snapshotDiff(before, await snapshot()), `${op.name}, broken at ${position}`).toEqual([]);
        // The first run tells how long the batch is; every position up to its end gets a turn.
        if (position === 0) length = seen.length;
        broken++;
        position++;
      }
      lines.push(`${op.name}: ${length} statements`);
      // And unbroken, the same operation goes through (the injection was the only problem).
      const run = await op.setup();
      await run(db());
    }
    console.info(
      `Atomicity: ${operations.length} multi-row changes broken at every position = ${broken} failed batches, ` +
        `0 partial writes (${lines.join("; ")})`,
    );
    // Hundreds of broken batches, each followed by a full D1 and R2 snapshot: seconds on a quiet
    // machine, far more on a busy one.
  }, 180_000);
});

describe("2b. a sign-in broken mid-batch", () => {
  it("leaves no account, identity or assignment, and signing in again does all of it", async () => {
    const email = uniqueEmail("atomic-retry");
    await invite(email, 2);
    const identity = identityFor(email.toUpperCase(), `retry-${email}`);
    const admins = new Set([email]);
    const count = async (query: string) =>
      (await env.DB.prepare(query).bind(email).first<{ n: number }>())?.n ?? -1;
    const state = async () => ({
      users: await count("SELECT count(*) AS n FROM users WHERE email = ?"),
      identities: await count(
        "SELECT count(*) AS n FROM oauth_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ?",
      ),
      assignments: await count("SELECT count(*) AS n FROM project_clients WHERE client_email = ?"),
      // Pending invitations: the sign-in marks them accepted (kept as the record).
      invitations: await count(
        "SELECT count(*) AS n FROM client_invitations WHERE email = ? AND accepted_at IS NULL",
      ),
    });
    // Broken after the account and its identity link were written, before the assignments.
    const seen = { length: 0, injected: false };
    await expect(signInWithOAuthIdentity(failingAt(2, seen), identity, admins)).rejects.toThrow();
    expect(seen.length).toBe(4);
    expect(await state()).toEqual({ users: 0, identities: 0, assignments: 0, invitations: 2 });

    const user = await signInWithOAuthIdentity(db(), identity, admins);
    expect(user).toMatchObject({ email, role: "admin", firstName: "Nora" });
    expect(await state()).toEqual({ users: 1, identities: 1, assignments: 2, invitations: 0 });
    const names = await env.DB.prepare(
      "SELECT DISTINCT client_name AS name, user_id FROM project_clients WHERE client_email = ?",
    )
      .bind(email)
      .all<{ name: string; user_id: number }>();
    expect(names.results).toEqual([{ name: email.split("@")[0], user_id: user.id }]);
  });
  it("a returning identity moves to a free address with its invitations and role, never onto a taken one", async () => {
    const [first, moved, taken] = [uniqueEmail("ret-a"), uniqueEmail("ret-b"), uniqueEmail("ret-c")];
    await db().insert(users).values({ email: taken, role: "client" });
    const subject = `returning-${first}`;
    const user = await signInWithOAuthIdentity(db(), identityFor(first, subject), new Set([first]));
    expect(user.role).toBe("admin");
    await invite(moved, 1);
    // The reported address belongs to another account: the old one is kept, and its role with it.
    const kept = await signInWithOAuthIdentity(db(), identityFor(taken, subject), new Set([first]));
    expect(kept).toMatchObject({ id: user.id, email: first, role: "admin" });
    // A free address is taken over; the role follows the new address; its invitation applies.
    const after = await signInWithOAuthIdentity(db(), identityFor(moved, subject), new Set([first]));
    expect(after).toMatchObject({ id: user.id, email: moved, role: "client" });
    const assigned = await env.DB.prepare("SELECT user_id FROM project_clients WHERE client_email = ?")
      .bind(moved)
      .all<{ user_id: number }>();
    expect(assigned.results).toEqual([{ user_id: user.id }]);
  });
});

describe("3. R2 and D1 without a shared transaction", () => {
  it("a crash between deleting a document's row and its object leaves an orphan the clean-up removes", async () => {
    const project = await createProject();
    const doc = await uploadDocument(adminSession, project.id);
    const row = await env.DB.prepare("SELECT * FROM documents WHERE id = ?").bind(doc.id).first();
    expect(row).not.toBeNull();
    // The route deletes the row first; pretend the Worker died before deleting the object.
    const full = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    if (!full) throw new Error("setup");
    await deleteDocumentRow(db(), full, []);
    // Nobody can be sent to a missing file: the row is gone, the API says 404.
    expect((await api(`/api/documents/${doc.id}`, { session: adminSession })).status).toBe(404);
    expect(await env.MEDIA.head(doc.objectPath)).not.toBeNull();
    const early = await runScheduled(env, Date.now());
    expect(await env.MEDIA.head(doc.objectPath), "kept during the grace period").not.toBeNull();
    expect(early.orphans).toBe(0);
    const later = await runScheduled(env, Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(later.orphans).toBeGreaterThanOrEqual(1);
    expect(await env.MEDIA.head(doc.objectPath)).toBeNull();
  });

  it("an upload whose row never came (object before row) is an orphan too, and goes", async () => {
    const key = `client-uploads/${Date.now()}/never-registered.png`;
    await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));
    await runScheduled(env, Date.now());
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await runScheduled(env, Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await env.MEDIA.head(key)).toBeNull();
  });
});
