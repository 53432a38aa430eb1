import type { BatchItem } from "drizzle-orm/batch";
import type { InquiryInput } from "../../src/shared/inquiry";
import { projectInquiries } from "../db/schema";
import type { Db } from "../types";

/**
 * Stores a validated inquiry; every new inquiry starts as 'new', whatever the caller sent. `extra`
 * runs in the same batch (the studio's queued notice, worker/notify/outbox.ts).
 */
export async function createInquiry(
  db: Db,
  input: InquiryInput,
  extra: BatchItem<"sqlite">[] = [],
): Promise<{ id: number }> {
  const [inserted] = await db.batch([
    db
      .insert(projectInquiries)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        projectType: input.projectType,
        budget: input.budget,
        timeline: input.timeline,
        message: input.message,
        status: "new",
      })
      .returning({ id: projectInquiries.id }),
    ...extra,
  ]);
  const row = inserted[0];
  if (!row) throw new Error("The inquiry was not stored");
  return row;
}
