/**
 * The message pre-filled on /contact when the cart sends the pieces a visitor asked about
 * (`/contact?pieces=Title One,Title Two`).
 */
const MAX_PIECES = 12;
const MAX_TITLE = 120;

export function parsePieces(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  return raw
    .split(",")
    .map((t) =>
      t
        .replace(/\p{Cc}/gu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, MAX_TITLE),
    )
    .filter((t) => t !== "")
    .slice(0, MAX_PIECES);
}

export function piecesMessage(titles: string[]): string {
  if (titles.length === 0) return "";
  return `I'm interested in: ${titles.join(", ")}. Could you tell me more about availability, delivery and anything else I should know?`;
}
