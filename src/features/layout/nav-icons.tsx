/**
 * The line icons' frame and the icons every public page's first load draws: the navigation's, the
 * theme switch's (footer), the hero's and the portfolio's (the rest: ./icons.tsx).
 */
import { createElement, type ReactElement, type ReactNode } from "react";

/**
 * The shared frame of every line icon (the portal's set, portal-icons.tsx, draws in it too): a
 * 24 px grid with a 1.5 px stroke; the services' larger icons draw on a 32 px grid, 1.25 px.
 */
export function Icon({
  size = 20,
  grid = 24,
  stroke = "1.5",
  children,
}: {
  size?: number;
  grid?: number;
  stroke?: string;
  children?: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export type IconProps = { size?: number };

/** An icon component from its shapes: a string is a path's `d`, anything else is drawn as it is. */
export function icon(...shapes: (string | ReactElement)[]) {
  const drawn = shapes.map((s) => (typeof s === "string" ? createElement("path", { d: s }) : s));
  return ({ size }: IconProps) => createElement(Icon, { size }, ...drawn);
}

export const BagIcon = icon("M5 8h14l-1 12H6L5 8z", "M9 8V6.5a3 3 0 0 1 6 0V8");

export const MenuIcon = icon("M4 8h16M4 16h16");

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  "M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4",
);

export const MoonIcon = icon("M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z");

export const MonitorIcon = icon(<rect x="3" y="4.5" width="18" height="12" rx="1" />, "M8.5 20h7M12 16.5V20");

export const PauseIcon = icon("M9 6v12M15 6v12");

export const PlayIcon = icon("M8 5.5v13l10.5-6.5L8 5.5z");

export const ArrowRightIcon = icon("M5 12h14M13 6l6 6-6 6");

export const ImageIcon = icon(
  <rect x="3.5" y="4.5" width="17" height="15" rx="1" />,
  "M3.5 16l5-5 4 4 3-3 5 5",
  <circle cx="15.5" cy="9" r="1.5" />,
);
