/** The line icons' frame and the two the navigation shows (the rest: ./icons.tsx). */
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
