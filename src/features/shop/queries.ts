import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import type { PublicProduct } from "../../shared/api-types";

/** Active shop products in the studio's order (GET /api/products). */
export const productsQuery = queryOptions({
  queryKey: ["products"],
  queryFn: ({ client }) => getJson<PublicProduct[]>("/api/products", client),
});
