/** Copy of the /portfolio page and its closing call to action. */

export const portfolioIntro = {
  eyebrow: "Portfolio",
  heading: "Homes, Layered Over Time",
  body: "Every project here began with a conversation about how our clients live: kitchens for people who cook, bedrooms made for rest, family rooms for long afternoons. Choose a home to walk through it room by room.",
};

export const bathDetailsIntro = {
  eyebrow: "Details",
  heading: "Collected Bath Details",
  body: "Small rooms reward a close look. A few of the finishes, fixtures and quiet moments we keep coming back to.",
};

export const portfolioCallToAction = {
  eyebrow: "Work With Us",
  heading: "Let's Design a Home That Feels Like Yours",
  body: "Whether it is one room or the whole house, we would love to hear what you have in mind. Tell us about your project and we will set up a complimentary discovery call.",
  cta: "Work With Us",
};
