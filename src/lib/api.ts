/**
 * The API client (SPEC sections 7 and 8): credentials always included, JSON bodies, and any
 * non-ok response becomes an Error reading "<status>: <response text or status text>".
 */
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

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    ...withCredentials,
  });
  await throwIfResNotOk(res);
  return res;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
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
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { method: "GET", ...withCredentials });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
