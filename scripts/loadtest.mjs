// npm run loadtest: load without loss, against the local production build (never a remote host).
//
//   1. builds (unless --no-build) and starts the production bundle on its own port and throwaway
//      state (LOADTEST_PORT, default 8788; .wrangler/loadtest-state-<port>, deleted afterwards);
//   2. sends 2,500 inquiries from 400 simulated addresses, 64 at a time: 6 well-formed ones per
//      address (the limit is 5 per address per 10 minutes, so the 6th must be refused with 429)
//      and 100 malformed ones (400); every well-formed one carries a unique marker. The limit
//      counts in fixed windows aligned to the clock (worker/http/rate-limit.ts): when less than
//      MIN_WINDOW_LEFT_SECONDS of the current window remain, it first waits for the next one, so
//      that no address's six requests are split over two windows (which would let all six in);
//      should the phase still cross a boundary, each address is checked against what either
//      window allows instead of the exact totals;
//   3. creates a project, a client link and a document through the admin API (local sign-in),
//      then downloads the document 500 times at once through the portal, each from its own address;
//   4. checks that every accepted inquiry is stored exactly once and no refused one at all, that
//      every answer was 201, 429 or 400, and that every download was byte-exact (SHA-256).
// Prints the figures and exits non-zero if anything was lost or wrong. Not part of `npm test`.
//
// Addresses are simulated with X-Forwarded-For, which the Worker honours only when APP_URL is
// localhost (worker/http/rate-limit.ts): in production only Cloudflare's CF-Connecting-IP counts.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { bin, root, runOrExit } from "./lib.mjs";

const PORT = Number(process.env.LOADTEST_PORT ?? 8788);
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = `.wrangler/loadtest-state-${PORT}`;
/** The inquiry limit the Worker enforces (src/shared/inquiry-options.ts), read, not repeated. */
function inquiryRateLimit() {
  const source = readFileSync(path.join(root, "src/shared/inquiry-options.ts"), "utf8");
  const match = /INQUIRY_RATE_LIMIT = \{[^}]*limit: (\d+), windowSeconds: (\d+)/.exec(source);
  if (!match) throw new Error("INQUIRY_RATE_LIMIT not found in src/shared/inquiry-options.ts");
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}
const RATE_LIMIT = inquiryRateLimit();
const ADDRESSES = 400;
const PER_ADDRESS = RATE_LIMIT.limit + 1; // the last one must be refused
/** The inquiry phase takes well under a minute here; start it with at least this much window left. */
const MIN_WINDOW_LEFT_SECONDS = 150;
const MALFORMED = 100;
const INQUIRY_CONCURRENCY = 64;
const DOWNLOADS = 500;
const DOCUMENT_BYTES = 256 * 1024;
const DEADLINE_MS = 10 * 60 * 1000;
const runId = randomBytes(4).toString("hex");

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const windowOf = (ms) => Math.floor(ms / 1000 / RATE_LIMIT.windowSeconds);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

if (!["127.0.0.1", "localhost"].includes(new URL(BASE).hostname))
  throw new Error("The load test only targets localhost.");

if (!process.argv.includes("--no-build")) await runOrExit(bin("vite"), ["build", "--logLevel", "warn"]);

// The server: its own process group, so that stopping it stops wrangler and workerd too.
const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), LAYERED_STATE: STATE },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let stopped = false;
async function stopServer() {
  if (stopped) return;
  stopped = true;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1500));
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await rm(path.join(root, STATE), { recursive: true, force: true });
}
const deadline = setTimeout(() => {
  console.error(`Load test: over ${DEADLINE_MS / 60000} minutes, stopping.`);
  void stopServer().then(() => process.exit(2));
}, DEADLINE_MS);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void stopServer().then(() => process.exit(130)));
}

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer at ${BASE} within 120 s`);
}

/** Runs `tasks` with at most `limit` in flight; resolves with their results in order. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function inquiry(n, address, marker, malformed) {
  const body = {
    firstName: "Load",
    lastName: `Tester ${n}`,
    email: malformed ? "not-an-address" : `load-${runId}-${n}@example.com`,
    phone: "(949) 555-0101",
    projectType: "full-service",
    budget: "50k-100k",
    timeline: "3-6months",
    message: `Load test inquiry ${marker}: we would love help with our living room.`,
  };
  return async () => {
    const t = performance.now();
    const res = await fetch(`${BASE}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE, "X-Forwarded-For": address },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { marker, address, status: res.status, ms: performance.now() - t, malformed };
  };
}

let exitCode = 0;
try {
  await waitForServer();
  const figures = [];

  // --- The studio's side, through its own API --------------------------------------------------
  const login = await fetch(`${BASE}/api/dev/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body: JSON.stringify({ email: `loadtest-${runId}@example.com`, role: "admin", firstName: "Load" }),
  });
  if (!login.ok) throw new Error(`local sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const admin = async (method, url, body) => {
    const res = await fetch(`${BASE}${url}`, {
      method,
      headers: { Cookie: cookie, Origin: BASE, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  // --- Inquiries ---------------------------------------------------------------------------------
  const tasks = [];
  let n = 0;
  for (let a = 0; a < ADDRESSES; a++) {
    for (let i = 0; i < PER_ADDRESS; i++) {
      n++;
      tasks.push(inquiry(n, addressOf(a + 1), `lt-${runId}-${n}`, false));
    }
  }
  for (let m = 0; m < MALFORMED; m++) {
    n++;
    tasks.push(inquiry(n, addressOf(ADDRESSES + 1 + m), `lt-${runId}-${n}`, true));
  }
  // Interleave addresses so that each address's requests are spread over the run.
  tasks.sort(() => Math.random() - 0.5);
  // The server runs on this machine's clock: start in a window with enough of it left.
  const windowMs = RATE_LIMIT.windowSeconds * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < MIN_WINDOW_LEFT_SECONDS * 1000) {
    console.log(
      `Waiting ${Math.ceil(leftMs / 1000) + 1} s for a fresh ${RATE_LIMIT.windowSeconds / 60}-minute rate-limit window...`,
    );
    await new Promise((r) => setTimeout(r, leftMs + 1000));
  }
  const startedAt = Date.now();
  const startedInquiries = performance.now();
  const results = await pool(tasks, INQUIRY_CONCURRENCY);
  const inquirySeconds = (performance.now() - startedInquiries) / 1000;
  const crossedWindow = windowOf(Date.now()) !== windowOf(startedAt);
  const byStatus = new Map();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const accepted = results.filter((r) => r.status === 201);
  const unexpected = results.filter(
    (r) => ![201, 400, 429].includes(r.status) || (r.malformed && r.status !== 400),
  );

  const stored = await admin("GET", "/api/admin/inquiries");
  const markers = new Map();
  for (const row of stored) {
    const marker = /lt-[0-9a-f]+-\d+/.exec(row.message)?.[0];
    if (marker?.startsWith(`lt-${runId}-`)) markers.set(marker, (markers.get(marker) ?? 0) + 1);
  }
  const lost = accepted.filter((r) => markers.get(r.marker) !== 1);
  const duplicated = [...markers.values()].filter((c) => c > 1).length;
  const refusedButStored = results.filter((r) => r.status !== 201 && markers.has(r.marker));
  const expectedAccepted = ADDRESSES * RATE_LIMIT.limit;
  // Per address: exactly `limit` accepted and one refused; if the phase crossed a window boundary,
  // an address may have had its requests counted in two windows, and then all six may pass.
  const perAddress = new Map();
  for (const r of results) {
    if (r.malformed) continue;
    const counts = perAddress.get(r.address) ?? { accepted: 0, refused: 0 };
    if (r.status === 201) counts.accepted++;
    if (r.status === 429) counts.refused++;
    perAddress.set(r.address, counts);
  }
  const wrongAddresses = [...perAddress].filter(([, { accepted, refused }]) =>
    crossedWindow
      ? accepted + refused !== PER_ADDRESS || accepted < RATE_LIMIT.limit
      : accepted !== RATE_LIMIT.limit || refused !== 1,
  );
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  figures.push(
    `Inquiries: ${results.length} sent from ${ADDRESSES + MALFORMED} addresses in ${inquirySeconds.toFixed(1)} s ` +
      `(${(results.length / inquirySeconds).toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms): ${accepted.length} accepted (201), ` +
      `${byStatus.get(429) ?? 0} refused by the rate limit (429), ${byStatus.get(400) ?? 0} invalid (400), ` +
      `${unexpected.length} other answers; stored exactly once: ${accepted.length - lost.length}/${accepted.length}, ` +
      `lost ${lost.length}, duplicated ${duplicated}, refused but stored ${refusedButStored.length}; ` +
      `addresses with exactly ${RATE_LIMIT.limit} accepted and 1 refused: ` +
      `${[...perAddress.values()].filter((c) => c.accepted === RATE_LIMIT.limit && c.refused === 1).length}/${ADDRESSES}` +
      (crossedWindow ? " (the phase crossed a rate-limit window boundary: checked per address)" : ""),
  );
  if (
    lost.length > 0 ||
    duplicated > 0 ||
    refusedButStored.length > 0 ||
    unexpected.length > 0 ||
    perAddress.size !== ADDRESSES ||
    wrongAddresses.length > 0 ||
    (!crossedWindow && (accepted.length !== expectedAccepted || (byStatus.get(429) ?? 0) !== ADDRESSES))
  ) {
    exitCode = 1;
    figures.push(
      `  ✗ expected ${expectedAccepted} accepted and ${ADDRESSES} refused (one per address); ` +
        `unexpected statuses: ${[...new Set(unexpected.map((r) => r.status))].join(", ") || "none"}; ` +
        `addresses off the limit: ${wrongAddresses.length}` +
        (wrongAddresses[0] ? ` (e.g. ${wrongAddresses[0][0]}: ${JSON.stringify(wrongAddresses[0][1])})` : ""),
    );
  }

  // --- Portal downloads ----------------------------------------------------------------------------
  const project = await admin("POST", "/api/projects", {
    clientProjectName: `Load Test Residence ${runId}`,
    portfolioTitle: `Project Load ${runId}`,
    description: "A project for the load test.",
    category: "Living Room",
    year: 2026,
    location: "Irvine",
    clientContact1Name: "Load Client",
    clientContact1Email: "load.client@example.com",
    clientContact1Phone: "(949) 555-0100",
    status: "draft",
  });
  const link = await admin("POST", `/api/admin/projects/${project.id}/access-token`);
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(DOCUMENT_BYTES - 9)]);
  const expected = sha256(bytes);
  const reservation = await admin("POST", "/api/admin/documents/upload-url", {
    projectId: project.id,
    category: "design_fee_proposal",
    fileName: "Load Test Proposal.pdf",
    fileType: "application/pdf",
    fileSize: bytes.length,
  });
  const put = await fetch(reservation.uploadUrl, {
    method: "PUT",
    headers: { "Content-Type": "application/pdf" },
    body: bytes,
  });
  if (!put.ok) throw new Error(`upload PUT: ${put.status}`);
  const doc = await admin("POST", "/api/admin/documents/complete", {
    projectId: project.id,
    category: "design_fee_proposal",
    title: "Load Test Proposal",
    description: null,
    objectPath: reservation.objectPath,
    fileName: "Load Test Proposal.pdf",
    fileSize: bytes.length,
    mimeType: "application/pdf",
  });

  const startedDownloads = performance.now();
  const downloads = await Promise.all(
    Array.from({ length: DOWNLOADS }, async (_, i) => {
      const t = performance.now();
      try {
        const res = await fetch(
          `${BASE}/api/portal/documents/${doc.id}?token=${encodeURIComponent(link.token)}&disposition=attachment`,
          { headers: { "X-Forwarded-For": addressOf(100_000 + i) } },
        );
        const body = Buffer.from(await res.arrayBuffer());
        return { status: res.status, exact: res.ok && sha256(body) === expected, ms: performance.now() - t };
      } catch (error) {
        return { status: 0, exact: false, ms: performance.now() - t, error: String(error) };
      }
    }),
  );
  const downloadSeconds = (performance.now() - startedDownloads) / 1000;
  const exact = downloads.filter((d) => d.exact).length;
  const dl = downloads.map((d) => d.ms).sort((a, b) => a - b);
  const dlStatuses = new Map();
  for (const d of downloads) dlStatuses.set(d.status, (dlStatuses.get(d.status) ?? 0) + 1);
  figures.push(
    `Downloads: ${DOWNLOADS} concurrent portal downloads of a ${(DOCUMENT_BYTES / 1024).toFixed(0)} KB document in ` +
      `${downloadSeconds.toFixed(1)} s (p50 ${percentile(dl, 50).toFixed(0)} ms, p95 ${percentile(dl, 95).toFixed(0)} ms): ` +
      `${exact}/${DOWNLOADS} byte-exact (SHA-256), statuses ${[...dlStatuses].map(([s, c]) => `${s}×${c}`).join(" ")}`,
  );
  if (exact !== DOWNLOADS) exitCode = 1;

  console.log(`\n${figures.join("\n")}\n`);
  console.log(exitCode === 0 ? "Load test passed: nothing lost, nothing wrong." : "Load test FAILED.");
} catch (error) {
  exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  clearTimeout(deadline);
  await stopServer();
}
process.exit(exitCode);
