/**
 * The hero show's driver (./slideshow.ts, a classic script the Worker inlines into a painted Home)
 * for a show the SPA renders itself: importing it runs it, which sets `window.layeredSlideshow`.
 */
import "./slideshow";
