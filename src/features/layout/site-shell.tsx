/**
 * The shell of the sign-in, legal, portal and dashboard pages, sent by the Worker in their HTML
 * before the app's JavaScript arrives (src/first-load/render.tsx renderShell, issue 28). Server-only: a
 * module of its own so that the browser's bundles never pull the navigation into another chunk.
 */
import { PageSkeleton } from "./page-skeleton";
import { SiteNav } from "./site-nav";
import { SkipLink } from "./skip-link";

/**
 * The public frame's top (as SiteFrame renders it, src/features/layout/site-layout.tsx) around the
 * skeleton: the shell of the sign-in, legal, portal and dashboard pages.
 */
export function SiteShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteNav />
      <main id="main" className="flex-1">
        <PageSkeleton />
      </main>
    </div>
  );
}
