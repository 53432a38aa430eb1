import { Link, useRouterState } from "@tanstack/react-router";
import { Dialog } from "radix-ui";
import type { ElementType, RefObject } from "react";
import { useSiteInfo } from "../site/use-site-info";
import { BrandMark } from "./brand-mark";
import { CloseIcon } from "./icons";
import { NavAccount } from "./nav-account";
import { isNavActive, NAV_LINKS } from "./nav-links";
import { ThemeSwitch } from "./theme-switch";

/** The sheet's frame: full height over the page, phones only. */
export const MENU_SHEET_CLASS =
  "sheet-fade fixed inset-0 z-50 flex flex-col overflow-y-auto bg-[var(--color-bg)] outline-none lg:hidden";

/**
 * What the sheet shows: the brand and the close button, the main pages, the account links, the
 * studio's email and the theme choice. Shared with the page's early menu, which answers a tap
 * before the SPA is in (src/first-load/early-answers.tsx): `Title` and `Close` are Radix's here
 * and plain elements there, so both look the same.
 */
export function MenuSheetBody({
  brand,
  Title,
  Close,
  close,
}: {
  brand: string;
  Title: ElementType;
  Close: ElementType;
  close?: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: site } = useSiteInfo();
  return (
    <>
      <div className="container-page flex h-16 shrink-0 items-center justify-between gap-4 border-b border-[var(--color-line)]">
        <Title className="flex items-center font-serif text-xl tracking-tight">
          <BrandMark name={brand} logo={site?.assets.logo} />
        </Title>
        <Close
          aria-label="Close menu"
          className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-[var(--radius-sm)] transition-colors hover:bg-[var(--color-subtle)]"
        >
          <CloseIcon size={22} />
        </Close>
      </div>
      <nav aria-label="Main" className="container-page flex-1 pt-6 pb-8">
        <ul className="grid">
          {NAV_LINKS.map((link) => {
            const active = isNavActive(pathname, link.to);
            return (
              <li key={link.to} className="border-b border-[var(--color-line)]">
                <Link
                  to={link.to}
                  onClick={close}
                  aria-current={active ? "page" : undefined}
                  className="flex items-center justify-between py-4 font-serif text-[1.75rem] leading-tight tracking-[-0.015em] text-[var(--color-ink)] transition-colors aria-[current=page]:text-[var(--color-accent-ink)]"
                >
                  {link.label}
                  {active ? (
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-[var(--color-accent)]" />
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-8">
          <NavAccount layout="sheet" onNavigate={close} />
        </div>
      </nav>
      <div className="container-page flex shrink-0 flex-wrap items-center justify-between gap-4 border-t border-[var(--color-line)] py-5">
        {site ? (
          <a
            href={`mailto:${site.studio.email}`}
            className="link-underline text-sm text-[var(--color-muted)]"
          >
            {site.studio.email}
          </a>
        ) : (
          <span />
        )}
        <ThemeSwitch />
      </div>
    </>
  );
}

/**
 * The phone menu's sheet (loaded with the first tap on the toggle, see mobile-menu.tsx): a
 * full-height Radix Dialog, so focus is trapped inside and Escape closes it; on closing, focus goes
 * back to the toggle.
 */
export function MobileMenuSheet({
  brand,
  open,
  onOpenChange,
  toggleRef,
}: {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          // There is no Radix trigger (the toggle is not part of this chunk): return focus to it here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          data-testid="mobile-menu"
          className={MENU_SHEET_CLASS}
        >
          <MenuSheetBody
            brand={brand}
            Title={Dialog.Title}
            Close={Dialog.Close}
            close={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
