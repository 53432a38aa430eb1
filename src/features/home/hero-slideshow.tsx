import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { heroSlides } from "../../content/home";
import { withServiceArea } from "../../content/service-area";
import { heroImageSizes } from "../../shared/image-sizes";
import { PauseIcon, PlayIcon } from "../layout/nav-icons";
import { useServiceArea, useSiteInfo } from "../site/use-site-info";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** SPEC section 9: a new slide every 5 s, crossfading over 1 s, cycling 0, 1, 2, 0 ... */
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;
/** If the first photo is slow, the others start loading after this long anyway. */
const SECONDARY_FALLBACK_MS = 2500;

/** Buttons over a photograph: light on dark whatever the site theme (the photo sets the contrast). */
const heroButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-sm)] px-7 text-sm font-medium tracking-wide whitespace-nowrap transition-colors duration-200 ease-out";

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * The full-screen hero (SPEC section 2). The first photo is the page's LCP image: fetched eagerly
 * at high priority and shown at full opacity from the first frame (nothing waits for a fade).
 * The next one is requested once it has loaded, each later one when it is next. Under prefers-reduced-motion the show does
 * not advance by itself; the pause button stops it for anyone (WCAG 2.2.2). `data-next-ready`
 * says the next photo has arrived, so the 5 s countdown to it is running.
 */
export function HeroSlideshow() {
  const { data: site } = useSiteInfo();
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [userPlaying, setUserPlaying] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [secondaryReady, setSecondaryReady] = useState(false);
  // The first title is painted as it is; only later titles fade in with their photo.
  const [advanced, setAdvanced] = useState(false);

  const show = (index: number) => {
    setActive(index);
    setAdvanced(true);
  };

  const serviceArea = useServiceArea();
  const slides = heroSlides.map((slide) => ({
    ...slide,
    eyebrow: withServiceArea(slide.eyebrow, serviceArea),
    asset: site?.assets[slide.image] ?? null,
  }));
  const count = slides.length;
  // Reduced motion pauses the show unless the visitor presses play themselves.
  const playing = !userPaused && (!reducedMotion || userPlaying);

  const markLoaded = (index: number) => {
    setLoaded((current) => (current.has(index) ? current : new Set(current).add(index)));
    if (index === 0) setSecondaryReady(true);
  };

  useEffect(() => {
    const timer = setTimeout(() => setSecondaryReady(true), SECONDARY_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);

  // Over the Worker's first paint (src/first-load/render.tsx) the first photo has often loaded before
  // React attached its load listener: count it as loaded then.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const first = sectionRef.current?.querySelector<HTMLImageElement>('[data-slide="0"] img');
    if (first?.complete) markLoaded(0);
  }, []);

  const upcoming = nextSlide(active, count);
  const upcomingReady = loaded.has(upcoming) || !slides[upcoming]?.asset;
  useEffect(() => {
    // Only fade to a photo that has arrived, so the show never crossfades into an empty frame.
    if (!playing || count < 2 || !upcomingReady) return;
    const timer = setTimeout(() => {
      setActive(upcoming);
      setAdvanced(true);
    }, HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, count, upcoming, upcomingReady]);

  const current = slides[active] ?? slides[0];

  function togglePlaying() {
    if (playing) {
      setUserPaused(true);
      setUserPlaying(false);
    } else {
      setUserPaused(false);
      setUserPlaying(true);
    }
  }

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label="Featured rooms"
      data-testid="hero-slideshow"
      data-active-slide={active}
      data-playing={playing ? "true" : "false"}
      data-next-ready={upcomingReady ? "true" : "false"}
      className="relative isolate h-[calc(100svh-4rem)] min-h-[32rem] overflow-hidden bg-[#2b2724] md:h-[calc(100svh-4.5rem)] md:max-h-[64rem]"
    >
      {slides.map((slide, index) => {
        const isActive = index === active;
        const asset = slide.asset;
        // Beyond the first, a photo is fetched once it is the next one (or chosen): a visitor who
        // leaves before the third slide never downloads it (the home page's weight budget).
        const render =
          asset &&
          (index === 0 || index === active || loaded.has(index) || (secondaryReady && index === upcoming));
        return (
          <div
            key={slide.image}
            aria-hidden={!isActive}
            data-slide={index}
            data-active={isActive ? "true" : "false"}
            className="absolute inset-0 transition-opacity ease-in-out"
            style={{ opacity: isActive ? 1 : 0, transitionDuration: `${HERO_FADE_MS}ms` }}
          >
            {render ? (
              <ResponsiveImage
                image={asset}
                sizes={heroImageSizes(asset.width, asset.height)}
                priority={index === 0}
                onLoad={() => markLoaded(index)}
                onError={() => markLoaded(index)}
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
        );
      })}

      {/* A soft dark gradient towards the bottom left, where the words sit. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_top,rgb(20_16_13/0.3)_0%,rgb(20_16_13/0)_55%),linear-gradient(to_right,rgb(20_16_13/0.3)_0%,rgb(20_16_13/0)_55%)]"
      />

      {/*
       * The words and buttons carry their own shade: dark enough behind every line for WCAG AA
       * whatever the photograph (the studio can change them), at any screen size because it
       * follows the block's own height, and fading out over 8rem above the first line.
       */}
      <div className="absolute inset-x-0 bottom-0 bg-[linear-gradient(to_top,rgb(20_16_13/0.8)_0%,rgb(20_16_13/0.64)_calc(100%_-_8rem),rgb(20_16_13/0.42)_calc(100%_-_6rem),rgb(20_16_13/0.2)_calc(100%_-_4rem),rgb(20_16_13/0.06)_calc(100%_-_2rem),rgb(20_16_13/0)_100%)] pt-32">
        <div className="container-page flex flex-col gap-10 pb-10 md:flex-row md:items-end md:justify-between md:pb-16">
          {current ? (
            <div
              key={active}
              className={`max-w-3xl text-[#faf7f2] ${advanced ? "motion-safe:animate-[fade-in_1000ms_ease-out]" : ""}`}
            >
              <p className="text-[0.7rem] font-medium tracking-[0.2em] text-[#faf7f2] uppercase md:text-xs">
                {current.eyebrow}
              </p>
              <h1 className="mt-4 font-serif text-[2.6rem] leading-[1.04] tracking-[-0.025em] text-balance md:text-6xl lg:text-7xl">
                {current.title}
              </h1>
              <p className="mt-5 max-w-xl text-base leading-relaxed text-[#faf7f2]/90 md:text-lg">
                {current.subtitle}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to="/portfolio" className={`${heroButton} bg-[#faf7f2] text-[#2b2724] hover:bg-white`}>
                  View the Portfolio
                </Link>
                <Link
                  to="/services"
                  className={`${heroButton} border border-[#faf7f2]/85 bg-[rgb(20_16_13/0.35)] text-[#faf7f2] hover:bg-[#faf7f2] hover:text-[#2b2724]`}
                >
                  Work With Us
                </Link>
              </div>
            </div>
          ) : null}

          <div className="flex items-center gap-4 md:pb-2">
            <ol className="flex items-center gap-2">
              {slides.map((slide, index) => (
                <li key={slide.image}>
                  <button
                    type="button"
                    onClick={() => show(index)}
                    aria-label={`Show slide ${index + 1}: ${slide.title}`}
                    aria-current={index === active ? "true" : undefined}
                    className="group/dot flex h-8 items-center"
                  >
                    <span
                      className={`block h-px transition-all duration-500 ${
                        index === active
                          ? "w-10 bg-[#faf7f2]"
                          : "w-6 bg-[#faf7f2]/45 group-hover/dot:bg-[#faf7f2]/80"
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              onClick={togglePlaying}
              aria-label={playing ? "Pause slideshow" : "Play slideshow"}
              data-testid="button-hero-playback"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-[#faf7f2]/40 text-[#faf7f2] transition-colors hover:bg-[#faf7f2]/15"
            >
              {playing ? <PauseIcon size={14} /> : <PlayIcon size={14} />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
