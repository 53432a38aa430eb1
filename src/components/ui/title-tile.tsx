/**
 * A typographic stand-in for a missing photograph on the public site (issue 28): the title set
 * large in the serif on a calm olive-tinted ivory, a small line (category, year) above it. It fills
 * the frame it is put in (the card keeps its 4:5 or square frame), so nothing moves when a photo
 * is added later. Never the words 'No image', never an icon.
 *
 * It is decoration for sighted readers: the card already names the title (its link or heading)
 * and the category and year in text, so the tile is aria-hidden and no name is read twice.
 * The type scales with the tile's own width (a container query), so a long title still fits a
 * phone's card and a narrow three-column one.
 */
export function TitleTile({ title, note }: { title: string; note?: string | null }) {
  return (
    <div
      aria-hidden="true"
      data-testid="title-tile"
      className="@container flex h-full w-full flex-col justify-between bg-[color-mix(in_srgb,var(--color-olive)_20%,var(--color-bg))] p-[8%] text-[var(--color-ink)]"
    >
      <p className="text-[0.7rem] font-medium tracking-[0.18em] uppercase">{note ?? ""}</p>
      <p className="font-serif text-[clamp(1.6rem,11cqi,3.4rem)] leading-[1.04] tracking-[-0.025em] [overflow-wrap:anywhere] [text-wrap:balance]">
        {title}
      </p>
    </div>
  );
}
