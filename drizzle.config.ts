import { defineConfig } from "drizzle-kit";

// drizzle-kit writes plain SQL files into migrations/; wrangler applies them (locally and remotely)
// and the worker tests read the same folder.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
