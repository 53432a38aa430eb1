/**
 * Static copy for the home page: the hero slideshow and the portfolio intro. Kept apart from the
 * About copy (./about.ts), which the home page does not show: the home's first-load JavaScript has
 * a budget (120 KB gzip, tests/e2e/seo.spec.ts).
 *
 * `{serviceArea}` is filled in from STUDIO_SERVICE_AREA (src/content/service-area.ts).
 */

export type HomeIntro = {
  eyebrow: string;
  heading: string;
  body: string;
};

export const homeIntro: HomeIntro = {
  eyebrow: "Our Portfolio",
  heading: "Homes Designed for Living",
  body: "A selection of recent projects across {serviceArea}, from a single powder bath to whole-home renovations. Each one began with how our clients live, and was built up layer by layer with natural materials, considered lighting and pieces chosen to last.",
};

export type HeroImage = "hero-1" | "hero-2" | "hero-3";

export type HeroSlide = {
  image: HeroImage;
  eyebrow: string;
  title: string;
  subtitle: string;
};

export const heroSlides: HeroSlide[] = [
  {
    image: "hero-1",
    eyebrow: "Interior Design · {serviceArea}",
    title: "Thoughtful Design, Layered for Living",
    subtitle: "We design homes that feel calm, personal and made for the way you live.",
  },
  {
    image: "hero-2",
    eyebrow: "Full-Service and Small-Scope Design",
    title: "Rooms That Tell Your Story",
    subtitle: "Natural materials, collected pieces and quiet color, layered with care.",
  },
  {
    image: "hero-3",
    eyebrow: "A Boutique Studio",
    title: "Shaped by California Light",
    subtitle: "We take on a few projects at a time, so every detail gets our full attention.",
  },
];
