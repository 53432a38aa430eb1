/**
 * zod validation through @hono/zod-validator with the API's error shape: the first message per
 * field in `errors`, and a readable summary in `message`.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { fieldErrors, type IssueList } from "../../src/shared/field-errors";
import { ApiError } from "./errors";

function summary(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.length === 1) return messages[0] ?? "Invalid input.";
  return "Please correct the highlighted fields.";
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });

/** The 400 of a failed check: its field messages, and their summary as the message. */
function validationError(error: IssueList): ApiError {
  const errors = fieldErrors(error);
  return new ApiError(400, summary(errors), errors);
}

/** For bodies a route reads itself (a honeypot to check first, an empty body allowed): parsed, or a 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
