import type { EnsureQueryDataOptions, QueryKey } from "@tanstack/react-query";
import type { RouterContext } from "../router-context";

/**
 * A route loader's data, from the SPA's own query options (so each query key has one author):
 * - in the Worker's render (src/first-load/render.tsx) it is awaited, so the page goes out complete and
 *   the query cache travels with it (@tanstack/react-router-ssr-query);
 * - in the browser it is started without holding the navigation: each page shows its own loading
 *   state meanwhile (SPEC section 2), and its query reports an error itself.
 */
export function ensureRouteData<T, TKey extends QueryKey>(
  context: RouterContext,
  options: EnsureQueryDataOptions<T, Error, T, TKey>,
): Promise<T> | undefined {
  const loading = context.queryClient.ensureQueryData(options);
  if (context.anonymous !== undefined) return loading;
  loading.catch(() => {});
  return undefined;
}
