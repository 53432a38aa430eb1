/**
 * A picture tour for a person to look at (issue 28: "screenshots ... looked at before resolving"):
 * every public page, the portal's project, proposal and pin viewer, in light and dark, at this
 * project's width, written to LOOK_SHOTS_DIR. Skipped unless LOOK_SHOTS_DIR is given, so the suite
 * does not pay for pictures nobody opens; the admin's tabs are admin-look.spec.ts's (ADMIN_SHOTS_DIR).
 *   LOOK_SHOTS_DIR=/tmp/shots playwright test tests/e2e/look-tour.spec.ts
 * What each page must do is checked by its own specs (public-pages.spec.ts, pins.spec.ts, ...).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  assignClient,
  makePng,
  newProject,
  okJson,
  requestSignatures,
  signInAs,
  studioApi,
  uniqueEmail,
  uploadDocument,
  uploadProposal,
} from "./fixtures";
import { proposalPdf } from "./outbox";
import { PUBLIC_PAGES, settle } from "./public-pages";
import { expect, type Page, test } from "./test";

const DIR = process.env.LOOK_SHOTS_DIR;
test.skip(!DIR, "pictures for a person: LOOK_SHOTS_DIR=<folder> to take them");
test.describe.configure({ timeout: 240_000 });

const SCHEMES = ["light", "dark"] as const;

async function shoot(page: Page, name: string, project: string, scheme: string, fullPage = true) {
  if (!DIR) return;
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}-${project}-${scheme}.png`), fullPage });
}

for (const scheme of SCHEMES) {
  test(`public pages, ${scheme}`, async ({ page }, info) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: scheme });
    for (const entry of PUBLIC_PAGES) {
      await page.goto(await entry.path(page));
      await entry.ready(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await settle(page);
      await shoot(page, `public-${entry.name}`, info.project.name, scheme);
    }
  });
}

test("the portal's project, proposal and pin viewer, light and dark", async ({ page, baseURL }, info) => {
  const admin = await studioApi(baseURL);
  const run = `${info.project.name} ${Date.now().toString(36)}`;
  // What the pictures show of the project: its names and description.
  const project = await newProject(admin, `Tour House ${run}`, {
    portfolioTitle: "Tour House",
    description: "A calm house.",
  });
  try {
    const me = await signInAs(page, "client", uniqueEmail("tour-client"), "Maya");
    await assignClient(admin, project.id, me.id);
    const title = `Design proposal ${run}`;
    const doc = await uploadProposal(admin, project.id, title, await proposalPdf(title));
    const signers = [{ name: "Maya Client", email: me.email }];
    const proposal = await requestSignatures(admin, doc.id, { signers, deposit: "1500", message: null });
    const renderingTitle = `Living room rendering ${run}`;
    const rendering = await uploadDocument(admin, project.id, {
      category: "visual_documents",
      title: renderingTitle,
      fileName: "living.png",
      bytes: await makePng(page, { colors: ["#e7dccb", "#8a7360"], width: 1200 }),
      mimeType: "image/png",
    });
    await okJson(
      await page.request.post(`/api/portal/documents/${rendering.id}/pins`, {
        headers: { Origin: new URL(baseURL ?? "").origin },
        data: { projectId: project.id, page: 1, x: 0.35, y: 0.45, text: "Could this sconce be brass?" },
      }),
      "pin",
    );
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme: scheme });
      await page.goto(`/portal?project=${project.id}`);
      await expect(page.getByRole("region", { name: "Timeline" })).toBeVisible();
      await settle(page);
      await shoot(page, "portal-project", info.project.name, scheme);

      await page.goto(`/portal?project=${project.id}&proposal=${proposal.id}`);
      await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
      await expect(page.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
      await settle(page);
      await shoot(page, "portal-proposal", info.project.name, scheme);

      await page.goto(`/portal?project=${project.id}`);
      await page.getByRole("tab", { name: "Documents" }).click();
      await page.getByRole("button", { name: new RegExp(`^Pins.*: ${renderingTitle}$`) }).click();
      const dialog = page.getByRole("dialog", { name: renderingTitle });
      await expect(page.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole("button", { name: /^Pin 1:/ }).click();
      await shoot(page, "portal-viewer", info.project.name, scheme, false);
    }
  } finally {
    await admin.delete(`/api/projects/${project.id}`);
    await admin.dispose();
  }
});
