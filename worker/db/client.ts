import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../types";
import * as schema from "./schema";

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
