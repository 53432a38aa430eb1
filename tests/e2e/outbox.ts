/**
 * The local outbox as the studio owner reads it (Setup: GET /api/admin/outbox and
 * /api/admin/outbox/:id), for the browser tests that follow e-mailed links
 * (email-links.spec.ts, email-links-studio.spec.ts).
 *
 *   const message = await mailed(admin, (m) => m.kind === "order" && m.subject.includes(email));
 *   const link = linkIn(message, /^\/admin$/);
 *   await page.goto(pathOf(link));
 */

import { PDFDocument, StandardFonts } from "pdf-lib";
import type { OutboxList, OutboxMessage } from "../../src/shared/setup";
import { okJson } from "./fixtures";
import { type APIRequestContext, expect, type Page } from "./test";

/** The newest outbox message that `match` picks, with its text (polled until it is there). */
export async function mailed(
  admin: APIRequestContext,
  match: (m: OutboxList["messages"][number]) => boolean,
): Promise<OutboxMessage> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const list = await okJson<OutboxList>(await admin.get("/api/admin/outbox"), "outbox");
        id = list.messages.find(match)?.id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return okJson<OutboxMessage>(await admin.get(`/api/admin/outbox/${id}`), "outbox message");
}

/** The newest e-mail of `kind` to `to` (newer than message `after`, when given). */
export function mailTo(
  admin: APIRequestContext,
  to: string,
  kind: string,
  after = 0,
): Promise<OutboxMessage> {
  return mailed(admin, (m) => m.to === to && m.kind === kind && m.id > after);
}

/** Every link in a message's text. */
export function linksIn(message: OutboxMessage): URL[] {
  return [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
}

/** The message's link to `pathname` (the test fails, showing the text, when there is none). */
export function linkIn(message: OutboxMessage, pathname: RegExp): URL {
  const link = linksIn(message).find((u) => pathname.test(u.pathname));
  if (!link) throw new Error(`no link to ${pathname} in:\n${message.text}`);
  return link;
}

/** The link to `pathname` in the newest outbox message that `match` picks. */
export async function mailedLink(
  admin: APIRequestContext,
  match: (m: OutboxList["messages"][number]) => boolean,
  pathname: RegExp,
): Promise<URL> {
  return linkIn(await mailed(admin, match), pathname);
}

/**
 * An e-mailed link to the admin that opens the project's Documents tab on one item (`{ document }`
 * or `{ proposal }`), and nothing else.
 */
export function expectDocumentsLink(link: URL, projectId: number, item: Record<string, number>): void {
  const opens = Object.fromEntries(Object.entries(item).map(([key, id]) => [key, String(id)]));
  expect(Object.fromEntries(link.searchParams)).toEqual({
    tab: "documents",
    projectId: String(projectId),
    ...opens,
  });
}

/** The e-mail names the configured APP_URL; the same path on this test server. */
export function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}

/** A one-page proposal PDF titled `title`, with `lines` of text under the title. */
export async function proposalPdf(title: string, lines = ["Scope, terms and investment."]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 20, font });
  lines.forEach((line, i) => {
    page.drawText(line, { x: 60, y: 660 - 20 * i, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

/** The admin's project picker (Meetings has two; the first is enough). */
export function projectPicker(page: Page) {
  return page.getByRole("combobox", { name: /^Project/ }).first();
}
