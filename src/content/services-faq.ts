/**
 * The two questions asked most before an inquiry, shown beside the form at the foot of /services.
 * Its own module: that part of the page loads its code when it nears the viewport.
 */

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
      "We work with clients throughout {serviceArea}. Remote projects can be discussed, so please mention your location in your inquiry.",
  },
];
