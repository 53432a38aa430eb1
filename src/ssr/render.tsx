/**
 * The public pages' first paint, rendered on the Worker (worker/routes/seo.ts): the same React
 * tree as src/main.tsx (src/app.tsx) at the request's path, with the query cache seeded from the
 * entries the Worker inlines for the browser anyway. The browser paints this markup before any
 * JavaScript has run; src/main.tsx then hydrates it.
 *
 * What the server cannot know renders as a first visit would: no stored cart, the system theme
 * (public/theme-init.js sets the class before paint), the account area loading.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToReadableStream } from "react-dom/server";
import { App, createAppRouter } from "../app";
import { createQueryClient } from "../lib/query-client";
import type { RenderFirstPaint } from "./first-paint-api";

export const renderFirstPaint: RenderFirstPaint = async (path, entries) => {
  const queryClient = createQueryClient();
  for (const e of entries) queryClient.setQueryData(e.key, e.data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const stream = await renderToReadableStream(<App queryClient={queryClient} router={router} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  // React puts a preload of each high-priority image before the markup; the page's <head> has
  // its own (worker/seo/rewrite-html.ts preloadTag), at the right place, so these go.
  return html.replace(/^(?:<link [^>]*\/>)+/, "");
};
