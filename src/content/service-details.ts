/**
 * The Learn More dialogs' content, per service slug (src/content/services.ts). Loaded with the
 * dialog, not with the /services page.
 *
 * Lines of a dialog: the first line is the italic tagline. Lines equal to an
 * entry of SERVICE_SECTION_HEADINGS are section headings, lines equal to an
 * entry of SERVICE_STEP_HEADINGS are process-step headings, lines starting
 * with SERVICE_BULLET_PREFIX are What's Included items, lines ending in "?"
 * are FAQ questions, everything else is a paragraph. `{serviceArea}` is filled in from
 * STUDIO_SERVICE_AREA (src/content/service-area.ts).
 */

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

export const serviceDetails: Record<string, string[]> = {
  "full-service-design": [
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
    "Either works well. We are glad to collaborate with a contractor you already trust, and we can also recommend builders and trades we have worked with across {serviceArea}.",
    "Can we keep some of our existing furniture?",
    "Yes. We often build a room around pieces that matter to you, whether that is an heirloom dining table or a favorite chair, and we can suggest reupholstery or refinishing where it helps.",
    "How involved do we need to be?",
    "As involved as you would like. We schedule presentations at key milestones for your approval and handle the day-to-day details in between.",
  ],
  "small-scope-design": [
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
  "design-consultation": [
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
    "They work well for finish, color and layout questions, and they make it possible to help with projects outside {serviceArea}. For decisions that depend on light and scale in the room, we recommend meeting in person.",
  ],
};
