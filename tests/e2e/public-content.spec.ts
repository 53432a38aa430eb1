import { AVERY_NGUYEN, expectNoHorizontalOverflow, fillInquiry } from "./fixtures";
import { expect, type Locator, type Page, test } from "./test";

/** Toasts live in Radix's labelled region; its screen-reader copy outside is ignored. */
const toasts = (page: Page) => page.getByRole("region", { name: /notifications/i });

const inquiryForm = (page: Page) => page.getByRole("form", { name: "Project inquiry" });

/**
 * /services with its inquiry form in view: the form's code loads as it nears the viewport (issue
 * 9, the first-load budget), as it does for a visitor scrolling down.
 */
async function servicesInquiry(page: Page) {
  await page.goto("/services");
  await page.locator("#inquiry").scrollIntoViewIfNeeded();
  return inquiryForm(page);
}

const SERVICES = [
  {
    testId: "button-learn-more-full-service-design",
    title: "Full-Service Design",
    tagline: "For clients seeking a complete, turnkey transformation",
    steps: ["Consultation", "Concept and Planning", "Installation and Reveal"],
  },
  {
    testId: "button-learn-more-small-scope-design",
    title: "Small-Scope Design",
    tagline: "For smaller scope projects or rooms in need of a refresh",
    steps: ["Consultation", "Selections"],
  },
  {
    testId: "button-learn-more-design-consultation",
    title: "Design Consultation",
    tagline: "Expert guidance for your design decisions",
    steps: ["Consultation", "Booking and Follow-Up"],
  },
];

test.describe("Services", () => {
  test("shows three services with Investment, Timeline and the Popular flag, then How We Begin", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const s of SERVICES) {
      const card = page.getByRole("article", { name: s.title });
      await expect(card).toBeVisible();
      await expect(card.getByText("Investment")).toBeVisible();
      await expect(card.getByText("Timeline")).toBeVisible();
    }
    await expect(
      page.getByRole("article", { name: "Full-Service Design" }).getByText("Popular"),
    ).toBeVisible();
    await expect(page.getByRole("article", { name: "Small-Scope Design" }).getByText("Popular")).toHaveCount(
      0,
    );
    await expect(page.getByRole("heading", { name: "How We Begin" })).toBeVisible();
    for (const step of ["Discovery Call", "Initial Consultation", "Design Fee Proposal"]) {
      await expect(page.getByRole("heading", { name: new RegExp(step) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText("How long does a typical project take?")).toBeVisible();
    await expect(page.getByText("What areas do you serve?")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  for (const s of SERVICES) {
    test(`Learn More opens the ${s.title} dialog with its italic tagline and sections; Escape closes it`, async ({
      page,
    }) => {
      await page.goto("/services");
      const trigger = page.getByTestId(s.testId);
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: s.title });
      await expect(dialog).toBeVisible();

      const tagline = dialog.getByText(s.tagline, { exact: true });
      await expect(tagline).toBeVisible();
      await expect(tagline).toHaveCSS("font-style", "italic");

      for (const heading of ["What's Included", "Our Process", "Investment", "Timeline", "FAQ"]) {
        await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeAttached();
      }
      for (const step of s.steps) {
        await expect(dialog.getByRole("heading", { name: step, exact: true })).toBeAttached();
      }
      // What's Included is a real list; FAQ questions are headings.
      expect(await dialog.getByRole("list").first().getByRole("listitem").count()).toBeGreaterThan(3);
      await expect(dialog.getByRole("heading", { name: /\?$/ }).first()).toBeAttached();

      // Long content scrolls inside the dialog, not the page.
      const body = dialog.locator("div.overflow-y-auto");
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("'Start Your Inquiry' in a dialog leads to the form", async ({ page }) => {
    await page.goto("/services");
    await page.getByTestId("button-learn-more-small-scope-design").click();
    await page.getByRole("dialog").getByRole("button", { name: "Start Your Inquiry" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(inquiryForm(page).getByLabel("First name")).toBeFocused();
  });
});

test.describe("Inquiry form", () => {
  test("formats the phone number while typing: digits only, at most 10", async ({ page }) => {
    const phone = (await servicesInquiry(page)).getByLabel(/^Phone\b/);
    await phone.pressSequentially("9495550123");
    await expect(phone).toHaveValue("(949) 555-0123");

    await phone.fill("");
    await phone.pressSequentially("94a9-b5x");
    await expect(phone).toHaveValue("(949) 5");

    await phone.fill("");
    await phone.pressSequentially("949555012399");
    await expect(phone).toHaveValue("(949) 555-0123");
  });

  test("shows each validation message at its field and focuses the first invalid one", async ({ page }) => {
    const form = await servicesInquiry(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    const expectations: [Locator, string][] = [
      [form.getByLabel("First name"), "First name is required"],
      [form.getByLabel("Last name"), "Last name is required"],
      [form.getByLabel(/^Email\b/), "Please enter a valid email address"],
      [form.getByLabel(/^Phone\b/), "Please enter a valid phone number"],
      [form.getByLabel("Project type"), "Please select a project type"],
      [form.getByLabel("Budget range"), "Please select a budget range"],
      [form.getByLabel("Timeline"), "Please select a timeline"],
      [
        form.getByLabel("Tell us about your project"),
        "Please provide more details about your project (minimum 20 characters)",
      ],
    ];
    for (const [field, message] of expectations) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("First name")).toBeFocused();

    // Invalid values (not just empty ones) get the same messages; fixed fields clear at once.
    await form.getByLabel("First name").fill("Avery");
    await expect(form.getByText("First name is required")).toHaveCount(0);
    await form.getByLabel("Last name").fill("Nguyen");
    await form.getByLabel(/^Email\b/).fill("avery@");
    await form.getByLabel(/^Phone\b/).pressSequentially("949555");
    await form.getByLabel("Tell us about your project").fill("Too short.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(
      form.getByText("Please provide more details about your project (minimum 20 characters)"),
    ).toBeVisible();
    await expect(form.getByLabel(/^Email\b/)).toBeFocused();
  });

  test("a valid inquiry is answered by a thank-you panel that stays; 'Send another message' brings back an empty form", async ({
    page,
  }, testInfo) => {
    const form = await servicesInquiry(page);
    const message = "We are renovating our kitchen and family room in Laguna Beach this spring.";
    await fillInquiry(form, AVERY_NGUYEN, ["full-service", "100k-150k", "3-6months"], message);

    const posted = page.waitForResponse(
      (r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).status()).toBe(201);

    // The form gives way to the panel, whose heading takes focus (announced), with SPEC's message.
    const thanks = page.getByRole("region", { name: "Thank you, Avery" });
    await expect(thanks.getByRole("heading", { name: "Thank you, Avery" })).toBeFocused();
    await expect(
      thanks.getByText("Message sent successfully! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(thanks).toContainText("avery.nguyen@example.com");
    await expect(form).toHaveCount(0);
    await expect(toasts(page).getByText("Message sent successfully!")).toHaveCount(0);
    // All of it comes into view (it is much shorter than the form), just below the sticky bar.
    await expect.poll(() => thanks.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(96);
    await expect(thanks).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath("inquiry-thanks-light.png"), animations: "disabled" });

    // It stays while the visitor does something else on the page (here: the theme).
    await page.getByRole("contentinfo").getByText("Dark", { exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await thanks.scrollIntoViewIfNeeded();
    await expect(thanks).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("inquiry-thanks-dark.png"), animations: "disabled" });

    await thanks.getByRole("button", { name: "Send another message" }).click();
    await expect(thanks).toHaveCount(0);
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel(/^Phone\b/)).toHaveValue("");
    await expect(form.getByLabel("Project type")).toHaveValue("");
    await expect(form.getByLabel("Tell us about your project")).toHaveValue("");
    await expect(form.getByText("First name is required")).toHaveCount(0);
  });

  test("/contact: the thank-you panel takes the form's place under the page's own headings", async ({
    page,
  }) => {
    // Its own address, so the contact form's per-connection limit never meets the other tests.
    await page.setExtraHTTPHeaders({
      "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 20}`,
    });
    await page.goto("/contact");
    const form = inquiryForm(page);
    const rowan = { firstName: "Rowan", lastName: "Ellis", email: "rowan.ellis@example.com" };
    const message = "A reading nook and new lighting for the den.";
    await fillInquiry(form, rowan, ["small-scope", "25k-50k", "flexible"], message);
    await form.getByRole("button", { name: "Send Message" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Thank you, Rowan" });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText("Message sent successfully! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(form).toHaveCount(0);
    // Still there after the visitor moves on through the page from it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send another message" })).toBeFocused();
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a server refusal shows the destructive toast with the server's message", async ({ page }) => {
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Too many messages from this connection. Please wait a few minutes, or email us directly.",
        }),
      }),
    );
    await page.goto("/contact");
    const form = inquiryForm(page);
    const message = "A second opinion on paint colors, please.";
    await fillInquiry(form, AVERY_NGUYEN, ["consultation", "10k-25k", "flexible"], message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/Too many messages from this connection/)).toBeVisible();
    // Nothing was lost: the visitor can try again or copy the text.
    await expect(form.getByLabel("First name")).toHaveValue("Avery");
  });

  test("a server failure shows SPEC 8's 'Error: Failed to send your message' toast and keeps every answer", async ({
    page,
  }) => {
    let posts = 0;
    await page.route("**/api/inquiries", (route) => {
      posts++;
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    const form = await servicesInquiry(page);
    const message = "We would like a calmer primary bedroom and a reading corner by the window.";
    await fillInquiry(form, AVERY_NGUYEN, ["small-scope", "25k-50k", "3-6months"], message);
    await form.getByRole("button", { name: "Send Message" }).click();

    const region = toasts(page);
    await expect(region.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      region.getByText("Failed to send your message. Please try again or contact us directly.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(region.getByText("Message sent successfully!")).toHaveCount(0);
    await expect(page.getByTestId("inquiry-thanks")).toHaveCount(0);
    expect(posts).toBe(1);

    // Nothing the visitor typed is lost, and no field is blamed for the server's failure.
    await expect(form.getByLabel("First name")).toHaveValue("Avery");
    await expect(form.getByLabel("Last name")).toHaveValue("Nguyen");
    await expect(form.getByLabel(/^Email\b/)).toHaveValue("avery.nguyen@example.com");
    await expect(form.getByLabel(/^Phone\b/)).toHaveValue("(949) 555-0123");
    await expect(form.getByLabel("Project type")).toHaveValue("small-scope");
    await expect(form.getByLabel("Budget range")).toHaveValue("25k-50k");
    await expect(form.getByLabel("Timeline")).toHaveValue("3-6months");
    await expect(form.getByLabel("Tell us about your project")).toHaveValue(message);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

    // The visitor can simply send again.
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => posts).toBe(2);
  });

  test("the contact page pre-fills the message with the pieces from the cart", async ({ page }) => {
    await page.goto(`/contact?pieces=${encodeURIComponent("Brass Candle Holders,Travertine Tray")}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(inquiryForm(page).getByLabel("Tell us about your project")).toHaveValue(
      /^I'm interested in: Brass Candle Holders, Travertine Tray\. /,
    );
    await expect(page.getByText("Service area", { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("Shop", () => {
  test("shows the examples gallery and every live card state of the demo collection", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "Shop the Collection", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Examples from Past Projects" })).toBeVisible();
    await expect(page.locator('[data-testid^="example-example-"]')).toHaveCount(12);
    await expect(page.getByText(/not available to purchase/)).toBeVisible();

    await expect(
      page.getByRole("heading", { name: "Available Now - More Curated Pieces Coming Soon" }),
    ).toBeVisible();

    const stool = page.getByTestId("product-white-oak-stool");
    await expect(stool.getByTestId("sold-out-overlay")).toBeVisible();
    await expect(stool.getByRole("button", { name: /Sold Out/ })).toBeDisabled();

    await expect(
      page.getByTestId("product-vintage-rattan-side-chair").getByText("Only 1 left"),
    ).toBeVisible();
    await expect(page.getByTestId("product-brass-candle-holders").getByText("Only 2 left")).toBeVisible();
    await expect(page.getByTestId("product-linen-throw-pillow").getByText(/Only \d left/)).toHaveCount(0);

    const vase = page.getByTestId("product-hand-thrown-stoneware-vase");
    await expect(vase.getByText("Featured")).toBeVisible();
    await expect(vase.getByText("$145")).toBeVisible();
    await expect(page.getByTestId("product-linen-throw-pillow").getByText("Featured")).toHaveCount(0);

    // Draft and archived products never reach the shop.
    await expect(page.getByText("Alabaster Table Lamp")).toHaveCount(0);
    await expect(page.getByText("Wool Throw Blanket")).toHaveCount(0);

    await page.getByRole("link", { name: "Work With Us" }).last().click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("Add to Cart raises the cart count and never exceeds the stock", async ({ page }) => {
    await page.goto("/shop");
    const pillow = page.getByTestId("product-linen-throw-pillow");
    await pillow.getByRole("button", { name: /Add to Cart/ }).click();
    await expect(toasts(page).getByText("Added to cart")).toBeVisible();

    const cartButton = page.getByRole("button", { name: /^cart\b/i });
    if ((await cartButton.count()) > 0) {
      await expect(cartButton.first()).toHaveAccessibleName(/1 item/);
    }
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem("layered-cart"))) ?? "[]") as {
        product: { id: number; slug?: string; stock?: number };
        quantity: number;
      }[];
    await expect
      .poll(async () => (await stored()).map((i) => [i.product.slug, i.quantity]))
      .toEqual([["linen-throw-pillow", 1]]);

    // The one-of-a-kind chair: once it is in the cart, it cannot be added again.
    const chair = page.getByTestId("product-vintage-rattan-side-chair");
    await chair.getByRole("button", { name: /Add to Cart/ }).click();
    await expect(chair.getByRole("button", { name: /In cart/ })).toBeDisabled();
    if ((await cartButton.count()) > 0) {
      await expect(cartButton.first()).toHaveAccessibleName(/2 items/);
    }
    await expect
      .poll(async () => (await stored()).map((i) => [i.product.slug, i.quantity]))
      .toEqual([
        ["linen-throw-pillow", 1],
        ["vintage-rattan-side-chair", 1],
      ]);

    // The cart survives a reload and the card remembers it.
    await page.reload();
    await expect(
      page.getByTestId("product-vintage-rattan-side-chair").getByRole("button", { name: /In cart/ }),
    ).toBeDisabled();
  });
});

test.describe("About, client portal and legal pages", () => {
  test("About tells the studio's story and ends with the 'Start Your Design Journey' banner", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/^About \|/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/boutique interior design practice/)).toBeVisible();
    await expect(page.getByText(/two founding principals, who work on every project/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("link", { name: "Work With Us" }).last().click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the client portal welcome explains access and links to sign-in and e-mail", async ({ page }) => {
    await page.goto("/client-portal");
    await expect(page).toHaveTitle(/^Client Portal \|/);
    const main = page.locator("main");
    await expect(main.getByText("Design Fee Proposals")).toBeVisible();
    await expect(main.getByText(/private link/).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", /^mailto:.+@/);
    await expectNoHorizontalOverflow(page);
    await main.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  for (const [path, title, section] of [
    ["/privacy", "Privacy Policy", "Your California Privacy Rights"],
    ["/terms", "Terms of Service", "Governing Law"],
  ] as const) {
    test(`${title} renders its sections with the last-updated date`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(/Last updated November 1, 2026/)).toBeVisible();
      await expect(page.getByRole("heading", { name: section, level: 2 })).toBeAttached();
      await expectNoHorizontalOverflow(page);
    });
  }
});
