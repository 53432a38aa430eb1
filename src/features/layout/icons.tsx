/**
 * Line icons of the public site, drawn on a 24 px grid with a 1.5 px stroke so they sit quietly
 * next to the type. Decorative: the control that holds one carries the accessible name.
 */
import { Icon, type IconProps } from "./nav-icons";

// The frame and the icons the home page's first load draws (the navigation's, the theme switch's,
// the hero's and the portfolio's) are in their own module (./nav-icons.tsx); the rest load with the
// parts that draw them, so this module stays out of the home page's first load (budget 120 KB gzip).
export { Icon, type IconProps, ImageIcon } from "./nav-icons";

export function CloseIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function ArrowLeftIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function ChevronLeftIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function ChevronRightIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}

export function ShareIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 3v12M7.5 7.5L12 3l4.5 4.5" />
      <path d="M5 12v7.5h14V12" />
    </Icon>
  );
}

export function PlusIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function MinusIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 12h14" />
    </Icon>
  );
}
