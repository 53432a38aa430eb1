/**
 * The admin's Today view (issue 28), on a desktop and a 390 px phone: the dashboard opens on it;
 * a client's pin appears under 'Pins awaiting a reply', its link opens the
 * document's viewer on the pin, the studio replies there and it leaves Today; an inquiry sent on
 * /contact appears under 'New inquiries', is handled on the Inquiries tab and leaves. The project
 * picker filters by typing and opens a project from the keyboard. Set-up goes through the API
 * where the click is not what the test is about.
 */

import type { Pin } from "../../src/shared/pins";
import type { Today } from "../../src/shared/today";
import { axeViolations } from "./axe";
import {
  expectNoHorizontalOverflow,
  makePng,
  okJson,
  signInAs,
  studioApi,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { type APIRequestContext, expect, type Page, test } from "./test";

test.describe.configure({ timeout: 90_000 });

function section(page: Page, title: string) {
  return page.getByRole("region", { name: title });
}

async function openToday(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: "Today" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("today")).toBeVisible();
  await expect(page.getByText("Reading what waits...")).toHaveCount(0);
}

test.describe("Today", () => {
  let admin: APIRequestContext;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  test.beforeAll(async ({ baseURL }) => {
    admin = await studioApi(baseURL);
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  test("a client's pin waits in Today, opens the viewer on its pin, and leaves once answered", async ({
    page,
    browser,
  }, testInfo) => {
    const name = `Today Residence ${testInfo.project.name} ${stamp}`;
    const project = await okJson<{ id: number }>(
      await admin.post("/api/projects", {
        data: {
          clientProjectName: name,
          portfolioTitle: "Today Residence",
          description: "A quiet family home.",
          category: "Living Room",
          year: 2026,
          location: "Laguna Beach",
          clientContact1Name: "Maya Client",
          clientContact1Email: uniqueEmail("today-contact"),
          clientContact1Phone: "(949) 555-0142",
          status: "draft",
        },
      }),
      "project",
    );
    const png = await makePng(page, { colors: ["#e7dccb", "#8a7360"], width: 1000 });
    const title = `Entry rendering ${testInfo.project.name} ${stamp}`;
    const doc = await uploadDocument(admin, project.id, {
      category: "visual_documents",
      title,
      fileName: "entry.png",
      bytes: png,
      mimeType: "image/png",
    });

    // The client's pin, through the portal API (placing a pin is pins.spec.ts).
    const client = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const clientPage = await client.newPage();
    const me = await signInAs(clientPage, "client", uniqueEmail("today-client"), "Maya");
    await okJson(
      await admin.post(`/api/projects/${project.id}/clients`, { data: { userId: me.id } }),
      "assign",
    );
    const question = `Could the bench be oak? ${stamp}`;
    const pin = await okJson<Pin>(
      await clientPage.request.post(`/api/portal/documents/${doc.id}/pins`, {
        headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
        data: { projectId: project.id, page: 1, x: 0.4, y: 0.5, text: question },
      }),
      "pin",
    );
    await client.close();

    await signInAs(page, "admin", "studio@example.com", "Ana");
    await openToday(page);
    const awaiting = section(page, "Pins awaiting a reply");
    const item = awaiting.getByRole("link", { name: new RegExp(`#${pin.number} ${title}`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(question);
    await expect(item).toContainText(name);
    // The section's count is the Documents badge's.
    const badge = await okJson<{ count: number }>(await admin.get("/api/admin/pins/awaiting"), "badge");
    await expect(awaiting.getByTestId("today-count")).toHaveText(new RegExp(`^${badge.count}\\b`));
    await expectNoHorizontalOverflow(page);

    // The link opens the project's Documents tab with the viewer on the pin.
    await item.click();
    await expect(page).toHaveURL(
      new RegExp(`tab=documents&projectId=${project.id}&document=${doc.id}&pin=${pin.number}$`),
    );
    await expect(page.getByRole("tab", { name: /^Documents/ })).toHaveAttribute("aria-selected", "true");
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    const card = dialog.getByRole("article", { name: `Pin ${pin.number}` });
    await expect(card).toContainText(question);
    await card.getByLabel("Reply").fill("Yes, white oak; samples on Thursday.");
    await card.getByRole("button", { name: "Send reply" }).click();
    await expect(card).toContainText("Yes, white oak; samples on Thursday.");
    await dialog.getByRole("button", { name: "Close" }).click();

    // Back on Today: answered, so it is gone.
    await page.getByRole("tab", { name: "Today" }).click();
    await expect(page.getByRole("tab", { name: "Today" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("today-pins")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`#${pin.number} ${title}`) })).toHaveCount(0);
  });

  test("an inquiry sent on /contact waits in Today until the studio handles it", async ({
    page,
  }, testInfo) => {
    const lastName = `Today${testInfo.project.name}${stamp}`;
    // Its own address, so the contact form's per-connection limit never meets other specs.
    await page.setExtraHTTPHeaders({
      "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 20}`,
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Project inquiry" });
    await form.getByLabel("First name").fill("Rowan");
    await form.getByLabel("Last name").fill(lastName);
    await form.getByLabel(/^Email\b/).fill("rowan@example.com");
    await form.getByLabel(/^Phone\b/).pressSequentially("9495550123");
    await form.getByLabel("Project type").selectOption("consultation");
    await form.getByLabel("Budget range").selectOption("10k-25k");
    await form.getByLabel("Timeline").selectOption("flexible");
    await form.getByLabel("Tell us about your project").fill("A second opinion on paint colours, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();

    await signInAs(page, "admin", "studio@example.com", "Ana");
    await openToday(page);
    const inquiries = section(page, "New inquiries");
    const item = inquiries.getByRole("link", { name: new RegExp(`Rowan ${lastName}`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText("Consultation");

    await item.click();
    // The Inquiries list searched for this person (issue 28).
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=inquiries&q=Rowan(\\+|%20)${lastName}$`));
    const card = page.getByRole("row", { name: `Inquiry from Rowan ${lastName}` });
    await card.getByLabel("Status").selectOption("contacted");
    await expect(card.getByLabel("Status")).toHaveValue("contacted");
    await expect(card.getByText("Contacted", { exact: true }).first()).toBeVisible();

    // On a phone the "Status updated" notice sits over the tabs (and a pointer over it holds it
    // open): closed first, as a visitor would.
    const notice = page.getByRole("region", { name: /notifications/i }).getByText("Status updated");
    if (await notice.isVisible()) {
      await page.getByRole("button", { name: "Close notification" }).first().click();
      await expect(notice).toHaveCount(0);
    }
    await page.getByRole("tab", { name: "Today" }).click();
    await expect(page.getByTestId("today-inquiries")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`Rowan ${lastName}`) })).toHaveCount(0);
  });

  test("the project picker filters as one types and opens a project from the keyboard; axe is clean", async ({
    page,
  }, testInfo) => {
    const name = `Picker Residence ${testInfo.project.name} ${stamp}`;
    const project = await okJson<{ id: number }>(
      await admin.post("/api/projects", {
        data: {
          clientProjectName: name,
          portfolioTitle: "Picker Residence",
          description: "A cottage.",
          category: "Bedroom",
          year: 2026,
          location: "Irvine",
          clientContact1Name: "Sam",
          clientContact1Email: uniqueEmail("picker"),
          clientContact1Phone: "(949) 555-0100",
          status: "draft",
        },
      }),
      "project",
    );
    await signInAs(page, "admin", "studio@example.com", "Ana");
    await openToday(page);
    // Every section has a heading; empty ones say so in one line.
    const today = await okJson<Today>(await admin.get("/api/admin/today"), "today");
    for (const key of Object.keys(today.sections))
      await expect(page.getByTestId(`today-${key}`)).toHaveCount(1);
    const quiet = Object.entries(today.sections).find(([, s]) => s.count === 0);
    if (quiet) await expect(page.getByTestId(`today-${quiet[0]}`)).toContainText("Nothing waiting");
    expect.soft(await axeViolations(page), "axe on Today").toEqual([]);

    const picker = page.getByRole("combobox", { name: "Jump to a project" });
    await picker.click();
    await expect(page.getByRole("listbox", { name: "Jump to a project" })).toBeVisible();
    await picker.fill(`Picker Residence ${testInfo.project.name} ${stamp}`);
    const options = page.getByRole("option");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(new RegExp(name));
    expect.soft(await axeViolations(page), "axe with the picker open").toEqual([]);
    await picker.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await picker.press("Enter");
    await expect(page).toHaveURL(new RegExp(`tab=documents&projectId=${project.id}$`));
    await expect(page.getByRole("combobox", { name: /^Project/ }).first()).toHaveValue(String(project.id));
  });
});
