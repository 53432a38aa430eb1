/**
 * Edge performance and SEO (issue 9), through the real Worker without running any JavaScript:
 * per-route HTML (title, description, canonical, Open Graph, JSON-LD, LCP preload, the page rendered
 * by the router's own SSR with its dehydrated query cache),
 * 404 for missing projects, sitemap and robots, cache headers of public and private answers, and
 * purging by content version (an admin's publish is public on the very next request).
 * Workers Static Assets is stood in for by tests/worker/fixtures/index.html (vitest.config.ts).
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderFirstPaint } from "#first-paint";
import type { BrandImage, PublicProduct, PublicProject, SiteInfo } from "../../src/shared/api-types";
import {
  aboutImageSizes,
  cardImageSizes,
  heroImageSizes,
  PRODUCT_IMAGE_SIZES,
} from "../../src/shared/image-sizes";
import { clip, routeHead, serviceAreas } from "../../src/shared/page-head";
import { cacheVersions, products, projects } from "../../worker/db/schema";
import { withContext } from "../../worker/http/context";
import { CACHE_STATUS_HEADER, edgeCache, forgetVersionAfterChanges } from "../../worker/http/edge-cache";
import {
  APP_SCRIPTS_ID,
  type AppScripts,
  BOOT_SCRIPT,
  SLIDESHOW_SCRIPT,
  THEME_INIT_SCRIPT,
} from "../../worker/pages/inline-scripts";
import { escapeHtml, inlineJson, rewriteIndexHtml } from "../../worker/pages/rewrite-html";
import type { AppEnv } from "../../worker/types";
import { addImage, api, BASE, createProject, db, json, signIn } from "./helpers";
import { uploadImage } from "./security-fixtures";

const ORIGIN = "http://localhost";

/** The text of every `<meta property|name="key" content="...">`. */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`,
  ).exec(html);
  return match?.[1] ?? null;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

/** What the browser paints before any JavaScript: the markup inside #root (src/first-load/render.tsx). */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf("</body>");
  expect(start, "#root").toBeGreaterThan(0);
  expect(end, "</body> after #root").toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The page's executable inline scripts (no src, no data type), in document order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?: id="[\w-]+"| data-tsr-stream-part="")?>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );
}

/** The inline scripts the router's SSR wrote into #root (its dehydrated state), in order. */
function routerScripts(html: string): string[] {
  return inlineScripts(rootMarkup(html));
}

/**
 * The query keys of the query cache the page carries to the browser (the router's dehydrated
 * state, @tanstack/react-router-ssr-query), read from each dehydrated query's `queryHash`, which
 * is the key as JSON.
 */
function dehydratedQueryKeys(html: string): unknown[] {
  const state = routerScripts(html).join("\n");
  return [...state.matchAll(/queryHash:("(?:[^"\\]|\\.)*")/g)].map((m) =>
    JSON.parse(JSON.parse(m[1] ?? '""')),
  );
}

/** Each inline script allowed by its hash in the policy, and nothing else inline. */
async function expectScriptsAllowedByHash(res: Response, html: string) {
  const policy = res.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  const scripts = inlineScripts(html);
  expect(scripts.slice(0, 2)).toEqual([THEME_INIT_SCRIPT, BOOT_SCRIPT]);
  expect(scripts.length).toBeGreaterThan(2);
  const hashes = await Promise.all(scripts.map(async (s) => `'sha256-${await sha256(s)}'`));
  expect(scriptSrc).toEqual(["'self'", ...new Set(hashes)]);
}

/** The JSON list the boot script loads the SPA from (worker/pages/inline-scripts.ts). */
function appScripts(html: string): AppScripts {
  const match = new RegExp(
    `<script type="application/json" id="${APP_SCRIPTS_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  expect(match, "app scripts block").not.toBeNull();
  return JSON.parse(match?.[1] ?? "{}") as AppScripts;
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

async function publishedProject(title: string, description = "A calm test project.") {
  const project = await createProject({ portfolioTitle: title, description, published: true });
  await addImage(project.id, 0, false);
  await addImage(project.id, 1, true);
  return project;
}

describe("a project page's HTML (no JavaScript run)", () => {
  it("carries its title, description, canonical, Open Graph, Twitter card, JSON-LD, preload and data", async () => {
    const project = await publishedProject(
      "Project Quiet Harbor",
      "Warm plaster & oak for a family who cooks.\n\nA second paragraph about the <kitchen>.",
    );
    const res = await api(`/projects/${project.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();

    expect(html).toContain("<title>Project Quiet Harbor | Layered Interiors</title>");
    expect(html).toMatch(
      /<meta name="description" content="Warm plaster &amp; oak for a family who cooks\. A second paragraph about the &lt;kitchen&gt;\." \/>/,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects/${project.id}" />`);
    expect(html).not.toContain('content="noindex"');
    expect(metaContent(html, "og:title")).toBe("Project Quiet Harbor | Layered Interiors");
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:url")).toBe(`${ORIGIN}/projects/${project.id}`);
    // The image flagged as hero (sort order 1 here), as an absolute URL.
    expect(metaContent(html, "og:image")).toBe(`${ORIGIN}/media/test-${project.id}-1.webp`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(`${ORIGIN}/media/test-${project.id}-1.webp`);

    const ld = jsonLd(html);
    const studio = ld.find((x) => x["@type"] === "ProfessionalService");
    expect(studio).toMatchObject({
      name: "Layered Interiors",
      email: "hello@layered-interiors.com",
      telephone: "(949) 555-0142",
      sameAs: ["https://www.instagram.com/layered.interiors"],
      areaServed: [
        { "@type": "AdministrativeArea", name: "Los Angeles" },
        { "@type": "AdministrativeArea", name: "Orange County" },
      ],
    });
    const work = ld.find((x) => x["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: "Project Quiet Harbor",
      url: `${ORIGIN}/projects/${project.id}`,
      genre: "Living Room",
      dateCreated: "2024",
      locationCreated: { "@type": "Place", name: "Newport Beach" },
    });
    expect(work?.image).toHaveLength(2);
    // Nothing in a data block can close its <script> element.
    expect(html).not.toContain("<kitchen>");

    // The hero photograph (flagged, sort order 1) opens the page full bleed, so it is the LCP image
    // (issue 28): preloaded with the <img>'s own srcset/sizes, after the viewport <meta> (sizes are
    // resolved against the real viewport).
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        html,
      );
    expect(preload?.[1]).toBe(`/media/test-${project.id}-1.webp`);
    expect(preload?.[2]).toBe(`/media/test-${project.id}-1.webp 960w`);
    expect(preload?.[3]).toBe("100vw");
    expect(html.indexOf('name="viewport"')).toBeLessThan(html.indexOf('rel="preload"'));
    // Only that one: React's server renderer leaves the image alone (ResponsiveImage wraps the
    // priority image in <picture>), so the browser is not told twice.
    expect(html.match(/<link rel="preload" as="image"/gi)).toHaveLength(1);
    // The page paints from its HTML, so the SPA loads after it (worker/pages/inline-scripts.ts):
    // no script is fetched with the page; the entry, the shared chunks and the route's own chunks
    // (the build's route-chunks.json) are a list for the inline boot script, the theme runs inline.
    const app = appScripts(html);
    expect(app.entry).toBe("/assets/index-fixture.js");
    expect(app.preload).toEqual(
      expect.arrayContaining(["/assets/_site-fixture.js", "/assets/project-page-fixture.js"]),
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("theme-init.js");
    expect(html).not.toContain("home-fixture.js");
    // The theme and boot scripts, then the router's state in #root; each allowed by its hash,
    // and nothing else inline is.
    await expectScriptsAllowedByHash(res, html);
    // In the order the first paint needs them: the LCP image, the theme, the fonts its text waits
    // for, the stylesheet, then the SPA's list and boot script.
    const order = [
      'rel="preload" as="image"',
      'as="font" type="font/woff2" crossorigin href="/assets/inter-fixture.woff2"',
      '<script id="theme-init">',
      'href="/assets/index-fixture.css"',
      `id="${APP_SCRIPTS_ID}"`,
    ].map((needle) => html.indexOf(needle));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/as="font"/g)).toHaveLength(1);

    // The first render's query cache travels with the router's state, under the SPA's own keys
    // (its loaders' queries): the site, "signed out" (no session cookie: no /api/auth/user round
    // trip in the browser), the project. The browser tests check that it asks the API for none.
    expect(dehydratedQueryKeys(html)).toEqual([["site"], ["/api/auth/user"], ["projects", project.id]]);
    const state = routerScripts(html).join("");
    expect(state).toContain('portfolioTitle:"Project Quiet Harbor"');
    expect(state).toContain('serviceArea:"Los Angeles and Orange County"');

    // The page itself is in the HTML (the SPA's render, done by the Worker): navigation, the
    // title as the page's heading, the text with markup escaped, the hero photo as an <img>.
    const root = rootMarkup(html);
    expect(root).toContain('<nav aria-label="Main"');
    expect(root).toMatch(/<h1[^>]*>Project Quiet Harbor<\/h1>/);
    expect(root).toContain("A second paragraph about the &lt;kitchen&gt;.");
    expect(root).not.toContain("<kitchen>");
    // (React writes some attribute names in camel case, e.g. fetchPriority: HTML ignores case.)
    expect(root).toMatch(
      new RegExp(`<img[^>]+src="/media/test-${project.id}-1\\.webp"[^>]+fetchpriority="high"`, "i"),
    );
    // The page opens on the hero photograph (flagged, sort order 1), before the heading (issue 28).
    expect(root.indexOf(`src="/media/test-${project.id}-1.webp"`)).toBeLessThan(root.indexOf("<h1"));
    expect(root).toContain('data-testid="project-detail"');
    expect(root).not.toContain("Loading project");
  });

  it("escapes whatever the studio types, in the markup as in the head", async () => {
    const hostile = `Project <script>alert(1)</script> "Quoted" & 'single'`;
    const project = await publishedProject(hostile, `Text <img src=x onerror=alert(1)> & more`);
    const res = await api(`/projects/${project.id}`);
    const html = await res.text();
    const root = rootMarkup(html);
    expect(root).not.toContain("<script>alert(1)</script>");
    expect(root).not.toContain("<img src=x");
    expect(root).toContain("Project &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(root).toContain("Text &lt;img src=x onerror=alert(1)&gt; &amp; more");
    // The only inline scripts are the page's own and the router's state, allowed by hash: the
    // studio's text is data in them, escaped so that it cannot close their element.
    await expectScriptsAllowedByHash(res, html);
    expect(routerScripts(html).join("")).not.toContain("</script>");
  });

  it("answers 404 with noindex for an unknown, unpublished or malformed project", async () => {
    const draft = await createProject({ portfolioTitle: "Project Still Private", published: false });
    for (const path of [`/projects/${draft.id}`, "/projects/987654321", "/projects/abc", "/projects/0"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).toContain("<title>Project Not Found | Layered Interiors</title>");
      expect(html, path).not.toContain("Project Still Private");
      // The not-found screen is in the HTML, inside the site's navigation and footer; the router's
      // state carries the project route as not found (and the API's answer for a numeric id), so
      // the SPA does not ask the API again.
      const root = rootMarkup(html);
      expect(root, path).toMatch(/<h1[^>]*>Project Not Found<\/h1>/);
      expect(root, path).toContain('<nav aria-label="Main"');
      expect(root, path).toContain("<footer");
      const id = Number(path.split("/").pop());
      const keys = dehydratedQueryKeys(html);
      expect(keys.slice(0, 2), path).toEqual([["site"], ["/api/auth/user"]]);
      expect(keys.slice(2), path).toEqual(Number.isInteger(id) && id > 0 ? [["projects", id]] : []);
    }
  });
});

describe("the other public pages", () => {
  const SIGNED_OUT = ["/api/auth/user"];
  const pages: [string, string, string[][]][] = [
    [
      "/",
      "Layered Interiors | Interior Design Studio in Southern California",
      [["site"], SIGNED_OUT, ["projects"]],
    ],
    ["/portfolio", "Portfolio | Layered Interiors", [["site"], SIGNED_OUT, ["projects"]]],
    ["/about", "About | Layered Interiors", [["site"], SIGNED_OUT]],
    ["/services", "Services | Layered Interiors", [["site"], SIGNED_OUT]],
    ["/shop", "Shop the Collection | Layered Interiors", [["site"], SIGNED_OUT, ["products"]]],
    ["/contact", "Contact | Layered Interiors", [["site"], SIGNED_OUT]],
  ];

  it("each has its title, a description, its canonical URL, the studio's JSON-LD, its page and data", async () => {
    for (const [path, title, keys] of pages) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      expect(
        jsonLd(html).map((x) => x["@type"]),
        path,
      ).toEqual(["ProfessionalService"]);
      expect(dehydratedQueryKeys(html), path).toEqual(keys);
      await expectScriptsAllowedByHash(res, html);
      // The page is painted from the HTML: navigation with this page current, one heading, the
      // footer; the signed-out account buttons (no session cookie), an empty cart.
      const root = rootMarkup(html);
      expect(root.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(root, path).toMatch(new RegExp(`<a aria-current="page"[^>]*href="${path}"`));
      expect(root, path).toContain('data-nav-state="signed-out"');
      expect(root, path).toContain('aria-label="Cart, empty"');
      expect(root, path).toContain("<footer");
      // Whole: no Suspense boundary left pending for an inline script to fill in (the CSP would
      // not run one), nor one sent apart from its place.
      expect(root, path).not.toContain("<!--$?-->");
      expect(root, path).not.toContain("<!--$!-->");
      expect(root, path).not.toMatch(/<div hidden id="S:/);
    }
    // Only /assets/*.js paths from the chunk list become preloads.
    expect(await (await api("/about")).text()).not.toContain("javascript:");
  });

  it("renders in place the parts whose code the browser loads later (src/first-load/deferred.tsx)", async () => {
    const parts: [string, (string | RegExp)[]][] = [
      // The inquiry form, hydrated at the first focus in it.
      ["/contact", ['<form noValidate="" aria-label="Project inquiry"', 'name="firstName"', "Send Message"]],
      // How We Begin, then the inquiry section with its FAQ, hydrated as they near the viewport.
      [
        "/services",
        [
          "How We Begin",
          "Start Your Design Journey",
          '<form noValidate="" aria-label="Project inquiry"',
          "Good to Know",
          "How long does a typical project take?",
        ],
      ],
      ["/shop", ["Examples from Past Projects", /data-testid="example-example-1"/]],
    ];
    for (const [path, expected] of parts) {
      const root = rootMarkup(await (await api(path)).text());
      for (const text of expected) {
        if (typeof text === "string") expect(root, `${path}: ${text}`).toContain(text);
        else expect(root, `${path}: ${text}`).toMatch(text);
      }
      // In a completed Suspense boundary, where the browser's hydration resumes.
      expect(root, path).toContain("<!--$-->");
      expect(root, path).not.toContain('aria-busy="true" class="min-h-');
    }
  });

  it("with a session cookie, the page leaves the current user to the SPA (and is another cache entry)", async () => {
    const admin = await signIn("admin");
    const anonymous = await api("/about");
    const signedIn = await api("/about", { session: admin });
    const signedInHtml = await signedIn.text();
    expect(dehydratedQueryKeys(signedInHtml)).toEqual([["site"]]);
    // The account area is painted as loading, as the SPA's first render shows it (it then asks):
    // so the boot script starts the SPA at the page's load, not at the first input (decision 0015).
    expect(rootMarkup(signedInHtml)).toContain('data-nav-state="loading"');
    expect(appScripts(signedInHtml).startAtLoad).toBe(true);
    const anonymousHtml = await anonymous.text();
    expect(dehydratedQueryKeys(anonymousHtml)).toEqual([["site"], ["/api/auth/user"]]);
    expect(appScripts(anonymousHtml)).toMatchObject({
      startAtLoad: false,
      stored: { local: ["layered-cart"], session: ["layered-portal-mode"] },
    });
    // Home's hero advances by itself (SPEC section 9), driven by the page (decision 0016): its SPA
    // waits for the first input too, and only Home carries the show's driver.
    const home = await (await api("/")).text();
    expect(appScripts(home).startAtLoad).toBe(false);
    expect(inlineScripts(home).slice(0, 3)).toEqual([THEME_INIT_SCRIPT, BOOT_SCRIPT, SLIDESHOW_SCRIPT]);
    expect(inlineScripts(anonymousHtml)).not.toContain(SLIDESHOW_SCRIPT);
    expect(signedIn.headers.get("ETag")).not.toBe(anonymous.headers.get("ETag"));
    // A browser that signed in since cannot revalidate the signed-out page into a 304.
    const revalidated = await api("/about", {
      session: admin,
      headers: { "If-None-Match": anonymous.headers.get("ETag") ?? "" },
    });
    expect(revalidated.status).toBe(200);
    // A 304 of a page keeps the page's (HTML) security policy.
    const page304 = await api("/about", {
      headers: { "If-None-Match": anonymous.headers.get("ETag") ?? "" },
    });
    expect(page304.status).toBe(304);
    // Browsers merge a 304's headers into the stored page: the policy must still allow its scripts.
    expect(page304.headers.get("Content-Security-Policy")).toBe(
      anonymous.headers.get("Content-Security-Policy"),
    );
    expect(page304.headers.get("Content-Security-Policy")).toContain(`'sha256-${await sha256(BOOT_SCRIPT)}'`);
  });

  it("preloads the portfolio's first card with the card's sizes", async () => {
    const html = await (await api("/portfolio")).text();
    const list = await json<PublicProject[]>(await api("/api/projects"));
    const first = list[0];
    expect(first).toBeDefined();
    const hero = first?.images.find((i) => i.isHero) ?? first?.images[0];
    expect(html).toContain(`href="${hero?.imagePath}"`);
    // The card's frame is 4:5: a wider photo covers it by its height, so it is drawn wider.
    expect(html).toContain(
      `imagesizes="${escapeHtml(cardImageSizes(hero?.width ?? null, hero?.height ?? null))}"`,
    );
  });
});

describe("the head tags come from the routes' head (src/first-load/route-head.ts)", () => {
  it("the render returns each public page's head, built from the data its loader loaded", async () => {
    const project = await createProject({ published: true, portfolioTitle: "A Head From Its Route" });
    await addImage(project.id, 0, true);
    const reads: string[] = [];
    const render = (path: string) =>
      renderFirstPaint({
        url: `${BASE}${path}`,
        anonymous: true,
        origin: ORIGIN,
        fetchApi: async (url, init) => {
          reads.push(url);
          return SELF.fetch(`${BASE}${url}`, { method: init.method });
        },
      });

    const about = await render("/about");
    expect(about.head?.meta).toContainEqual({ title: "About | Layered Interiors" });
    expect(about.head?.links).toContainEqual({ rel: "canonical", href: `${ORIGIN}/about` });
    expect(about.head?.scripts.map((s) => JSON.parse(s.children)["@type"])).toEqual(["ProfessionalService"]);

    const page = await render(`/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.head?.meta).toContainEqual({ title: "A Head From Its Route | Layered Interiors" });
    expect(page.head?.meta).toContainEqual({ property: "og:type", content: "article" });
    expect(page.head?.links[0]).toMatchObject({ rel: "preload", as: "image", fetchPriority: "high" });
    expect(page.head?.scripts.map((s) => JSON.parse(s.children)["@type"])).toEqual([
      "ProfessionalService",
      "CreativeWork",
    ]);
    // One read of the project, by the route's loader: its head was built from the same data.
    expect(reads.filter((url) => url === `/api/projects/${project.id}`)).toHaveLength(1);

    const missing = await render("/projects/987654321");
    expect(missing.status).toBe(404);
    expect(missing.head?.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(missing.head?.meta).toContainEqual({ title: "Project Not Found | Layered Interiors" });
    // An unknown address matches no page route: no head from the render; the Worker writes its own.
    expect((await render("/no/such/room")).head).toBeNull();
  });
});

describe("the accessibility statement (/accessibility)", () => {
  it("is painted with its title, its description and the studio's e-mail and phone, indexed and in the sitemap", async () => {
    const res = await api("/accessibility");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Accessibility Statement | Layered Interiors</title>");
    expect(metaContent(html, "description")).toBe(
      "How we make this site usable for everyone: our aim of WCAG 2.2 level AA, what the site does, its known limits, and how to ask us for help.",
    );
    expect(metaContent(html, "og:title")).toBe("Accessibility Statement | Layered Interiors");
    expect(html).not.toContain('<meta name="robots" content="noindex"');
    const root = rootMarkup(html);
    expect(root).toMatch(/<h1[^>]*>Accessibility Statement<\/h1>/);
    // The ways to get help: the configured e-mail and phone (wrangler.toml [vars], as the footer's).
    const main = root.slice(root.indexOf("<main"), root.indexOf("</main>"));
    expect(main).toContain('href="mailto:hello@layered-interiors.com"');
    expect(main).toContain('href="tel:+19495550142"');
    expect(main).toMatch(/we will answer within (<!-- -->)?two business days/);
    // One heading, the page's data only (site info, the signed-out user), and the footer's link to
    // it marked as the current page (it is not in the main navigation).
    expect(root.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(dehydratedQueryKeys(html)).toEqual([["site"], ["/api/auth/user"]]);
    expect(root).toMatch(/<a [^>]*href="\/accessibility"[^>]*aria-current="page"/);
    await expectScriptsAllowedByHash(res, html);
    // The footer links to it from every page.
    expect(rootMarkup(await (await api("/")).text())).toMatch(
      /<a [^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/,
    );
    expect(await (await api("/sitemap.xml")).text()).toContain(`<loc>${ORIGIN}/accessibility</loc>`);
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists the public pages and published projects only, with lastmod", async () => {
    const shown = await publishedProject("Project In The Sitemap");
    const hidden = await createProject({ portfolioTitle: "Project Not In The Sitemap", published: false });
    const res = await api("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    for (const path of ["/", "/portfolio", "/about", "/services", "/shop", "/contact"]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/projects/${shown.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`,
      ),
    );
    expect(xml).not.toContain(`/projects/${hidden.id}<`);
    expect(xml).not.toMatch(/admin|portal|upload/);
  });

  it("robots.txt allows the public site, disallows the private areas and names the sitemap", async () => {
    const res = await api("/robots.txt");
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/portal", "/api", "/upload"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("cache headers", () => {
  const PUBLIC = ["/api/projects", "/api/site", "/api/products", "/", "/portfolio", "/sitemap.xml"];

  it("public answers are cacheable at the edge, revalidated by browsers, and answer 304 by ETag", async () => {
    const project = await publishedProject("Project Cache Headers");
    for (const path of [...PUBLIC, `/api/projects/${project.id}`, `/projects/${project.id}`]) {
      const first = await api(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("Cache-Control"), path).toBe("public, max-age=0, must-revalidate");
      expect(first.headers.get("Set-Cookie"), path).toBeNull();
      const etag = first.headers.get("ETag");
      expect(etag, path).toMatch(/^W\/".+"$/);
      await first.arrayBuffer();
      const again = await api(path);
      expect(again.headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
      expect(again.headers.get("Cache-Control"), path).toBe("public, max-age=0, must-revalidate");
      await again.arrayBuffer();
      const revalidated = await api(path, { headers: { "If-None-Match": etag ?? "" } });
      expect(revalidated.status, path).toBe(304);
    }
  });

  it("the same public answer for a signed-in visitor, never with their cookie stored", async () => {
    const admin = await signIn("admin");
    const res = await api("/api/projects", { session: admin });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const anonymous = await api("/api/projects");
    expect(await anonymous.text()).toBe(await res.text());
  });

  it("private answers are never stored: no-store for the user, the admin and the portal", async () => {
    const admin = await signIn("admin");
    const client = await signIn("client");
    const cases: [string, Parameters<typeof api>[1]][] = [
      ["/api/auth/user", { session: admin }],
      ["/api/auth/user", {}],
      ["/api/admin/projects", { session: admin }],
      ["/api/admin/projects", {}],
      ["/api/portal/project", { session: client }],
      ["/api/portal/project-by-token?token=nope&id=1", {}],
      ["/api/client/projects", { session: client }],
      ["/api/admin/inquiries", { session: admin }],
    ];
    for (const [path, init] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await api(path, init);
        expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
        expect(res.headers.get(CACHE_STATUS_HEADER), path).toBeNull();
        expect(res.headers.get("ETag"), path).toBeNull();
        await res.arrayBuffer();
      }
    }
  });

  it("the portfolio's category is part of its cache key, normalised; any other query string is not", async () => {
    const kitchen = await createProject({
      portfolioTitle: "Project Cache Kitchen",
      category: "Kitchen",
      published: true,
    });
    await addImage(kitchen.id, 0, true);
    const cards = (html: string) => html.match(/data-testid="project-card"/g)?.length ?? 0;
    const whole = await api("/portfolio?utm_source=mail");
    const wholeHtml = await whole.text();
    const filtered = await api("/portfolio?category=kitchen");
    expect(filtered.status).toBe(200);
    const filteredHtml = await filtered.text();
    expect(filteredHtml).toContain(kitchen.portfolioTitle);
    expect(cards(filteredHtml)).toBeLessThan(cards(wholeHtml));
    // The same filtered page for the same category, whatever else the address carries.
    const again = await api("/portfolio?utm_source=x&category=kitchen");
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(cards(await again.text())).toBe(cards(filteredHtml));
    // An unknown category is the whole portfolio, from the whole portfolio's cache entry.
    const unknown = await api("/portfolio?category=%3Cscript%3E");
    expect(unknown.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(cards(await unknown.text())).toBe(cards(wholeHtml));
  });

  it("media are immutable and served from the edge cache after the first request", async () => {
    await env.MEDIA.put("media/seo-test-abc-480.webp", new Uint8Array([1, 2, 3]), {
      httpMetadata: { contentType: "image/webp" },
    });
    const first = await api("/media/seo-test-abc-480.webp");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await first.arrayBuffer();
    const second = await api("/media/seo-test-abc-480.webp");
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const etag = second.headers.get("ETag") ?? "";
    const revalidated = await api("/media/seo-test-abc-480.webp", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });
});

describe("purging by content version", () => {
  it("an admin's publish is visible on the public API and pages on the very next request", async () => {
    const admin = await signIn("admin");
    const draft = await createProject({ portfolioTitle: "Project Freshly Published", published: false });
    await addImage(draft.id, 0, true);

    // Warm the edge cache with the answers that do not have it yet (the API's 404 is not stored;
    // the page's 404 is, being the same for everyone).
    expect((await api(`/api/projects/${draft.id}`)).status).toBe(404);
    for (const path of ["/api/projects", "/portfolio", `/projects/${draft.id}`]) {
      await (await api(path)).arrayBuffer();
      const hit = await api(path);
      expect(hit.headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
      await hit.arrayBuffer();
    }
    const before = await api("/api/projects");
    const etagBefore = before.headers.get("ETag") ?? "";
    expect(await before.text()).not.toContain("Project Freshly Published");

    const publish = await api(`/api/projects/${draft.id}`, {
      method: "PUT",
      json: { published: true },
      session: admin,
    });
    expect(publish.status).toBe(200);

    const list = await api("/api/projects");
    expect(list.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(list.headers.get("ETag")).not.toBe(etagBefore);
    expect((await json<PublicProject[]>(list)).map((p) => p.portfolioTitle)).toContain(
      "Project Freshly Published",
    );
    expect((await api(`/api/projects/${draft.id}`)).status).toBe(200);
    const page = await api(`/projects/${draft.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Project Freshly Published | Layered Interiors</title>");
    expect(await (await api("/portfolio")).text()).toContain("Project Freshly Published");
    // A browser holding the old ETag gets the new answer, not a 304.
    expect((await api("/api/projects", { headers: { "If-None-Match": etagBefore } })).status).toBe(200);

    // And unpublishing takes it away just as fast.
    await api(`/api/projects/${draft.id}`, { method: "PUT", json: { published: false }, session: admin });
    expect((await api(`/api/projects/${draft.id}`)).status).toBe(404);
    expect((await api(`/projects/${draft.id}`)).status).toBe(404);
  });

  it("bumps the version for public changes only (triggers), whoever makes them", async () => {
    const version = async () =>
      (await db().select().from(cacheVersions).where(eq(cacheVersions.scope, "site")).get())?.version ?? 0;
    const start = await version();
    const draft = await createProject({ published: false });
    await addImage(draft.id, 0, true);
    await db().update(projects).set({ clientContact1Name: "Someone Else" }).where(eq(projects.id, draft.id));
    expect(await version(), "changes to an unpublished project purge nothing").toBe(start);

    await db().update(projects).set({ published: true }).where(eq(projects.id, draft.id));
    const published = await version();
    expect(published).toBeGreaterThan(start);
    // A client link being used, or a private field, changes nothing public.
    await db()
      .update(projects)
      .set({ accessTokenLastUsedAt: new Date().toISOString(), projectAddress: "1 Private Way" })
      .where(eq(projects.id, draft.id));
    expect(await version()).toBe(published);
    await addImage(draft.id, 1, false);
    expect(await version()).toBeGreaterThan(published);
  });
});

describe("the per-isolate version memo", () => {
  /** A tiny app with the production middleware and a 2 s memo (the tests' env turns it off). */
  function memoApp() {
    const app = new Hono<AppEnv>();
    app.use("*", withContext);
    app.use("*", forgetVersionAfterChanges);
    let calls = 0;
    app.get("/memo-probe", edgeCache, (c) => {
      calls++;
      c.header("Cache-Control", "public, max-age=0, must-revalidate");
      return c.json({ calls });
    });
    app.post("/memo-change", (c) => c.json({ ok: true }));
    const bindings = { ...env, EDGE_VERSION_MEMO_MS: "2000" };
    const ctx = {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext;
    const request = (path: string, init?: RequestInit) =>
      app.request(`${ORIGIN}${path}`, init, bindings, ctx);
    return { request };
  }

  async function bump() {
    const row = await db().select().from(cacheVersions).where(eq(cacheVersions.scope, "site")).get();
    await db()
      .update(cacheVersions)
      .set({ version: (row?.version ?? 0) + 1 })
      .where(eq(cacheVersions.scope, "site"));
  }

  it("anonymous visitors may see the old version for at most the memo; the admin and the changer never", async () => {
    const { request } = memoApp();
    const etag = async (init?: RequestInit) => (await request("/memo-probe", init)).headers.get("ETag");
    await request("/memo-change", { method: "POST" });
    const first = await etag();
    await bump();
    // Within the memo an anonymous visitor still gets the previous version...
    expect(await etag()).toBe(first);
    // ...a visitor with a session cookie (the admin checking their change) reads it afresh...
    const fresh = await etag({ headers: { Cookie: "__Host-layered_session=anything" } });
    expect(fresh).not.toBe(first);
    await bump();
    // ...and a successful change through this isolate forgets the memo at once.
    await request("/memo-change", { method: "POST" });
    const afterChange = await etag();
    expect(afterChange).not.toBe(fresh);
    expect(afterChange).not.toBe(first);
  });

  it("answers repeated requests from the isolate's memory, the same bytes every time", async () => {
    const { request } = memoApp();
    await bump();
    await request("/memo-change", { method: "POST" });
    const first = await request("/memo-probe");
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const body = await first.text();
    for (let i = 0; i < 3; i++) {
      const again = await request("/memo-probe");
      expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
      expect(await again.text()).toBe(body);
    }
  });
});

describe("helpers", () => {
  it("inlined JSON cannot break out of its script element", () => {
    const text = inlineJson({ a: "</script><script>alert(1)</script><!--", b: "\u2028" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ a: "</script><script>alert(1)</script><!--", b: "\u2028" });
  });

  it("a page whose first paint failed loads the SPA with the page, as the template has it", async () => {
    const template = await (await import("./fixtures/index.html?raw")).default;
    const head = {
      status: 200 as const,
      title: "T",
      description: "D",
      canonical: `${ORIGIN}/`,
      ogType: "website" as const,
      image: null,
      jsonLd: [],
      preload: null,
      noindex: false,
    };
    const modulePreloads = ["/assets/home-fixture.js"];
    const render = (firstPaint: string | null, deferApp = true) =>
      rewriteIndexHtml(
        new Response(template),
        { status: 200, head: routeHead(head, "Studio"), modulePreloads, firstPaint },
        { deferApp },
      ).text();

    // Nothing painted: the visitor sees nothing until the SPA runs, so it is not held back.
    for (const html of [await render(null), await render("<main>Painted</main>", false)]) {
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-fixture.js" fetchpriority="low">',
      );
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-fixture.js" />',
      );
      expect(html).toContain('<script src="/theme-init.js"></script>');
      expect(html).not.toContain(APP_SCRIPTS_ID);
      expect(inlineScripts(html)).toEqual([]);
    }
    const painted = await render("<main>Painted</main>");
    expect(appScripts(painted)).toEqual({
      entry: "/assets/index-fixture.js",
      preload: ["/assets/home-fixture.js"],
      startAtLoad: false,
      stored: { local: ["layered-cart"], session: ["layered-portal-mode"] },
    });
    expect(inlineScripts(painted)).toEqual([THEME_INIT_SCRIPT, BOOT_SCRIPT]);
  });

  it("image sizes follow the slot: a covering photo is drawn as wide as it must be", () => {
    // A 3:2 photo in a 4:5 card is drawn 1.875 times the card's width.
    expect(cardImageSizes(1600, 1067)).toBe(
      "(min-width: 1280px) 694px, (min-width: 1024px) 57vw, (min-width: 640px) 94vw, 188vw",
    );
    // A 4:5 photo in a 4:5 card: the card's own width.
    expect(cardImageSizes(1600, 2000)).toBe(
      "(min-width: 1280px) 370px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw",
    );
    // An upright phone asks for 80% of the cover width (only its middle third shows).
    expect(heroImageSizes(2400, 1600)).toBe(
      "(max-width: 640px) and (max-aspect-ratio: 2400/1600) calc(1.200 * (100vh - 4rem)), (max-aspect-ratio: 2400/1600) calc(1.500 * (100vh - 4rem)), 100vw",
    );
    expect(heroImageSizes(null, null)).toBe("100vw");
  });

  it("descriptions are clipped at a word, and service areas split into places", () => {
    const long = "word ".repeat(60);
    const clipped = clip(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith("word…")).toBe(true);
    expect(serviceAreas("Los Angeles and Orange County")).toEqual(["Los Angeles", "Orange County"]);
    expect(serviceAreas("San Diego, Orange County & Los Angeles")).toEqual([
      "San Diego",
      "Orange County",
      "Los Angeles",
    ]);
  });
});

describe("LCP preloads and share images of the home, about and shop pages; brand images purge", () => {
  /** One stored file through the admin's real flow: reserve, then PUT to the signed URL. */
  const upload = (admin: Awaited<ReturnType<typeof signIn>>, slot: string) =>
    uploadImage(admin, "/api/admin/brand-assets/upload-url", { slot });

  /** Sets a brand image slot as the admin does (/upload): two sizes of one landscape photo. */
  async function setBrandImage(admin: Awaited<ReturnType<typeof signIn>>, slot: string): Promise<BrandImage> {
    const variants = [
      { width: 960, objectPath: await upload(admin, slot) },
      { width: 1600, objectPath: await upload(admin, slot) },
    ];
    const res = await api(`/api/admin/brand-assets/${slot}`, {
      method: "PUT",
      json: { variants, width: 2400, height: 1600, altText: `The ${slot} photo` },
      session: admin,
    });
    expect(res.status).toBe(200);
    return json<BrandImage>(res);
  }

  function preloads(html: string) {
    return [
      ...html.matchAll(
        /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/g,
      ),
    ].map((m) => ({ href: m[1], srcset: m[2], sizes: m[3] }));
  }

  const srcset = (image: { variants: { path: string; width: number }[] }) =>
    [...image.variants]
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.path} ${v.width}w`)
      .join(", ");

  it("preload each page's LCP image at high priority with the <img>'s srcset and sizes, and share the hero", async () => {
    const admin = await signIn("admin", "owner@studio.test", "Studio");
    const hero = await setBrandImage(admin, "hero-1");
    const about = await setBrandImage(admin, "hero-3");
    const cover = await upload(admin, "hero-2");
    await db()
      .insert(products)
      .values({
        title: "Preloaded Stool",
        slug: `preloaded-stool-${Date.now()}`,
        priceCents: 12_000,
        stock: 4,
        status: "active",
        sortOrder: -1_000,
        coverImageUrl: `/${cover}`,
        coverImageVariants: [{ width: 800, path: `/${cover}` }],
      });
    const [firstProduct] = await json<PublicProduct[]>(await api("/api/products"));
    expect(firstProduct?.title).toBe("Preloaded Stool");

    const expected: [string, { href: string; srcset: string; sizes: string }][] = [
      ["/", { href: hero.imagePath, srcset: srcset(hero), sizes: heroImageSizes(2400, 1600) }],
      ["/about", { href: about.imagePath, srcset: srcset(about), sizes: aboutImageSizes(2400, 1600) }],
      ["/shop", { href: `/${cover}`, srcset: `/${cover} 800w`, sizes: PRODUCT_IMAGE_SIZES }],
    ];
    // The share image: the hero's widest size up to 1600 px, as an absolute URL, with its size.
    const share = hero.variants.find((v) => v.width === 1600);
    expect(share).toBeDefined();
    for (const [path, preload] of expected) {
      const html = await (await api(path)).text();
      expect(preloads(html), path).toEqual([
        { href: preload.href, srcset: escapeHtml(preload.srcset), sizes: escapeHtml(preload.sizes) },
      ]);
      // Before any script or font: the photo is the first thing the page fetches.
      expect(html.indexOf('rel="preload" as="image"'), path).toBeLessThan(html.indexOf("<script"));
      expect(metaContent(html, "og:image"), path).toBe(`${ORIGIN}${share?.path}`);
      expect(metaContent(html, "og:image:width"), path).toBe("1600");
      expect(metaContent(html, "og:image:height"), path).toBe(String(Math.round((1600 * 1600) / 2400)));
      expect(metaContent(html, "twitter:image"), path).toBe(`${ORIGIN}${share?.path}`);
    }
  });

  it("a new brand image is in the next GET /api/site (a cache MISS) and the home page's preload", async () => {
    const admin = await signIn("admin", "owner@studio.test", "Studio");
    const before = await setBrandImage(admin, "hero-1");
    // Warm the edge cache: the second answer comes from it.
    for (const path of ["/api/site", "/"]) {
      await (await api(path)).arrayBuffer();
      const hit = await api(path);
      expect(hit.headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
      await hit.arrayBuffer();
    }
    const etagBefore = (await api("/api/site")).headers.get("ETag");

    const after = await setBrandImage(admin, "hero-1");
    expect(after.imagePath).not.toBe(before.imagePath);

    const site = await api("/api/site");
    expect(site.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(site.headers.get("ETag")).not.toBe(etagBefore);
    const info = await json<SiteInfo>(site);
    expect(info.assets["hero-1"]?.imagePath).toBe(after.imagePath);
    const home = await api("/");
    expect(home.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const html = await home.text();
    expect(preloads(html)[0]?.href).toBe(after.imagePath);
    expect(html).not.toContain(before.imagePath);
    // The replaced files are gone from R2 (nothing else refers to them).
    expect(await env.MEDIA.head(before.imagePath.slice(1))).toBeNull();
  });
});
