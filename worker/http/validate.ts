/**
 * zod validation through @hono/zod-validator with the API's error shape: the first message per
 * field in `errors`, and a readable summary in `message`.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export function summary(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.length === 1) return messages[0] ?? "Invalid input.";
  return "Please correct the highlighted fields.";
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = fieldErrors(result.error);
      throw new ApiError(400, summary(errors), errors);
    }
  });
