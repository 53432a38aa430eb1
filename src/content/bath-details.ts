/**
 * "Collected Bath Details" (portfolio), a static gallery. Image values are asset names resolved by
 * the renderer. Kept apart from the shop's examples (shop-examples.ts): each page downloads only
 * its own gallery's text.
 */

export type BathDetail = {
  image: string;
  caption: string;
};

export const bathDetails: BathDetail[] = [
  {
    image: "bath-1",
    caption: "Unlacquered brass, left to soften against honed marble",
  },
  {
    image: "bath-2",
    caption: "Stacked cotton towels on a turned wood stool",
  },
  {
    image: "bath-3",
    caption: "Handmade zellige, each tile a slightly different blush",
  },
  {
    image: "bath-4",
    caption: "A simple vanity and a round mirror, framed by morning light",
  },
  {
    image: "bath-5",
    caption: "A freestanding tub tucked into a quiet corner",
  },
  {
    image: "bath-6",
    caption: "A small sconce casting warm light across limewash plaster",
  },
];
