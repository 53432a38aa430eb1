import { SIGN_IN_ERRORS } from "../../src/shared/auth";
import { holdRequests, signInAs, uniqueEmail } from "./fixtures";
import { expect, type Page, test } from "./test";

/** The local sign-in form on /login (DEV_LOGIN=true on the e2e server). */
async function signInThroughForm(page: Page, role: "admin" | "client", firstName: string) {
  const form = page.getByRole("region", { name: "Local sign-in (development only)" });
  await expect(form).toBeVisible();
  await form.getByLabel("Email").fill(uniqueEmail(`form-${role}`));
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Role").selectOption(role);
  await form.getByRole("button", { name: "Sign in locally" }).click();
}

async function currentUser(page: Page) {
  const res = await page.request.get("/api/auth/user");
  return res.status() === 200 ? ((await res.json()) as { role: string; firstName: string }) : null;
}

/** The account buttons sit in the header on wide screens (lg) and in the menu sheet on phones. */
async function accountArea(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog");
  }
  return page.locator("header");
}

/** Any robots meta that says noindex (pages may add their own besides the route's). */
const noindex = (page: Page) => page.locator('head meta[name="robots"][content*="noindex"]');

test.describe("Sign-in page", () => {
  test("has the Sign In heading, one Sign In button, and the local sign-in form", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Local sign-in (development only)" })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign In \|/);
  });

  test("Sign In starts the provider flow and, with none configured, explains it and keeps returnTo", async ({
    page,
  }) => {
    await page.goto("/login?returnTo=%2Fportal");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("returnTo")).toBe("/portal");
    await expect(page.getByRole("alert")).toHaveText(SIGN_IN_ERRORS.notConfigured);
  });

  test("shows our own error messages, and nothing else a link might carry", async ({ page }) => {
    await page.goto(`/login?error=${encodeURIComponent(SIGN_IN_ERRORS.cancelled)}`);
    await expect(page.getByRole("alert")).toHaveText("Sign-in was cancelled.");
    await page.goto(`/login?error=${encodeURIComponent("Your account is locked. Call +1 555 0100 now.")}`);
    await expect(page.getByRole("alert")).toHaveText(SIGN_IN_ERRORS.generic);
    await expect(page.getByText("Call +1 555 0100")).toHaveCount(0);
  });

  test("local sign-in checks the e-mail before sending", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("region", { name: "Local sign-in (development only)" });
    await form.getByLabel("Email").fill("not an email");
    await form.getByRole("button", { name: "Sign in locally" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    expect(await currentUser(page)).toBeNull();
  });
});

test.describe("Local sign-in through the form", () => {
  test("as admin lands on /admin", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page, "admin", "Ada");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Designer Admin Dashboard" })).toBeVisible();
    expect(await currentUser(page)).toMatchObject({ role: "admin", firstName: "Ada" });
  });

  test("as client lands on /portal", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page, "client", "Cleo");
    await expect(page).toHaveURL(/\/portal$/);
    expect(await currentUser(page)).toMatchObject({ role: "client", firstName: "Cleo" });
  });
});

/** Where a role is sent, and the robots tag, do not depend on the viewport: desktop project only. */
const BY_ROLE = "the same at every width: checked in the desktop project";

/** Each role's home: where a signed-in user who asks for somewhere else of theirs lands. */
const HOME = { admin: /\/admin$/, client: /\/portal$/ } as const;

/** Signed in (again) as a fresh user of `role`, a visit to `path` lands on the role's home. */
async function expectSentHome(page: Page, role: keyof typeof HOME, path: string) {
  await signInAs(page, role);
  await page.goto(path);
  await expect(page).toHaveURL(HOME[role]);
}

test.describe("Guards", () => {
  test("anonymous on /admin goes to /login with returnTo, and back after signing in", async ({ page }) => {
    await page.goto("/admin/projects");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fprojects$/);
    await signInThroughForm(page, "admin", "Ada");
    await expect(page).toHaveURL(/\/admin\/projects$/);
  });

  test("anonymous on /portal goes to /login and back after signing in as a client", async ({ page }) => {
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fportal$/);
    await signInThroughForm(page, "client", "Cleo");
    await expect(page).toHaveURL(/\/portal$/);
  });

  test("a client on an admin page is sent to /portal", async ({ page, isMobile }) => {
    test.skip(isMobile, BY_ROLE);
    await signInAs(page, "client");
    for (const path of ["/admin", "/admin/projects", "/upload"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/portal$/);
    }
  });

  test("an admin on /portal is sent to /admin", async ({ page, isMobile }) => {
    test.skip(isMobile, BY_ROLE);
    await expectSentHome(page, "admin", "/portal");
  });

  test("/dashboard sends each user home", async ({ page, isMobile }) => {
    test.skip(isMobile, BY_ROLE);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await expectSentHome(page, "client", "/dashboard");
    await expectSentHome(page, "admin", "/dashboard");
  });

  test("/login while signed in redirects by role", async ({ page, isMobile }) => {
    test.skip(isMobile, BY_ROLE);
    await expectSentHome(page, "admin", "/login");
    await expectSentHome(page, "client", "/login");
  });

  test("/admin shows 'Loading...' while the user is being checked", async ({ page }) => {
    await signInAs(page, "admin");
    const release = await holdRequests(page, "**/api/auth/user");
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page.getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Designer Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("admin and portal pages are noindex while shown, public pages are not", async ({ page, isMobile }) => {
    test.skip(isMobile, BY_ROLE);
    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Designer Admin Dashboard" })).toBeVisible();
    await expect(noindex(page).first()).toBeAttached();
    // Leaving through a link (the SPA navigates, no page load): the tag goes with the page.
    await page.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(noindex(page)).toHaveCount(0);

    await signInAs(page, "client");
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/portal$/);
    await expect(noindex(page).first()).toBeAttached();
  });
});

test.describe("Signed-in navigation and logout", () => {
  test("the navigation greets the user; Logout returns to / signed out", async ({ page }) => {
    await signInAs(page, "admin", uniqueEmail("nav-admin"), "Ada");
    await page.goto("/about");
    let area = await accountArea(page);
    await expect(area.getByText("Welcome, Ada")).toBeVisible();
    await expect(area.getByRole("link", { name: "Admin" })).toBeVisible();
    await area.getByRole("button", { name: "Logout" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => currentUser(page)).toBeNull();
    area = await accountArea(page);
    await expect(area.getByRole("link", { name: "Client Portal" })).toBeVisible();
    await expect(area.getByText(/Welcome,/)).toHaveCount(0);
    // The old session is gone on the server too: guarded pages ask to sign in again.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  });
});
