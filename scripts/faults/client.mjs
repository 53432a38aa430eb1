// HTTP as a real client does it while the server may vanish at any moment: a request that gets no
// answer (connection refused or reset: the server was killed under it) is sent again, unchanged,
// once the server is back. The same body means the same idempotency where the API has any (the
// same order reference, the same signer, the same upload reservation); whether a repeat is then
// harmless is exactly what the fault run checks.

const MAX_TRIES = 40;
const REQUEST_TIMEOUT_MS = 90_000;

/** One operation's bookkeeping: how many of its requests were repeated after a kill. */
export function attempt(name) {
  return { name, retries: 0, requests: 0 };
}

export function httpClient(server) {
  const origin = server.base;

  /**
   * Sends a request and reads the answer; repeats it while no answer arrives. `url` is a path on
   * the app, or an absolute URL (the Stripe stand-in, a signed upload URL).
   */
  async function call(op, method, url, { json, body, cookie, ip, headers = {}, form } = {}) {
    const target = url.startsWith("http") ? url : `${origin}${url}`;
    const h = { Origin: origin, ...headers };
    if (cookie) h.Cookie = cookie;
    // Locally the app counts rate limits per X-Forwarded-For: each simulated visitor has its own.
    if (ip) h["X-Forwarded-For"] = ip;
    let payload = body;
    if (json !== undefined) {
      h["Content-Type"] = "application/json";
      payload = JSON.stringify(json);
    } else if (form !== undefined) {
      h["Content-Type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
    }
    for (let tries = 1; ; tries++) {
      op.requests++;
      try {
        const res = await fetch(target, {
          method,
          headers: h,
          body: payload,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        let data = null;
        try {
          data = text ? JSON.parse(text) : null;
        } catch {
          data = null;
        }
        return { status: res.status, ok: res.ok, data, text, headers: res.headers, retried: tries > 1 };
      } catch (error) {
        if (tries >= MAX_TRIES) {
          throw new Error(
            `${method} ${url}: no answer after ${tries} tries (${error?.cause?.code ?? error})`,
          );
        }
        op.retries++;
        await server.whenUp();
        // A moment for the restarted server's first requests (and to spread the retries).
        await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 150)));
      }
    }
  }

  return { call, origin };
}

/** Throws with the answer's message unless its status is one of `ok`. */
export function expectStatus(res, ok, what) {
  if (!ok.includes(res.status)) {
    const message = res.data?.message ?? res.data?.error ?? res.text.slice(0, 300);
    const error = new Error(`${what}: HTTP ${res.status}: ${message}`);
    error.status = res.status;
    throw error;
  }
  return res;
}
