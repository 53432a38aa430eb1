/**
 * Static content for the /services page: the three service cards. Their Learn
 * More dialog content is in service-details.ts, the "How We Begin" steps in
 * how-we-begin.ts and the short FAQ beside the inquiry form in services-faq.ts,
 * so each part of a page loads only the copy it shows (the first-load
 * JavaScript budget).
 *
 * Studio name, e-mail and phone come from configuration at run time, so the
 * copy below never hard-codes them; nor the service area: `{serviceArea}` is
 * filled in from STUDIO_SERVICE_AREA (src/content/service-area.ts).
 */

export type ServiceIcon = "home" | "sparkles" | "message";

export type Service = {
  slug: string;
  title: string;
  icon: ServiceIcon;
  description: string;
  longDescription: string;
  /** The Learn More dialog's lines are in service-details.ts (loaded with the dialog). */
  features: string[];
  price: string;
  duration: string;
  popular: boolean;
};

export const services: Service[] = [
  {
    slug: "full-service-design",
    title: "Full-Service Design",
    icon: "home",
    description:
      "A complete, turnkey transformation of your home, from the first floor plan to the final styled shelf.",
    longDescription:
      "We lead every part of the project so you can enjoy the process rather than manage it. We plan the space, design the lighting and millwork, select every finish and furnishing, handle ordering and delivery, and install it all in a single reveal day.",
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
    features: [],
    price: "Hourly, two-hour minimum",
    duration: "Scheduled within 1 to 2 weeks",
    popular: false,
  },
];
