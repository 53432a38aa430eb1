import type { ReactNode } from "react";
import { withServiceArea } from "../../content/service-area";
import { useServiceArea } from "../site/use-site-info";
import { type ContentBlock, parseDetailedContent } from "./detailed-content";

/** One section of the Learn More dialog: its heading and the blocks up to the next heading. */
type Section = { heading: string | null; blocks: ContentBlock[] };

function groupSections(blocks: ContentBlock[]): { tagline: string | null; sections: Section[] } {
  let tagline: string | null = null;
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.kind === "tagline") {
      tagline = block.text;
    } else if (block.kind === "section") {
      sections.push({ heading: block.text, blocks: [] });
    } else {
      const current = sections[sections.length - 1];
      if (current) current.blocks.push(block);
      else sections.push({ heading: null, blocks: [block] });
    }
  }
  return { tagline, sections };
}

function renderBlock(block: ContentBlock, key: number): ReactNode {
  switch (block.kind) {
    case "step":
      return (
        <h4 key={key} className="mt-6 flex items-baseline gap-3 font-serif text-lg first:mt-0">
          <span
            aria-hidden="true"
            className="font-sans text-xs tracking-[0.14em] text-[var(--color-accent-ink)] tabular-nums"
          >
            {String(block.number).padStart(2, "0")}
          </span>
          {block.text}
        </h4>
      );
    case "bullets":
      return (
        <ul key={key} className="grid gap-2.5">
          {block.items.map((item) => (
            <li key={item} className="relative pl-5 leading-relaxed">
              <span
                aria-hidden="true"
                className="absolute top-[0.7em] left-0 h-px w-2.5 bg-[var(--color-accent)]"
              />
              {item}
            </li>
          ))}
        </ul>
      );
    case "question":
      return (
        <h4 key={key} className="mt-6 font-sans text-[0.95rem] font-medium first:mt-0">
          {block.text}
        </h4>
      );
    case "paragraph":
      return (
        <p
          key={key}
          className="leading-relaxed text-[color-mix(in_srgb,var(--color-ink)_82%,var(--color-muted))]"
        >
          {block.text}
        </p>
      );
    default:
      return null;
  }
}

/**
 * The Learn More content of a service: the tagline in italics, then each section (What's
 * Included as a list, Our Process with numbered steps, Investment, Timeline, FAQ).
 */
export function ServiceDetails({ lines }: { lines: readonly string[] }) {
  const serviceArea = useServiceArea();
  const { tagline, sections } = groupSections(
    parseDetailedContent(lines.map((line) => withServiceArea(line, serviceArea))),
  );
  return (
    <div className="grid gap-10">
      {tagline ? (
        <p data-testid="service-tagline" className="font-serif text-xl leading-snug italic md:text-2xl">
          {tagline}
        </p>
      ) : null}
      {sections.map((section, i) => (
        <section key={section.heading ?? i} className="grid gap-4 border-t border-[var(--color-line)] pt-6">
          {section.heading ? (
            <h3 className="font-sans text-[0.75rem] font-medium tracking-[0.18em] text-[var(--color-ink)] uppercase">
              {section.heading}
            </h3>
          ) : null}
          <div className="grid gap-3">{section.blocks.map(renderBlock)}</div>
        </section>
      ))}
    </div>
  );
}
