/**
 * Request bodies: the API's JSON bodies are small (file bytes go to signed upload URLs), so an
 * oversized one is refused with 413 `{ message }`, whether it announces its length or arrives
 * chunked.
 *
 * Refusing is not enough on its own: a response sent while the client is still sending leaves the
 * rest of the body unread, and the local server (`wrangler dev`: Node in front of workerd) then
 * drops the connection, so the client saw "Network connection lost" (a 500) or a reset instead of
 * the 413. Every request body that a response leaves unread is therefore read to its end and
 * thrown away (up to the largest body Cloudflare accepts at all, then cancelled), and the refusal
 * arrives whole every time. In production this costs only the wall time of receiving bytes the
 * client sends anyway.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { ApiError } from "./errors";

export const TOO_LARGE_MESSAGE = "That request is too large.";

/**
 * The most a refused body is read before it is cancelled instead: Cloudflare's own request body
 * limit (100 MB on the Free and Pro plans), so in production nothing larger can arrive.
 */
export const DISCARD_MAX_BYTES = 100 * 1024 * 1024;

/** Reads what is left of a body and throws it away; past DISCARD_MAX_BYTES it is cancelled. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DISCARD_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    reader.releaseLock();
  }
}

/**
 * Outermost middleware: once the response is ready, a request body nobody read (an early refusal:
 * 401, 403, 404, 411, 413...) is read to its end, so the client receives that response.
 */
export const discardUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  await next();
  const body = request.body;
  if (body && !request.bodyUsed && !body.locked) await discardRest(body.getReader());
});

/**
 * At most `maxSize` bytes of body. A Content-Length over it is refused at once (the outer
 * `discardUnreadBody` then reads what the client sends); a body without one (chunked) is counted
 * as it arrives and refused at `maxSize + 1` bytes, after reading the rest. A body within the limit
 * is handed on as bytes, so the route reads it as usual.
 */
export function limitBody(maxSize: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get("Content-Length");
    if (declared !== null && !request.headers.has("Transfer-Encoding")) {
      if (Number(declared) > maxSize) throw new ApiError(413, TOO_LARGE_MESSAGE);
      return next();
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await discardRest(reader, size);
        throw new ApiError(413, TOO_LARGE_MESSAGE);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request, { body: bytes });
    return next();
  });
}
