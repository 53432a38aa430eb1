/**
 * The studio's daily operations in the admin dashboard, in a real browser against the production
 * build: upload a real PDF (after the SPEC's messages for a refused upload address and a refused
 * storage PUT), view, download, replace it with a new version the client's portal shows as
 * updated, and delete it; assign, invite and remove a client; schedule, edit and cancel a meeting
 * and see it in the client's portal in the studio's time zone; move an inquiry through its
 * statuses, convert one to a project and delete one. Desktop only: the phone layout of these tabs
 * is checked by screenshots.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { utcIsoToZonedLocal, zonedLocalToUtcIso } from "../../src/shared/zoned-time";
import {
  dateIn,
  dateTimeIn,
  expectContactLinks,
  newProject,
  signInAs,
  studioTimeZone,
  uniqueEmail,
} from "./fixtures";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./test";

test.skip(({ isMobile }) => isMobile, "desktop journeys");

type Project = { id: number; title: string; clientProjectName: string };

/** A minimal, valid one-page PDF (header, catalog, pages, page, xref, trailer). */
function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const origin = () => new URL(test.info().project.use.baseURL ?? "http://localhost").origin;

async function firstProject(request: APIRequestContext): Promise<Project> {
  const res = await request.get("/api/admin/projects");
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Project[];
  const project = list[0];
  if (!project) throw new Error("The demo seed should provide projects");
  return project;
}

/** A draft project of this test's own (deleted by the test), so the demo projects stay as seeded. */
async function ownProject(request: APIRequestContext, name: string): Promise<Project> {
  const { id } = await newProject(request, name);
  return { id, title: name, clientProjectName: name };
}

async function deleteProject(request: APIRequestContext, id: number) {
  await request.delete(`/api/projects/${id}`, { headers: { Origin: origin() } });
}

/** The project's private portal link (made through the admin API, as 'Create Client Link' does). */
async function clientLink(request: APIRequestContext, projectId: number): Promise<string> {
  const res = await request.post(`/api/admin/projects/${projectId}/access-token`, {
    headers: { Origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** The project picker of a tab (by role: "Projects" is also the name of a tab panel). */
const projectPicker = (page: Page) => page.getByRole("combobox", { name: "Project", exact: true });

const toast = (page: Page) => page.getByRole("region", { name: /notification/i });

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole("heading", { name: "Designer Admin Dashboard" })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin", "owner@studio.test", "Studio");
});

// The journeys on a project of their own, deleted afterwards.
const JOURNEYS = [
  {
    title: "upload a PDF, see it listed, view, download, replace it with a new version and delete it",
    project: "Documents Residence",
    journey: documentJourney,
  },
  {
    title: "schedule, edit and cancel a meeting in the studio's time zone; the client's portal shows it",
    project: "Meetings Residence",
    journey: meetingJourney,
  },
];
for (const { title, project: name, journey } of JOURNEYS) {
  test(title, async ({ page, browser }) => {
    const project = await ownProject(page.request, `${name} ${Date.now().toString(36)}`);
    try {
      await journey(page, browser, project);
    } finally {
      await deleteProject(page.request, project.id);
    }
  });
}

async function documentJourney(page: Page, browser: Browser, project: Project) {
  const pdf = minimalPdf();
  const dir = await mkdtemp(path.join(tmpdir(), "layered-e2e-"));
  const file = path.join(dir, "Design fee proposal.pdf");
  await writeFile(file, pdf);
  const listDocuments = async () =>
    (await (await page.request.get(`/api/projects/${project.id}/documents`)).json()) as {
      id: number;
      fileName: string;
      createdAt: string;
    }[];

  await openTab(page, "upload");
  const upload = page.getByRole("button", { name: "Upload Document" });
  await expect(upload).toBeDisabled();
  await projectPicker(page).selectOption(String(project.id));
  await page.getByLabel("Category").selectOption("design_fee_proposal");
  await page.getByLabel("Title").fill("Design fee proposal, spring");
  await expect(upload).toBeDisabled();
  await page.getByLabel("File").setInputFiles(file);
  await expect(page.getByText("PDF, DOC, DOCX, XLS, XLSX, JPG or PNG, up to 250MB")).toBeVisible();

  // SPEC section 8, unhappy paths first: the upload address refused, then storage refusing the
  // bytes. Each is told in the SPEC's words, the form keeps what was typed, nothing is saved.
  await page.route("**/api/admin/documents/upload-url", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "upstream unavailable" }),
  );
  await upload.click();
  await expect(toast(page).getByText("Failed to get upload URL", { exact: true })).toBeVisible();
  await expect(toast(page).getByText("Upload failed", { exact: true }).first()).toBeVisible();
  await page.unroute("**/api/admin/documents/upload-url");
  await expect(page.getByLabel("Title")).toHaveValue("Design fee proposal, spring");
  await expect(upload).toBeEnabled();
  await page.route("**/files/upload/**", (route) =>
    route.fulfill({ status: 500, body: "storage unavailable" }),
  );
  await upload.click();
  await expect(toast(page).getByText("Upload to storage failed 500", { exact: true })).toBeVisible();
  await page.unroute("**/files/upload/**");
  await expect(page.getByLabel("Title")).toHaveValue("Design fee proposal, spring");
  await expect(page.getByLabel("Category")).toHaveValue("design_fee_proposal");
  expect(await listDocuments()).toEqual([]);

  await upload.click();
  await expect(toast(page).getByText("Document uploaded successfully")).toBeVisible();
  await expect(
    toast(page).getByText("Design fee proposal, spring has been added to the project."),
  ).toBeVisible();
  // The form resets (the project stays chosen for the next file).
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Category")).toHaveValue("");
  await expect(upload).toBeDisabled();

  await page.getByRole("tab", { name: "Documents" }).click();
  await expect(projectPicker(page)).toHaveValue(String(project.id));
  const row = page.getByRole("article", { name: "Design fee proposal, spring" });
  await expect(row).toBeVisible();
  await expect(row.getByText("Design fee proposal.pdf")).toBeVisible();
  await expect(row.getByText("Current", { exact: true })).toBeVisible();
  await expect(page.getByText("No Visual Documents available yet")).toBeVisible();

  // View: a new tab is sent to the file (inline).
  const fileResponse = page
    .context()
    .waitForEvent("response", (r) => r.url().includes("/files/download/") && r.request().method() === "GET");
  const popup = page.waitForEvent("popup");
  await row.getByRole("button", { name: /^View/ }).click();
  await popup;
  const viewed = await fileResponse;
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()["content-disposition"]).toMatch(/^inline; filename="Design fee proposal.pdf"/);
  const viewedBytes = await (await page.request.get(viewed.url())).body();
  expect(viewedBytes.equals(pdf)).toBe(true);

  // Download keeps the file name and the bytes.
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Design fee proposal.pdf");
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // Replace it with a new version (SPEC: the client sees the new file marked as updated).
  const [original] = await listDocuments();
  if (!original) throw new Error("the uploaded document should be listed");
  const v2 = path.join(dir, "Design fee proposal v2.pdf");
  await writeFile(v2, pdf);
  await page.getByRole("tab", { name: "Upload Document" }).click();
  await expect(projectPicker(page)).toHaveValue(String(project.id));
  await page.getByLabel("Category").selectOption("design_fee_proposal");
  const replace = page.getByLabel("Replace an existing document");
  await expect(replace).toHaveValue("");
  await replace.selectOption(String(original.id));
  await page.getByLabel("Title").fill("Design fee proposal, revised");
  await page.getByLabel("File").setInputFiles(v2);
  await upload.click();
  await expect(
    toast(page).getByText("Design fee proposal, revised has been added to the project."),
  ).toBeVisible();
  const current = (await listDocuments()).find((d) => d.fileName === "Design fee proposal v2.pdf");
  if (!current) throw new Error("the new version should be listed");
  const timeZone = await studioTimeZone(page.request);
  const updatedOn = await dateIn(page, current.createdAt, timeZone);

  await page.getByRole("tab", { name: "Documents" }).click();
  const revised = page.getByRole("article", { name: "Design fee proposal, revised" });
  await expect(revised.getByText(`Current · updated ${updatedOn}`, { exact: true })).toBeVisible();
  await page.getByText("1 earlier version").click();
  await expect(row.getByText(/^Superseded \w{3} \d{1,2}, \d{4}$/)).toBeVisible();

  // The client's portal (its own browser, in another time zone): the current version only,
  // marked 'Updated <date>' in the studio's time zone.
  const client = await browser.newContext({ baseURL: origin(), timezoneId: "Pacific/Kiritimati" });
  const portal = await client.newPage();
  await portal.goto(await clientLink(page.request, project.id));
  await portal.getByRole("tab", { name: "Documents" }).click();
  const card = portal.getByRole("article", { name: "Design fee proposal, revised" });
  await expect(card.getByText(`Updated ${updatedOn}`, { exact: true })).toBeVisible();
  await expect(card.getByText("Design fee proposal v2.pdf")).toBeVisible();
  await expect(portal.getByRole("heading", { name: "Design fee proposal, spring" })).toHaveCount(0);
  await client.close();

  // Deleting the new version makes the earlier one current again, then that one goes too.
  await revised.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(
    confirm.getByText(
      "Design fee proposal, revised and its file will be deleted. The previous version becomes current again in the client's portal.",
    ),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page).getByText("Document deleted")).toBeVisible();
  await expect(revised).toHaveCount(0);
  await expect(row.getByText("Current", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(confirm.getByText("Delete this document?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No Design Fee Proposals available yet")).toBeVisible();
}

test("the documents tab asks for a project first", async ({ page }) => {
  await page.goto("/admin?tab=documents");
  await expect(page.getByText("Select a project to view documents")).toBeVisible();
});

test("assign a client, invite one by e-mail, and remove them", async ({ page, browser }) => {
  // Three browser contexts, a resend and two removals: more than a minute on a busy machine.
  test.slow();
  const project = await firstProject(page.request);
  // The client signs in in a separate browser context, so the admin's cookie stays.
  const clientEmail = uniqueEmail("maya.client");
  const other = await browser.newContext({ baseURL: origin() });
  const login = await other.request.post("/api/dev/login", {
    headers: { Origin: origin() },
    data: { email: clientEmail, role: "client", firstName: "Maya" },
  });
  expect(login.status()).toBe(200);

  await openTab(page, "clients");
  await page.getByRole("button", { name: "Assign Client" }).click();
  await expect(toast(page).getByText("Missing information")).toBeVisible();
  await expect(toast(page).getByText("Please select both a project and a client.")).toBeVisible();

  await projectPicker(page).selectOption(String(project.id));
  await page
    .getByRole("combobox", { name: "Client", exact: true })
    .selectOption({ label: `Maya (${clientEmail})` });
  await page.getByRole("button", { name: "Assign Client" }).click();
  await expect(toast(page).getByText("Client assigned successfully")).toBeVisible();
  // The client is e-mailed a link to the project; with no sending configured it waits in the outbox.
  await expect(
    toast(page).getByText(
      `${clientEmail} can now see this project in their portal. E-mail sending is not set up`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  const clients = page.getByRole("region", { name: /^Clients of / });
  await expect(clients.getByText(clientEmail)).toBeVisible();

  // Assigning the same person again is refused with a readable message.
  await page
    .getByRole("combobox", { name: "Client", exact: true })
    .selectOption({ label: `Maya (${clientEmail})` });
  await page.getByRole("button", { name: "Assign Client" }).click();
  await expect(toast(page).getByText("This client is already assigned to this project.")).toBeVisible();
  await expect(clients.getByText(clientEmail)).toHaveCount(1);

  // Invite someone who has never signed in: no sending is configured here, so the e-mail is kept in
  // the outbox (the Setup tab's own test reads it and follows its link); their first sign-in turns
  // the invitation into an assignment and marks it accepted.
  const invited = uniqueEmail("new.client");
  await page.getByLabel("E-mail address").fill(invited);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page).getByText("Invitation kept in the outbox")).toBeVisible();
  const invitations = clients.getByRole("region", { name: "Invitations" });
  const invitation = invitations.getByRole("listitem").filter({ hasText: invited });
  await expect(invitation.getByText("Sent", { exact: true })).toBeVisible();
  await expect(invitation.getByText(/waiting for first sign-in/)).toBeVisible();
  await invitation.getByRole("button", { name: `Send Again to ${invited}` }).click();
  await expect(invitation.getByText(/\(2 times\) · waiting for first sign-in/)).toBeVisible();
  const third = await browser.newContext({ baseURL: origin() });
  expect(
    (
      await third.request.post("/api/dev/login", {
        headers: { Origin: origin() },
        data: { email: invited, role: "client" },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  const assigned = clients.getByRole("list", { name: "Assigned clients" });
  await expect(assigned.getByText(invited)).toBeVisible();
  await expect(invitation.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(invitation.getByRole("button")).toHaveCount(0);

  for (const email of [clientEmail, invited]) {
    await clients.getByRole("button", { name: `Remove ${email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(toast(page).getByText("Client removed")).toBeVisible();
    await expect(assigned.getByText(email)).toHaveCount(0);
  }
  await expect(clients.getByText("No clients assigned yet")).toBeVisible();
  await other.close();
  await third.close();
});

async function meetingJourney(page: Page, browser: Browser, project: Project) {
  const timeZone = "America/Los_Angeles";
  expect(await studioTimeZone(page.request)).toBe(timeZone);
  // Tomorrow at 10:00 studio time, whatever zone this machine is in.
  const tomorrow = utcIsoToZonedLocal(new Date(Date.now() + 36 * 3600_000).toISOString(), timeZone).slice(
    0,
    10,
  );

  await openTab(page, "meetings");
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(toast(page).getByText("Please fill in project, title, and date/time.")).toBeVisible();

  await projectPicker(page).selectOption(String(project.id));
  await page.getByLabel("Title").fill("Concept presentation");
  await page.getByLabel("Date and time").fill(`${tomorrow}T10:00`);
  await page.getByLabel("Notes").fill("Bring the fabric samples");
  const created = page.waitForResponse(
    (r) => r.url().endsWith(`/api/projects/${project.id}/meetings`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const body = (await (await created).json()) as { id: number; scheduledFor: string };
  expect(body.scheduledFor).toBe(zonedLocalToUtcIso(`${tomorrow}T10:00`, timeZone));
  await expect(toast(page).getByText("Meeting scheduled successfully")).toBeVisible();

  const upcoming = page.getByRole("list", { name: "Upcoming meetings" });
  const meeting = upcoming.getByRole("article", { name: "Concept presentation" });
  await expect(meeting).toBeVisible();
  await expect(meeting.getByText(/10:00 AM P[SD]T/)).toBeVisible();
  const perProject = page.getByRole("list", { name: "Project meetings" });
  await expect(
    perProject.getByRole("article", { name: "Concept presentation" }).getByText("Upcoming"),
  ).toBeVisible();

  // The client's portal, opened in a browser set to another time zone: the Overview lists the
  // meeting under 'Coming up', at 10:00 studio time, and counts it as the next meeting.
  const client = await browser.newContext({ baseURL: origin(), timezoneId: "Asia/Tokyo" });
  const portal = await client.newPage();
  await portal.goto(await clientLink(page.request, project.id));
  await expect(portal.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const comingUp = portal
    .getByRole("heading", { name: "Coming up" })
    .locator("xpath=following-sibling::*[1]");
  const portalMeeting = comingUp.getByRole("listitem").filter({ hasText: "Concept presentation" });
  const studioTime = await dateTimeIn(portal, body.scheduledFor, timeZone);
  expect(studioTime).toMatch(/10:00\sAM P[SD]T$/);
  await expect(portalMeeting.locator("time")).toHaveText(studioTime);
  await expect(portalMeeting.locator("time")).toHaveAttribute("datetime", body.scheduledFor);
  await expect(portalMeeting.getByRole("link", { name: "Add to calendar" })).toBeVisible();
  const nextMeeting = portal
    .getByText("Next meeting", { exact: true })
    .locator("xpath=following-sibling::dd[1]");
  const monthDay = await portal.evaluate(
    ([at, zone]) =>
      new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: zone }),
    [body.scheduledFor, timeZone] as const,
  );
  await expect(nextMeeting).toHaveText(new RegExp(`^${monthDay}(, \\d{4})?$`));

  // The calendar file.
  const ics = await page.request.get(`/api/meetings/${body.id}/ics`);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain("SUMMARY:Concept presentation\r\n");

  await meeting.getByRole("button", { name: "Edit Concept presentation" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit meeting" });
  await expect(dialog.getByLabel("Date and time")).toHaveValue(`${tomorrow}T10:00`);
  await dialog.getByLabel("Title").fill("Concept presentation (moved)");
  await dialog.getByLabel("Date and time").fill(`${tomorrow}T11:30`);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page).getByText("Meeting updated")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const moved = upcoming.getByRole("article", { name: "Concept presentation (moved)" });
  await expect(moved.getByText(/11:30 AM P[SD]T/)).toBeVisible();
  await expect(perProject.getByRole("article", { name: "Concept presentation (moved)" })).toBeVisible();
  await portal.reload();
  await expect(portalMeeting.getByText("Concept presentation (moved)")).toBeVisible();
  await expect(portalMeeting.locator("time")).toHaveText(studioTime.replace("10:00", "11:30"));

  await moved.getByRole("button", { name: "Cancel Concept presentation (moved)" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Meeting" }).click();
  await expect(toast(page).getByText("Meeting cancelled")).toBeVisible();
  await expect(toast(page).getByText("The meeting has been removed.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Concept presentation (moved)" })).toHaveCount(0);

  // Once it is cancelled, nothing is coming up in the portal.
  await portal.reload();
  await expect(portal.getByText("No meetings scheduled yet. We will add them here.")).toBeVisible();
  await expect(portal.getByText("Concept presentation")).toHaveCount(0);
  await expect(nextMeeting).toHaveText("None yet");
  await client.close();
}

test("move an inquiry through its statuses, convert it, and delete another", async ({ page }) => {
  const make = async (
    firstName: string,
    lastName: string,
    ip: string,
    message = "We would love help with a coastal home in Corona del Mar, kitchen first.",
  ) => {
    const res = await page.request.post("/api/inquiries", {
      headers: { Origin: origin(), "CF-Connecting-IP": ip },
      data: {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        phone: "(949) 555-0177",
        projectType: "full-service",
        budget: "100k-150k",
        timeline: "3-6months",
        message,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await make("Priya", "Natarajan", "203.0.113.61");
  // A long message: two lines of it in the row, the rest behind "Read message".
  const longMessage = [
    "We bought a 1960s house in Laguna Beach and would like to open up the kitchen and living room.",
    "The bedrooms upstairs need new storage, and the bathrooms have not been touched since the house was built.",
    "Last paragraph: we are flexible on timing but would like to start with the kitchen this spring.",
  ].join("\n\n");
  await make("Devon", "Alvarez", "203.0.113.62", longMessage);

  await openTab(page, "inquiries");
  // The tab counts the inquiries still new (other specs may have left some: count relative).
  const inquiriesTab = page.getByRole("tab", { name: /^Inquiries/ });
  const badge = inquiriesTab.getByTestId("new-inquiry-count");
  await expect(badge).toHaveText(/^\d+$/);
  const initialNew = Number(await badge.textContent());
  expect(initialNew).toBeGreaterThanOrEqual(2);
  const expectNewCount = async (n: number) => {
    if (n === 0) {
      await expect(badge).toHaveCount(0);
      await expect(inquiriesTab).toHaveAccessibleName("Inquiries");
    } else {
      await expect(badge).toHaveText(String(n));
      await expect(inquiriesTab).toHaveAccessibleName(`Inquiries (${n} new)`);
    }
  };
  await expectNewCount(initialNew);

  const card = page.getByRole("row", { name: "Inquiry from Priya Natarajan" });
  await expectContactLinks(card, "priya@example.com", "(949) 555-0177", "+19495550177");
  await expect(card.getByText("Full-Service Design")).toBeVisible();
  await expect(card.getByText("We would love help with a coastal home")).toBeVisible();

  const status = card.getByLabel("Status");
  await expect(status).toHaveValue("new");
  for (const next of ["contacted", "archived", "new"]) {
    await status.selectOption(next);
    await expect(toast(page).getByText("Status updated")).toBeVisible();
    await expect(status).toHaveValue(next);
    // Out of 'new' the badge drops by one; back to 'new' it returns.
    await expectNewCount(next === "new" ? initialNew : initialNew - 1);
  }
  // The filter follows the stored status.
  const filter = page.getByTestId("list-toolbar").getByLabel("Status");
  await filter.selectOption("contacted");
  await expect(card).toHaveCount(0);
  await filter.selectOption("");

  // A refused change is reported and the selector returns to the stored status.
  await page.route("**/api/admin/inquiries/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Database unavailable."}',
        })
      : route.continue(),
  );
  await status.selectOption("contacted");
  await expect(toast(page).getByText("Failed to update status")).toBeVisible();
  await expect(status).toHaveValue("new");
  await expectNewCount(initialNew);
  await page.unroute("**/api/admin/inquiries/*");

  await card.getByRole("button", { name: "Convert to Project" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Create Project" }).click();
  const created = page.getByRole("dialog", { name: "Project created" });
  await expect(created).toBeVisible();
  await expect(created.getByText("Priya Natarajan Residence is a draft")).toBeVisible();
  await created.getByRole("button", { name: "Stay Here" }).click();
  await expect(status).toHaveValue("converted");
  await expectNewCount(initialNew - 1);
  await expect(card.getByRole("button", { name: "Open Project" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Convert to Project" })).toHaveCount(0);
  const projects = (await (await page.request.get("/api/admin/projects")).json()) as Project[];
  const converted = projects.find((p) => p.clientProjectName === "Priya Natarajan Residence");
  expect(converted).toBeDefined();

  const other = page.getByRole("row", { name: "Inquiry from Devon Alvarez" });
  // The full message is a keyboard-operable disclosure away.
  const lastParagraph = other.getByText(/Last paragraph: we are flexible on timing/);
  const read = other.getByRole("button", { name: "Read message" });
  await expect(read).toHaveAttribute("aria-expanded", "false");
  // Folded: two lines shown, the rest cut off.
  expect(await lastParagraph.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(1);
  await read.focus();
  await page.keyboard.press("Enter");
  const less = other.getByRole("button", { name: "Show less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect(less).toBeFocused();
  // Unclamped: nothing of the message is cut off any more.
  await expect
    .poll(() => lastParagraph.evaluate((el) => el.scrollHeight - el.clientHeight))
    .toBeLessThanOrEqual(1);
  await page.keyboard.press("Enter");
  await expect(other.getByRole("button", { name: "Read message" })).toHaveAttribute("aria-expanded", "false");
  // Marked converted by hand, with no project: nothing is offered to convert until it is set back.
  await other.getByLabel("Status").selectOption("converted");
  await expect(other.getByText("Converted; no project is linked.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Convert to Project" })).toHaveCount(0);
  await other.getByLabel("Status").selectOption("new");
  await expect(other.getByRole("button", { name: "Convert to Project" })).toBeVisible();
  await expectNewCount(initialNew - 1);
  await other.getByRole("button", { name: "Delete inquiry from Devon Alvarez" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(
    confirm.getByText("Are you sure you want to delete this inquiry? This action cannot be undone."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page).getByText("Inquiry deleted")).toBeVisible();
  await expect(other).toHaveCount(0);
  await expectNewCount(initialNew - 2);

  // 'Open Project' opens the converted project in the Project Manager's editor.
  await card.getByRole("button", { name: "Open Project" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects\\?id=${converted?.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Priya Natarajan Residence" })).toBeVisible();
  await expect(page.getByLabel("Client project name")).toHaveValue("Priya Natarajan Residence");
});
