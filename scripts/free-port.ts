// A free port for a local server and its Stripe stand-in (port + 3321, scripts/stripe-stand-in.ts),
// so that the browser tests (and any step that starts a server) run beside other local servers:
// another checkout's `npm start`, a second suite. Synchronous, because Playwright's config is
// evaluated synchronously; the probe runs in a child process that binds and releases each port.
import { spawnSync } from "node:child_process";

const probe = `
const net = require("node:net");
const [first, offset, tries] = process.argv.slice(1).map(Number);
const bindable = (port, host) => new Promise((resolve) => {
  const server = net.createServer();
  // No IPv6 on this machine: nothing can listen on ::1 either.
  server.once("error", (error) => resolve(["EADDRNOTAVAIL", "EAFNOSUPPORT"].includes(error.code)));
  server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
});
// Both loopbacks: the tests open http://localhost:<port>, which Node and Chromium may resolve to
// ::1 first, so a server listening only there (a dev server bound to "localhost") would answer them.
const free = async (port) => (await bindable(port, "127.0.0.1")) && (await bindable(port, "::1"));
(async () => {
  for (let port = first; port < first + tries; port++) {
    if ((await free(port)) && (await free(port + offset))) { process.stdout.write(String(port)); return; }
  }
  process.exit(1);
})();
`;

/**
 * The first port from `first` on that is free on 127.0.0.1 and ::1 together with `port + offset`.
 * `first` itself when it is free, so a machine with nothing else running keeps the usual port.
 */
export function freePortSync(first: number, offset = 3321, tries = 200): number {
  const result = spawnSync(process.execPath, ["-e", probe, String(first), String(offset), String(tries)], {
    encoding: "utf8",
  });
  const port = Number(result.stdout);
  if (result.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`No free port pair in ${first}-${first + tries - 1} (and each + ${offset})`);
  }
  return port;
}
