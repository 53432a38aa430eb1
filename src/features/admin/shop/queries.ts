/** Admin shop data: products (every status) and orders, with the calls that change them. */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../../lib/api";
import type { PagedList } from "../../../shared/list";
import type { AdminOrder, OrderStatus } from "../../../shared/order";
import type { AdminProduct, ProductInput, ProductUpdate } from "../../../shared/product";
import { adminListPageQuery } from "../shared/list-query";

export const adminProductsQuery = queryOptions({
  queryKey: ["admin", "products"],
  queryFn: () => getJson<AdminProduct[]>("/api/admin/products"),
});

/**
 * One page of orders (issue 28): paid ones waiting to be fulfilled first, searched and filtered on
 * the server. `status` is an order status or "ended" (cancelled or expired).
 */
export function adminOrdersPageQuery(query: string) {
  return adminListPageQuery<PagedList<AdminOrder>>("orders", query);
}

export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return sendJson<AdminProduct>("POST", "/api/admin/products", input);
}

export function updateProduct(id: number, patch: ProductUpdate): Promise<AdminProduct> {
  return sendJson<AdminProduct>("PUT", `/api/admin/products/${id}`, patch);
}

export function deleteProduct(id: number): Promise<void> {
  return sendJson<void>("DELETE", `/api/admin/products/${id}`);
}

export function deleteProductImage(id: number): Promise<void> {
  return sendJson<void>("DELETE", `/api/admin/product-images/${id}`);
}

export function fulfilOrder(id: number): Promise<{ id: number; status: OrderStatus }> {
  return sendJson("PUT", `/api/admin/orders/${id}`, { status: "fulfilled" });
}

/** After a product change: the admin list and the public shop both show it. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", "products"] }),
    queryClient.invalidateQueries({ queryKey: ["products"] }),
  ]);
}

export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
}
