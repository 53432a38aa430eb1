import type { InquiryInput } from "../../../src/shared/inquiry";
import { projectInquiries } from "../schema";
import type { Db } from "../../types";

/** Stores a validated inquiry; every new inquiry starts as 'new', whatever the caller sent. */
export async function createInquiry(db: Db, input: InquiryInput): Promise<{ id: number }> {
  return db
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
    .returning({ id: projectInquiries.id })
    .get();
}
