/** What the pin tests (on documents and on a piece's photo) read back from the database. */
import { eq } from "drizzle-orm";
import { documentPinMessages } from "../../worker/db/schema";
import { db } from "./helpers";

/** The texts of a pin's messages (its first and every reply), as stored. */
export async function pinMessageTexts(pinId: number): Promise<string[]> {
  const rows = await db()
    .select()
    .from(documentPinMessages)
    .where(eq(documentPinMessages.pinId, pinId))
    .all();
  return rows.map((m) => m.text);
}
