import { useEffect } from "react";

/**
 * `<meta name="robots" content="noindex">` while a private page is shown (admin, brand assets,
 * client portal): search engines that render the SPA must not index them. The server's
 * robots.txt disallows the same paths; this covers engines that ignore it and links shared
 * elsewhere. Several holders may overlap (a layout and its page); the tag stays until the last
 * one lets go.
 */
const holders = new Set<string>();
let hookHolders = 0;

function sync() {
  const wanted = holders.size > 0 || hookHolders > 0;
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"][data-noindex]');
  if (wanted && !existing) {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    meta.dataset.noindex = "";
    document.head.append(meta);
  } else if (!wanted && existing) {
    existing.remove();
  }
}

/** For a component: noindex while it is mounted. */
export function useNoindex(): void {
  useEffect(() => {
    hookHolders++;
    sync();
    return () => {
      hookHolders--;
      sync();
    };
  }, []);
}

/**
 * For a route's options (`...noindexWhileMatched`): noindex while the route is matched, whatever
 * component the route renders.
 */
export const noindexWhileMatched = {
  onEnter: (match: { routeId: string }) => {
    holders.add(match.routeId);
    sync();
  },
  onLeave: (match: { routeId: string }) => {
    holders.delete(match.routeId);
    sync();
  },
};
