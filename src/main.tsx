// First: zod must not probe for eval, which the CSP forbids (src/first-load/zod-config.ts).
import "./first-load/zod-config";
import { nextTask } from "./first-load/next-task";
import "./styles.css";

// The SPA's code evaluates in pieces, each in a task of its own (src/first-load/next-task.ts):
// evaluating a module graph is one task however large it is, and the whole SPA at once is a task
// of well over 50 ms on a slow phone (issue 30). ReactDOM first; then the router, the query client
// and the app (src/first-load/start.tsx: its routes, layout and providers); then the start (the
// router's creation, then hydration in a transition, which yields by itself). Each piece is a chunk
// of its own (vite.config.ts: `react`, `framework`), preloaded with the page (`routeChunksManifest`),
// so the split adds no round trip. A chunk that cannot load rejects here: the boot script's
// `unhandledrejection` handler then lets the page work as HTML (src/first-load/app-boot.ts).
void (async () => {
  await import("react-dom/client");
  await nextTask();
  const { start } = await import("./first-load/start");
  await nextTask();
  start();
})();
