/** Which web sizes to make of a photo (docs/decisions/0005-image-variants.md); pure, no DOM. */

export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;

/**
 * The widths to make for an original of `naturalWidth`: every standard width clearly smaller than
 * the original (under 85 % of it, so no near-duplicate sizes), plus the original itself when it
 * is at most 2400 px (never upscaled).
 */
export function variantWidths(naturalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < naturalWidth * 0.85);
  const largest = Math.min(naturalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 2400);
  if (!widths.includes(largest)) widths.push(largest);
  return widths.sort((a, b) => a - b);
}
