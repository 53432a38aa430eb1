/**
 * The service area comes from configuration (STUDIO_SERVICE_AREA, served by GET /api/site)
 * wherever the copy names it: the home hero and portfolio intro, /about (story and the Serving
 * fact), the FAQ on /services, the Terms, the Learn More dialogs, and the Worker's descriptions and
 * JSON-LD. The pages are rendered as the Worker paints them (src/first-load/render.tsx) with the site info
 * of another studio, and must name its area only.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { renderFirstPaint } from "#first-paint";
import { SERVICE_AREA, withServiceArea } from "../../src/content/service-area";
import { serviceDetails } from "../../src/content/service-details";
import type { SiteInfo } from "../../src/shared/api-types";
import { addImage, BASE, createProject, json } from "./helpers";

const ELSEWHERE = "San Diego and the North County coast";

async function siteOfAnotherStudio(): Promise<SiteInfo> {
  const site = await json<SiteInfo>(await SELF.fetch(`${BASE}/api/site`));
  return { ...site, studio: { ...site.studio, serviceArea: ELSEWHERE } };
}

async function paint(path: string, site: SiteInfo): Promise<string> {
  // One published project, so the home page shows its portfolio intro.
  const project = await createProject({ published: true });
  await addImage(project.id, 0, true);
  // The render's queries reach the Worker's API, except the site info: another studio's.
  const { html } = await renderFirstPaint({
    url: `${BASE}${path}`,
    anonymous: true,
    origin: BASE,
    fetchApi: async (url, init) =>
      url === "/api/site" ? Response.json(site) : SELF.fetch(`${BASE}${url}`, { method: init.method }),
  });
  // The text a visitor reads (React separates adjacent text with comments).
  return html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
}

describe("the service area comes from configuration", () => {
  it("in every painted page that names it", async () => {
    const site = await siteOfAnotherStudio();
    const expectations: [string, string[]][] = [
      ["/", [`Interior Design · ${ELSEWHERE}`, `A selection of recent projects across ${ELSEWHERE}`]],
      ["/about", [`working with homeowners across ${ELSEWHERE}`, ELSEWHERE]],
      ["/services", [`We work with clients throughout ${ELSEWHERE}.`]],
      ["/terms", [`delivery within ${ELSEWHERE}`]],
    ];
    for (const [path, texts] of expectations) {
      const html = await paint(path, site);
      for (const text of texts) expect(html, path).toContain(text);
      expect(html, path).not.toMatch(/Los Angeles|Orange County|\{serviceArea\}/);
    }
  });

  it("in the Learn More dialogs' copy", () => {
    const lines = Object.values(serviceDetails).flat();
    expect(lines.some((l) => l.includes(SERVICE_AREA))).toBe(true);
    for (const line of lines) {
      expect(withServiceArea(line, ELSEWHERE)).not.toMatch(/Los Angeles|Orange County|\{serviceArea\}/);
    }
  });

  it("in the Worker's descriptions and JSON-LD (here the configured default)", async () => {
    const site = await json<SiteInfo>(await SELF.fetch(`${BASE}/api/site`));
    const home = await (await SELF.fetch(`${BASE}/`)).text();
    expect(home).toContain(`across ${site.studio.serviceArea}`);
    expect(home).toContain('"areaServed"');
  });
});
