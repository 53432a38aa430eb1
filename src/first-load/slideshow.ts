/**
 * Home's hero slideshow, driven by the page itself (issue 30, decision 0016): a new slide every
 * 5 s, crossfading over 1 s, cycling 0, 1, 2, 0 (SPEC section 9), its dots and its pause button,
 * with no wait for the SPA. The one driver of the show's markup (src/features/home/hero-slideshow.tsx
 * renders it, the same on the Worker and in the browser), so Home's SPA need not start at load:
 * - inline in a page the Worker painted with a show (worker/pages/rewrite-html.ts), built into a
 *   string with its CSP hash (scripts/inline-script-plugin.ts); it drives the painted show at once
 *   and goes on driving it after the SPA has taken over (React hydrates the same markup: the
 *   words' elements say `suppressHydrationWarning`, so the slide on screen stays as it is);
 * - imported by the hero component when the SPA renders a show where the page had none (a
 *   navigation to Home from a page without it), and called through `window.layeredSlideshow`.
 * A classic script (no imports or exports), as app-boot.ts: it runs before any module.
 *
 * The state lives in the markup, in what the tests and the stylesheet read: `data-active-slide`,
 * `data-playing`, `data-next-ready` on the show; `data-active` and `aria-hidden` on each slide;
 * `aria-current` on the dot of the slide shown; the button's name. A later photo is fetched once it
 * is next (its `data-src`, `data-srcset`, `data-sizes` become the real ones), so a visitor who leaves
 * before the third slide never downloads it; the show only fades to a photo that has arrived.
 * Under prefers-reduced-motion it does not advance by itself; the pause button stops it for anyone
 * (WCAG 2.2.2) and plays it again.
 */

// biome-ignore lint/correctness/noUnusedVariables: a script's global declaration (Window's own, merged)
interface Window {
  /** Drives a show's markup (from its current state) and returns what stops it; once per show. */
  layeredSlideshow?: (show: HTMLElement) => () => void;
}

(() => {
  /** SPEC section 9: a new slide every 5 s, fading over 1 s. */
  const INTERVAL_MS = 5000;
  const FADE_MS = 1000;
  /** If the first photo is slow, the next one starts loading after this long anyway. */
  const SECONDARY_FALLBACK_MS = 2500;
  const REDUCE = "(prefers-reduced-motion: reduce)";

  type Words = { eyebrow: string; title: string; subtitle: string };

  const shows = new Map<HTMLElement, () => void>();

  const drive = (show: HTMLElement) => {
    const running = shows.get(show);
    if (running) return running;
    const motion = matchMedia(REDUCE);
    // Read at each move, as React last rendered them (the eyebrow names the site's service area).
    const slides = () => JSON.parse(show.dataset.slides ?? "[]") as Words[];
    const count = slides().length;
    const part = (selector: string) => show.querySelector<HTMLElement>(selector);
    const photo = (index: number) => show.querySelector<HTMLImageElement>(`[data-slide="${index}"] img`);
    let active = Number(show.dataset.activeSlide) || 0;
    /** The visitor's own choice: play (true) or pause (false); unset, the show plays unless motion is reduced. */
    let choice: boolean | undefined;
    const loaded = new Set<number>();
    let secondary = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scheduled = "";

    const playing = () => choice ?? !motion.matches;

    /** The markup follows the state; `moved`: the slide changed, so the words change (and fade in). */
    const update = (moved = false) => {
      const upcoming = (active + 1) % count;
      const ready = loaded.has(upcoming) || !photo(upcoming);
      show.dataset.activeSlide = String(active);
      show.dataset.playing = String(playing());
      show.dataset.nextReady = String(ready);
      for (let index = 0; index < count; index++) {
        const on = index === active;
        const slide = part(`[data-slide="${index}"]`);
        slide?.setAttribute("data-active", String(on));
        slide?.setAttribute("aria-hidden", String(!on));
        const dot = part(`[data-slide-dot="${index}"]`);
        if (on) dot?.setAttribute("aria-current", "true");
        else dot?.removeAttribute("aria-current");
        // A later photo: fetched once it is shown, or next once the first has arrived.
        const img = photo(index);
        const data = img?.dataset;
        if (img && data?.src && !img.hasAttribute("src") && (on || (secondary && index === upcoming))) {
          if (data.srcset) {
            img.sizes = data.sizes ?? "100vw";
            img.srcset = data.srcset;
          }
          img.src = data.src;
        }
      }
      part("[data-slide-play]")?.setAttribute("aria-label", playing() ? "Pause slideshow" : "Play slideshow");
      if (moved) {
        const words = slides()[active];
        for (const key of ["eyebrow", "title", "subtitle"] as const) {
          const element = part(`[data-slide-words="${key}"]`);
          if (element && words) element.textContent = words[key];
        }
        if (!motion.matches)
          part("[data-slide-words]")?.animate([{ opacity: 0 }, { opacity: 1 }], {
            duration: FADE_MS,
            easing: "ease-out",
          });
      }
      // The countdown to the next slide starts once that photo has arrived, and again whenever
      // the slide, the next one or the playing changes.
      const next = `${playing()} ${upcoming} ${ready}`;
      if (next !== scheduled) {
        scheduled = next;
        clearTimeout(timer);
        if (playing() && count > 1 && ready) timer = setTimeout(() => go(upcoming), INTERVAL_MS);
      }
    };

    const go = (index: number) => {
      active = index;
      update(true);
    };

    const arrived = (index: number) => {
      loaded.add(index);
      if (index === 0) secondary = true;
    };

    const onPress = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !show.contains(target)) return;
      const dot = target.closest<HTMLElement>("[data-slide-dot]");
      if (dot) go(Number(dot.dataset.slideDot));
      if (target.closest("[data-slide-play]")) {
        choice = !playing();
        update();
      }
    };
    const onPhoto = (event: Event) => {
      const slide =
        event.target instanceof HTMLImageElement && event.target.closest<HTMLElement>("[data-slide]");
      if (!slide) return;
      arrived(Number(slide.dataset.slide));
      update();
    };
    const onMotion = () => update();
    const fallback = setTimeout(() => {
      secondary = true;
      update();
    }, SECONDARY_FALLBACK_MS);

    // Photos that arrived before the show was driven (the first, often).
    for (let index = 0; index < count; index++) {
      const img = photo(index);
      if (img?.hasAttribute("src") && img.complete) arrived(index);
    }
    // Heard on the document, on the way down: while React takes the page over, a click inside its
    // root on markup it has not hydrated yet is stopped there (React's `stopPropagation`, until the
    // router has the route's code), and would never reach the show itself.
    document.addEventListener("click", onPress, true);
    // An image's load and error do not bubble: caught on their way down.
    show.addEventListener("load", onPhoto, true);
    show.addEventListener("error", onPhoto, true);
    motion.addEventListener("change", onMotion);
    update();

    const stop = () => {
      clearTimeout(timer);
      clearTimeout(fallback);
      document.removeEventListener("click", onPress, true);
      show.removeEventListener("load", onPhoto, true);
      show.removeEventListener("error", onPhoto, true);
      motion.removeEventListener("change", onMotion);
      shows.delete(show);
    };
    shows.set(show, stop);
    return stop;
  };

  window.layeredSlideshow ??= drive;
  const start = () => {
    for (const show of document.querySelectorAll<HTMLElement>("[data-slideshow]"))
      window.layeredSlideshow?.(show);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
})();
