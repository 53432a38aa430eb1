/** POST /api/inquiries: the public inquiry form (SPEC sections 2, 5 and 7). */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { adminUrl } from "../../src/shared/app-links";
import {
  BUDGET_OPTIONS,
  HONEYPOT_FIELD,
  INQUIRY_RATE_LIMIT,
  INQUIRY_RATE_LIMITED,
  type InquiryInput,
  inquirySchema,
  optionLabel,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from "../../src/shared/inquiry";
import { depsOf } from "../http/deps";
import { badRequest } from "../http/errors";
import { enforceRateLimit } from "../http/rate-limit";
import { parseOrThrow } from "../http/validate";
import { deliverQueued, OUTBOX_ID_PLACEHOLDER, queueStudioNotice } from "../notify/outbox";
import type { AppEnv } from "../types";
import { createInquiry } from "./queries";

export const inquiriesRouter = new Hono<AppEnv>();

async function readJsonObject(req: { json: () => Promise<unknown> }): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw badRequest("The request could not be read. Please send valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("The request could not be read. Please send a JSON object.");
  }
  return body as Record<string, unknown>;
}

function notificationText(id: number, i: InquiryInput, appOrigin: string): string {
  return [
    `A new project inquiry arrived through the website (#${id}).`,
    "",
    `Name:         ${i.firstName} ${i.lastName}`,
    `Email:        ${i.email}`,
    `Phone:        ${i.phone}`,
    `Project type: ${optionLabel(PROJECT_TYPE_OPTIONS, i.projectType)}`,
    `Budget:       ${optionLabel(BUDGET_OPTIONS, i.budget)}`,
    `Timeline:     ${optionLabel(TIMELINE_OPTIONS, i.timeline)}`,
    "",
    "Message:",
    i.message,
    "",
    `Reply to this e-mail to answer ${i.firstName} directly, or open the admin dashboard: ${adminUrl(appOrigin, { tab: "inquiries" })}`,
  ].join("\n");
}

inquiriesRouter.post("/", async (c) => {
  const body = await readJsonObject(c.req);

  // A filled honeypot is a bot: answer like a success so it learns nothing, and store nothing.
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null) {
    return c.json({ id: 0 }, 201);
  }

  const inquiry = parseOrThrow(inquirySchema, body);

  // Only well-formed inquiries count toward the limit, so a person fixing a typo is never blocked.
  await enforceRateLimit(c, INQUIRY_RATE_LIMIT, undefined, INQUIRY_RATE_LIMITED);

  // The studio's notice is queued in the inquiry's own batch (issue 25: no e-mail lost); the
  // inquiry's number is filled in there (the newest inquiry, inside the batch).
  const notice = queueStudioNotice(
    depsOf(c),
    `New inquiry: ${inquiry.firstName} ${inquiry.lastName} (${optionLabel(PROJECT_TYPE_OPTIONS, inquiry.projectType)})`,
    notificationText(OUTBOX_ID_PLACEHOLDER, inquiry, c.get("config").appOrigin),
    { replyTo: inquiry.email, kind: "inquiry", id: sql`(SELECT max(id) FROM project_inquiries)` },
  );
  const { id } = await createInquiry(c.get("db"), inquiry, [notice.statement]);
  deliverQueued(depsOf(c), notice);
  return c.json({ id }, 201);
});
