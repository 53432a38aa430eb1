/**
 * Static galleries: "Collected Bath Details" (portfolio) and
 * "Examples from Past Projects" (shop). Shop examples are not purchasable.
 * Image values are asset names resolved by the renderer.
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
    caption: "Handmade zellige, each tile a slightly different green",
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

export type ShopExample = {
  id: string;
  title: string;
  category: string;
  description: string;
  image: string;
};

export const shopExamples: ShopExample[] = [
  {
    id: "example-1",
    title: "Bouclé Accent Chair",
    category: "Seating",
    description:
      "A rounded cream bouclé chair that anchored the reading corner of a Corona del Mar living room.",
    image: "example-1",
  },
  {
    id: "example-2",
    title: "Travertine Side Table",
    category: "Tables",
    description:
      "A solid travertine drum table we placed beside a linen sofa in a coastal living room refresh.",
    image: "example-2",
  },
  {
    id: "example-3",
    title: "Ceramic Table Lamp",
    category: "Lighting",
    description:
      "A glazed ceramic lamp with a pleated linen shade, chosen for the nightstands of a primary bedroom project.",
    image: "example-3",
  },
  {
    id: "example-4",
    title: "Woven Pendant Light",
    category: "Lighting",
    description:
      "A hand-woven rattan pendant that hung over the breakfast table in a Pasadena kitchen renovation.",
    image: "example-4",
  },
  {
    id: "example-5",
    title: "Walnut Dining Chair",
    category: "Seating",
    description:
      "A sculpted walnut chair with a woven seat, one of a set of six from a warm-toned dining room project.",
    image: "example-5",
  },
  {
    id: "example-6",
    title: "Linen Slipcovered Sofa",
    category: "Seating",
    description:
      "A deep, washable linen sofa made for family evenings in a full-home Manhattan Beach project.",
    image: "example-6",
  },
  {
    id: "example-7",
    title: "Stoneware Vase with Branches",
    category: "Decor",
    description:
      "A speckled stoneware vase filled with seasonal branches, styled on the entry console of a Spanish revival home.",
    image: "example-7",
  },
  {
    id: "example-8",
    title: "Round Brass Mirror",
    category: "Decor",
    description:
      "A slim brass-framed round mirror that we hung above the vanity of a small guest bath renovation.",
    image: "example-8",
  },
  {
    id: "example-9",
    title: "Hand-Knotted Wool Rug",
    category: "Textiles",
    description:
      "A soft, low-pile wool rug in oatmeal tones that grounded the bedroom of a Newport Beach retreat.",
    image: "example-9",
  },
  {
    id: "example-10",
    title: "White Oak Console",
    category: "Storage",
    description:
      "A white oak console with sliding doors that brought storage and calm to a home office project.",
    image: "example-10",
  },
  {
    id: "example-11",
    title: "Upholstered Bench",
    category: "Seating",
    description:
      "A linen-upholstered bench placed at the foot of the bed in a layered primary suite project.",
    image: "example-11",
  },
  {
    id: "example-12",
    title: "Ceramic Bowl Set",
    category: "Decor",
    description:
      "A set of hand-glazed ceramic bowls styled on the open shelving of a colorful kitchen project.",
    image: "example-12",
  },
];
