import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

/** Tabs (Radix): arrow keys move between tabs, the active one underlined in the accent. */
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
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-[var(--color-line)] [scrollbar-width:none]"
      >
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className="relative shrink-0 px-3 py-3 text-sm whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] data-[state=active]:text-[var(--color-ink)] data-[state=active]:after:absolute data-[state=active]:after:inset-x-3 data-[state=active]:after:-bottom-px data-[state=active]:after:h-0.5 data-[state=active]:after:bg-[var(--color-accent)]"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="pt-8 outline-none">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
