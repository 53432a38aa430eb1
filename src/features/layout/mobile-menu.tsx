import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { MenuIcon } from "./nav-icons";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/**
 * The phone menu's toggle. The sheet itself (a Radix Dialog: focus trapped, Escape closes, focus
 * back on the toggle) is loaded on first use, starting as soon as the finger or focus is on the
 * toggle: every public page shows this button, and the dialog code would otherwise weigh on every
 * page's first load. Choosing a link closes the sheet (SPEC section 2), and so does any navigation.
 */
export function MobileMenu({ brand }: { brand: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // Navigation by other means (back button, a link inside a page) also closes the sheet.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        data-testid="button-mobile-menu"
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-[var(--radius-sm)] text-[var(--color-ink)] transition-colors hover:bg-[var(--color-subtle)] lg:hidden"
      >
        <MenuIcon size={22} />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet brand={brand} open={open} onOpenChange={setOpen} toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </>
  );
}
