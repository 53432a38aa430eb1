/**
 * Line icons of the public site, drawn on a 24 px grid with a 1.5 px stroke so they sit quietly
 * next to the type. Decorative: the control that holds one carries the accessible name.
 */
import { icon } from "./nav-icons";

// The frame and the icons the home page's first load draws (the navigation's, the theme switch's,
// the hero's and the portfolio's) are in their own module (./nav-icons.tsx); the rest load with the
// parts that draw them, so this module stays out of the home page's first load (budget 120 KB gzip).
export { ImageIcon, icon } from "./nav-icons";

export const CloseIcon = icon("M6 6l12 12M18 6L6 18");

export const ArrowLeftIcon = icon("M19 12H5M11 6l-6 6 6 6");

export const ChevronLeftIcon = icon("M15 5l-7 7 7 7");

export const ChevronRightIcon = icon("M9 5l7 7-7 7");

export const ShareIcon = icon("M12 3v12M7.5 7.5L12 3l4.5 4.5", "M5 12v7.5h14V12");

export const PlusIcon = icon("M12 5v14M5 12h14");

export const MinusIcon = icon("M5 12h14");
