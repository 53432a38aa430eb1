/**
 * Every e-mail kind and audit action the Worker can write has words (and, where there is one, a
 * place in the admin) in src/shared/activity-labels.ts (issue 28): read from the Worker's own
 * sources, so a new kind or action without its label fails here, not as a raw key in the outbox.
 */
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditEntryLink,
  EMAIL_KINDS,
  emailKindLabel,
  emailKindLink,
  isAuditAction,
} from "../../src/shared/activity-labels";
import { AUDIT_ENTITY_TYPES } from "../../src/shared/audit";
import { ADMIN_ORDER_TRANSITIONS } from "../../src/shared/order";

const sources = import.meta.glob("../../worker/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The `kind:` values in the files that write e-mails that are not e-mail kinds, and why. */
const NOT_EMAIL_KINDS: Record<string, string> = {
  client: "a comment's author or a portal viewer (signed-in client)",
  link: "a comment's author on a private link",
  token: "a portal viewer on a private link",
  assignment: "POST /api/projects/:id/clients's result: an assignment",
  request: "signerEmail's own parameter (request or reminder)",
  reminder: "signerEmail's own parameter (request or reminder)",
  proposal_deposit: "a Stripe Checkout session's metadata",
};

describe("activity labels", () => {
  it("every e-mail kind the Worker writes has words", () => {
    const writers = Object.entries(sources).filter(([, text]) =>
      /from "(\.\.\/)+notify\/(email|outbox)"|from "\.\/(email|outbox)"/.test(text),
    );
    expect(writers.length).toBeGreaterThan(5);
    const found = new Set<string>();
    for (const [, text] of writers) {
      for (const m of text.matchAll(/\bkind:\s*([^,;}\n]+)/g)) {
        for (const literal of (m[1] ?? "").matchAll(/(?<!\[)"([a-z][a-z_-]*)"/g)) found.add(literal[1] ?? "");
      }
    }
    const unknown = [...found].filter((k) => !(k in EMAIL_KINDS) && !(k in NOT_EMAIL_KINDS));
    expect(unknown, "e-mail kinds without words in src/shared/activity-labels.ts").toEqual([]);
    // The scan does see the kinds: each one the map knows is written somewhere.
    const unwritten = Object.keys(EMAIL_KINDS).filter((k) => !found.has(k));
    expect(unwritten, "labels for kinds the Worker no longer writes").toEqual([]);
  });

  it("every audit action the Worker writes has words", () => {
    const prefixes = [...new Set(Object.keys(AUDIT_ACTIONS).map((a) => a.split(".")[0]))].join("|");
    const literal = new RegExp(`["'](?:${prefixes})(?:\\.[a-z_]+)+["']`, "g");
    const found = new Set<string>();
    const templates = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (file.includes("/seed/")) continue;
      for (const m of text.matchAll(literal)) found.add(m[0].slice(1, -1));
      for (const m of text.matchAll(/action:\s*`([a-z_]+)\.\$\{/g)) templates.add(m[1] ?? "");
    }
    // Not actions: the ids of things the same names are used for elsewhere (none today).
    const unknown = [...found].filter((a) => !(a in AUDIT_ACTIONS));
    expect(unknown, "audit actions without words in src/shared/activity-labels.ts").toEqual([]);
    // `order.${to}` (transitionOrder): every status the studio may move an order to
    // (ADMIN_ORDER_TRANSITIONS, which PUT /api/admin/orders/:id checks).
    expect([...templates]).toEqual(["order"]);
    expect(sources["../../worker/shop/queries-orders.ts"]).toContain("action: `order.$" + "{to}`");
    const moves = [...new Set(Object.values(ADMIN_ORDER_TRANSITIONS).flat())];
    expect(moves.length).toBeGreaterThan(0);
    for (const to of moves) expect(isAuditAction(`order.${to}`), `order.${to}`).toBe(true);
    // Each action the map knows is written somewhere (or by the order template).
    const unwritten = Object.keys(AUDIT_ACTIONS).filter((a) => !found.has(a) && !a.startsWith("order."));
    expect(unwritten, "labels for actions the Worker no longer writes").toEqual([]);
    // And each action's entity is a kind of entry the Activity tab filters on.
    const entities = new Set<string>(AUDIT_ENTITY_TYPES.map((t) => t.value));
    for (const m of Object.values(sources)
      .join("\n")
      .matchAll(/entityType:\s*"([a-z_]+)"/g))
      expect(entities.has(m[1] ?? ""), `entity type ${m[1]}`).toBe(true);
  });

  it("an unknown kind is shown in words, never as a raw key", () => {
    expect(emailKindLabel("pin-digest")).toBe("New pin messages");
    expect(emailKindLabel("some-new_kind")).toBe("Some new kind");
    expect(auditActionLabel("proposal.code_sent")).toBe("A signer asked for a signing code");
    expect(auditActionLabel("widget.re_paint")).toBe("Widget re paint");
  });

  it("links name the place that handles the thing, and nothing for a thing that is gone", () => {
    expect(emailKindLink("order")).toEqual({ to: "/admin", search: { tab: "orders" } });
    expect(emailKindLink("studio")).toBeNull();
    const entry = (action: string, entityType: string, entityId: string | null, detail = {}) => ({
      action,
      entityType,
      entityId,
      detail,
    });
    expect(auditEntryLink(entry("project.publish", "project", "12"))).toEqual({
      to: "/admin/projects",
      search: { id: 12 },
    });
    expect(auditEntryLink(entry("project.delete", "project", "12"))).toBeNull();
    expect(auditEntryLink(entry("client.invite", "project", "12"))).toEqual({
      to: "/admin",
      search: { tab: "clients", projectId: 12 },
    });
    expect(auditEntryLink(entry("pin.reply", "document", "7", { projectId: 3, pin: 2 }))).toEqual({
      to: "/admin",
      search: { tab: "documents", projectId: 3, document: 7, pin: 2 },
    });
    expect(
      auditEntryLink(entry("proposal.request", "document", "7", { projectId: 3, requestId: 5 })),
    ).toEqual({ to: "/admin", search: { tab: "documents", projectId: 3, proposal: 5 } });
    expect(auditEntryLink(entry("proposal.signed", "proposal", "5", { documentId: 7 }))).toEqual({
      to: "/admin",
      search: { tab: "documents" },
    });
    expect(auditEntryLink(entry("inquiry.delete", "inquiry", "4"))).toBeNull();
    expect(auditEntryLink(entry("order.fulfilled", "order", "9"))).toEqual({
      to: "/admin",
      search: { tab: "orders" },
    });
    expect(auditEntryLink(entry("brand_asset.replace", "brand_asset", "hero"))).toEqual({ to: "/upload" });
    expect(auditEntryLink(entry("privacy.delete", "privacy", null))).toBeNull();
  });
});
