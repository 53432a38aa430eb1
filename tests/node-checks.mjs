// What the node-run checks (tests/<step>/*.mjs, started by scripts/test-all.mjs) share: a free
// port for a server of their own, and a tally of passed and failed checks that prints each failure
// as it happens and, at the end, "<name>: N passed, N failed", exiting non-zero on a failure.
import net from "node:net";

/** A TCP port free on 127.0.0.1 right now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

/** A tally for the script `name`: `check` one condition, `fail` with a message, `finish` to exit. */
export function checks(name) {
  let passed = 0;
  let failed = 0;
  return {
    check(what, ok, detail = "") {
      if (ok) passed++;
      else {
        failed++;
        console.error(`  ✗ ${what}${detail ? `: ${detail}` : ""}`);
      }
    },
    fail(message) {
      failed++;
      console.error(message);
    },
    finish() {
      console.log(`${name}: ${passed} passed, ${failed} failed`);
      process.exit(failed === 0 ? 0 : 1);
    },
  };
}
