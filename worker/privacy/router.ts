/**
 * Privacy requests (admin only; worker/privacy/queries.ts says what is covered):
 *   GET  /api/admin/privacy/export?email=        everything stored about the address, as JSON
 *   POST /api/admin/privacy/delete { email, confirm }  deletes it (confirm repeats the address)
 * Both are recorded in the audit trail; the deletion's entry keeps only a hash of the address.
 */
import { PRIVACY_MESSAGES, privacyDeleteSchema, privacyExportQuerySchema } from "../../src/shared/privacy";
import { recordAudit } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import { badRequest, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { validate } from "../http/validate";
import { sha256Hex } from "../lib/crypto";
import { deleteObjectsUnlessKept } from "../storage/media-cleanup";
import { deletePersonalData, exportPersonalData } from "./queries";

export const adminPrivacyRouter = guardedRouter(requireAdmin, ["/*"]);

adminPrivacyRouter.get("/export", validate("query", privacyExportQuerySchema), async (c) => {
  const { email } = c.req.valid("query");
  const db = c.get("db");
  const data = await exportPersonalData(db, email);
  await recordAudit(db, currentUser(c), {
    action: "privacy.export",
    entityType: "privacy",
    detail: { emailSha256: await sha256Hex(email), found: data.found },
  });
  return c.json(data);
});

adminPrivacyRouter.post("/delete", validate("json", privacyDeleteSchema), async (c) => {
  const { email } = c.req.valid("json");
  const db = c.get("db");
  const outcome = await deletePersonalData(db, email, currentUser(c), c.get("config").adminEmails);
  if (!outcome.ok) {
    if (outcome.reason === "admin") throw badRequest(PRIVACY_MESSAGES.admin);
    throw notFound(PRIVACY_MESSAGES.nothingStored);
  }
  // Rows are gone; now the files. A failure leaves orphans for the hourly clean-up (worker/cron.ts).
  let removed = 0;
  if (outcome.objectKeys.length > 0) {
    try {
      // Never an object a signature request keeps (issue 25).
      removed = (await deleteObjectsUnlessKept(db, c.env.MEDIA, outcome.objectKeys)).length;
    } catch (err) {
      console.error("Privacy delete: files not removed", err instanceof Error ? err.message : err);
    }
  }
  return c.json({ ...outcome.result, deleted: { ...outcome.result.deleted, uploadFiles: removed } });
});
