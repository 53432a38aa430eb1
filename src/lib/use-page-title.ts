import { useEffect } from "react";
import { useSiteInfo } from "../features/site/use-site-info";
import { DEFAULT_TAGLINE } from "../shared/pages";

/** Sets the page title while the page is shown and restores the brand title on leaving (SPEC 2). */
export function usePageTitle(title: string | null | undefined) {
  const { data: site } = useSiteInfo();
  const brand = site?.studio.name ?? "Layered Interiors";
  useEffect(() => {
    const defaultTitle = `${brand} | ${DEFAULT_TAGLINE}`;
    document.title = title ? `${title} | ${brand}` : defaultTitle;
    return () => {
      document.title = defaultTitle;
    };
  }, [title, brand]);
}
