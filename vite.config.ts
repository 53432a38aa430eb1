import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // Must come before react(): generates src/routeTree.gen.ts and splits each route's component
    // into its own chunk, so public pages never download admin or portal code.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    cloudflare(),
  ],
  environments: {
    // The Worker's environment (named after wrangler.toml's `name`): minify its bundle.
    layered: { build: { minify: true } },
  },
  build: {
    sourcemap: false,
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
