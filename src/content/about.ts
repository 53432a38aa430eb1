/**
 * Static copy for the About section, the /about call-to-action banner, the
 * home page portfolio intro and the hero slideshow.
 *
 * Studio name, e-mail and phone come from configuration at run time, so the
 * copy below never hard-codes them; nor the service area: `{serviceArea}` is
 * filled in from STUDIO_SERVICE_AREA (src/content/service-area.ts).
 */

export const aboutParagraphs: string[] = [
  "Our studio is a boutique interior design practice based in Southern California, working with homeowners across {serviceArea}. We design homes that feel calm, personal and lived in: rooms built up in layers of texture, natural materials and pieces with a story, so they feel collected over time rather than finished in a single delivery.",
  "We are led by our two founding principals, who work on every project personally. Between them, they bring a planner's eye for how a home really works and a collector's eye for color, texture and vintage finds. Together they balance the practical, like how a kitchen runs on a busy weeknight, with the personal: the objects, colors and memories that make a house your own.",
  "We keep our studio intentionally small and take on only a few projects at a time. That means you work directly with the principals from the first walkthrough to the final styled shelf, and every drawing, selection and installation detail gets the attention it deserves.",
  "Our work is shaped by where we live. We design around California light, the soft morning glow and the long golden afternoons, and choose linen, oak, plaster, stone and clay that look better with every year of use. The result is a home that feels relaxed and considered, and unmistakably yours.",
];

export type AboutBanner = {
  heading: "Start Your Design Journey";
  body: string;
  cta: "Work With Us";
};

export const aboutBanner: AboutBanner = {
  heading: "Start Your Design Journey",
  body: "Whether you are planning a full renovation or refreshing a single room, we would love to hear about your home. Tell us a little about your project and we will be in touch to schedule a complimentary discovery call.",
  cta: "Work With Us",
};

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
