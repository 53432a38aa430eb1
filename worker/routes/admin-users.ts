import { Hono } from "hono";
import type { AppEnv } from "../types";

// Filled by its issue; mounted under /api in worker/index.ts.
export const adminUsersRouter = new Hono<AppEnv>();
