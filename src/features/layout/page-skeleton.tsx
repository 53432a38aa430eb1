/**
 * What a page the browser renders itself (sign-in, the portal, the admin: not the Worker's
 * painted public pages) shows before it has its data, and, sent by the Worker in the page's HTML
 * (src/first-load/render.tsx renderShell, worker/pages/router.ts), before its JavaScript has even
 * arrived (issue 28: on a slow connection those pages used to paint nothing for seconds). The
 * frame is the page's own header, the same markup React renders, so nothing moves when the app
 * takes over; below it a calm skeleton of a page (a title and a few blocks) as tall as the screen,
 * so the footer the app adds stays below the fold.
 */

import { SkeletonBlocks } from "../../components/ui/skeleton";

/** A page's skeleton: an eyebrow, a title, a line of text and three blocks; `label` is its status. */
export function PageSkeleton({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="container-page min-h-[70dvh] py-8 md:py-12" aria-busy="true" data-testid="page-skeleton">
      <p role="status" className="text-sm text-[var(--color-muted)]">
        {label}
      </p>
      <div aria-hidden="true" className="mt-6 animate-pulse motion-reduce:animate-none">
        <SkeletonBlocks sizes={["h-3 w-28", "mt-4 h-9 w-3/4 max-w-xl md:h-11", "mt-4 h-4 w-full max-w-md"]} />
        <div className="mt-10 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SkeletonBlocks sizes={["aspect-[4/3] md:aspect-[16/9]"]} />
          <div className="grid content-start gap-3">
            <SkeletonBlocks sizes={["h-24", "h-24"]} />
          </div>
        </div>
      </div>
    </div>
  );
}
