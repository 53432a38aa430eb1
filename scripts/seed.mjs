// Seeds the local D1 database and R2 bucket with the demo content when the database is empty,
// and finishes a seed that was interrupted (worker/seed/seed.ts).
// Uses wrangler's platform proxy, so it writes the same .wrangler/state that `wrangler dev` and
// `vite dev` read. Usage: node scripts/seed.mjs
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { runnerImport } from "vite";
import { getPlatformProxy } from "wrangler";
import { root, stateDir } from "./lib.mjs";

export async function seedLocal() {
  const imagesDir = path.join(root, "scripts", "demo-images", "out");
  const manifest = JSON.parse(await readFile(path.join(imagesDir, "manifest.json"), "utf8"));
  // JPEG print copies of the images the demo's selections use (worker/seed/seed-selections.ts).
  const printDir = path.join(imagesDir, "print");
  const prints = new Set(existsSync(printDir) ? readdirSync(printDir) : []);
  const images = manifest.map((m) => ({
    name: m.name,
    width: m.width,
    height: m.height,
    alt: m.alt,
    variants: m.variants.map((w) => ({
      width: w,
      load: async () => new Uint8Array(await readFile(path.join(imagesDir, `${m.name}-${w}.webp`))),
    })),
    ...(prints.has(`${m.name}.jpg`)
      ? { print: async () => new Uint8Array(await readFile(path.join(printDir, `${m.name}.jpg`))) }
      : {}),
  }));
  const { module: seedModule } = await runnerImport(path.join(root, "worker/seed/seed.ts"), {
    configFile: false,
    logLevel: "error",
  });
  const { module: dbModule } = await runnerImport(path.join(root, "worker/db/client.ts"), {
    configFile: false,
    logLevel: "error",
  });
  const proxy = await getPlatformProxy({
    configPath: path.join(root, "wrangler.toml"),
    persist: { path: path.join(stateDir, "v3") },
  });
  try {
    const db = dbModule.createDb(proxy.env.DB);
    const result = await seedModule.seedDemoContent(db, proxy.env.MEDIA, images);
    if (result.seeded) {
      console.log(
        `Seeded demo content${result.resumed ? " (finishing an interrupted seed)" : ""}: ` +
          `${result.projects} projects, ${result.products} products, ${result.media} media files.`,
      );
    } else {
      console.log("Database already has content; demo seed skipped.");
    }
  } finally {
    await proxy.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedLocal();
}
