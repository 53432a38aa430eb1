/**
 * The client portal's request schemas (feedback, client uploads), used by worker/portal/router.ts
 * with the limits and lists of portal.ts. Apart from portal.ts so that the portal's own code,
 * which never validates with zod, does not load it (issue 29).
 */
import { z } from "zod";
import { FEEDBACK_COMMENT_MAX, FEEDBACK_STATUSES } from "./portal";

/** Private-link access travels in the body of state-changing requests (never in a logged URL). */
const accessFields = {
  token: z.string().max(200).optional(),
};

export const feedbackSchema = z.object({
  ...accessFields,
  status: z.enum(FEEDBACK_STATUSES, { message: "Please choose Approve or Needs changes." }),
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `Please keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

// ---------------------------------------------------------------------------------------------
// Client uploads (portal 'Upload Files')
// ---------------------------------------------------------------------------------------------

export const clientUploadUrlSchema = z.object({
  ...accessFields,
  projectId: z.number().int().positive(),
  fileName: z.string().trim().min(1, "Please choose a file.").max(200, "The file name is too long."),
  fileType: z.string().trim().min(1, "This type of file is not accepted.").max(200),
  fileSize: z.number().int().min(0),
});

export const clientUploadCompleteSchema = z.object({
  ...accessFields,
  projectId: z.number().int().positive(),
  objectPath: z.string().min(1).max(300),
});
