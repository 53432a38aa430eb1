/**
 * Playwright helpers shared by the browser tests.
 *
 *   await signInAs(page, "admin");                       // a fresh admin
 *   const me = await signInAs(page, "client", "c@x.test"); // a given client
 *
 * Signs in through POST /api/dev/login with `page.request`, which shares the page's cookie jar:
 * the next `page.goto` is signed in. Needs DEV_LOGIN=true (the e2e server has it) and localhost.
 */
import { expect, type Page, test } from "@playwright/test";

export type Role = "admin" | "client";
export type SignedInUser = { id: number; email: string; firstName: string | null; role: Role };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function appOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("signInAs needs use.baseURL in playwright.config.ts");
  return new URL(base).origin;
}

export async function signInAs(
  page: Page,
  role: Role,
  email: string = uniqueEmail(`e2e-${role}`),
  firstName = role === "admin" ? "Avery" : "Casey",
): Promise<SignedInUser> {
  const res = await page.request.post("/api/dev/login", {
    // Same-origin JSON, as the CSRF check requires of any state-changing call.
    headers: { Origin: appOrigin() },
    data: { email, role, firstName },
  });
  expect(res.status(), `local sign-in failed: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { user: SignedInUser };
  return body.user;
}

/** Signs out the way the Logout button does (a full-page navigation to /api/logout). */
export async function signOut(page: Page): Promise<void> {
  await page.goto("/api/logout");
}

/** The page is no wider than the viewport: nothing sticks out sideways (a phone would scroll). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the SPA has taken over the page (src/lib/app-ready.tsx marks <html data-app="ready">). A public
 * page is painted from its HTML before any script runs (src/ssr/render.tsx), so a test that
 * changes what the app reads at start (localStorage) must wait for this before changing it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
}

/** A real photo-sized PNG made by the browser (so the test needs no fixture files). */
export async function makePng(
  page: Page,
  { colors = ["#d9c7b0", "#7a6450"], width = 1200 }: { colors?: [string, string]; width?: number } = {},
): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ colors: [from, to], width: w }) => {
      // A 4:5 photo; the drawing scales with it.
      const h = Math.round((w * 5) / 4);
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = "#f4efe7";
      ctx.beginPath();
      ctx.ellipse(w / 2, h * 0.547, w * 0.217, h * 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("no png");
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { colors, width },
  );
  return Buffer.from(bytes);
}
