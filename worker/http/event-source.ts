import type { Context } from "hono";
import type { EventSource } from "../proposals/queries";
import type { AppEnv } from "../types";
import { clientIp } from "./rate-limit";

/** Who a proposal event came from, as its audit row keeps it: the client's IP and browser. */
export function eventSource(c: Context<AppEnv>): EventSource {
  return { ip: clientIp(c), userAgent: c.req.header("User-Agent")?.slice(0, 400) ?? null };
}
