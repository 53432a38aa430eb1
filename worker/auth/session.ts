/**
 * Server-side sessions. The cookie carries a random 256-bit token; the sessions table stores only
 * its SHA-256 (`sid`), so a database leak alone signs no one in. Idle and absolute timeouts are
 * enforced here on every request; expired rows are deleted on access and by the cron handler.
 */
import { eq, lt, or } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { runBatch } from "../db/batch";
import { now, sessions, users } from "../db/schema";
import { clockNow } from "../lib/clock";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { AppEnv, Db, SessionUser } from "../types";

/** `__Host-` binds the cookie to this exact origin, Secure and Path=/ (browsers treat localhost as secure). */
export const SESSION_COOKIE = "__Host-layered_session";
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** Refresh the idle expiry at most this often, to keep writes rare. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(
  c: Context<AppEnv>,
  userId: number,
  data: Record<string, string> = {},
): Promise<string> {
  const db = c.get("db");
  // A new session at every sign-in: drop the one this browser had, if any (rotation), in the same
  // batch as the new one, so a failure leaves the browser with exactly one of the two.
  const previous = getCookie(c, SESSION_COOKIE);
  const previousSid = previous ? await sha256Hex(previous) : null;

  const token = randomToken(32);
  const sid = await sha256Hex(token);
  const t = clockNow();
  await runBatch(db, [
    ...(previousSid ? [db.delete(sessions).where(eq(sessions.sid, previousSid))] : []),
    db.insert(sessions).values({
      sid,
      userId,
      sess: JSON.stringify({ ...data, userAgent: c.req.header("User-Agent")?.slice(0, 200) ?? "" }),
      expire: new Date(t + SESSION_IDLE_MS).toISOString(),
      absoluteExpire: new Date(t + SESSION_ABSOLUTE_MS).toISOString(),
    }),
    db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, userId)),
  ]);
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
  c.set("sessionId", sid);
  return sid;
}

export async function destroySession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    await c
      .get("db")
      .delete(sessions)
      .where(eq(sessions.sid, await sha256Hex(token)));
  }
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
  c.set("user", null);
  c.set("sessionId", null);
}

export async function findSessionUser(
  db: Db,
  token: string,
  at = clockNow(),
): Promise<{ sid: string; user: SessionUser } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const sid = await sha256Hex(token);
  const row = await db
    .select({
      sid: sessions.sid,
      expire: sessions.expire,
      absoluteExpire: sessions.absoluteExpire,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .get();
  if (!row) return null;
  const nowIso = new Date(at).toISOString();
  if (row.expire <= nowIso || row.absoluteExpire <= nowIso) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (at - Date.parse(row.lastSeenAt) > TOUCH_INTERVAL_MS) {
    const idle = new Date(Math.min(at + SESSION_IDLE_MS, Date.parse(row.absoluteExpire)));
    await db
      .update(sessions)
      .set({ expire: idle.toISOString(), lastSeenAt: nowIso })
      .where(eq(sessions.sid, sid));
  }
  const { id, email, firstName, lastName, role, profileImageUrl } = row;
  return { sid, user: { id, email, firstName, lastName, role, profileImageUrl } };
}

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const found = await findSessionUser(c.get("db"), token);
    if (found) {
      c.set("user", found.user);
      c.set("sessionId", found.sid);
    }
  }
  await next();
});

export async function deleteExpiredSessions(db: Db, at = clockNow()): Promise<void> {
  const nowIso = new Date(at).toISOString();
  await db.delete(sessions).where(or(lt(sessions.expire, nowIso), lt(sessions.absoluteExpire, nowIso)));
}
