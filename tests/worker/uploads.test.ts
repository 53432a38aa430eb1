/**
 * The upload mechanism shared by documents, client files and images: reservation → signed PUT
 * into R2 → verification of what arrived. Exercised through a tiny Hono app that calls the same
 * storage functions the routes use, and the real /files/* routes of the Worker.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withContext } from "../../worker/http/context";
import { depsOf } from "../../worker/http/deps";
import { onError } from "../../worker/http/errors";
import { DOCUMENT_TYPES } from "../../worker/storage/file-types";
import { createUploadReservation, fileDownloadUrl, verifyUploadedObject } from "../../worker/storage/uploads";
import type { AppEnv } from "../../worker/types";
import { createProject } from "./helpers";

const harness = new Hono<AppEnv>();
harness.use("*", withContext);
harness.onError(onError);
harness.post("/reserve", async (c) => {
  const body = await c.req.json<{ projectId: number; fileName: string; mimeType: string; size: number }>();
  return c.json(
    await createUploadReservation(depsOf(c), {
      purpose: "document",
      projectId: body.projectId,
      fileName: body.fileName,
      mimeType: body.mimeType,
      size: body.size,
      allowedTypes: DOCUMENT_TYPES,
      maxSize: 1024,
      maxSizeLabel: "1 KB",
      userId: null,
    }),
  );
});
harness.post("/verify", async (c) => {
  const body = await c.req.json<{ projectId: number; objectPath: string }>();
  const result = await verifyUploadedObject(depsOf(c), { ...body, purpose: "document" });
  return c.json({ size: result.size });
});
harness.post("/download", async (c) => {
  const body = await c.req.json<{ key: string }>();
  return c.json({
    url: await fileDownloadUrl(depsOf(c), {
      key: body.key,
      fileName: "Plan été.pdf",
      mimeType: "application/pdf",
      disposition: "attachment",
    }),
  });
});

const call = async (path: string, body: unknown) =>
  harness.request(`http://localhost${path}`, { method: "POST", body: JSON.stringify(body) }, env);

const PDF = new TextEncoder().encode("%PDF-1.7\n% test document\n");

/** A PDF of `size` bytes reserved for the project (must answer 200): where to PUT it, where it lands. */
async function reservePdf(projectId: number, size: number, fileName = "a.pdf") {
  const res = await call("/reserve", { projectId, fileName, mimeType: "application/pdf", size });
  expect(res.status).toBe(200);
  return res.json<{ uploadUrl: string; objectPath: string }>();
}

describe("signed uploads", () => {
  it("accept exactly the reserved bytes, verify them, and serve them back through a signed URL", async () => {
    const project = await createProject();
    const { uploadUrl, objectPath } = await reservePdf(project.id, PDF.length, "plan.pdf");
    expect(objectPath).toMatch(new RegExp(`^documents/${project.id}/[A-Za-z0-9_-]+\\.pdf$`));
    expect(objectPath).not.toContain("plan");

    const put = await SELF.fetch(uploadUrl, {
      method: "PUT",
      body: PDF,
      headers: { "Content-Type": "application/pdf" },
    });
    expect(put.status).toBe(200);
    // The same URL cannot be used twice.
    const again = await SELF.fetch(uploadUrl, {
      method: "PUT",
      body: PDF,
      headers: { "Content-Type": "application/pdf" },
    });
    expect(again.status).toBe(403);

    const verified = await call("/verify", { projectId: project.id, objectPath });
    expect(await verified.json()).toEqual({ size: PDF.length });

    const { url } = await (await call("/download", { key: objectPath })).json<{ url: string }>();
    const download = await SELF.fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Plan _t_.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  it("refuses types, sizes and names outside the rules before anything is stored", async () => {
    const project = await createProject();
    const cases = [
      { fileName: "evil.html", mimeType: "text/html", size: 10, status: 400 },
      { fileName: "plan.exe", mimeType: "application/pdf", size: 10, status: 400 },
      { fileName: "big.pdf", mimeType: "application/pdf", size: 2048, status: 413 },
      { fileName: "empty.pdf", mimeType: "application/pdf", size: 0, status: 400 },
      { fileName: "../x.pdf", mimeType: "application/pdf", size: 10, status: 400 },
    ];
    for (const c of cases) {
      const res = await call("/reserve", { projectId: project.id, ...c });
      expect(res.status, c.fileName).toBe(c.status);
    }
  });

  it("rejects forged, altered or expired upload URLs and oversized bodies", async () => {
    const project = await createProject();
    const { uploadUrl } = await reservePdf(project.id, PDF.length);
    const [base, sig] = uploadUrl.split(".");
    const altered = `${base}x.${sig}`;
    expect((await SELF.fetch(altered, { method: "PUT", body: PDF })).status).toBe(403);
    expect((await SELF.fetch(`${base}.${sig?.slice(0, -2)}AA`, { method: "PUT", body: PDF })).status).toBe(
      403,
    );
    const tooBig = new Uint8Array(2048).fill(65);
    expect((await SELF.fetch(uploadUrl, { method: "PUT", body: tooBig })).status).toBe(413);
  });

  it("deletes an object whose bytes do not match its declared type", async () => {
    const project = await createProject();
    const fake = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const { uploadUrl, objectPath } = await reservePdf(project.id, fake.length);
    expect((await SELF.fetch(uploadUrl, { method: "PUT", body: fake })).status).toBe(200);
    const verified = await call("/verify", { projectId: project.id, objectPath });
    expect(verified.status).toBe(400);
    expect(await env.MEDIA.head(objectPath)).toBeNull();
  });

  it("does not accept a reservation for another project or one never uploaded", async () => {
    const a = await createProject();
    const b = await createProject();
    const { objectPath } = await reservePdf(a.id, PDF.length);
    expect((await call("/verify", { projectId: a.id, objectPath })).status).toBe(400);
    await env.MEDIA.put(objectPath, PDF);
    expect((await call("/verify", { projectId: b.id, objectPath })).status).toBe(400);
  });
});
