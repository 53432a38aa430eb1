/**
 * The document (and pin) a portal address names: `?document={id}&pin={n}`, from the studio's
 * reply e-mail (src/shared/app-links.ts), on the signed-in portal and on the private link alike.
 * The Documents tab opens, and that document's pins open on the pin. Opening and closing
 * the comments writes the address in turn, so back closes them and a reload reopens them.
 *
 * Read from the raw query string, as the private link's token is (src/routes/_site/portal.$id.tsx).
 * Written through the router with every other param kept as it is: the token comes back as the
 * same text (a 43-character base64url token is never read as a number or JSON by the router).
 */
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";

function positive(value: string | null): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

export type LinkedDocument = { document?: number; pin?: number };

/** The linked document of an address's query string. */
export function linkedDocumentOf(searchStr: string): LinkedDocument {
  const params = new URLSearchParams(searchStr);
  const document = positive(params.get("document"));
  return document === undefined ? {} : { document, pin: positive(params.get("pin")) };
}

/**
 * A piece's photo (and pin) a portal address names: `?piece={id}&photo={address}&pin={n}`, from
 * the studio's reply on a pin on a piece's photo (issue 29). The Selections tab opens, that photo
 * shows on the piece's card and its pins open on the pin. The photo is one of the Worker's own
 * addresses (starting with "/"), as the card shows only those.
 */
export type LinkedPiece = { piece?: number; photo?: string; pin?: number };

export function linkedPieceOf(searchStr: string): LinkedPiece {
  const params = new URLSearchParams(searchStr);
  const piece = positive(params.get("piece"));
  const photo = params.get("photo");
  if (piece === undefined || !photo?.startsWith("/") || photo.startsWith("//")) return {};
  return { piece, photo, pin: positive(params.get("pin")) };
}

/** Writes the address's link fields (undefined removes one), every other param kept as it is. */
function useSetLink() {
  const navigate = useNavigate();
  return useCallback(
    (fields: Record<string, number | string | undefined>) => {
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => ({ ...prev, ...fields }),
        // The page stays where it is behind the dialog (and when it closes).
        resetScroll: false,
      } as never);
    },
    [navigate],
  );
}

export function useLinkedDocument(): [LinkedDocument, (documentId: number | null) => void] {
  const setLink = useSetLink();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const linked = linkedDocumentOf(searchStr);
  const setLinked = useCallback(
    (documentId: number | null) => setLink({ document: documentId ?? undefined, pin: undefined }),
    [setLink],
  );
  return [linked, setLinked];
}

/** The linked piece's photo, and a way to let it go (its pins closed: the address forgets it). */
export function useLinkedPiece(): [LinkedPiece, () => void] {
  const setLink = useSetLink();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const linked = linkedPieceOf(searchStr);
  const clear = useCallback(() => setLink({ piece: undefined, photo: undefined, pin: undefined }), [setLink]);
  return [linked, clear];
}
