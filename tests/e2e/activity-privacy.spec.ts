/**
 * The Activity tab (issue 10): the audit trail of admin changes, newest first and filterable, and
 * privacy requests: export one person's data as a JSON file, delete it only after typing the
 * address again. Runs on desktop and phone.
 */
import { readFile } from "node:fs/promises";
import { newProject, signInAs, uniqueEmail } from "./fixtures";
import { expect, test } from "./test";

test("the Activity tab lists admin changes and handles a privacy request end to end", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin", "owner@studio.test", "Studio");
  const origin = new URL(baseURL ?? "").origin;
  const email = uniqueEmail("privacy-e2e");
  const message = `Please help with our den (${email}).`;
  const inquiry = await page.request.post("/api/inquiries", {
    headers: { Origin: origin, "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
    data: {
      firstName: "Robin",
      lastName: "Private",
      email,
      phone: "(949) 555-0101",
      projectType: "small-scope",
      budget: "25k-50k",
      timeline: "flexible",
      message,
    },
  });
  expect(inquiry.status()).toBe(201);
  const project = await newProject(page.request, "Activity Bungalow");
  const published = await page.request.put(`/api/projects/${project.id}`, {
    headers: { Origin: origin },
    data: { published: true },
  });
  expect(published.status()).toBe(200);

  await page.goto("/admin?tab=activity");
  // The Activity tab is a table (issue 28); on a phone its rows stack, so rows are found as rows.
  const log = page.locator('table[aria-label="Activity"]');
  await expect(log.locator("tbody tr").first()).toContainText("Published a project");
  await expect(log.locator("tbody tr").first()).toContainText(`Project #${project.id}`);
  await expect(log.locator("tbody tr").first()).toContainText("owner@studio.test");
  await expect(log).toContainText("Created a project");

  await page.getByLabel("Show").selectOption("inquiry");
  await expect(page.getByText(/No inquiries activity yet|Inquiry #/).first()).toBeVisible();
  await page.getByLabel("Show").selectOption("project");
  await expect(log.locator("tbody tr").first()).toContainText("Project #");
  await expect(page.getByTestId("list-range")).toHaveText(/^1–\d+ of \d+/);

  // Privacy: a clear message for a bad address, then the export.
  const field = page.getByLabel("Their e-mail address");
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Export Data" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await field.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Export Data" }).click();
  const summary = page.getByRole("region", { name: "Export" });
  await expect(summary.getByText("Inquiries")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON" }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, "utf8")) as {
    email: string;
    inquiries: { message: string }[];
  };
  expect(exported.email).toBe(email);
  expect(exported.inquiries.map((i) => i.message)).toEqual([message]);

  // Delete: only after typing the address again.
  await page.getByRole("button", { name: "Delete Data…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this person's data?" });
  const confirm = dialog.getByRole("button", { name: "Delete Data" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Deleted for" })).toContainText("inquiries 1");

  await page.getByLabel("Show").selectOption("");
  await expect(log.locator("tbody tr").first()).toContainText("Deleted someone's personal data");
  // The inquiry is gone from the Inquiries tab.
  await page.goto("/admin?tab=inquiries");
  await expect(
    page.getByRole("table", { name: "Inquiries" }).or(page.getByText("No inquiries yet")),
  ).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  // Leave the portfolio as the other browser tests expect it.
  await page.request.delete(`/api/projects/${project.id}`, { headers: { Origin: origin } });
});
