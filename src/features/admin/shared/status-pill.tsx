/**
 * A coloured status pill. Minimal stand-in (issue 28, the lists): another branch builds the real
 * one with this exact signature, which replaces this file at merge.
 */
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONES: Record<StatusTone, BadgeTone> = {
  neutral: "neutral",
  info: "info",
  success: "success",
  warning: "accent",
  danger: "danger",
};

export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Badge tone={TONES[tone]}>{children}</Badge>;
}
