import type { ReactNode } from "react";

/**
 * The admin's status pill (issue 28; the look: "status pills with colour and a word"): a tinted
 * pill with a dot and the word, never colour alone. Its own opaque fill in both themes, so its text
 * reaches 7:1 (axe's enhanced contrast) whatever it sits on: a panel, a row's hover, a dialog.
 * Admin only; the public site and the portal keep their quiet Badge (src/components/ui/badge.tsx).
 *
 * - neutral: nothing to do or not started (draft, kept locally, cancelled);
 * - info: in progress or informational (sent, scheduled, invited);
 * - success: done and fine (OK, signed, paid, published);
 * - warning: needs a look soon (waiting, stalled, expiring);
 * - danger: broken or refused (missing, failed, revoked).
 */
export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONES: Record<StatusTone, string> = {
  neutral: "bg-[#efebe5] text-[#4a433d] dark:bg-[#342e29] dark:text-[#d6cec4]",
  info: "bg-[#e6eef5] text-[#27415a] dark:bg-[#1f2e3b] dark:text-[#b8d6ec]",
  success: "bg-[#e5eee0] text-[#2f4529] dark:bg-[#22301d] dark:text-[#b6d9a6]",
  warning: "bg-[#f7ecd6] text-[#5c3f08] dark:bg-[#3a2e17] dark:text-[#f0d08e]",
  danger: "bg-[#f8e4df] text-[#7a2618] dark:bg-[#3f221c] dark:text-[#f6b4a6]",
};

export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-[var(--radius-md)] px-2 py-0.5 text-xs leading-5 font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      {children}
    </span>
  );
}
