/**
 * The setup file's emptying of shared storage (empty-storage.ts), on the rows that used to make
 * it fail now and then ("D1_ERROR: no such table: main.documents" in another file's setup).
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { dropOrder, emptyDatabase, emptyStorage, userTables } from "./empty-storage";
import { createProject } from "./helpers";

/** Rows like those a proposals file leaves: a signature request whose document is set. */
async function leaveRows(): Promise<void> {
  const project = await createProject();
  const doc = await env.DB.prepare(
    "INSERT INTO documents (project_id, title, category, file_name, mime_type, object_path) VALUES (?, 'Proposal', 'Design Fee Proposals', 'p.pdf', 'application/pdf', 'documents/p.pdf') RETURNING id",
  )
    .bind(project.id)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO signature_requests (project_id, document_id, document_title, document_file_name, document_object_path, document_sha256) VALUES (?, ?, 'Proposal', 'p.pdf', 'documents/p.pdf', 'x')",
  )
    .bind(project.id, doc?.id)
    .run();
  await env.MEDIA.put("documents/p.pdf", "%PDF-1.4");
}

describe("emptying the shared storage between test files", () => {
  afterAll(async () => {
    await emptyStorage(env);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  });

  it("drops children before parents", () => {
    const order = dropOrder([
      { name: "documents", sql: "CREATE TABLE documents (project_id REFERENCES `projects`(`id`))" },
      { name: "projects", sql: "CREATE TABLE projects (id integer)" },
      {
        name: "signature_requests",
        sql: "CREATE TABLE x (a REFERENCES `projects`(id), b REFERENCES `documents`(id))",
      },
    ]);
    expect(order).toEqual(["signature_requests", "documents", "projects"]);
  });

  it("the old creation-order drop fails on such rows, and changes nothing (the flake's cause)", async () => {
    await leaveRows();
    const tables = await userTables(env.DB);
    const creationOrder = env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...tables.map((t) => env.DB.prepare(`DROP TABLE "${t.name}"`)),
    ]);
    await expect(creationOrder).rejects.toThrow(/no such table/);
    expect((await userTables(env.DB)).length).toBe(tables.length);
  });

  it("empties every table and object whatever rows are left", async () => {
    await emptyStorage(env);
    expect(await userTables(env.DB)).toEqual([]);
    expect((await env.MEDIA.list()).objects).toEqual([]);
    // Twice in a row is fine (an already empty database).
    await emptyDatabase(env.DB);
  });
});
