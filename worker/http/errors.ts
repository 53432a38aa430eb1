/**
 * One error shape for the whole API: `{ message, errors? }` with the right status.
 * Route code throws ApiError; `onError` turns it (and anything unexpected) into JSON and never
 * leaks internals (stack traces, SQL, binding names) to the caller.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../types";

export type ErrorBody = { message: string; errors?: Record<string, string> };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The 404 messages more than one router answers with (SPEC.md's wording). */
export const PROJECT_NOT_FOUND = "Project not found.";
export const DOCUMENT_NOT_FOUND = "Document not found.";
export const IMAGE_NOT_FOUND = "Image not found.";

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, message, errors);
export const unauthorized = (message = "Please sign in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You do not have access to this.") => new ApiError(403, message);
export const notFound = (message = "Not found.") => new ApiError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new ApiError(409, message, errors);
export const tooLarge = (message = "That is too large.") => new ApiError(413, message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new ApiError(429, message ?? "Too many requests. Please wait a moment and try again.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ApiError) {
    const body: ErrorBody = { message: err.message };
    if (err.errors && Object.keys(err.errors).length > 0) body.errors = err.errors;
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own (e.g. body limit, malformed JSON from a validator).
    const status = err.status;
    const message =
      status === 413
        ? "That request is too large."
        : status === 400
          ? "The request could not be read. Please send valid JSON."
          : err.message || "Request failed.";
    return c.json({ message } satisfies ErrorBody, status);
  }
  console.error("Unhandled error", err instanceof Error ? `${err.name}: ${err.message}` : err);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
}

export function onError(err: Error, c: Context<AppEnv>) {
  return errorResponse(c, err);
}
