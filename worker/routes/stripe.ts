import { Hono } from "hono";
import type { AppEnv } from "../types";

// Filled by its issue; mounted under /api in worker/index.ts.
export const stripeRouter = new Hono<AppEnv>();
