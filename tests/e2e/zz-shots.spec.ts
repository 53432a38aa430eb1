import { expect, test } from "./test";
for (const scheme of ["light", "dark"] as const) {
  test(`shots ${scheme}`, async ({ browser }, info) => {
    const phone = info.project.name === "phone";
    const ctx = await browser.newContext({
      viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      colorScheme: scheme,
      reducedMotion: "reduce",
    });
    const page = await ctx.newPage();
    const res = await page.request.get("/api/projects");
    const [first] = (await res.json()) as { id: number }[];
    for (const [name, path] of [["home", "/"], ["project", `/projects/${first?.id}`], ["shop", "/shop"], ["about", "/about"]]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main")).toBeVisible();
      await page.screenshot({ path: `/tmp/h-public-shots/${info.project.name}-${scheme}-${name}.png` });
      await page.screenshot({ path: `/tmp/h-public-shots/${info.project.name}-${scheme}-${name}-full.png`, fullPage: true });
    }
    await ctx.close();
  });
}
