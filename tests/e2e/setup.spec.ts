/**
 * The admin's Setup tab (issue 16) in a real browser against the production build with no e-mail
 * sending configured: the configuration checks render with their status in words, the outbox
 * lists what the app "sent", and a kept message opens to its full text. On the desktop the whole
 * invitation journey: the admin invites, reads the invitation in the outbox, and the invitee
 * follows its link (which carries no address), signs in (local sign-in) and lands on their
 * project; the admin then sees the invitation accepted. At both widths, a client who already has
 * an account is assigned and follows the "project added" e-mail's link from the outbox to the
 * project, signed out (through /login) and signed in. Screenshots at both widths are kept
 * (test-results/) for a person to look at.
 */

import { expectNoHorizontalOverflow, newProject, signInAs, uniqueEmail } from "./fixtures";
import { expect, type Page, test } from "./test";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost").origin;

async function projectWithInvitation(page: Page, name: string, email: string): Promise<number> {
  const { id } = await newProject(page.request, name);
  const invited = await page.request.post(`/api/projects/${id}/invitations`, {
    headers: { Origin: origin() },
    data: { email },
  });
  expect(invited.status()).toBe(201);
  return id;
}

async function openSetup(page: Page) {
  await page.goto("/admin?tab=setup");
  await expect(page.getByRole("tab", { name: "Setup", selected: true })).toBeVisible();
  const configuration = page.getByRole("region", { name: "Configuration" });
  await expect(configuration.getByRole("list", { name: "Configuration checks" })).toBeVisible();
  return configuration;
}

/** One check's row: its heading and its status, written out. */
function check(page: Page, label: string) {
  return page
    .getByRole("list", { name: "Configuration checks" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: label, exact: true }) });
}

/** On /login, signs in through the local form as `email`; lands on the project, its name the heading. */
async function signInToProject(visitor: Page, email: string, projectId: number, name: string) {
  const form = visitor.getByRole("region", { name: "Local sign-in (development only)" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Sign in locally" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/portal\\?project=${projectId}$`));
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("the Setup tab lists each check with its status in words, and the outbox", async ({ page }, info) => {
  // Two screenshots of a long page: more than the default minute on a busy machine.
  test.slow();
  await signInAs(page, "admin", uniqueEmail("setup-admin"), "Jordan");
  const email = uniqueEmail("invitee");
  const name = `Setup Residence ${Date.now().toString(36)}`;
  await projectWithInvitation(page, name, email);

  await openSetup(page);
  for (const label of [
    "Sign-in providers",
    "Local sign-in",
    "APP_URL",
    "APP_SECRET",
    "E-mail sending",
    "Direct uploads to R2",
    "R2 bucket CORS rule",
    "Stripe payments",
    "Stripe webhook",
  ]) {
    await expect(check(page, label)).toHaveCount(1);
  }
  // No sending configured: the outbox is named, in words (not colour alone).
  const emailCheck = check(page, "E-mail sending");
  // The badge: a shape (hidden from screen readers) and the word.
  await expect(emailCheck.getByText(/^\W*Local$/)).toBeVisible();
  await expect(emailCheck.getByText(/kept in the outbox below instead of sent/)).toBeVisible();
  await expect(check(page, "Stripe payments").getByText(/Local payment stand-in/)).toBeVisible();

  const outbox = page.getByRole("region", { name: "Outbox" });
  const subject = `Layered Interiors invited you to ${name}`;
  // The outbox is a table (issue 28); on a phone its rows stack, so rows are found as rows.
  const row = outbox.locator("tbody tr").filter({ hasText: subject });
  await expect(row.getByText(email, { exact: true })).toBeVisible();
  await expect(row.getByText("Invitation", { exact: true })).toBeVisible();
  await expect(row.getByText("Kept, not sent")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: info.outputPath(`setup-${info.project.name}.png`), fullPage: true });

  await row.getByRole("button", { name: subject }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByRole("region", { name: "Message text" })).toContainText(
    "Jordan at Layered Interiors has invited you to follow",
  );
  await expect(dialog.getByText(email, { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: info.outputPath(`setup-message-${info.project.name}.png`) });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);
});

test("an invitation's e-mail link signs the invitee in to their project", async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "one journey; the phone layout is covered above");
  // Two browser contexts and three page loads: more than the default minute on a busy machine.
  test.slow();
  await signInAs(page, "admin");
  const email = uniqueEmail("follows-link");
  const name = `Link Residence ${Date.now().toString(36)}`;
  const projectId = await projectWithInvitation(page, name, email);

  await openSetup(page);
  const subject = `Layered Interiors invited you to ${name}`;
  await page.getByRole("region", { name: "Outbox" }).getByRole("button", { name: subject }).click();
  const link = page.getByRole("dialog", { name: subject }).getByRole("link", { name: /\/login\?/ });
  const href = await link.getAttribute("href");
  if (!href) throw new Error("the invitation has no link");
  // The link is built from APP_URL, which the test server leaves at its default origin: follow
  // its path and query on the server under test.
  const target = new URL(href);
  expect(target.pathname).toBe("/login");
  expect(target.searchParams.get("returnTo")).toBe(`/portal?project=${projectId}`);
  // The invitee's address is in the message only, never in the link (issue 25).
  expect(decodeURIComponent(href)).not.toContain(email.split("@")[0] ?? email);

  const invitee = await browser.newContext({ baseURL: origin() });
  const visitor = await invitee.newPage();
  await visitor.goto(`${target.pathname}${target.search}`);
  await expect(
    visitor.getByText("You were invited by e-mail. Sign in with the address the invitation was sent to"),
  ).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await signInToProject(visitor, email, projectId, name);
  await invitee.close();

  const invitations = await page.request.get(`/api/projects/${projectId}/invitations`);
  expect(await invitations.json()).toEqual([
    expect.objectContaining({ email, acceptedAt: expect.any(String), sendCount: 1 }),
  ]);
});

test("an existing client's 'project added' e-mail opens the project, signed out and signed in", async ({
  page,
  browser,
}) => {
  // Two browser contexts and several page loads: more than the default minute on a busy machine.
  test.slow();
  await signInAs(page, "admin", uniqueEmail("assigning-admin"), "Jordan");
  const clientEmail = uniqueEmail("has-account");
  const name = `Added Residence ${Date.now().toString(36)}`;
  const clientContext = await browser.newContext({ baseURL: origin() });
  const visitor = await clientContext.newPage();
  const { id: userId } = await signInAs(visitor, "client", clientEmail, "Nora");

  const { id: projectId } = await newProject(page.request, name, {
    clientContact1Name: "Nora Client",
    clientContact1Email: "nora.client@example.com",
    clientContact1Phone: "(949) 555-0142",
  });
  const assigned = await page.request.post(`/api/projects/${projectId}/clients`, {
    headers: { Origin: origin() },
    data: { userId },
  });
  expect(assigned.status()).toBe(201);
  expect(await assigned.json()).toMatchObject({ userId, delivery: "outbox" });

  await openSetup(page);
  const subject = `Layered Interiors added ${name} to your client portal`;
  const row = page.getByRole("region", { name: "Outbox" }).locator("tbody tr").filter({ hasText: subject });
  await expect(row.getByText("Project added", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: subject }).click();
  const link = page.getByRole("dialog", { name: subject }).getByRole("link", { name: /\/portal\?project=/ });
  const href = await link.getAttribute("href");
  if (!href) throw new Error("the message has no link");
  const target = new URL(href);
  expect(`${target.pathname}${target.search}`).toBe(`/portal?project=${projectId}`);

  // Signed in: straight to the project.
  await visitor.goto(`${target.pathname}${target.search}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoHorizontalOverflow(visitor);

  // Signed out: the sign-in page first, then the same project.
  await clientContext.clearCookies();
  await visitor.goto(`${target.pathname}${target.search}`);
  await expect(visitor).toHaveURL(/\/login\?/);
  await signInToProject(visitor, clientEmail, projectId, name);
  await clientContext.close();
});
