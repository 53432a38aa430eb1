import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { scrollFade } from "./scroll-fade";

/** The site's and the portal's tab row. */
const ROW = {
  list: "scroll-fade -mx-1 flex gap-1 overflow-x-auto border-b border-[var(--color-line)]",
  tab: "px-3 py-3 text-sm data-[state=active]:after:absolute data-[state=active]:after:inset-x-3 data-[state=active]:after:-bottom-px data-[state=active]:after:h-0.5 data-[state=active]:after:bg-[var(--color-accent)]",
  content: "pt-8",
};

/**
 * The admin's many tabs (issue 28): below lg they wrap into rows of compact chips, the open one
 * filled, so every section is on screen on a phone or a tablet (no row to scroll sideways with most
 * of it hidden); from lg up, one row underlined like the portal's, but denser (still wrapping
 * rather than hiding a tab, should the labels ever outgrow the width).
 */
const COMPACT = {
  list: "-mx-1 flex flex-wrap gap-x-0.5 gap-y-1 border-b border-[var(--color-line)] pb-2 lg:gap-0 lg:pb-0",
  tab: "rounded-[var(--radius-md)] px-2 py-1 text-[0.8125rem] leading-5 data-[state=active]:bg-[var(--color-subtle)] data-[state=active]:font-medium lg:rounded-none lg:px-2.5 lg:py-2.5 lg:data-[state=active]:bg-transparent lg:data-[state=active]:after:absolute lg:data-[state=active]:after:inset-x-2.5 lg:data-[state=active]:after:-bottom-px lg:data-[state=active]:after:h-0.5 lg:data-[state=active]:after:bg-[var(--color-accent)]",
  content: "pt-5",
};

/**
 * Tabs (Radix): arrow keys move between tabs, the active one underlined in the accent. On a
 * narrow screen the row scrolls sideways and fades where it is cut. The keyboard focus ring is
 * drawn inside the tab: the scrolling row would cut a ring drawn outside it (overflow clips both
 * axes) down to two bars. A click shows no ring: keyboard focus only.
 */
export function Tabs({
  value,
  onValueChange,
  tabs,
  label,
  variant = "row",
}: {
  value: string;
  onValueChange: (value: string) => void;
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
  label: string;
  /** "row": the site's and the portal's tab row; "compact": the admin's (see COMPACT). */
  variant?: "row" | "compact";
}) {
  const look = variant === "compact" ? COMPACT : ROW;
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        ref={variant === "compact" ? undefined : scrollFade}
        aria-label={label}
        className={look.list}
      >
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            // Chromium matches :focus-visible on a Radix tab clicked first thing on a page (the tab
            // is selected on mousedown, before the click focuses it), so a tab focused by a pointer
            // is marked and shows no ring until a key is pressed on it.
            onPointerDown={(e) => e.currentTarget.setAttribute("data-pointer-focus", "")}
            onKeyDown={(e) => e.currentTarget.removeAttribute("data-pointer-focus")}
            onBlur={(e) => e.currentTarget.removeAttribute("data-pointer-focus")}
            className={`relative shrink-0 whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] focus-visible:-outline-offset-2 data-[pointer-focus]:outline-none data-[state=active]:text-[var(--color-ink)] ${look.tab}`}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // The panel takes keyboard focus after the tab row (Radix): it shows the ring then.
        <RadixTabs.Content
          key={t.value}
          value={t.value}
          className={`${look.content} focus-visible:outline-offset-4`}
        >
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
