import { useId, useSyncExternalStore } from "react";
import { type ThemePreference, useTheme } from "../../lib/theme";
import { MonitorIcon, MoonIcon, SunIcon } from "./nav-icons";

const noSubscription = () => () => {};

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof SunIcon }[] = [
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
  { value: "system", label: "System", Icon: MonitorIcon },
];

/**
 * Light / dark / system as a small segmented radio group (arrow keys move between options).
 * Native radio inputs: the browser gives the arrow keys and the radio semantics, and the footer on
 * every public page carries no radio-group library (the first-load JavaScript budget).
 * The stored choice is applied before first paint by public/theme-init.js.
 */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  // The Worker's first paint shows "System" checked (it cannot read this browser's choice):
  // hydrate that, then show the stored choice (the page's colours are right from the start,
  // public/theme-init.js).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const shown = hydrated ? theme : "system";
  // Two switches may be on the page at once (footer and phone menu): each its own group name.
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Colour theme"
      className={`inline-flex items-center gap-0.5 rounded-[var(--radius-md)] border border-[var(--color-line)] p-0.5 ${className}`}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-[var(--radius-sm)] px-2.5 text-xs text-[var(--color-muted)] transition-colors duration-200 hover:text-[var(--color-ink)] has-[:checked]:bg-[var(--color-subtle)] has-[:checked]:text-[var(--color-ink)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)] has-[:focus-visible]:outline-solid"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={shown === value}
            onChange={() => setTheme(value)}
            className="sr-only"
          />
          <Icon size={15} />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
