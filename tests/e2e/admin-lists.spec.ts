/**
 * Lists that scale (issue 28), on a desktop and a 390 px phone: with a few hundred orders,
 * inquiries, kept e-mails, activity entries and projects (written straight into the e2e server's
 * local D1, fixtures.localDatabase: the API has no way to make a paid order or an old audit entry),
 * each list shows a page at a time with the search, filters and page in the address; Orders puts
 * paid orders to fulfil first, never shows a payment session's id, and a single piece has one
 * price; Today's sections open the filtered lists. Screenshots of the five lists, light and dark,
 * go to test-results/admin-lists-shots/ (kept for a look; not compared).
 */
import path from "node:path";
import type { SQLInputValue } from "node:sqlite";
import { expectNoHorizontalOverflow, localDatabase, signInAs } from "./fixtures";
import { expect, type Page, test } from "./test";

test.describe.configure({ timeout: 120_000 });

const SHOTS = path.resolve("test-results/admin-lists-shots");

function seed(tag: string) {
  const at = (i: number) => new Date(Date.UTC(2031, 0, 1, 0, 0, i)).toISOString();
  const db = localDatabase("orders");
  try {
    db.exec("BEGIN IMMEDIATE");
    const product = db
      .prepare(
        "INSERT INTO products (title, slug, price_cents, stock, status) VALUES (?, ?, 77100, 0, 'active') RETURNING id",
      )
      .get(`Oak Stool ${tag}`, `oak-stool-${tag}`) as { id: number };
    const order = db.prepare(
      "INSERT INTO orders (status, email, total_cents, public_ref, stripe_session_id, created_at, paid_at) VALUES (?, ?, 77100, ?, ?, ?, ?) RETURNING id",
    );
    const item = db.prepare(
      "INSERT INTO order_items (order_id, product_id, title_snapshot, unit_price_cents, quantity) VALUES (?, ?, ?, 77100, ?)",
    );
    // 240 orders: most abandoned (cancelled / expired), 12 paid, 3 in checkout, some fulfilled.
    for (let i = 0; i < 240; i++) {
      const status =
        i % 20 === 5
          ? "paid"
          : i % 80 === 7
            ? "created"
            : i % 10 === 3
              ? "fulfilled"
              : i % 2
                ? "cancelled"
                : "expired";
      const row = order.get(
        status,
        `buyer${i}@${tag}.example.com`,
        `${tag}r${i}`,
        `cs_test_${tag}_${i}`,
        at(i),
        status === "paid" || status === "fulfilled" ? at(i) : null,
      ) as { id: number };
      item.run(row.id, product.id, `Oak Stool ${tag}`, status === "created" ? 3 : 1);
    }
    // The other lists: each table's rows made from their number.
    const lists: { sql: string; count: number; row: (i: number) => SQLInputValue[] }[] = [
      {
        sql: "INSERT INTO project_inquiries (first_name, last_name, email, phone, project_type, budget, timeline, message, status, created_at) VALUES ('Wren', ?, ?, '(949) 555-0123', 'full-service', '100k-150k', '3-6months', 'A calm home by the sea.', ?, ?)",
        count: 210,
        row: (i) => [
          `${tag}${String(i).padStart(3, "0")}`,
          `wren${i}@${tag}.example.com`,
          i % 3 ? "archived" : "contacted",
          at(i),
        ],
      },
      {
        sql: "INSERT INTO email_outbox (kind, to_address, from_address, subject, text, status, created_at) VALUES (?, ?, 'studio@example.com', ?, 'Hello', ?, ?)",
        count: 210,
        row: (i) => [
          i % 2 ? "order" : "inquiry",
          `to${i}@${tag}.example.com`,
          `Notice ${i} ${tag}`,
          i % 7 ? "local" : "failed",
          at(i),
        ],
      },
      {
        sql: "INSERT INTO audit_log (actor_email, action, entity_type, entity_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        count: 210,
        row: (i) => [
          `actor@${tag}.example.com`,
          i % 2 ? "inquiry.status" : "project.publish",
          i % 2 ? "inquiry" : "project",
          String(i),
          JSON.stringify({ title: `Entry ${i} ${tag}` }),
          at(i),
        ],
      },
      {
        sql: "INSERT INTO projects (title, client_project_name, portfolio_title, description, published, status, sort_order, created_at) VALUES (?, ?, ?, 'A calm home.', ?, ?, ?, ?)",
        count: 60,
        row: (i) => [
          `${tag} Home ${i}`,
          `${tag} Home ${i}`,
          `${tag} Home ${i}`,
          0,
          i % 2 ? "draft" : "published",
          0,
          at(i),
        ],
      },
    ];
    for (const { sql, count, row } of lists) {
      const insert = db.prepare(sql);
      for (let i = 0; i < count; i++) insert.run(...row(i));
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

/**
 * Takes the seeded rows out again, so the specs after this one meet the dashboard as they left it
 * (the rows are dated 2031: left in, they would stand first in every newest-first list and in Today).
 */
function unseed(tag: string) {
  const db = localDatabase("orders");
  const address = `%@${tag}.example.com`;
  try {
    db.exec("BEGIN IMMEDIATE");
    db.prepare("DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE email LIKE ?)").run(
      address,
    );
    db.prepare("DELETE FROM orders WHERE email LIKE ?").run(address);
    db.prepare("DELETE FROM products WHERE slug = ?").run(`oak-stool-${tag}`);
    db.prepare("DELETE FROM project_inquiries WHERE email LIKE ?").run(address);
    db.prepare("DELETE FROM email_outbox WHERE to_address LIKE ?").run(address);
    db.prepare("DELETE FROM audit_log WHERE actor_email = ?").run(`actor@${tag}.example.com`);
    db.prepare("DELETE FROM projects WHERE title LIKE ?").run(`${tag} Home %`);
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

async function openList(page: Page, search: string) {
  await page.goto(`/admin?${search}`);
  await expect(page.getByTestId("list-toolbar")).toBeVisible();
}

const range = (page: Page) => page.getByTestId("list-range").first();

async function shoot(page: Page, name: string, project: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${project}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test.describe("Lists that scale", () => {
  let tag = "";
  test.beforeAll(() => {
    tag = `ls${test.info().project.name.slice(0, 2)}${Date.now().toString(36)}`;
    seed(tag);
  });
  test.afterAll(() => unseed(tag));

  test("Orders: paid ones to fulfil first, a page at a time, searched and filtered in the address", async ({
    page,
  }, info) => {
    await signInAs(page, "admin");
    await openList(page, `tab=orders&q=${tag}`);
    const rows = page.locator('[data-testid^="admin-order-"]');
    await expect(range(page)).toHaveText("1–25 of 240 · page 1 of 10");
    // The twelve paid orders first (newest first), then the three in checkout.
    await expect(rows.first()).toHaveAttribute("data-status", "paid");
    await expect(rows.nth(11)).toHaveAttribute("data-status", "paid");
    await expect(rows.nth(12)).toHaveAttribute("data-status", "created");
    await expect(rows.first()).toContainText(`buyer225@${tag}.example.com`);
    // No payment session's id anywhere; a single piece has one price (the total), three have "each".
    await expect(page.getByText(/cs_test_/)).toHaveCount(0);
    const shownText = await rows.first().evaluate((e) => (e as HTMLElement).innerText);
    expect(shownText.match(/\$771\.00/g)).toHaveLength(1);
    await expect(rows.nth(12)).toContainText("$771.00 each");
    // The piece links to its product, whose admin row says what checkouts hold.
    await shoot(page, "orders", info.project.name);
    await expectNoHorizontalOverflow(page);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(range(page)).toHaveText("26–50 of 240 · page 2 of 10");
    await page.goBack();
    await expect(range(page)).toHaveText("1–25 of 240 · page 1 of 10");

    await page.getByLabel("Status").selectOption("ended");
    await expect(page).toHaveURL(/status=ended/);
    await expect(range(page)).toContainText("of 201");
    for (const status of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))
      expect(["cancelled", "expired"]).toContain(status);

    await page.getByLabel("Status").selectOption("");
    await page.getByLabel("Search orders").fill(`buyer45@${tag}`);
    await expect(range(page)).toHaveText("1–1 of 1");
    await expect(page).toHaveURL(/q=buyer45/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-status", "paid");

    await rows
      .first()
      .getByRole("link", { name: `Oak Stool ${tag}` })
      .click();
    await expect(page.getByRole("tab", { name: "Products", selected: true })).toBeVisible();
    await expect(page.getByTestId(`admin-product-oak-stool-${tag}`)).toContainText("9 reserved in checkout");
  });

  test("Inquiries, the outbox and Activity page, search and filter on the server", async ({ page }, info) => {
    await signInAs(page, "admin");
    await openList(page, `tab=inquiries&q=${tag}`);
    await expect(range(page)).toHaveText("1–25 of 210 · page 1 of 9");
    const cards = page.getByRole("table", { name: "Inquiries" }).locator("tbody").getByRole("row");
    await expect(cards.first()).toHaveAccessibleName(`Inquiry from Wren ${tag}209`);
    await shoot(page, "inquiries", info.project.name);
    await page.getByTestId("list-toolbar").getByLabel("Status").selectOption("contacted");
    await expect(range(page)).toHaveText("1–25 of 70 · page 1 of 3");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(cards.first()).toHaveAccessibleName(`Inquiry from Wren ${tag}132`);
    await page.getByLabel("Search inquiries").fill(`wren ${tag}099`);
    await expect(range(page)).toHaveText("1–1 of 1");
    await expect(page).not.toHaveURL(/page=/);
    await expectNoHorizontalOverflow(page);

    await openList(page, `tab=setup&status=failed&q=${tag}`);
    const outbox = page.getByRole("table", { name: "Kept e-mails" });
    await expect(page.getByTestId("list-range")).toHaveText("1–25 of 30 · page 1 of 2");
    for (const status of await outbox
      .locator("tbody tr")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))
      expect(status).toBe("failed");
    await page.getByLabel("Kind").selectOption("order");
    await expect(page.getByTestId("list-range")).toHaveText("1–15 of 15");
    await page.getByLabel("Kind").selectOption("");
    await page.getByTestId("list-toolbar").getByLabel("Status").selectOption("");
    await expect(page.getByTestId("list-range")).toHaveText("1–25 of 210 · page 1 of 9");
    await outbox.getByRole("button", { name: `Notice 209 ${tag}` }).click();
    await expect(page.getByRole("dialog")).toContainText(`to209@${tag}.example.com`);
    await page.keyboard.press("Escape");
    await page.getByRole("table", { name: "Kept e-mails" }).scrollIntoViewIfNeeded();
    await shoot(page, "outbox", info.project.name);
    await expectNoHorizontalOverflow(page);

    await openList(page, `tab=activity&q=${tag}`);
    await expect(range(page)).toHaveText("1–25 of 210 · page 1 of 9");
    await page.getByLabel("Show").selectOption("inquiry");
    await expect(range(page)).toHaveText("1–25 of 105 · page 1 of 5");
    const activity = page.getByRole("table", { name: "Activity" });
    await expect(activity.locator("tbody tr").first()).toContainText(`Entry 209 ${tag}`);
    await shoot(page, "activity", info.project.name);
    await expectNoHorizontalOverflow(page);
  });

  test("Projects: compact rows, a page at a time, one badge per concept", async ({ page }, info) => {
    await signInAs(page, "admin");
    await openList(page, `tab=projects&q=${tag}`);
    await expect(range(page)).toHaveText("1–25 of 60 · page 1 of 3");
    const rows = page.getByTestId("admin-project-row");
    await expect(rows).toHaveCount(25);
    const first = rows.first();
    await expect(first.getByText("Portfolio", { exact: true })).toBeVisible();
    await expect(first.getByText("Project status", { exact: true })).toBeVisible();
    await expect(first.getByText("Unpublished", { exact: true })).toHaveCount(1);
    await shoot(page, "projects", info.project.name);
    await page.getByLabel("Project status").selectOption("draft");
    await expect(range(page)).toHaveText("1–25 of 30 · page 1 of 2");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(range(page)).toHaveText("26–30 of 30 · page 2 of 2");
    await expect(rows).toHaveCount(5);
    await page.getByLabel("Search projects").fill(`${tag} Home 59`);
    await expect(range(page)).toHaveText("1–1 of 1");
    await expectNoHorizontalOverflow(page);
  });

  test("Today's sections open the filtered lists", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin");
    const orders = page.getByTestId("today-orders");
    await orders.getByRole("link", { name: "All orders to fulfil" }).click();
    await expect(page).toHaveURL(/tab=orders&status=paid/);
    await expect(page.getByLabel("Status")).toHaveValue("paid");
    for (const status of await page
      .locator('[data-testid^="admin-order-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))
      expect(status).toBe("paid");

    await page.getByRole("tab", { name: "Today" }).click();
    await page.getByTestId("today-failedEmails").getByRole("link", { name: "All refused e-mails" }).click();
    await expect(page).toHaveURL(/tab=setup&status=failed/);
    await expect(page.getByTestId("list-toolbar").getByLabel("Status")).toHaveValue("failed");
  });
});
