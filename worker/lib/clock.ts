/**
 * The time the Worker checks expiries against: private links, signer links, signing codes and
 * session idle time (issue 26: browser tests drive time-dependent behaviour by moving this clock
 * instead of waiting for it).
 *
 * It is the real clock everywhere except under local sign-in's rule (devLoginAllowed: DEV_LOGIN,
 * a localhost APP_URL and a request that came to localhost), where `POST /api/dev/clock` can move
 * it forward or back; a deployed Worker answers that call 404, like the local sign-in, so its clock
 * is never moved (tests/worker/dev-clock.test.ts).
 *
 * The offset is the isolate's (one local `wrangler dev` has one): tests that move it put it back.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, moved by the local test clock's offset (0 unless moved locally). */
export function clockNow(): number {
  return Date.now() + offsetMs;
}

/** Moves the local clock by `ms` (negative: back), or back to the real time with `null`. */
export function moveLocalClock(ms: number | null): number {
  offsetMs = ms === null ? 0 : offsetMs + ms;
  return offsetMs;
}
