/**
 * Inquiries in the admin dashboard (SPEC sections 2, 4 and 7), admin only.
 *   GET    /api/admin/inquiries              newest first; ?status= filters
 *   PUT    /api/admin/inquiries/:id          { status } any status to any status
 *   DELETE /api/admin/inquiries/:id
 *   POST   /api/admin/inquiries/:id/convert  a draft project pre-filled from the inquiry
 */
import type { Context } from "hono";
import {
  type AdminInquiry,
  INQUIRY_ADMIN_MESSAGES,
  type InquiryStatus,
  inquiryStatusFilterSchema,
  inquiryStatusSchema,
} from "../../src/shared/admin-inquiries";
import { auditStatement } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import { conflict, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { listQuerySchema, type StatusLists, statusListAnswer } from "../http/list-query";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import {
  convertInquiryToProject,
  deleteInquiry,
  getInquiry,
  listInquiries,
  pageInquiries,
  setInquiryStatus,
} from "./queries-admin";

export const adminInquiriesRouter = guardedRouter(requireAdmin, ["/", "/*"]);

const NOT_FOUND = "Inquiry not found.";

// The paging fields (issue 28) are optional: without page, pageSize or q, every inquiry as before.
const listQuery = listQuerySchema(inquiryStatusFilterSchema.shape);

/** The inquiry the path names; none is a 404. */
async function inquiryFrom(c: Context<AppEnv>) {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  const inquiry = await getInquiry(c.get("db"), id);
  if (!inquiry) throw notFound(NOT_FOUND);
  return { id, inquiry };
}

const INQUIRY_LISTS: StatusLists<InquiryStatus, AdminInquiry> = { all: listInquiries, page: pageInquiries };

adminInquiriesRouter.get("/", validate("query", listQuery), async (c) => {
  return c.json(await statusListAnswer(c.get("db"), c.req.query(), c.req.valid("query"), INQUIRY_LISTS));
});

adminInquiriesRouter.put("/:id", validate("json", inquiryStatusSchema), async (c) => {
  const { id, inquiry } = await inquiryFrom(c);
  const { status } = c.req.valid("json");
  const db = c.get("db");
  await setInquiryStatus(db, id, status, [
    auditStatement(db, currentUser(c), {
      action: "inquiry.status",
      entityType: "inquiry",
      entityId: id,
      detail: { from: inquiry.status, to: status },
    }),
  ]);
  return c.json(await getInquiry(db, id));
});

adminInquiriesRouter.delete("/:id", async (c) => {
  const { id, inquiry } = await inquiryFrom(c);
  const db = c.get("db");
  await deleteInquiry(db, id, [
    auditStatement(db, currentUser(c), {
      action: "inquiry.delete",
      entityType: "inquiry",
      entityId: id,
      detail: { name: `${inquiry.firstName} ${inquiry.lastName}`, email: inquiry.email },
    }),
  ]);
  return c.json({ message: INQUIRY_ADMIN_MESSAGES.deleted });
});

adminInquiriesRouter.post("/:id/convert", async (c) => {
  const { id, inquiry } = await inquiryFrom(c);
  const db = c.get("db");
  const actor = currentUser(c);
  // Deleting the project clears convertedProjectId (ON DELETE SET NULL), allowing a new conversion.
  if (inquiry.convertedProjectId !== null) {
    throw conflict(INQUIRY_ADMIN_MESSAGES.alreadyConverted, {
      convertedProjectId: String(inquiry.convertedProjectId),
    });
  }
  const project = await convertInquiryToProject(db, inquiry, actor.id, [
    auditStatement(db, actor, {
      action: "inquiry.convert",
      entityType: "inquiry",
      entityId: id,
      detail: { email: inquiry.email },
    }),
  ]);
  const updated = await getInquiry(db, id);
  return c.json({ inquiry: updated, project }, 201);
});
