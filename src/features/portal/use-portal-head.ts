import { useEffect } from "react";
import { useNoindex } from "../../lib/use-noindex";

/**
 * While a portal page is shown: no Referer leaves it (the link's token is in the address) and
 * search engines are told not to index it. Restores whatever referrer policy was there before.
 */
export function usePortalHead() {
  useNoindex();
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    if (existing) {
      const previous = existing.content;
      existing.content = "no-referrer";
      return () => {
        existing.content = previous;
      };
    }
    const meta = document.createElement("meta");
    meta.name = "referrer";
    meta.content = "no-referrer";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
