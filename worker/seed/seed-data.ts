/**
 * Demo database content: projects with images, shop products and sample
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
      "Texture does the work that color usually would. Limewash walls, a hand-knotted wool rug, nubby linen drapery and a fluted plaster lamp keep the room from reading flat, while a white oak media wall with integrated storage hides the everyday clutter.",
      "We kept the lighting low and layered, with picture lights over the art and lamps at every seat, so the room glows in the evening instead of relying on the recessed cans.",
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
          "Wide view of a cream living room with a bouclé sofa, curved lounge chairs and a travertine coffee table",
        caption: "Creams, oats and a travertine centerpiece",
      },
      {
        name: "p01-2",
        altText: "Close view of a curved bouclé lounge chair beside a fluted plaster table lamp",
        caption: null,
      },
      {
        name: "p01-3",
        altText: "White oak media wall with open shelves styled with ceramics and books",
        caption: "Storage that disappears into the wall",
      },
      {
        name: "p01-4",
        altText: "Linen drapery softening tall windows behind a cream sofa layered with wool throws",
        caption: null,
      },
      {
        name: "p01-5",
        altText: "Top-down view of a honed travertine coffee table with a stoneware bowl and stacked books",
        caption: "Honed travertine, left unfilled",
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
      "Color runs through every layer: terracotta hexagon floor tile, a patterned cement tile backsplash in sage and butter yellow, and a butter yellow range hood that has become the room's favorite feature. Unlacquered brass hardware and a fireclay farmhouse sink keep it grounded in the home's era.",
      "Open shelving in white oak holds the clients' collection of handmade pottery, and a woven pendant over the breakfast table warms the room at night.",
    ].join("\n\n"),
    category: "Kitchen",
    year: 2023,
    location: "Pasadena",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
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
          "Kitchen with sage green inset cabinets, terracotta hexagon floor and a butter yellow range hood",
        caption: "Sage, terracotta and a little sunshine",
      },
      {
        name: "p02-2",
        altText: "Patterned cement tile backsplash in sage and yellow behind a brass pot filler",
        caption: null,
      },
      {
        name: "p02-3",
        altText: "White oak open shelves holding handmade pottery beside sage cabinetry",
        caption: "A home for a pottery collection",
      },
      {
        name: "p02-4",
        altText: "Breakfast nook with a woven pendant light over a round table, opening onto the kitchen",
        caption: null,
      },
      {
        name: "p02-5",
        altText: "Close view of unlacquered brass cabinet pulls on sage green doors",
        caption: "Unlacquered brass, meant to age",
      },
    ],
  },
  {
    key: "p03",
    title: "Eastside Costa Mesa Dining Room",
    clientProjectName: "Eastside Costa Mesa Residence",
    portfolioTitle: "Project Café Con Leche",
    description: [
      "Our clients host family dinners most weekends, and their dining room needed to seat ten without feeling formal. We designed the room in a palette of coffee and milk browns, starting with a solid walnut trestle table and a set of vintage rattan chairs we sourced and refinished.",
      "Mocha limewash on the walls, a cream wool rug with a subtle border, and café curtains in unbleached linen make the room feel enveloping by day. A custom walnut sideboard holds serving pieces, and a hand-blown glass chandelier adds a soft glow over the table.",
    ].join("\n\n"),
    category: "Dining Room",
    year: 2022,
    location: "Costa Mesa",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
    sortOrder: 3,
    contact1: {
      name: "Primary contact",
      email: "client.p03@example.com",
      phone: "(714) 555-0103",
    },
    images: [
      {
        name: "p03-1",
        altText: "Dining room with a walnut trestle table, rattan chairs and mocha limewash walls",
        caption: "Coffee, cream and walnut",
      },
      {
        name: "p03-2",
        altText: "Vintage rattan dining chair with a linen seat cushion against a mocha wall",
        caption: null,
      },
      {
        name: "p03-3",
        altText: "Walnut sideboard styled with stoneware pitchers and a framed botanical print",
        caption: "A custom sideboard for serving pieces",
      },
      {
        name: "p03-4",
        altText: "Hand-blown glass chandelier glowing above a table set for dinner",
        caption: null,
      },
      {
        name: "p03-5",
        altText: "Close view of walnut table grain with linen napkins and a ceramic bowl",
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
      "At under forty square feet, this guest bath had to earn every inch. We replaced a bulky vanity with a wall-mounted marble console and a round brass mirror, opening up the floor and letting the room breathe.",
      "Deep green zellige tile wraps the shower to the ceiling, its uneven glaze catching the light from a small skylight. Calacatta Viola marble on the console and shower curb, unlacquered brass fixtures and a pair of plaster sconces make the room feel generous despite its size.",
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
          "Small bathroom with a veined marble console, round brass mirror and deep green zellige shower",
        caption: "Small footprint, rich materials",
      },
      {
        name: "p04-2",
        altText: "Deep green zellige tile wall with an unlacquered brass shower head",
        caption: null,
      },
      {
        name: "p04-3",
        altText: "Round brass mirror above a marble console flanked by plaster sconces",
        caption: "A mirror and a pair of sconces",
      },
      {
        name: "p04-4",
        altText: "Wall-mounted veined marble console with a brass faucet and folded hand towel",
        caption: null,
      },
      {
        name: "p04-5",
        altText: "Close view of a brass faucet over a purple-veined marble sink",
        caption: "Calacatta Viola and brass",
      },
    ],
  },
  {
    key: "p05",
    title: "Laguna Beach Garden Patio",
    clientProjectName: "Laguna Beach Residence",
    portfolioTitle: "Project Hang Time",
    description: [
      "This hillside home had a sunny patio that no one used, because there was nowhere comfortable to sit and no relief from the afternoon sun. We added a cedar pergola with a woven reed shade and organized the space into a dining area and a lounge.",
      "A hanging rattan chair became the clients' favorite spot, set between a pair of potted olive trees. Outdoor performance linen cushions, a weathered teak dining table and terracotta planters of lavender and rosemary tie the patio to the garden beyond.",
      "String lights along the pergola beams and a few lanterns keep the space usable long after sunset.",
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
        altText: "Patio with a cedar pergola, teak dining table and potted olive trees in afternoon sun",
        caption: "Shade, seating and a view",
      },
      {
        name: "p05-2",
        altText: "Hanging rattan chair with linen cushions beside a potted olive tree",
        caption: "The most requested seat",
      },
      {
        name: "p05-3",
        altText: "Terracotta planters of lavender and rosemary along a stone step",
        caption: null,
      },
      {
        name: "p05-4",
        altText: "Lounge area under a pergola with a woven reed shade and string lights",
        caption: null,
      },
      {
        name: "p05-5",
        altText: "Weathered teak table set with ceramic plates and a bowl of lemons",
        caption: "Dinner outside",
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
      "We added white oak built-ins in the living room and mudroom, replaced the builder-grade lighting with ceramic and linen fixtures, and chose performance fabrics that stand up to kids, sand and a large dog. Blue-grey linen appears throughout, on the sofa, the bedroom drapery and the breakfast banquette, to tie the house together.",
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
        altText: "Airy living room with white oak built-ins, a blue-grey linen sofa and tall windows",
        caption: "White oak, plaster and blue-grey linen",
      },
      {
        name: "p06-2",
        altText: "White oak staircase with a plaster wall and a framed abstract print",
        caption: null,
      },
      {
        name: "p06-3",
        altText: "Primary bedroom with blue-grey linen drapery and a white oak bed",
        caption: "A calm primary suite",
      },
      {
        name: "p06-4",
        altText: "Breakfast banquette upholstered in blue-grey linen beside a round oak table",
        caption: null,
      },
      {
        name: "p06-5",
        altText: "Mudroom bench in white oak with woven baskets and hooks for beach towels",
        caption: "A landing spot for beach days",
      },
    ],
  },
  {
    key: "p07",
    title: "San Clemente Spanish Revival Entry",
    clientProjectName: "San Clemente Residence",
    portfolioTitle: "Project Spanish Stella",
    description: [
      "This 1920s Spanish Revival home still had its original arches and plaster, but decades of updates had hidden its character. We restored the entry around those arches, laying new handmade terracotta tile in a herringbone pattern and refinishing the original wrought iron stair railing.",
      "A carved wood console, a vintage wool runner and a wrought iron lantern set the tone as soon as the door opens. We chose a warm white limewash for the walls so the arches read softly in changing light, and added a built-in bench with storage in the alcove beneath the stairs.",
    ].join("\n\n"),
    category: "Entryway",
    year: 2021,
    location: "San Clemente",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
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
          "Spanish Revival entry with plaster arches, terracotta herringbone floor and a wrought iron lantern",
        caption: "Arches, terracotta and iron",
      },
      {
        name: "p07-2",
        altText: "Curved stair with a wrought iron railing against warm white limewash walls",
        caption: null,
      },
      {
        name: "p07-3",
        altText: "Carved wood console beneath an arched niche, styled with a stoneware vase and branches",
        caption: "The first thing you see",
      },
      {
        name: "p07-4",
        altText: "View through an arched doorway to a built-in bench under the stairs",
        caption: null,
      },
      {
        name: "p07-5",
        altText: "Close view of handmade terracotta tile laid in a herringbone pattern",
        caption: "Handmade tile, laid in herringbone",
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
      "Floor-to-ceiling light oak cabinetry keeps files and equipment out of sight, while a few open shelves hold books and plants. A wool rug, linen Roman shades and a pair of leafy potted plants soften the room, and a sculptural task lamp gives good light for late afternoon calls.",
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
        altText: "Home office with a light oak desk under a large window overlooking trees",
        caption: "A desk with a view",
      },
      {
        name: "p08-2",
        altText: "Tall potted plant beside light oak cabinetry with a few open shelves",
        caption: null,
      },
      {
        name: "p08-3",
        altText: "Sculptural task lamp and a ceramic cup on a light oak desk",
        caption: null,
      },
      {
        name: "p08-4",
        altText: "Floor-to-ceiling light oak cabinetry with linen Roman shades on the window",
        caption: "Storage for everything, on display for a few things",
      },
      {
        name: "p08-5",
        altText: "Top-down view of a wool rug beneath an upholstered desk chair",
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
      "Grasscloth walls, a thick wool rug and full-height linen drapery absorb sound and make the room feel quiet. Bedside ceramic lamps and a dimmable plaster ceiling fixture are set for dusk, when the west-facing windows fill the room with warm light.",
      "A small reading chair and a vintage side table by the window give the clients a place to sit that is not the bed.",
    ].join("\n\n"),
    category: "Bedroom",
    year: 2025,
    location: "Newport Beach",
    projectAddress: null,
    published: true,
    status: "published",
    featured: false,
    sortOrder: 9,
    contact1: {
      name: "Primary contact",
      email: "client.p09@example.com",
      phone: "(949) 555-0109",
    },
    images: [
      {
        name: "p09-1",
        altText: "Primary bedroom with an upholstered oatmeal linen bed and layered bedding in dusk light",
        caption: "Layered linens at dusk",
      },
      {
        name: "p09-2",
        altText: "Ceramic table lamp on a nightstand beside rumpled linen bedding",
        caption: null,
      },
      {
        name: "p09-3",
        altText: "Reading chair and vintage side table by a window with full-height linen drapery",
        caption: "A place to read that is not the bed",
      },
      {
        name: "p09-4",
        altText: "Wide view of a bedroom with grasscloth walls and a thick wool rug",
        caption: null,
      },
      {
        name: "p09-5",
        altText: "Close view of stacked linen pillows in cream, flax and clay",
        caption: "Cream, flax and clay",
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
      "Selections so far include rift-cut oak cabinetry, a soapstone counter, a zellige backsplash in a warm white and black steel shelving.",
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
        altText: "Concept rendering of a rift-cut oak kitchen with a soapstone counter and a long window",
        caption: "Concept rendering",
      },
      {
        name: "p10-2",
        altText: "Material board with oak, soapstone, warm white zellige and black steel samples",
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
      "A bathroom refresh for a small cottage, keeping the original clawfoot tub and window trim.",
      "The design adds a beadboard wainscot, a painted vanity in soft blue, checkerboard marble floors and a pair of schoolhouse sconces.",
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
        altText: "Cottage bathroom with a clawfoot tub, beadboard wainscot and a soft blue vanity",
        caption: null,
      },
      {
        name: "p11-2",
        altText: "Checkerboard marble floor tile samples beside a blue paint swatch",
        caption: "Finish samples",
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
      "Painted built-in bookshelves in a pale sea-glass green frame a window desk, with a jute rug, a vintage leather chair and a brass library lamp.",
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
        altText: "Small study with sea-glass green built-in bookshelves around a window desk",
        caption: null,
      },
      {
        name: "p12-2",
        altText: "Vintage leather chair and brass library lamp on a jute rug",
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
      "A stonewashed linen pillow in flax with a down-alternative insert, 20 by 20 inches. Soft from the first day and softer with every wash.",
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
      "A pair of solid brass taper holders in two heights, unlacquered so they develop a warm patina over time.",
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
      "A one-of-a-kind vintage rattan chair with a curved back, cleaned and tightened in our studio. Wear consistent with age.",
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
      "A loosely woven wool throw in undyed cream with fringed ends, sized for the end of a bed or the arm of a sofa.",
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
    lastName: "R.",
    email: "alex.sample@example.com",
    phone: "(949) 555-0131",
    projectType: "full-service",
    budget: "150k-250k",
    timeline: "3-6months",
    message:
      "Sample inquiry: we recently bought a 1960s ranch home and would like help with the kitchen, living room and primary suite before we move in.",
    status: "new",
  },
  {
    firstName: "Jordan",
    lastName: "M.",
    email: "jordan.sample@example.com",
    phone: "(310) 555-0132",
    projectType: "small-scope",
    budget: "25k-50k",
    timeline: "1-3months",
    message:
      "Sample inquiry: our living room feels unfinished. We are looking for help with layout, a new sofa, rugs and lighting.",
    status: "contacted",
  },
  {
    firstName: "Sam",
    lastName: "T.",
    email: "sam.sample@example.com",
    phone: "(714) 555-0133",
    projectType: "consultation",
    budget: "10k-25k",
    timeline: "asap",
    message:
      "Sample inquiry: we are choosing tile and paint colors for a bathroom remodel and would like a second opinion before ordering.",
    status: "converted",
  },
];
