/**
 * The API client (SPEC sections 7 and 8): credentials always included, JSON bodies, and any
 * non-ok response becomes an Error reading "<status>: <response text or status text>".
 */
import type { QueryClient } from "@tanstack/react-query";

/** How a query client reaches the API: the browser's fetch, or the Worker's own app in process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

const apiFetches = new WeakMap<QueryClient, ApiFetch>();

/**
 * The Worker renders public pages with the SPA's own queries (src/first-load/render.tsx, each route's
 * loader): their reads go to the Worker's API in process, as an anonymous visitor, through the
 * query client of that one render. Keyed by client rather than global, so concurrent renders in
 * one isolate cannot cross.
 */
export function answerQueriesWith(client: QueryClient, apiFetch: ApiFetch): void {
  apiFetches.set(client, apiFetch);
}

function fetchFor(client: QueryClient | undefined): ApiFetch {
  return (client && apiFetches.get(client)) ?? ((url, init) => fetch(url, init));
}
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
  }
  /** The server's readable message when the body is the API's JSON error shape. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
      if (typeof parsed.error === "string") return parsed.error;
    } catch {
      // not JSON
    }
    return null;
  }
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new HttpError(res.status, text, `${res.status}: ${text}`);
  }
}

/**
 * Every request sends the session cookie. Spread into the init rather than written in it, so that
 * this module also type-checks against the Workers runtime's RequestInit (which has no
 * `credentials`) where tests/worker/spa-api-client.test.ts runs it.
 */
const withCredentials = { credentials: "include" } as const;

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  client?: QueryClient,
): Promise<Response> {
  const res = await fetchFor(client)(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    ...withCredentials,
  });
  await throwIfResNotOk(res);
  return res;
}

/** A GET for a query function; `client` (the query's own, from its context) picks the transport. */
export async function getJson<T>(url: string, client?: QueryClient): Promise<T> {
  const res = await apiRequest("GET", url, undefined, client);
  return (await res.json()) as T;
}

export async function sendJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A 401 (or a message starting "401:" mentioning Unauthorized) means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 401;
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The user-facing message of an error: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  return fallback;
}

type On401 = "returnNull" | "throw";

/** Default query function: GET of the query key's parts joined with slashes. */
export function getQueryFn<T>({ on401 }: { on401: On401 }) {
  return async ({
    queryKey,
    client,
  }: {
    queryKey: readonly unknown[];
    client?: QueryClient;
  }): Promise<T | null> => {
    const res = await fetchFor(client)(queryKey.join("/"), { method: "GET", ...withCredentials });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
