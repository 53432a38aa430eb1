import { useRouter } from "@tanstack/react-router";
import type { ComponentPropsWithoutRef, MouseEvent } from "react";

/**
 * A link to a same-site address only known at run time (for example the stored portal link):
 * a real anchor, so it can be opened in a new tab, but a plain click navigates inside the SPA.
 */
export function InternalLink({ href, onClick, ...props }: ComponentPropsWithoutRef<"a"> & { href: string }) {
  const router = useRouter();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
