/**
 * A row that scrolls sideways shows that it does (LOOK.md): this ref callback marks the scroller
 * with data-fade="start", "end" or "start end" wherever its content is cut, and the `.scroll-fade`
 * class in src/styles.css fades that edge. It follows scrolling, the row's size and its items'
 * sizes (a tab label that grows when its count arrives). React 19 calls the returned clean-up.
 *
 *   <ul ref={scrollFade} className="scroll-fade flex overflow-x-auto">...</ul>
 */
export function scrollFade(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const update = () => {
    const max = el.scrollWidth - el.clientWidth;
    const cut = [el.scrollLeft > 1 ? "start" : "", el.scrollLeft < max - 1 ? "end" : ""].filter(Boolean);
    if (cut.length > 0) el.dataset.fade = cut.join(" ");
    else delete el.dataset.fade;
  };
  update();
  el.addEventListener("scroll", update, { passive: true });
  const resized = new ResizeObserver(update);
  resized.observe(el);
  for (const child of el.children) resized.observe(child);
  return () => {
    el.removeEventListener("scroll", update);
    resized.disconnect();
  };
}
