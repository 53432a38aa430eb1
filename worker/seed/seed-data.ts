/**
 * Demo database content: projects with images, shop products and a few
 * inquiries. Plain data only; the seed script maps it onto the schema.
 *
 * All people and contact details are clearly fictional: e-mail addresses use
 * example.com and phone numbers use the reserved 555-01xx range. Image names
 * are asset names resolved by the seed script.
 */

export type SeedProjectStatus = "draft" | "published" | "archived";

export type SeedContact = {
  name: string;
  email: string;
  phone: string;
};

export type SeedProjectImage = {
  name: string;
  altText: string;
  caption: string | null;
};

export type SeedProject = {
  key: string;
  title: string;
  clientProjectName: string;
  portfolioTitle: string;
  description: string;
  category: string;
  year: number;
  location: string;
  projectAddress: string | null;
  published: boolean;
  status: SeedProjectStatus;
  featured: boolean;
  sortOrder: number;
  contact1: SeedContact;
  images: SeedProjectImage[];
};

export type SeedProductStatus = "draft" | "active" | "archived";

export type SeedProduct = {
  title: string;
  slug: string;
  description: string;
  category: string;
  priceCents: number;
  stock: number;
  status: SeedProductStatus;
  featured: boolean;
  sortOrder: number;
  image: string;
};

export type SeedInquiryProjectType = "full-service" | "small-scope" | "consultation" | "not-sure";

export type SeedInquiryBudget =
  | "10k-25k"
  | "25k-50k"
  | "50k-100k"
  | "100k-150k"
  | "150k-250k"
  | "250k-500k"
  | "500k-plus";

export type SeedInquiryTimeline = "asap" | "1-3months" | "3-6months" | "6-12months" | "flexible";

export type SeedInquiryStatus = "new" | "contacted" | "converted" | "archived";

export type SeedInquiry = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: SeedInquiryProjectType;
  budget: SeedInquiryBudget;
  timeline: SeedInquiryTimeline;
  message: string;
  status: SeedInquiryStatus;
  /** The seed project this inquiry became (its key), as Convert to Project would have linked it. */
  convertedProjectKey?: string;
};

const ADDRESS_ON_FILE = "Address on file with the studio";

export const seedProjects: SeedProject[] = [
  {
    key: "p01",
    title: "Corona del Mar Living Room",
    clientProjectName: "Corona del Mar Residence",
    portfolioTitle: "Project Crème De La Crème",
    description: [
      "Our clients wanted a living room that felt soft and bright without tipping into sterile. We built the room around a palette of warm creams and oat tones, pairing a deep bouclé sofa with a pair of curved lounge chairs and a low travertine coffee table with a honed, unfilled finish.",
      "Texture does the work that color usually would. Limewash walls, a pale wool rug and sheer linen at the arched windows keep the room from reading flat, and the plaster fireplace wall gained a pair of arched niches for the clients' collection of cream ceramics.",
      "We kept the lighting low and layered, with a brass floor lamp by the reading chair and an alabaster lamp beside the sofa, so the room glows in the evening instead of relying on the recessed cans.",
    ].join("\n\n"),
    category: "Living Room",
    year: 2024,
    location: "Corona del Mar",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 1,
    contact1: {
      name: "Primary contact",
      email: "client.p01@example.com",
      phone: "(949) 555-0101",
    },
    images: [
      {
        name: "p01-1",
        altText:
          "Living room with an ivory bouclé sofa, nested travertine tables and a bouclé armchair between two arched windows",
        caption: "Creams, oats and a travertine centerpiece",
      },
      {
        name: "p01-2",
        altText:
          "Bouclé lounge chair with a gold cushion before an arched window hung with sheer linen, a brass floor lamp behind it",
        caption: null,
      },
      {
        name: "p01-3",
        altText:
          "Travertine coffee and side tables styled with books, a brass bowl, a vase of olive branches and lit candles before the bouclé sofa",
        caption: "Honed travertine, left unfilled",
      },
      {
        name: "p01-4",
        altText:
          "Plaster fireplace between arched niches of cream ceramics, with a pair of bouclé chairs and a travertine drum table",
        caption: "Niches for a collection of cream ceramics",
      },
      {
        name: "p01-5",
        altText:
          "Corner of the ivory bouclé sofa with gold and cream cushions beside an alabaster lamp on a travertine pedestal",
        caption: null,
      },
    ],
  },
  {
    key: "p02",
    title: "Pasadena Bungalow Kitchen",
    clientProjectName: "Pasadena Bungalow Residence",
    portfolioTitle: "Project Color Me Happy",
    description: [
      "This 1920s Craftsman bungalow had a dark, closed-in kitchen that our clients, both avid cooks, had outgrown. We opened the wall to the breakfast nook, rebuilt the layout around a larger range, and painted the new inset cabinetry a soft sage green.",
      "Color runs through every layer: a terracotta and cream checkerboard floor, a hand-painted tile backsplash of terracotta stars and sage dots, and butter yellow stools at a fluted sage island that have become the room's favorite feature. Brass dome pendants and an unlacquered brass faucet keep it grounded in the home's era.",
      "Open shelving in white oak holds the clients' collection of handmade pottery, and a plaster range hood keeps the cooking wall calm.",
    ].join("\n\n"),
    category: "Kitchen",
    year: 2023,
    location: "Pasadena",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 2,
    contact1: {
      name: "Primary contact",
      email: "client.p02@example.com",
      phone: "(626) 555-0102",
    },
    images: [
      {
        name: "p02-1",
        altText:
          "Sage-green kitchen with a fluted island, a terracotta and cream checkerboard floor, a patterned tile backsplash and brass dome pendants",
        caption: "Sage, terracotta and a little sunshine",
      },
      {
        name: "p02-2",
        altText:
          "Brass faucet beneath a sunny kitchen window, with a potted fern on the counter above sage cabinets and hand-painted tiles",
        caption: null,
      },
      {
        name: "p02-3",
        altText:
          "Open oak shelves holding a terracotta vase, cream ceramics and a trailing plant above the patterned tile backsplash",
        caption: "A home for a pottery collection",
      },
      {
        name: "p02-4",
        altText:
          "Fluted sage island with a marble top and two butter-yellow stools under brass dome pendants",
        caption: null,
      },
      {
        name: "p02-5",
        altText:
          "Bowl of lemons on a marble counter against hand-painted tiles of terracotta stars and sage dots",
        caption: "Hand-painted tile, star by star",
      },
    ],
  },
  {
    key: "p03",
    title: "Eastside Costa Mesa Dining Room",
    clientProjectName: "Eastside Costa Mesa Residence",
    portfolioTitle: "Project Café Con Leche",
    description: [
      "Our clients cook together most evenings and wanted a dining room that felt warm and relaxed rather than formal. We designed the room in a palette of coffee and milk browns, starting with a round walnut pedestal table for four and walnut chairs with woven cane backs.",
      "Latte plaster on the walls, a cream wool rug with a subtle border and unbleached linen curtains at the arched window make the room feel enveloping by day. A fluted walnut sideboard holds serving pieces, and an oversized rattan pendant casts a soft glow over the table at night.",
    ].join("\n\n"),
    category: "Dining Room",
    year: 2022,
    location: "Costa Mesa",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 3,
    contact1: {
      name: "Primary contact",
      email: "client.p03@example.com",
      phone: "(714) 555-0103",
    },
    images: [
      {
        name: "p03-1",
        altText:
          "Dining room with a round walnut pedestal table, cane-back chairs and an oversized rattan pendant against latte plaster walls",
        caption: "Coffee, cream and walnut",
      },
      {
        name: "p03-2",
        altText:
          "Fluted walnut sideboard with a ceramic lamp, coffee-toned vessels and an abstract painting in brown stripes",
        caption: "A sideboard for serving pieces",
      },
      {
        name: "p03-3",
        altText:
          "Arched window framed by unbleached linen curtains, afternoon light falling on a warm oak floor",
        caption: null,
      },
      {
        name: "p03-4",
        altText:
          "Latte plaster dining room with an arched window, linen curtains and the walnut table under a rattan pendant",
        caption: null,
      },
      {
        name: "p03-5",
        altText: "Rattan pendant glowing above the round walnut table, set with a cream bowl",
        caption: "Solid walnut, oiled by hand",
      },
    ],
  },
  {
    key: "p04",
    title: "Santa Monica Guest Bath",
    clientProjectName: "Santa Monica Residence",
    portfolioTitle: "Project Little But Luxe",
    description: [
      "This guest bath had to earn every inch. We replaced a bulky vanity with a slim walnut vanity on brass legs, topped in veined marble with a white vessel basin, and hung a round brass mirror between a pair of globe sconces.",
      "Deep green zellige wraps the room to the ceiling, its uneven glaze catching the light from a small window over the tub. A freestanding tub with a brass floor-mounted filler, a niche for a single vase and unlacquered brass throughout make the room feel generous despite its size.",
    ].join("\n\n"),
    category: "Bathroom",
    year: 2023,
    location: "Santa Monica",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
    sortOrder: 4,
    contact1: {
      name: "Primary contact",
      email: "client.p04@example.com",
      phone: "(310) 555-0104",
    },
    images: [
      {
        name: "p04-1",
        altText:
          "Bathroom wrapped in deep green zellige with a marble-topped walnut vanity, a white vessel basin, a round brass mirror and two globe sconces",
        caption: "Small footprint, rich materials",
      },
      {
        name: "p04-2",
        altText:
          "Round brass mirror between two globe sconces above a white vessel basin and a wall-mounted brass faucet, against glossy green zellige",
        caption: null,
      },
      {
        name: "p04-3",
        altText:
          "Close view of a white vessel basin on veined marble beneath a wall-mounted brass faucet and glossy green zellige",
        caption: "Veined marble and unlacquered brass",
      },
      {
        name: "p04-4",
        altText:
          "Freestanding tub with a brass floor-mounted filler beneath a small window, a niche with a vase and folded towels, all in green zellige",
        caption: null,
      },
      {
        name: "p04-5",
        altText:
          "Curve of the white freestanding tub beside a tall brass filler, a vase in a niche of deep green zellige",
        caption: "A niche for one small vase",
      },
    ],
  },
  {
    key: "p05",
    title: "Laguna Beach Garden Patio",
    clientProjectName: "Laguna Beach Residence",
    portfolioTitle: "Project Hang Time",
    description: [
      "This hillside home had a sunny patio that no one used, because there was nowhere comfortable to sit and no relief from the afternoon sun. We added a cedar pergola and organized the space into a dining area and a lounge.",
      "A hanging rattan chair beside the outdoor sofa became the clients' favorite spot. Performance linen cushions in cream and terracotta, a weathered teak dining table and olive trees in terracotta pots tie the patio to the hills beyond.",
      "Iron lanterns hung from the pergola beams and a few more set on the pavers keep the space usable long after sunset.",
    ].join("\n\n"),
    category: "Outdoor",
    year: 2022,
    location: "Laguna Beach",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
    sortOrder: 5,
    contact1: {
      name: "Primary contact",
      email: "client.p05@example.com",
      phone: "(949) 555-0105",
    },
    images: [
      {
        name: "p05-1",
        altText:
          "Timber pergola over a stone patio with a hanging rattan chair, a cream outdoor sofa, potted olive trees and lanterns at sunset",
        caption: "Shade, seating and a view",
      },
      {
        name: "p05-2",
        altText:
          "Hanging rattan egg chair with a terracotta cushion under the pergola, beside the outdoor sofa at sunset",
        caption: "The most requested seat",
      },
      {
        name: "p05-3",
        altText: "Olive tree in a terracotta pot against a stucco wall, two glowing lanterns at its base",
        caption: null,
      },
      {
        name: "p05-4",
        altText:
          "Teak dining table under the pergola, hung with iron lanterns, on terracotta tile between potted olive trees as the sun sets over the hills",
        caption: "Dinner outside",
      },
      {
        name: "p05-5",
        altText:
          "Two glowing iron lanterns on the pavers beside a potted olive tree and the arm of the outdoor sofa at dusk",
        caption: null,
      },
    ],
  },
  {
    key: "p06",
    title: "Manhattan Beach Whole Home",
    clientProjectName: "Manhattan Beach Residence",
    portfolioTitle: "Project California Dreaming",
    description: [
      "A young family bought a newly built home near the beach and asked us to make it feel warm and personal. We designed every room, from the entry to the primary suite, around a coastal modern palette of white oak, soft white plaster and blue-grey linen.",
      "We added a white oak kitchen island and dining table, replaced the builder-grade lighting with glass globe pendants and linen-shaded lamps, and chose performance fabrics that stand up to kids, sand and a large dog. Blue-grey linen appears throughout, on the sofa, the reading chair and the bedding, to tie the house together.",
      "The result is a home that feels light and easy, with enough texture and collected pieces that it no longer looks new.",
    ].join("\n\n"),
    category: "Full Home",
    year: 2025,
    location: "Manhattan Beach",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 6,
    contact1: {
      name: "Primary contact",
      email: "client.p06@example.com",
      phone: "(310) 555-0106",
    },
    images: [
      {
        name: "p06-1",
        altText:
          "Living room with a blue-grey linen sofa and a white oak coffee table before black-framed windows onto the Pacific",
        caption: "White oak, plaster and blue-grey linen",
      },
      {
        name: "p06-2",
        altText:
          "Bed dressed in blue-grey and white linens between oak nightstands, beside a window onto the ocean",
        caption: "A calm primary suite",
      },
      {
        name: "p06-3",
        altText:
          "White oak kitchen island with two black-framed stools, a white tile backsplash and one open shelf with a trailing plant",
        caption: null,
      },
      {
        name: "p06-4",
        altText:
          "White oak dining table and oak chairs under glass globe pendants, before wide windows to the sea",
        caption: null,
      },
      {
        name: "p06-5",
        altText:
          "Reading corner with a blue-grey linen lounge chair, a black floor lamp and an olive tree beside a window to the ocean",
        caption: "A seat for watching the water",
      },
    ],
  },
  {
    key: "p07",
    title: "San Clemente Spanish Revival Entry",
    clientProjectName: "San Clemente Residence",
    portfolioTitle: "Project Spanish Stella",
    description: [
      "This 1920s Spanish Revival home still had its original arches and plaster, but decades of updates had hidden its character. We restored the entry around those arches, laying new handmade terracotta tile, refinishing the original wrought iron stair railing and facing each riser with blue-and-white painted tile.",
      "An iron console with a terracotta jug, a round black mirror and wrought iron lanterns set the tone as soon as the arched plank door opens. We chose a warm white limewash for the walls so the arches read softly in changing light, and laid a terracotta and cream checkerboard in the arcade that opens to the courtyard.",
    ].join("\n\n"),
    category: "Entryway",
    year: 2021,
    location: "San Clemente",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 7,
    contact1: {
      name: "Primary contact",
      email: "client.p07@example.com",
      phone: "(949) 555-0107",
    },
    images: [
      {
        name: "p07-1",
        altText:
          "Spanish Revival entry with a terracotta tile floor, a wrought-iron stair rail, an arched plank door, an iron lantern and a potted olive tree",
        caption: "Arches, terracotta and iron",
      },
      {
        name: "p07-2",
        altText:
          "Arched plank front door with iron straps and a ring pull, set in white plaster between two iron sconces",
        caption: null,
      },
      {
        name: "p07-3",
        altText:
          "Terracotta stair treads with blue-and-white painted tile risers beneath a scrolled wrought-iron railing",
        caption: "Painted tile on every riser",
      },
      {
        name: "p07-4",
        altText:
          "Arcade of white plaster arches opening to a sunlit courtyard over a terracotta and cream checkerboard floor",
        caption: null,
      },
      {
        name: "p07-5",
        altText:
          "Iron console with a terracotta jug and a candle beneath a round black mirror and an iron lantern",
        caption: "The first thing you see",
      },
    ],
  },
  {
    key: "p08",
    title: "Dana Point Home Office",
    clientProjectName: "Dana Point Residence",
    portfolioTitle: "Project Fresh Outlook",
    description: [
      "Our client works from home full time and had been taking calls from the dining table. We turned a spare bedroom into a bright, focused office, placing a light oak desk directly under the large window so the view of the trees is always in sight.",
      "A tall light oak bookcase holds books, files and trailing plants, and an olive linen sofa under a pair of framed landscape prints gives the room a second place to sit. A striped wool rug and a few leafy potted plants soften the room, and a black task lamp gives good light for late afternoon calls.",
    ].join("\n\n"),
    category: "Home Office",
    year: 2024,
    location: "Dana Point",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
    sortOrder: 8,
    contact1: {
      name: "Primary contact",
      email: "client.p08@example.com",
      phone: "(949) 555-0108",
    },
    images: [
      {
        name: "p08-1",
        altText:
          "Light oak desk and olive linen chair beneath a broad black-framed window onto greenery, beside a tall oak bookcase",
        caption: "A desk with a view",
      },
      {
        name: "p08-2",
        altText: "Oak bookcase of olive, cream and brown books with trailing plants and small ceramics",
        caption: null,
      },
      {
        name: "p08-3",
        altText:
          "Desk detail with a black task lamp, stacked books and a potted fern before a view of the garden",
        caption: null,
      },
      {
        name: "p08-4",
        altText:
          "Olive linen sofa beneath two framed landscape prints, between a potted fig and a snake plant",
        caption: "A second seat, for reading and calls",
      },
      {
        name: "p08-5",
        altText: "Fiddle-leaf fig in a woven planter catching window light beside the light oak desk",
        caption: null,
      },
    ],
  },
  {
    key: "p09",
    title: "Newport Heights Primary Bedroom",
    clientProjectName: "Newport Heights Residence",
    portfolioTitle: "Project Serene Retreat",
    description: [
      "Our clients asked for a bedroom that felt like a good hotel, only more personal. We started with a tall upholstered bed in a warm oatmeal linen and layered the bedding in shades of cream, flax and soft clay.",
      "Soft plaster walls, a thick wool rug and full-height linen drapery absorb sound and make the room feel quiet. Ceramic lamps on walnut nightstands are set for dusk, when the west-facing arched window fills the room with warm light.",
      "A bouclé reading chair and a floor lamp by the window give the clients a place to sit that is not the bed.",
    ].join("\n\n"),
    category: "Bedroom",
    year: 2025,
    location: "Newport Beach",
    projectAddress: null,
    published: true,
    status: "published",
    featured: true,
    sortOrder: 9,
    contact1: {
      name: "Primary contact",
      email: "client.p09@example.com",
      phone: "(949) 555-0109",
    },
    images: [
      {
        name: "p09-1",
        altText:
          "Primary bedroom with an oatmeal upholstered bed, a clay blanket and glowing bedside lamps as dusk settles beyond an arched window",
        caption: "Layered linens at dusk",
      },
      {
        name: "p09-2",
        altText:
          "Walnut nightstand with a glowing ceramic lamp and clay-toned books beside a channel-tufted headboard",
        caption: null,
      },
      {
        name: "p09-3",
        altText:
          "Close view of layered bedding: clay and oatmeal cushions, crisp cream sheets and a folded clay throw",
        caption: "Cream, flax and clay",
      },
      {
        name: "p09-4",
        altText:
          "Bouclé reading chair and a floor lamp by an arched window at dusk, opposite a walnut dresser and an arched mirror",
        caption: "A place to read that is not the bed",
      },
      {
        name: "p09-5",
        altText: "Clay and oatmeal linen cushions against a channel-tufted headboard",
        caption: null,
      },
    ],
  },
  {
    key: "p10",
    title: "Topanga Canyon Modern Kitchen",
    clientProjectName: "Topanga Canyon Residence",
    portfolioTitle: "Project Canyon Modern",
    description: [
      "A kitchen remodel in progress for a mid-century house set into the canyon. The plan opens the kitchen to the living area and frames the view of the hillside with a long window above the sink.",
      "Selections so far include dark walnut cabinetry, honed stone for the counters and backsplash, a walnut open shelf and black cone pendants over an island for three.",
    ].join("\n\n"),
    category: "Kitchen",
    year: 2025,
    location: "Topanga",
    projectAddress: ADDRESS_ON_FILE,
    published: false,
    status: "draft",
    featured: false,
    sortOrder: 0,
    contact1: {
      name: "Primary contact",
      email: "client.p10@example.com",
      phone: "(310) 555-0110",
    },
    images: [
      {
        name: "p10-1",
        altText:
          "Concept rendering of a dark walnut kitchen with honed stone counters, black cone pendants and a window onto the hills",
        caption: "Concept rendering",
      },
      {
        name: "p10-2",
        altText:
          "Concept detail of a dark walnut open shelf with stoneware and trailing greenery above a honed stone backsplash",
        caption: null,
      },
    ],
  },
  {
    key: "p11",
    title: "Sierra Madre Cottage Bath",
    clientProjectName: "Sierra Madre Cottage",
    portfolioTitle: "Project Cottage Charm",
    description: [
      "A bathroom refresh for a small cottage, keeping the original window and its trim.",
      "The design adds white subway tile, a freestanding tub and a vanity both in soft blue, a blue and white checkerboard floor and a pair of linen-shaded sconces beside an arched mirror.",
    ].join("\n\n"),
    category: "Bathroom",
    year: 2025,
    location: "Sierra Madre",
    projectAddress: ADDRESS_ON_FILE,
    published: false,
    status: "draft",
    featured: false,
    sortOrder: 0,
    contact1: {
      name: "Primary contact",
      email: "client.p11@example.com",
      phone: "(626) 555-0111",
    },
    images: [
      {
        name: "p11-1",
        altText:
          "Cottage bathroom with white subway tile, a powder-blue freestanding tub, a checkerboard floor and a café-curtained window",
        caption: null,
      },
      {
        name: "p11-2",
        altText:
          "Powder-blue vanity with a nickel faucet and an arched mirror between two sconces, against white subway tile",
        caption: "The vanity in soft blue",
      },
    ],
  },
  {
    key: "p12",
    title: "Seal Beach Seaside Study",
    clientProjectName: "Seal Beach Residence",
    portfolioTitle: "Project Seaside Study",
    description: [
      "A compact study on the second floor of a beach cottage, designed for reading and writing.",
      "A white oak desk sits at the wide window over the water, with a cane-back chair and a brass lamp; a low bench holds books, and soft blue prints and a striped rug keep the room light.",
    ].join("\n\n"),
    category: "Home Office",
    year: 2021,
    location: "Seal Beach",
    projectAddress: ADDRESS_ON_FILE,
    published: false,
    status: "archived",
    featured: false,
    sortOrder: 0,
    contact1: {
      name: "Primary contact",
      email: "client.p12@example.com",
      phone: "(562) 555-0112",
    },
    images: [
      {
        name: "p12-1",
        altText:
          "Seaside study with a white oak desk and cane chair at a wide window over the ocean, a low bench and soft blue prints",
        caption: null,
      },
      {
        name: "p12-2",
        altText:
          "Cane-back chair at a white oak desk with a brass lamp and a fern, before windows framing the sea",
        caption: null,
      },
    ],
  },
];

export const seedProducts: SeedProduct[] = [
  {
    title: "Hand-Thrown Stoneware Vase",
    slug: "hand-thrown-stoneware-vase",
    description:
      "A speckled stoneware vase thrown on the wheel by a small California studio, finished in a matte oatmeal glaze. Lovely with a few branches or on its own.",
    category: "Decor",
    priceCents: 14500,
    stock: 8,
    status: "active",
    featured: true,
    sortOrder: 1,
    image: "product-1",
  },
  {
    title: "Linen Throw Pillow",
    slug: "linen-throw-pillow",
    description:
      "A stonewashed linen pillow in terracotta with a down-alternative insert, 20 by 20 inches. Soft from the first day and softer with every wash.",
    category: "Textiles",
    priceCents: 8800,
    stock: 20,
    status: "active",
    featured: false,
    sortOrder: 2,
    image: "product-2",
  },
  {
    title: "Brass Candle Holders",
    slug: "brass-candle-holders",
    description:
      "A set of three solid brass taper holders in three heights, unlacquered so they develop a warm patina over time.",
    category: "Decor",
    priceCents: 4800,
    stock: 2,
    status: "active",
    featured: false,
    sortOrder: 3,
    image: "product-3",
  },
  {
    title: "Travertine Tray",
    slug: "travertine-tray",
    description:
      "A honed travertine tray for a coffee table, vanity or entry console. Natural pitting and veining make each one a little different.",
    category: "Decor",
    priceCents: 12500,
    stock: 12,
    status: "active",
    featured: false,
    sortOrder: 4,
    image: "product-4",
  },
  {
    title: "Vintage Rattan Side Chair",
    slug: "vintage-rattan-side-chair",
    description:
      "A one-of-a-kind vintage chair with a woven cane back and a linen seat, cleaned and tightened in our studio. Wear consistent with age.",
    category: "Seating",
    priceCents: 68000,
    stock: 1,
    status: "active",
    featured: true,
    sortOrder: 5,
    image: "product-5",
  },
  {
    title: "White Oak Stool",
    slug: "white-oak-stool",
    description:
      "A solid white oak stool with a softly dished seat, made by a local woodworker. Works as a side table, plant stand or extra seat.",
    category: "Seating",
    priceCents: 42000,
    stock: 0,
    status: "active",
    featured: false,
    sortOrder: 6,
    image: "product-6",
  },
  {
    title: "Alabaster Table Lamp",
    slug: "alabaster-table-lamp",
    description:
      "A carved alabaster lamp that glows softly when lit, paired with a natural linen shade. Rewired and ready for use.",
    category: "Lighting",
    priceCents: 145000,
    stock: 4,
    status: "draft",
    featured: false,
    sortOrder: 7,
    image: "product-7",
  },
  {
    title: "Wool Throw Blanket",
    slug: "wool-throw-blanket",
    description:
      "A chunky wool throw in oatmeal with a single rust stripe and fringed ends, sized for the end of a bed or the arm of a sofa.",
    category: "Textiles",
    priceCents: 24500,
    stock: 5,
    status: "archived",
    featured: false,
    sortOrder: 8,
    image: "product-8",
  },
];

export const seedInquiries: SeedInquiry[] = [
  {
    firstName: "Alex",
    lastName: "Rivera",
    email: "alex.rivera@example.com",
    phone: "(949) 555-0131",
    projectType: "full-service",
    budget: "150k-250k",
    timeline: "3-6months",
    message:
      "We just closed on a 1960s ranch house in Costa Mesa and would love help with the kitchen, the living room and the primary suite before we move in this spring. We like warm wood, natural light and nothing too precious: we have two kids and a dog. Could we set up a time to walk through the house?",
    status: "new",
  },
  {
    firstName: "Jordan",
    lastName: "Mills",
    email: "jordan.mills@example.com",
    phone: "(310) 555-0132",
    projectType: "small-scope",
    budget: "25k-50k",
    timeline: "1-3months",
    message:
      "Our living room has felt unfinished since we moved in two years ago. We have a sofa we love but can't settle on a layout, a rug or the lighting, and the fireplace wall is still bare. We would like a plan we can shop from over the next couple of months.",
    status: "contacted",
  },
  {
    firstName: "Sam",
    lastName: "Torres",
    email: "client.p11@example.com",
    phone: "(626) 555-0111",
    projectType: "small-scope",
    budget: "25k-50k",
    timeline: "3-6months",
    message:
      "We are refreshing the bathroom of our 1920s cottage in Sierra Madre and want to keep its character, including the original window. We are drawn to soft blue, white tile and a checkerboard floor. Could you help us choose the tile, fixtures and a tub before our contractor places the orders?",
    status: "converted",
    convertedProjectKey: "p11",
  },
];
