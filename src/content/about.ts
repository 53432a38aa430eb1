/**
 * Static copy for the About section and the /about call-to-action banner (the home page's copy is
 * in ./home.ts, so the home page's first load does not carry the About text).
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

/**
 * The two founding principals on /about (issue 28): the studio edits the names, roles and lines
 * here. Each portrait is a replaceable brand image (`portraitSlot`, uploaded on the admin's Brand
 * Assets page at /upload, which makes the web sizes); until one is uploaded the principal's
 * initials stand in for it, set in the serif on the site's calm tile, never an empty grey box.
 */
export type Principal = {
  name: string;
  role: string;
  line: string;
  portraitSlot: "principal-1" | "principal-2";
};

export const principals: Principal[] = [
  {
    name: "Claire Holloway",
    role: "Founding Principal",
    line: "Brings a planner's eye for how a home really works, from the first walkthrough to the last outlet.",
    portraitSlot: "principal-1",
  },
  {
    name: "Nadia Reyes",
    role: "Founding Principal",
    line: "Brings a collector's eye for color, texture and vintage finds, and the patience to source them.",
    portraitSlot: "principal-2",
  },
];
