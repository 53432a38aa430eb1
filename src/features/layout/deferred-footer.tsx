/**
 * The footer, hydrated when it is needed rather than with the page (issue 17: hydration that
 * yields, and the first-load JavaScript budget). On a page the Worker painted, its markup is in
 * the HTML from the start; its code (about 2 KB of gzip with the theme switch) loads once the
 * footer comes near the viewport, or at the first key press (a keyboard user may tab into it),
 * and React hydrates it then: a Suspense boundary keeps the painted markup meanwhile. A press
 * inside it before that (a fast scroll and tap) is held and replayed once it is live, as the boot
 * script does for the whole page (src/boot/app-boot.ts). Pages the browser renders itself, and
 * the Worker's render, load it at once.
 */
import { lazy, Suspense, useEffect } from "react";
import { isHydrating } from "../../lib/first-paint";

/** How far below the viewport the footer starts loading. */
const NEAR = "600px";

const held: HTMLElement[] = [];
let releaseHeld: (() => void) | null = null;

/** Resolves once the painted footer is near the viewport or a key is pressed. */
function whenNeeded(): Promise<void> {
  if (typeof document === "undefined" || !isHydrating()) return Promise.resolve();
  const footer = document.querySelector("footer");
  if (!footer) return Promise.resolve();
  const hold = (event: MouseEvent) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>("a, button, label, input") : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  };
  footer.addEventListener("click", hold, true);
  releaseHeld = () => {
    footer.removeEventListener("click", hold, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removeEventListener("keydown", done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: `${NEAR} 0px`,
    });
    observer.observe(footer);
    addEventListener("keydown", done, true);
  });
}

const Footer = lazy(() =>
  whenNeeded()
    .then(() => import("./site-footer"))
    .then(({ SiteFooter }) => ({
      default: function LiveFooter() {
        useEffect(() => {
          releaseHeld?.();
          releaseHeld = null;
        }, []);
        return <SiteFooter />;
      },
    })),
);

export function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
