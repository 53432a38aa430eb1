/**
 * Line icons of the public site, drawn on a 24 px grid with a 1.5 px stroke so they sit quietly
 * next to the type. Decorative: the control that holds one carries the accessible name.
 */
import { Icon, type IconProps } from "./nav-icons";

// The frame and the navigation's two icons are in their own module (./nav-icons.tsx), the only
// icons the entry needs; the rest load with the parts that draw them.
export { BagIcon, Icon, type IconProps, MenuIcon } from "./nav-icons";

export function CloseIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function SunIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </Icon>
  );
}

export function MoonIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
    </Icon>
  );
}

export function MonitorIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3" y="4.5" width="18" height="12" rx="1" />
      <path d="M8.5 20h7M12 16.5V20" />
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

export function ArrowRightIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 12h14M13 6l6 6-6 6" />
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

export function PauseIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  );
}

export function PlayIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M8 5.5v13l10.5-6.5L8 5.5z" />
    </Icon>
  );
}

export function ImageIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="1" />
      <path d="M3.5 16l5-5 4 4 3-3 5 5" />
      <circle cx="15.5" cy="9" r="1.5" />
    </Icon>
  );
}
