/**
 * The SPA's API client (src/lib/api.ts) and its Query defaults (src/lib/query-client.ts), as SPEC
 * sections 7, 8 and 9 describe them: every request sends credentials; bodies are JSON with a JSON
 * content type; default loads GET the query key's parts joined with slashes; any non-ok response
 * becomes an error reading "<status>: <response text, or the status text when empty>"; a 401
 * throws unless the caller asks for null; no refetch interval or on focus, data never stale, no
 * retries for queries or mutations. `fetch` is stubbed, so these run without a server (and
 * without React DOM: the modules import only @tanstack/react-query's client).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiRequest,
  errorMessage,
  getJson,
  getQueryFn,
  HttpError,
  isUnauthorizedError,
  sendJson,
} from "../../src/lib/api";
import { createQueryClient } from "../../src/lib/query-client";

/** What the client passed to fetch (`credentials` is a browser field the Workers types lack). */
type Init = RequestInit & { credentials?: string };
type Call = { url: string; init: Init };

/** Replaces fetch with one answering `respond()` each time; returns the calls it saw. */
function stubFetch(respond: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: Init = {}) => {
      calls.push({ url: String(input), init });
      return respond();
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("every request sends credentials", () => {
  it('uses credentials "include" for GET, JSON sends, plain requests and the default query function', async () => {
    const calls = stubFetch(() => json({ ok: true }));
    await getJson("/api/projects");
    await sendJson("POST", "/api/inquiries", { firstName: "Ada" });
    await apiRequest("DELETE", "/api/documents/4");
    await getQueryFn({ on401: "throw" })({ queryKey: ["/api/projects", 7] });
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.init.credentials, call.url).toBe("include");
  });
});

describe("JSON bodies", () => {
  it("are serialized with a JSON content type and the method asked for", async () => {
    const calls = stubFetch(() => json({ id: 12, title: "Project Calm" }, 201));
    const body = { title: "Project Calm", year: 2024, tags: ["a", "ü"], nested: { ok: null } };
    const answer = await sendJson<{ id: number }>("PUT", "/api/projects/12", body);
    expect(answer).toEqual({ id: 12, title: "Project Calm" });
    const [call] = calls;
    expect(call?.url).toBe("/api/projects/12");
    expect(call?.init.method).toBe("PUT");
    expect(new Headers(call?.init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(call?.init.body))).toEqual(body);
  });

  it("a request without data sends no body and no content type", async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    expect(await sendJson("DELETE", "/api/meetings/3")).toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).has("Content-Type")).toBe(false);
  });
});

describe('non-ok responses become "<status>: <text>" errors', () => {
  it('a 500 with the body "x" throws an Error reading "500: x"', async () => {
    stubFetch(() => new Response("x", { status: 500, statusText: "Internal Server Error" }));
    for (const call of [
      () => getJson("/api/projects"),
      () => sendJson("POST", "/api/projects", { title: "t" }),
      () => getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/auth/user"] }),
    ]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe("500: x");
      expect((error as HttpError).status).toBe(500);
    }
  });

  it("an empty body reads the status text instead", async () => {
    stubFetch(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await getJson("/api/products").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("503: Service Unavailable");
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/products"] })).rejects.toThrow(
      "503: Service Unavailable",
    );
  });

  it("keeps the API's JSON error text whole, and offers its message and field errors to the UI", async () => {
    const body = {
      message: "Please check the form.",
      errors: { email: "Please enter a valid email address" },
    };
    stubFetch(() => json(body, 400));
    const error = await sendJson("POST", "/api/inquiries", {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`400: ${JSON.stringify(body)}`);
    expect(errorMessage(error, "Failed")).toBe("Please check the form.");
    expect((error as HttpError).fieldErrors).toEqual(body.errors);
    // Anything that is not the API's error shape falls back to the caller's message.
    expect(errorMessage(new Error("boom"), "Failed to fetch projects")).toBe("Failed to fetch projects");
  });
});

describe("401: signed out", () => {
  it('the "return null" mode answers null; the default mode throws a 401 error seen as signed out', async () => {
    const calls = stubFetch(() => json({ message: "Unauthorized" }, 401));
    expect(await getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/auth/user"] })).toBeNull();
    const error = await getQueryFn({ on401: "throw" })({ queryKey: ["/api/auth/user"] }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/user", "/api/auth/user"]);
    // SPEC 8: a message starting with "401:" and containing Unauthorized also means signed out.
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(new HttpError(500, "x", "500: x"))).toBe(false);
  });
});

describe("default data loads", () => {
  it("GET the query key's parts joined with slashes and read the JSON", async () => {
    const calls = stubFetch(() => json([{ id: 1 }]));
    const data = await getQueryFn({ on401: "throw" })({ queryKey: ["/api/projects", 5, "documents"] });
    expect(data).toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe("/api/projects/5/documents");
    expect(calls[0]?.init.method ?? "GET").toBe("GET");
  });
});

describe("Query defaults (SPEC section 9)", () => {
  it("no refetch interval, no refetch on window focus, never stale, no retries for queries or mutations", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("the client's default query function loads by key, throws on 401, and loaded data is never refetched", async () => {
    const calls = stubFetch(() => json({ id: 9, title: "Project Serene Retreat" }));
    const client = createQueryClient();
    const first = await client.fetchQuery({ queryKey: ["/api/projects", 9] });
    const again = await client.fetchQuery({ queryKey: ["/api/projects", 9] });
    expect(again).toEqual(first);
    // Data never goes stale: the second load is served from the cache without a request.
    expect(calls.map((c) => c.url)).toEqual(["/api/projects/9"]);
    expect(calls[0]?.init.credentials).toBe("include");

    stubFetch(() => json({ message: "Unauthorized" }, 401));
    await expect(client.fetchQuery({ queryKey: ["/api/portal/project"] })).rejects.toThrow(/^401: /);
    client.clear();
  });
});
