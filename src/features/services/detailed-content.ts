/**
 * Turns a service's Learn More lines (src/content/service-details.ts) into the blocks the Learn More
 * dialog renders: the first line is the tagline, then section and process-step headings, bullet
 * lists (consecutive "• " lines), FAQ questions (lines ending in "?") and paragraphs.
 */
import {
  SERVICE_BULLET_PREFIX,
  SERVICE_SECTION_HEADINGS,
  SERVICE_STEP_HEADINGS,
} from "../../content/service-details";

export type ContentBlock =
  | { kind: "tagline"; text: string }
  | { kind: "section"; text: string }
  | { kind: "step"; text: string; number: number }
  | { kind: "bullets"; items: string[] }
  | { kind: "question"; text: string }
  | { kind: "paragraph"; text: string };

const sections = new Set<string>(SERVICE_SECTION_HEADINGS);
const steps = new Set<string>(SERVICE_STEP_HEADINGS);

export function parseDetailedContent(lines: readonly string[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let stepNumber = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    if (index === 0) {
      blocks.push({ kind: "tagline", text: line });
    } else if (sections.has(line)) {
      stepNumber = 0;
      blocks.push({ kind: "section", text: line });
    } else if (steps.has(line)) {
      stepNumber++;
      blocks.push({ kind: "step", text: line, number: stepNumber });
    } else if (line.startsWith(SERVICE_BULLET_PREFIX.trim())) {
      const item = line.slice(SERVICE_BULLET_PREFIX.trim().length).trim();
      const last = blocks[blocks.length - 1];
      if (last?.kind === "bullets") last.items.push(item);
      else blocks.push({ kind: "bullets", items: [item] });
    } else if (line.endsWith("?")) {
      blocks.push({ kind: "question", text: line });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  });
  return blocks;
}
