/**
 * "Paste a product link" (issue 29): the page reader on HTML fixtures (JSON-LD Product with @graph
 * and offers arrays, Open Graph fallback), the address check (schemes, credentials, ports, private
 * and loopback hosts), and the fetch's limits (redirects followed by hand and checked, size cap,
 * time limit) against a stand-in fetch, since the test Worker cannot reach a page of its own.
 */

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectionItems, selectionOptions, selectionRooms } from "../../worker/db/schema";
import { ApiError } from "../../worker/http/errors";
import {
  checkLinkUrl,
  fetchPhoto,
  fetchProductPage,
  isPrivateHost,
  LINK_MESSAGES,
  parseProductPage,
  priceToCents,
  readCapped,
  storePhoto,
} from "../../worker/selections/product-link";
import { referencedKeys, referencedPaths } from "../../worker/storage/media-cleanup";
import { createProject, db } from "./helpers";

const JSON_LD_GRAPH = `<!doctype html><html><head>
<title>Ignored title</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
  {"@type":"WebPage","name":"Shop"},
  {"@type":["Product","Thing"],"name":"Arc Floor Lamp &amp; Shade","image":["/img/arc.jpg","/img/arc-2.jpg"],
   "brand":{"@type":"Brand","name":"Lumen Co"},
   "offers":[{"@type":"Offer","price":"1,249.00","priceCurrency":"usd"},{"@type":"Offer","price":"999"}]}
]}
</script>
<meta property="og:title" content="OG title should lose">
</head><body></body></html>`;

const OPEN_GRAPH_ONLY = `<html><head>
<meta property="og:title" content="Travertine Side Table">
<meta property="og:image" content="https://cdn.example.com/t.jpg">
<meta property="product:price:amount" content="680.50">
<meta property="product:price:currency" content="EUR">
<meta property="og:site_name" content="Maison Stone">
</head></html>`;

const PRICE_SPEC = `<script type='application/ld+json'>
{"@type":"Product","name":"Wool rug","image":{"@type":"ImageObject","url":"https://x.example/rug.jpg"},
 "offers":{"@type":"AggregateOffer","lowPrice":450,"priceCurrency":"USD"}}</script>`;

describe("reading a product page", () => {
  /** Pages read into every field: what the page gives, `null` for what it does not. */
  it.each([
    {
      name: "reads a JSON-LD Product inside @graph, with arrays of images and offers",
      html: JSON_LD_GRAPH,
      url: "https://shop.example/p/arc",
      read: {
        name: "Arc Floor Lamp & Shade",
        imageUrl: "https://shop.example/img/arc.jpg",
        priceCents: 124_900,
        currency: "USD",
        brand: "Lumen Co",
      },
    },
    {
      name: "falls back to Open Graph tags",
      html: OPEN_GRAPH_ONLY,
      url: "https://maison.example/t",
      read: {
        name: "Travertine Side Table",
        imageUrl: "https://cdn.example.com/t.jpg",
        priceCents: 68_050,
        currency: "EUR",
        brand: "Maison Stone",
      },
    },
    {
      name: "survives broken JSON-LD and keeps only http(s) images; the title is the last resort",
      html: `<title> Plain  page </title><script type="application/ld+json">{not json</script>
      <meta property="og:image" content="javascript:alert(1)">`,
      url: "https://x.example/",
      read: { name: "Plain page", imageUrl: null, priceCents: null, currency: null, brand: null },
    },
  ])("$name", ({ html, url, read }) => {
    expect(parseProductPage(html, url)).toEqual({ url, ...read });
  });

  it("reads an AggregateOffer's low price and an ImageObject", () => {
    expect(parseProductPage(PRICE_SPEC, "https://x.example/rug")).toMatchObject({
      name: "Wool rug",
      imageUrl: "https://x.example/rug.jpg",
      priceCents: 45_000,
      currency: "USD",
    });
  });

  it("reads prices written in several ways", () => {
    expect(priceToCents("1,299.00")).toBe(129_900);
    expect(priceToCents("1.299,00")).toBe(129_900);
    expect(priceToCents(" $45 ")).toBe(4_500);
    expect(priceToCents(12.5)).toBe(1_250);
    expect(priceToCents("call us")).toBeNull();
    expect(priceToCents(-3)).toBeNull();
  });
});

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.message}`;
    throw err;
  }
  return "allowed";
}

describe("which addresses may be fetched", () => {
  it("refuses other schemes, credentials, odd ports and private or loopback hosts", () => {
    expect(refusal(() => checkLinkUrl("ftp://shop.example/x", false))).toBe(`400 ${LINK_MESSAGES.scheme}`);
    expect(refusal(() => checkLinkUrl("file:///etc/passwd", false))).toBe(`400 ${LINK_MESSAGES.scheme}`);
    expect(refusal(() => checkLinkUrl("not a url", false))).toBe(`400 ${LINK_MESSAGES.scheme}`);
    expect(refusal(() => checkLinkUrl("https://user:pw@shop.example/", false))).toBe(
      `400 ${LINK_MESSAGES.credentials}`,
    );
    expect(refusal(() => checkLinkUrl("https://shop.example:8443/", false))).toBe(
      `400 ${LINK_MESSAGES.port}`,
    );
    for (const host of [
      "http://localhost/",
      "http://127.0.0.1/",
      "http://10.1.2.3/",
      "http://172.20.0.1/",
      "http://192.168.1.10/",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/",
      "http://[fd00::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://intranet/",
      "http://printer.local/",
      "http://100.64.0.1/",
    ]) {
      expect(
        refusal(() => checkLinkUrl(host, false)),
        host,
      ).toBe(`400 ${LINK_MESSAGES.privateHost}`);
    }
    expect(refusal(() => checkLinkUrl("https://www.shop.example/p?id=1#reviews", false))).toBe("allowed");
    expect(checkLinkUrl("https://www.shop.example/p?id=1#reviews", false).toString()).toBe(
      "https://www.shop.example/p?id=1",
    );
    // Development and the tests may read a page served on this machine.
    expect(refusal(() => checkLinkUrl("http://127.0.0.1:5173/fixture.html", true))).toBe("allowed");
    expect(isPrivateHost("8.8.8.8")).toBe(false);
  });
});

type Call = { url: string; init: RequestInit };

function stand(pages: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const page = pages[url];
    if (!page) return new Response("missing", { status: 404 });
    return page();
  };
  return { calls, fetcher };
}

const html = (body: string) => () =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
const redirect = (to: string) => () => new Response(null, { status: 302, headers: { Location: to } });

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.message}`;
    throw err;
  }
  return "resolved";
}

describe("fetching within limits", () => {
  it("follows redirects by hand, each checked, and reads the final page", async () => {
    const { calls, fetcher } = stand({
      "https://a.example/p": redirect("/q"),
      "https://a.example/q": redirect("https://b.example/product"),
      "https://b.example/product": html(OPEN_GRAPH_ONLY),
    });
    const details = await fetchProductPage("https://a.example/p", { allowLocal: false, fetcher });
    expect(details).toMatchObject({ url: "https://b.example/product", name: "Travertine Side Table" });
    expect(calls.map((c) => c.url)).toEqual([
      "https://a.example/p",
      "https://a.example/q",
      "https://b.example/product",
    ]);
    expect(calls.every((c) => c.init.redirect === "manual")).toBe(true);
  });

  it("refuses a redirect to a private address, and stops after three redirects", async () => {
    const internal = stand({ "https://a.example/p": redirect("http://169.254.169.254/latest") });
    expect(
      await failure(
        fetchProductPage("https://a.example/p", { allowLocal: false, fetcher: internal.fetcher }),
      ),
    ).toBe(`400 ${LINK_MESSAGES.privateHost}`);
    expect(internal.calls).toHaveLength(1);

    const loop = stand({
      "https://a.example/1": redirect("/2"),
      "https://a.example/2": redirect("/3"),
      "https://a.example/3": redirect("/4"),
      "https://a.example/4": redirect("/5"),
      "https://a.example/5": html(OPEN_GRAPH_ONLY),
    });
    expect(
      await failure(fetchProductPage("https://a.example/1", { allowLocal: false, fetcher: loop.fetcher })),
    ).toBe(`400 ${LINK_MESSAGES.tooManyRedirects}`);
    expect(loop.calls).toHaveLength(4);
  });

  it("refuses what is not a page, and a page that does not answer", async () => {
    const image = stand({
      "https://a.example/i": () => new Response("x", { headers: { "Content-Type": "image/png" } }),
      "https://a.example/gone": () => new Response("no", { status: 500 }),
    });
    expect(
      await failure(fetchProductPage("https://a.example/i", { allowLocal: false, fetcher: image.fetcher })),
    ).toBe(`400 ${LINK_MESSAGES.notHtml}`);
    expect(
      await failure(
        fetchProductPage("https://a.example/gone", { allowLocal: false, fetcher: image.fetcher }),
      ),
    ).toBe(`400 ${LINK_MESSAGES.unreachable}`);
  });

  it("gives up after the time limit", async () => {
    const fetcher = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const started = Date.now();
    expect(
      await failure(
        fetchProductPage("https://slow.example/", { allowLocal: false, fetcher, limits: { timeoutMs: 50 } }),
      ),
    ).toBe(`400 ${LINK_MESSAGES.timeout}`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reads at most the size limit of a body, and stops pulling the rest", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("a".repeat(1000)));
      },
    });
    const text = await readCapped(endless, 2_500);
    expect(text).toHaveLength(2_500);
    expect(pulled).toBeLessThan(10);

    // The product details sit in the head: a huge body after them does not matter.
    const big = `${OPEN_GRAPH_ONLY}${"<p>filler</p>".repeat(200_000)}`;
    const page = stand({ "https://a.example/big": html(big) });
    const details = await fetchProductPage("https://a.example/big", {
      allowLocal: false,
      fetcher: page.fetcher,
      limits: { maxBytes: 10_000 },
    });
    expect(details.name).toBe("Travertine Side Table");
  });
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
const image = (bytes: Uint8Array, type: string) => () =>
  new Response(bytes, { headers: { "Content-Type": type } });

describe("the product's photo", () => {
  it("keeps a real JPEG, PNG or WebP within the size limit; anything else is left out", async () => {
    const { fetcher } = stand({
      "https://cdn.example/a.png": image(PNG, "image/png"),
      "https://cdn.example/fake.png": image(new TextEncoder().encode("<html>not a png</html>"), "image/png"),
      "https://cdn.example/a.svg": image(
        new TextEncoder().encode("<svg onload='alert(1)'/>"),
        "image/svg+xml",
      ),
      "https://cdn.example/big.png": image(new Uint8Array([...PNG, ...new Uint8Array(5000)]), "image/png"),
      "https://cdn.example/moved.png": redirect("http://10.0.0.5/a.png"),
    });
    const options = { allowLocal: false, fetcher };
    expect(await fetchPhoto("https://cdn.example/a.png", options)).toEqual({ bytes: PNG, type: "image/png" });
    expect(await fetchPhoto("https://cdn.example/fake.png", options)).toBeNull();
    expect(await fetchPhoto("https://cdn.example/a.svg", options)).toBeNull();
    expect(
      await fetchPhoto("https://cdn.example/big.png", { ...options, limits: { maxBytes: 1000 } }),
    ).toBeNull();
    expect(await fetchPhoto("https://cdn.example/moved.png", options)).toBeNull();
    expect(await fetchPhoto("http://127.0.0.1/a.png", options)).toBeNull();
  });

  it("is stored once among the Worker's images, and the clean-up keeps what a selection uses", async () => {
    const path = await storePhoto(env.MEDIA, { bytes: PNG, type: "image/png" });
    expect(path).toMatch(/^\/media\/selections\/[0-9a-f]{64}\.png$/);
    expect(await storePhoto(env.MEDIA, { bytes: PNG, type: "image/png" })).toBe(path);
    const stored = await env.MEDIA.get(path.slice(1));
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    await stored?.arrayBuffer();

    const project = await createProject();
    const d = db();
    const room = await d
      .insert(selectionRooms)
      .values({ projectId: project.id, name: "Hall" })
      .returning()
      .get();
    const item = await d
      .insert(selectionItems)
      .values({
        projectId: project.id,
        roomId: room.id,
        name: "Lamp",
        photos: [path, "https://x.example/p.jpg"],
      })
      .returning()
      .get();
    await d
      .insert(selectionOptions)
      .values({ itemId: item.id, name: "Brass", photoUrl: "/media/selections/option.png" });
    const keys = await referencedKeys(d);
    expect(keys.has(path.slice(1))).toBe(true);
    expect(keys.has("media/selections/option.png")).toBe(true);
    expect(await referencedPaths(d, [path, "/media/selections/option.png", "/media/unused.png"])).toEqual(
      new Set([path, "/media/selections/option.png"]),
    );
    await d.delete(selectionItems).where(eq(selectionItems.id, item.id));
    expect((await referencedKeys(d)).has(path.slice(1))).toBe(false);
  });
});
