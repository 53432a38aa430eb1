/** Set-Cookie parsing for tests that check cookie attributes and carry cookies by hand. */

export type ParsedCookie = {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags (HttpOnly, Secure) map to "". */
  attributes: Record<string, string>;
};

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = "", ...parts] = header.split(";");
  const eq = pair.indexOf("=");
  const attributes: Record<string, string> = {};
  for (const part of parts) {
    const [k = "", ...v] = part.trim().split("=");
    attributes[k.toLowerCase()] = v.join("=");
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

export function setCookies(res: Response): ParsedCookie[] {
  return res.headers.getSetCookie().map(parseSetCookie);
}

export function findCookie(res: Response, name: string): ParsedCookie | undefined {
  return setCookies(res).find((c) => c.name === name);
}

/** A Cookie request header from the cookies a response set (skipping the ones it cleared). */
export function cookieHeader(cookies: ParsedCookie[]): string {
  return cookies
    .filter((c) => c.attributes["max-age"] !== "0" && c.value !== "")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** True when the response tells the browser to drop the cookie. */
export function isCleared(cookie: ParsedCookie | undefined): boolean {
  if (!cookie) return false;
  return cookie.attributes["max-age"] === "0" || /1970/.test(cookie.attributes.expires ?? "");
}
