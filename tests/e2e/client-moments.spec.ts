/**
 * The client's moments (issue 28, item 4), in the browser on a phone and a desktop:
 * - a page the browser renders itself (the portal, the admin, sign-in) paints its header and a calm
 *   skeleton from its HTML, before any of the app's JavaScript has arrived, and nothing moves when
 *   the app takes over;
 * - a proposal's pages open full screen (a dialog: Escape closes it, focus returns), zoom by
 *   double-tap (or double-click, or the + key) and carry a Sign action that reaches the signing
 *   step; on a phone a sticky Sign stays at the bottom of the page until the signing step is there;
 * - the signing form's messages go field by field as the signer corrects them.
 * Screenshots (light and dark) go to each test's output folder.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  freshPage,
  holdRequests,
  newProject,
  requestSignatures,
  signInAs,
  uniqueEmail,
  uploadProposal,
} from "./fixtures";
import { mailTo } from "./outbox";
import { expect, type Page, type TestInfo, test } from "./test";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
}

/** The app's JavaScript (the build's module scripts; not the theme script, which is not a module). */
const APP_SCRIPT = /\/(assets|src)\/.+\.(js|tsx?)(\?.*)?$/;

/** Holds back every script of the app until `release` is called. */
function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, APP_SCRIPT, { answer: (route) => route.continue().catch(() => {}) });
}

test.describe("before the app's JavaScript", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`the portal, the admin and sign-in paint their header and a skeleton (${scheme})`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: scheme });
      // No JavaScript of the app at all: what the visitor sees is the HTML alone.
      await page.route(APP_SCRIPT, (route) => route.abort());
      for (const [path, frame] of [
        ["/portal/12?token=not-yet-known", "Main"],
        ["/login", "Main"],
        ["/admin", "Admin"],
      ] as const) {
        await page.goto(path);
        const header = page.getByRole("banner");
        await expect(header, path).toBeVisible();
        await expect(
          header.getByRole("navigation", { name: frame, includeHidden: true }),
          path,
        ).toBeAttached();
        await expect(header.getByRole("link").first(), path).toContainText(/\S/);
        await expect(page.getByTestId("page-skeleton"), path).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: "Loading..." }), path).toBeVisible();
        await expect(page.locator("html"), path).not.toHaveAttribute("data-app", "ready");
        await expect(page.locator("html"), path).toHaveClass(scheme);
        await shot(page, testInfo, `shell-${path.split("/")[1]}-${scheme}`);
      }
    });
  }

  test("nothing moves when the app takes over the portal's and the admin's shell", async ({ page }) => {
    await signInAs(page, "admin", "owner-moments@studio.test");
    for (const [path, ready] of [
      ["/admin", page.getByRole("heading", { level: 1, name: "Designer Admin Dashboard" })],
      ["/portal/12?token=not-a-token", page.getByRole("heading", { name: "Link not valid." })],
    ] as const) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      const header = page.getByRole("banner");
      await expect(page.getByTestId("page-skeleton")).toBeVisible();
      const before = await header.boundingBox();
      const brand = await header.getByRole("link").first().innerText();
      release();
      await expect(ready).toBeVisible({ timeout: 30_000 });
      await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
      expect(await header.boundingBox(), path).toEqual(before);
      expect(await header.getByRole("link").first().innerText(), path).toBe(brand);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });
});

/** A two-page proposal in 10-point type, as the studio's are. */
async function proposalPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (const n of [1, 2]) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${title}, page ${n}`, { x: 60, y: 700, size: 18, font });
    for (let line = 0; line < 30; line++) {
      page.drawText(`Clause ${n}.${line + 1}: the studio designs the rooms named in the scope above.`, {
        x: 60,
        y: 660 - line * 14,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A project with a proposal sent to one signer; that signer's own link (its path). */
async function proposalForSigner(admin: Page, testInfo: TestInfo) {
  await signInAs(admin, "admin", "owner-moments@studio.test");
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const project = await newProject(admin.request, `Moments House ${run}`);
  const title = `Moments Proposal ${run}`;
  const doc = await uploadProposal(admin.request, project.id, title, await proposalPdf(title));
  const email = uniqueEmail("moments-signer");
  await requestSignatures(admin.request, doc.id, {
    signers: [{ name: "Blake Stone", email }],
    deposit: null,
  });
  const link = new URL(
    /Open it here: (\S+)/.exec((await mailTo(admin.request, email, "proposal-request")).text)?.[1] ?? "",
  );
  return { title, email, path: `${link.pathname}${link.search}` };
}

/** Two quick taps at a point, as a finger makes them (CDP touch events, a few ms apart). */
async function doubleTap(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 2; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }
  await cdp.detach();
}

test("a proposal's pages open full screen, zoom, and lead to signing; the signing form's messages clear as the signer types", async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const { title, email, path } = await proposalForSigner(page, testInfo);
  const { context, page: signer } = await freshPage(browser, testInfo);
  await signer.goto(path);
  await expect(signer.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  const firstPage = signer.getByTestId("pdf-pages").locator("canvas").first();
  await expect(firstPage).toBeVisible({ timeout: 30_000 });
  const signing = signer.getByRole("region", { name: "Sign this proposal" });
  const sticky = signer.getByTestId("sticky-sign");

  if (isMobile) {
    // The page's own Sign stays at the bottom of the screen while the pages are read.
    await expect(sticky.getByRole("button", { name: "Sign this proposal" })).toBeInViewport();
    await shot(signer, testInfo, "proposal-page");
  } else {
    await expect(sticky).toBeHidden();
  }

  // A tap (a click) on a page opens it full screen.
  await firstPage.click();
  const viewer = signer.getByRole("dialog", { name: title });
  await expect(viewer).toBeVisible();
  const zoom = viewer.getByTestId("viewer-zoom");
  await expect(zoom).toHaveText("100%");
  await expect(viewer.getByTestId("viewer-pages").locator("canvas")).toHaveCount(2, { timeout: 30_000 });
  await expect(viewer.getByTestId("viewer-page")).toHaveText("Page 1 of 2");
  const scroller = viewer.getByTestId("viewer-scroller");
  const box = await scroller.boundingBox();
  if (!box) throw new Error("no viewer");
  // The page fills the screen's width on a phone (the portal's is ~350 px), a reading width on a desktop.
  const pageBox = await viewer.getByTestId("viewer-pages").locator("canvas").first().boundingBox();
  expect(pageBox?.width ?? 0).toBeGreaterThan(Math.min(box.width - 40, 900));
  for (const scheme of ["light", "dark"] as const) {
    await signer.emulateMedia({ colorScheme: scheme });
    await shot(signer, testInfo, `viewer-${scheme}`);
  }
  await signer.emulateMedia({ colorScheme: "light" });

  // Double-tap (a finger) or double-click (a mouse) zooms in at that point; again zooms out.
  const at = { x: box.x + box.width * 0.3, y: box.y + 120 };
  if (isMobile) await doubleTap(signer, at.x, at.y);
  else await signer.mouse.dblclick(at.x, at.y);
  await expect(zoom).toHaveText("250%");
  const zoomed = await viewer.getByTestId("viewer-pages").locator("canvas").first().boundingBox();
  expect(zoomed?.width ?? 0).toBeGreaterThan((pageBox?.width ?? 0) * 2);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shot(signer, testInfo, "viewer-zoomed");
  if (isMobile) await doubleTap(signer, at.x, at.y);
  else await signer.mouse.dblclick(at.x, at.y);
  await expect(zoom).toHaveText("100%");
  // The keyboard: + and - on the pages, and the buttons.
  await scroller.focus();
  await signer.keyboard.press("+");
  await expect(zoom).toHaveText("250%");
  await signer.keyboard.press("-");
  await expect(zoom).toHaveText("167%");
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await expect(zoom).toHaveText("111%");

  // Escape closes it; opened from the button, focus goes back to the button.
  await signer.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  const open = signer.getByRole("button", { name: "Read full screen" });
  await open.click();
  await expect(viewer).toBeVisible();
  await signer.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();

  // The viewer's Sign closes it and takes the signer to the signing step.
  await open.click();
  await viewer.getByRole("button", { name: "Sign this proposal" }).click();
  await expect(viewer).toBeHidden();
  await expect(signing).toBeInViewport();
  if (isMobile) await expect(sticky).toBeHidden();

  if (isMobile) {
    // Back at the top, the page's sticky Sign does the same.
    await signer.evaluate(() => window.scrollTo(0, 0));
    await expect(sticky).toBeVisible();
    await sticky.getByRole("button", { name: "Sign this proposal" }).click();
    await expect(signing).toBeInViewport();
    await expect(sticky).toBeHidden();
  }

  // The signing form: sent empty, each message under its field; each goes as its field is corrected.
  await signing.getByRole("button", { name: "E-mail me a code" }).click();
  const code = /is: (\d{6})/.exec((await mailTo(page.request, email, "proposal-code")).text)?.[1] ?? "";
  await signer.getByLabel("Code").fill(code);
  await signer.getByRole("button", { name: "Confirm" }).click();
  const form = signer.getByRole("form", { name: "Sign this proposal" });
  await form.getByLabel("Full name").fill("");
  await form.getByRole("button", { name: "Sign proposal" }).click();
  const consentError = form.getByText("Please agree to sign electronically.");
  const nameError = form.getByText("Please type your full name.");
  const signatureError = form.getByText("Please draw your signature.");
  await expect(consentError).toBeVisible();
  await expect(nameError).toBeVisible();
  await expect(signatureError).toBeVisible();
  await form.getByLabel("I agree to sign electronically").check();
  await expect(consentError).toBeHidden();
  await expect(nameError).toBeVisible();
  await form.getByLabel("Full name").fill("Blake Stone");
  await expect(nameError).toBeHidden();
  await expect(signatureError).toBeVisible();
  await form.getByText("Type", { exact: true }).click();
  await expect(signatureError).toBeHidden();
  await form.getByLabel("Type your signature").fill("Blake Stone");
  await form.getByRole("button", { name: "Sign proposal" }).click();
  await expect(signer.getByRole("heading", { name: "Signed by everyone" })).toBeVisible();
  // Nothing left to sign: no Sign anywhere.
  await expect(sticky).toHaveCount(0);
  await signer.getByRole("button", { name: "Read full screen" }).click();
  await expect(viewer.getByRole("button", { name: "Sign this proposal" })).toHaveCount(0);
  await context.close();
});
