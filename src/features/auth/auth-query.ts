import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "../../lib/api";
import type { AuthUser } from "../../shared/auth";

/** GET /api/auth/user: a 401 means signed out (null), never an error; no retry (SPEC 7). */
export const authUserQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
  retry: false,
});

export function useAuth() {
  // Pending (not "fetching"): the Worker's first paint renders the account area as loading too,
  // where a fetch has not started (src/first-load/render.tsx), so the markup the browser takes over matches.
  const { data, isPending } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
