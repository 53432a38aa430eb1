/** Public shop reads. Admin product management and checkout live in their own routers. */
import { Hono } from "hono";
import { publicCache } from "../http/cache";
import type { AppEnv } from "../types";
import { listActiveProducts } from "./queries-products";

export const productsRouter = new Hono<AppEnv>();

productsRouter.get("/", async (c) => {
  const list = await listActiveProducts(c.get("db"));
  publicCache(c);
  return c.json(list);
});
