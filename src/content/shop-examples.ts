/**
 * "Examples from Past Projects" (shop), a static gallery: not purchasable. Image values are asset
 * names resolved by the renderer.
 */

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
      "An ivory bouclé armchair with softly rounded arms, one of the pair by the fireplace in a Corona del Mar living room.",
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
      "A terracotta-glazed ceramic lamp with a tapered linen shade, chosen for a reading corner in a primary bedroom project.",
    image: "example-3",
  },
  {
    id: "example-4",
    title: "Woven Pendant Light",
    category: "Lighting",
    description:
      "A hand-woven rattan pendant that hangs over the round walnut table of a Costa Mesa dining room.",
    image: "example-4",
  },
  {
    id: "example-5",
    title: "Walnut Dining Chair",
    category: "Seating",
    description:
      "A walnut chair with a woven cane back and a linen seat, from a warm-toned dining room project.",
    image: "example-5",
  },
  {
    id: "example-6",
    title: "Linen Slipcovered Sofa",
    category: "Seating",
    description:
      "A low linen sofa with loose, washable cushions, made for family evenings in a whole-home project.",
    image: "example-6",
  },
  {
    id: "example-7",
    title: "Stoneware Vase with Branches",
    category: "Decor",
    description:
      "A tall speckled stoneware vase with arching olive branches, styled in the entry of a coastal home.",
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
      "A hand-knotted cream wool rug with a charcoal and terracotta diamond pattern, laid on the oak floor of a bedroom retreat.",
    image: "example-9",
  },
  {
    id: "example-10",
    title: "White Oak Console",
    category: "Storage",
    description:
      "A solid white oak console with chunky slab legs, styled with books and olive branches in a home office project.",
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
      "Three hand-glazed ceramic bowls in sand, clay and cream, styled on the open shelving of a colorful kitchen project.",
    image: "example-12",
  },
];
