import type { ReactNode } from "react";

export type BadgeTone =
  | "neutral"
  | "accent"
  | "draft"
  | "published"
  | "archived"
  | "info"
  | "success"
  | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "border-[var(--color-line)] text-[var(--color-muted)]",
  accent: "border-[var(--color-accent)] text-[var(--color-accent-ink)]",
  draft: "border-[var(--color-line)] bg-[var(--color-subtle)] text-[var(--color-muted)]",
  published: "border-[color-mix(in_srgb,var(--color-success)_40%,transparent)] text-[var(--color-success)]",
  archived: "border-[color-mix(in_srgb,var(--color-danger)_40%,transparent)] text-[var(--color-danger)]",
  info: "border-[color-mix(in_srgb,var(--color-info)_40%,transparent)] text-[var(--color-info)]",
  success: "border-[color-mix(in_srgb,var(--color-success)_40%,transparent)] text-[var(--color-success)]",
  danger: "border-[color-mix(in_srgb,var(--color-danger)_40%,transparent)] text-[var(--color-danger)]",
};

/** Small uppercase label; status colours always come with their text (never colour alone). */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-[var(--radius-sm)] border px-2 py-0.5 text-[0.68rem] font-medium tracking-[0.12em] uppercase ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
