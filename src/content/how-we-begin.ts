/** The "How We Begin" steps (SPEC section 2), shown on /services and /contact. */

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
