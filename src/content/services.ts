/**
 * Static content for the /services page: the three service cards, their
 * Learn More dialog content, the "How We Begin" steps and the short FAQ
 * shown beside the inquiry form.
 *
 * Studio name, e-mail and phone come from configuration at run time, so the
 * copy below never hard-codes them.
 */

export type ServiceIcon = "home" | "sparkles" | "message";

export type Service = {
  slug: string;
  title: string;
  icon: ServiceIcon;
  description: string;
  longDescription: string;
  /**
   * Lines of the Learn More dialog. The first line is the italic tagline.
   * Lines equal to an entry of SERVICE_SECTION_HEADINGS are section headings,
   * lines equal to an entry of SERVICE_STEP_HEADINGS are process-step
   * headings, lines starting with SERVICE_BULLET_PREFIX are What's Included
   * items, lines ending in "?" are FAQ questions, everything else is a
   * paragraph.
   */
  detailedContent: string[];
  features: string[];
  price: string;
  duration: string;
  popular: boolean;
};

export const SERVICE_SECTION_HEADINGS = [
  "What's Included",
  "Our Process",
  "Investment",
  "Timeline",
  "FAQ",
] as const;

export type ServiceSectionHeading = (typeof SERVICE_SECTION_HEADINGS)[number];

export const SERVICE_STEP_HEADINGS = [
  "Consultation",
  "Concept and Planning",
  "Selections",
  "Procurement and Management",
  "Installation and Reveal",
  "Booking and Follow-Up",
] as const;

export type ServiceStepHeading = (typeof SERVICE_STEP_HEADINGS)[number];

/** Prefix of every What's Included item line. */
export const SERVICE_BULLET_PREFIX = "• ";

export const services: Service[] = [
  {
    slug: "full-service-design",
    title: "Full-Service Design",
    icon: "home",
    description:
      "A complete, turnkey transformation of your home, from the first floor plan to the final styled shelf.",
    longDescription:
      "We lead every part of the project so you can enjoy the process rather than manage it. We plan the space, design the lighting and millwork, select every finish and furnishing, handle ordering and delivery, and install it all in a single reveal day.",
    detailedContent: [
      "For clients seeking a complete, turnkey transformation",
      "What's Included",
      "• Site measure, existing-conditions drawings and a detailed space plan for every room in scope",
      "• Furniture layouts, elevations and 3D renderings so you can see the rooms before anything is ordered",
      "• Lighting plans, including fixture selection, switching and dimming recommendations",
      "• Custom millwork and built-in design: cabinetry, shelving, banquettes and window seats",
      "• Finish schedules for tile, stone, plumbing fixtures, hardware, paint and wall coverings",
      "• Furniture, lighting, rug, window treatment and art selections, with access to trade-only sources and trade pricing",
      "• Coordination with your architect, contractor and specialty trades, plus regular site visits",
      "• Full procurement: ordering, tracking, receiving, inspection and storage at our receiving warehouse",
      "• White-glove installation and styling, down to the linens, books and objects",
      "Our Process",
      "Consultation",
      "We meet in your home to walk the space, talk through how you live, and understand your priorities, timing and budget. This is where we begin to learn what layered means for your home.",
      "Concept and Planning",
      "We measure and draw the existing space, then present a design concept with mood boards, space plans and a first look at the material palette. Once the direction feels right, we develop elevations, lighting plans and millwork drawings.",
      "Selections",
      "We present furnishings, fixtures and finishes room by room, with samples in hand whenever possible. You review each selection with us, and nothing is ordered until you approve it.",
      "Procurement and Management",
      "We place and track every order, coordinate lead times with the construction schedule, and receive and inspect each piece as it arrives. On site, we work alongside your contractor to keep the design intent intact.",
      "Installation and Reveal",
      "When everything is in, we install it all at once, from rugs and furniture to art, lamps and styling. You come home to finished rooms.",
      "Investment",
      "Every full-service project is quoted individually. After the initial consultation we prepare a design fee proposal with the scope, terms and an investment breakdown, so you know the design fee before any work begins. Furnishings, materials and trade labor are budgeted separately, and we extend our trade pricing to you wherever it applies.",
      "Timeline",
      "Most full-service projects take 6 to 18 months from the first meeting to the reveal, depending on the number of rooms, the extent of construction and the lead times of custom pieces.",
      "FAQ",
      "Do you work with our contractor or bring your own?",
      "Either works well. We are glad to collaborate with a contractor you already trust, and we can also recommend builders and trades we have worked with across Los Angeles and Orange County.",
      "Can we keep some of our existing furniture?",
      "Yes. We often build a room around pieces that matter to you, whether that is an heirloom dining table or a favorite chair, and we can suggest reupholstery or refinishing where it helps.",
      "How involved do we need to be?",
      "As involved as you would like. We schedule presentations at key milestones for your approval and handle the day-to-day details in between.",
    ],
    features: [],
    price: "Custom Quote",
    duration: "6 to 18 months",
    popular: true,
  },
  {
    slug: "small-scope-design",
    title: "Small-Scope Design",
    icon: "sparkles",
    description: "Focused design for a single room or a few spaces that are ready for a refresh.",
    longDescription:
      "Small-scope projects bring the same care as our full-service work to a tighter footprint, such as a living room, a primary bedroom or a powder bath. We deliver a clear, shoppable plan and can place the orders and style the finished room for you.",
    detailedContent: [
      "For smaller scope projects or rooms in need of a refresh",
      "What's Included",
      "• Design for one to three rooms, such as a living room, primary suite, home office or powder bath",
      "• Measured space plan and furniture layout",
      "• A design concept with mood board and material palette",
      "• Paint color, wall covering and light fixture recommendations",
      "• Furniture, rug, window treatment and decor selections, with trade pricing where available",
      "• A shoppable selections list with sizes, finishes and sources",
      "• Optional ordering and tracking of approved pieces",
      "• Final styling visit to place accessories, art and textiles",
      "Our Process",
      "Consultation",
      "We visit the room, or rooms, to understand how you use them, what you would like to keep, and what is not working today.",
      "Concept and Planning",
      "We measure, draw a furniture plan and present a concept that sets the palette, mood and key pieces for the space.",
      "Selections",
      "We present a curated set of furnishings, lighting and finishes, refine them with your feedback, and finalize a selections list you can approve with confidence.",
      "Installation and Reveal",
      "Once the pieces arrive, we place the furniture, hang the art and style the shelves, so the room comes together in a single visit.",
      "Investment",
      "Small-scope projects are quoted individually based on the number of rooms and the level of support you would like. Your design fee proposal outlines the scope, terms and investment breakdown before we begin.",
      "Timeline",
      "Most small-scope projects take 2 to 4 months, with the final weeks usually shaped by furniture lead times.",
      "FAQ",
      "Can a small-scope project grow into full-service?",
      "Yes. Many of our clients begin with one room and continue with the rest of the home. We adjust the proposal so the design carries through from space to space.",
      "Do you handle construction in small-scope projects?",
      "Small-scope work focuses on furnishings, lighting, paint and decor. If your room needs new tile, cabinetry or electrical work, we will talk through whether full-service design is the better fit.",
    ],
    features: [],
    price: "Custom Quote",
    duration: "2 to 4 months",
    popular: false,
  },
  {
    slug: "design-consultation",
    title: "Design Consultation",
    icon: "message",
    description: "Focused, hourly guidance from our two lead designers for the decisions in front of you.",
    longDescription:
      "A consultation is a working session, in your home or virtually, to answer your design questions. We can help you choose paint colors and finishes, settle a furniture layout, review a contractor's plans, or give you a clear direction to carry out on your own.",
    detailedContent: [
      "Expert guidance for your design decisions",
      "What's Included",
      "• A working session with our two lead designers, in your home or virtually",
      "• Guidance on paint colors, finishes, tile, stone and fixtures",
      "• Furniture layout and scale advice for the rooms you are working on",
      "• A review of plans or selections from your architect or contractor",
      "• Lighting, window treatment and styling suggestions",
      "• A brief written summary of our recommendations after the session",
      "Our Process",
      "Consultation",
      "We walk through your space and your questions together. Sharing photos, measurements and any plans ahead of time helps us use the session well.",
      "Booking and Follow-Up",
      "Once you reach out, we respond within 24 hours and schedule your session within 1 to 2 weeks. After we meet, we send a short summary of our recommendations so you can move forward with confidence.",
      "Investment",
      "Consultations are billed at an hourly rate for our two lead designers, with a two-hour minimum. We share the current rate when we schedule your session.",
      "Timeline",
      "Sessions are usually scheduled within 1 to 2 weeks of your inquiry. Additional sessions can be booked as your project moves along.",
      "FAQ",
      "Is a consultation the same as the discovery call?",
      "No. The complimentary discovery call is a short conversation to see whether we are a good fit. A consultation is a paid working session where we give specific design recommendations.",
      "Can a consultation lead to a larger project?",
      "Yes. If you decide you would like more support, we can prepare a design fee proposal for small-scope or full-service design.",
      "What should we prepare before the session?",
      "Photos of the rooms, rough measurements, any plans or quotes you are weighing, and a few images of spaces you love. A short list of your questions helps us focus the time on what matters most to you.",
      "Do virtual consultations work as well as in-home sessions?",
      "They work well for finish, color and layout questions, and they make it possible to help with projects outside Los Angeles and Orange County. For decisions that depend on light and scale in the room, we recommend meeting in person.",
    ],
    features: [],
    price: "Hourly, two-hour minimum",
    duration: "Scheduled within 1 to 2 weeks",
    popular: false,
  },
];

export type HowWeBeginStep = {
  step: number;
  title: string;
  badge: string;
  body: string;
};

export const howWeBegin: HowWeBeginStep[] = [
  {
    step: 1,
    title: "Discovery Call",
    badge: "Complimentary · 20 minutes",
    body: "A short phone conversation, scheduled within 3-5 business days of your inquiry, to learn about your home, your goals and your timing, and to share how we work. Please note that this is not a design consultation; it is a chance to see whether we are the right fit for each other.",
  },
  {
    step: 2,
    title: "Initial Consultation",
    badge: "Hourly rate · 1 hour",
    body: "A one-hour meeting with our two lead designers, in your home or virtually, scheduled within 1-2 weeks. We walk the space together, talk through scope, style and budget, and begin to shape the direction of the project. This meeting is billed at our hourly rate.",
  },
  {
    step: 3,
    title: "Design Fee Proposal",
    badge: "Complimentary · Within 2 weeks",
    body: "Within 2 weeks after the consultation, we prepare a comprehensive proposal that reviews the scope of work, our terms and an investment breakdown, so you have a clear picture before we begin.",
  },
];

export type ServicesFaqEntry = {
  question: string;
  answer: string;
};

export const servicesFaq: ServicesFaqEntry[] = [
  {
    question: "How long does a typical project take?",
    answer:
      "Full-service projects usually take 6 to 18 months, depending on the number of rooms, any construction and the lead times of custom pieces. Small-scope projects typically take 2 to 4 months, and design consultations are scheduled within 1 to 2 weeks.",
  },
  {
    question: "What areas do you serve?",
    answer:
      "We work with clients throughout Los Angeles and Orange County. Remote projects can be discussed, so please mention your location in your inquiry.",
  },
];
