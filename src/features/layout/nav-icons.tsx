/**
 * The line icons' frame and the icons every public page's first load draws: the navigation's, the
 * theme switch's (footer), the hero's and the portfolio's (the rest: ./icons.tsx).
 */
import type { ReactNode } from "react";

/** The shared frame of every line icon (the portal's set, portal-icons.tsx, draws in it too). */
export function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export type IconProps = { size?: number };

export function BagIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Icon>
  );
}

export function MenuIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 8h16M4 16h16" />
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

export function ArrowRightIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 12h14M13 6l6 6-6 6" />
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
