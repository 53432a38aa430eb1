import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { scrollFade } from "./scroll-fade";

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
}: {
  value: string;
  onValueChange: (value: string) => void;
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
  label: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        ref={scrollFade}
        aria-label={label}
        className="scroll-fade -mx-1 flex gap-1 overflow-x-auto border-b border-[var(--color-line)]"
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
            className="relative shrink-0 px-3 py-3 text-sm whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] focus-visible:-outline-offset-2 data-[pointer-focus]:outline-none data-[state=active]:text-[var(--color-ink)] data-[state=active]:after:absolute data-[state=active]:after:inset-x-3 data-[state=active]:after:-bottom-px data-[state=active]:after:h-0.5 data-[state=active]:after:bg-[var(--color-accent)]"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // The panel takes keyboard focus after the tab row (Radix): it shows the ring then.
        <RadixTabs.Content key={t.value} value={t.value} className="pt-8 focus-visible:outline-offset-4">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
