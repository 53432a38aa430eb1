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

export function useLinkedDocument(): [LinkedDocument, (documentId: number | null) => void] {
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const linked = linkedDocumentOf(searchStr);
  const setLinked = useCallback(
    (documentId: number | null) => {
      void navigate({
        to: ".",
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          document: documentId ?? undefined,
          pin: undefined,
        }),
        // The page stays where it is behind the dialog (and when it closes).
        resetScroll: false,
      } as never);
    },
    [navigate],
  );
  return [linked, setLinked];
}
