import { Hono } from "hono";
import type { AppEnv } from "../types";

// Signed upload/download URLs (/files/*), filled by the documents issue.
export const filesRouter = new Hono<AppEnv>();
