import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { heroSlides } from "../../content/home";
import { withServiceArea } from "../../content/service-area";
import { heroImageSizes } from "../../shared/image-sizes";
import { PauseIcon, PlayIcon } from "../layout/nav-icons";
import { useServiceArea, useSiteInfo } from "../site/use-site-info";

/** Buttons over a photograph: light on dark whatever the site theme (the photo sets the contrast). */
const heroButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-sm)] px-7 text-sm font-medium tracking-wide whitespace-nowrap transition-colors duration-200 ease-out";

/**
 * The full-screen hero (SPEC section 2): markup only, the same on the Worker and in the browser.
 * The page drives it (src/first-load/slideshow.ts: a new slide every 5 s, crossfading over 1 s, the
 * dots, the pause button), so Home needs no SPA to move (issue 30, decision 0016); this component
 * renders the first slide and hands the show to that driver, which keeps its state in the markup.
 * React never re-renders it differently (its props are the site's), so it never undoes the driver's
 * work; the words the driver changes say `suppressHydrationWarning`, so hydration keeps the slide
 * on screen. The first photo is the page's LCP image: fetched eagerly at high priority and shown at
 * full opacity from the first frame. A later one carries its sources as `data-*` until the driver
 * needs it.
 */
export function HeroSlideshow() {
  const { data: site } = useSiteInfo();
  const serviceArea = useServiceArea();
  const slides = heroSlides.map((slide) => ({
    ...slide,
    eyebrow: withServiceArea(slide.eyebrow, serviceArea),
    asset: site?.assets[slide.image] ?? null,
  }));
  const first = slides[0];

  // The driver is the page's own (inline in a painted Home); on a show the SPA rendered itself,
  // its module is loaded first. Once per show: a painted one is driven already.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const show = sectionRef.current;
    let stop: (() => void) | undefined;
    let gone = false;
    const drive = () => {
      if (show && !gone) stop = window.layeredSlideshow?.(show);
    };
    if (window.layeredSlideshow) drive();
    else void import("../../first-load/slideshow-import").then(drive);
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label="Featured rooms"
      data-testid="hero-slideshow"
      data-slideshow=""
      data-slides={JSON.stringify(
        slides.map(({ eyebrow, title, subtitle }) => ({ eyebrow, title, subtitle })),
      )}
      data-active-slide="0"
      data-playing="true"
      data-next-ready="false"
      className="group/show relative isolate h-[calc(100svh-4rem)] min-h-[32rem] overflow-hidden bg-[#2b2724] md:h-[calc(100svh-4.5rem)] md:max-h-[64rem]"
    >
      {slides.map(({ image, asset }, index) => (
        <div
          key={image}
          aria-hidden={index > 0}
          data-slide={index}
          data-active={index === 0}
          // The crossfade: 1 s (SPEC section 9), the slide's `data-active` set by the driver.
          className="absolute inset-0 opacity-0 transition-opacity duration-1000 ease-in-out data-[active=true]:opacity-100"
        >
          {asset ? (
            <ResponsiveImage
              image={asset}
              sizes={heroImageSizes(asset.width, asset.height)}
              priority={index === 0}
              // A later photo is fetched once it is next (the driver sets its sources): a visitor
              // who leaves before the third slide never downloads it (the home page's weight budget).
              later={index > 0}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
      ))}

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
          {first ? (
            // The slide's words, changed (and faded in) by the driver.
            <div data-slide-words="" className="max-w-3xl text-[#faf7f2]">
              <p
                data-slide-words="eyebrow"
                suppressHydrationWarning
                className="text-[0.7rem] font-medium tracking-[0.2em] text-[#faf7f2] uppercase md:text-xs"
              >
                {first.eyebrow}
              </p>
              <h1
                data-slide-words="title"
                suppressHydrationWarning
                className="mt-4 font-serif text-[2.6rem] leading-[1.04] tracking-[-0.025em] text-balance md:text-6xl lg:text-7xl"
              >
                {first.title}
              </h1>
              <p
                data-slide-words="subtitle"
                suppressHydrationWarning
                className="mt-5 max-w-xl text-base leading-relaxed text-[#faf7f2]/90 md:text-lg"
              >
                {first.subtitle}
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
                    data-slide-dot={index}
                    aria-label={`Show slide ${index + 1}: ${slide.title}`}
                    aria-current={index === 0 ? "true" : undefined}
                    className="group/dot flex h-8 items-center"
                  >
                    <span className="block h-px w-6 bg-[#faf7f2]/45 transition-all duration-500 group-hover/dot:bg-[#faf7f2]/80 group-aria-[current=true]/dot:w-10 group-aria-[current=true]/dot:bg-[#faf7f2]" />
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              data-slide-play=""
              aria-label="Pause slideshow"
              data-testid="button-hero-playback"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-[#faf7f2]/40 text-[#faf7f2] transition-colors hover:bg-[#faf7f2]/15"
            >
              {/* The icon follows the show's `data-playing`. */}
              <span className="flex group-data-[playing=false]/show:hidden">
                <PauseIcon size={14} />
              </span>
              <span className="hidden group-data-[playing=false]/show:flex">
                <PlayIcon size={14} />
              </span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
