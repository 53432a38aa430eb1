/**
 * The page's own answers to a first tap (issue 30: "responsive from the first tap"): the phone
 * menu, the cart drawer and a project's photo viewer as closed native `<dialog>`s, rendered by the
 * Worker beside the page (before #root, outside what React hydrates: worker/pages/rewrite-html.ts)
 * with the SPA's own parts, so they look the same. The inline boot script (app-boot.ts) opens the
 * one whose `data-early-for` selector matches a control pressed before the SPA has taken over,
 * as a modal dialog (the browser moves focus into it, Escape closes it and focus goes back to the
 * control), and hands over to the SPA's own once that is in (README.md, "The first tap").
 *
 * Only the Worker renders this (src/first-load/render.tsx): none of it is in the browser's bundle.
 * Without JavaScript the dialogs stay closed and the page is as it was.
 */

import type { ComponentProps, ReactNode } from "react";
import { CART_OVERLAY_CLASS, CART_PANEL_CLASS, CartDrawerHeader } from "../features/cart/cart-drawer";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "../features/layout/icons";
import { MENU_SHEET_CLASS, MenuSheetBody } from "../features/layout/mobile-menu-sheet";
import { FALLBACK_STUDIO_NAME } from "../features/layout/site-nav";
import {
  LIGHTBOX_BAR_CLASS,
  LIGHTBOX_BUTTON_CLASS,
  LIGHTBOX_CAPTION_CLASS,
  LIGHTBOX_COUNTER_CLASS,
  LIGHTBOX_FOOT_CLASS,
  LIGHTBOX_FRAME_CLASS,
  LIGHTBOX_IMAGE_CLASS,
  LIGHTBOX_OVERLAY_CLASS,
  LIGHTBOX_STAGE_CLASS,
} from "../features/project/lightbox";
import { useSiteInfo } from "../features/site/use-site-info";

/** Which of the page's controls each early answer answers (the boot script matches them). */
const EARLY_ANSWERS = {
  menu: '[data-testid="button-mobile-menu"]',
  cart: '[data-testid="button-cart"]',
  photo: "[data-gallery-image] > button",
} as const;

/** A close button that needs no script: it submits its `method="dialog"` form, closing the dialog. */
function EarlyClose(props: ComponentProps<"button">) {
  return (
    <form method="dialog" className="flex">
      <button type="submit" {...props} />
    </form>
  );
}

/** The dialog's title, named by its id for the dialog's `aria-labelledby`. */
const titled =
  (id: string) =>
  ({ className, children }: { className?: string; children?: ReactNode }) => (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );

/**
 * A closed dialog over the whole screen (styles.css `.early-answer`); its parts carry
 * `data-state="open"` so their entrance is the SPA's own (styles.css `.sheet-fade`, `.sheet-right`).
 */
function EarlyDialog({
  kind,
  testId,
  children,
  ...label
}: {
  kind: keyof typeof EARLY_ANSWERS;
  testId: string;
  children: ReactNode;
} & ({ "aria-labelledby": string } | { "aria-label": string })) {
  return (
    <dialog className="early-answer" data-early-for={EARLY_ANSWERS[kind]} data-testid={testId} {...label}>
      {children}
    </dialog>
  );
}

/** The phone's previous or next arrow, drawn only: the viewer steps once the SPA is in. */
function DrawnStep({ Icon }: { Icon: typeof ChevronLeftIcon }) {
  return (
    <span aria-hidden="true" data-early="step" className={`${LIGHTBOX_BUTTON_CLASS} inline-flex md:hidden`}>
      <Icon size={24} />
    </span>
  );
}

export function EarlyAnswers() {
  const { data: site } = useSiteInfo();
  const brand = site?.studio.name ?? FALLBACK_STUDIO_NAME;
  return (
    <>
      <EarlyDialog kind="menu" testId="early-menu" aria-labelledby="early-menu-title">
        <div data-state="open" className={MENU_SHEET_CLASS}>
          <MenuSheetBody brand={brand} Title={titled("early-menu-title")} Close={EarlyClose} />
        </div>
      </EarlyDialog>
      <EarlyDialog kind="cart" testId="early-cart" aria-labelledby="early-cart-title">
        <div data-state="open" className={CART_OVERLAY_CLASS} />
        <div data-state="open" className={CART_PANEL_CLASS}>
          {/* The SPA reads the cart (this browser's storage) and fills the drawer; until then, its frame. */}
          <CartDrawerHeader
            note="Loading your cart"
            Title={titled("early-cart-title")}
            Description="p"
            Close={EarlyClose}
          />
          <div aria-hidden="true" className="grid gap-6 px-6 py-6 animate-pulse motion-reduce:animate-none">
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-4">
                <div className="h-28 w-[5.6rem] shrink-0 bg-[var(--color-subtle)]" />
                <div className="grid flex-1 content-start gap-3 pt-1">
                  <div className="h-3 w-16 bg-[var(--color-subtle)]" />
                  <div className="h-5 w-3/4 bg-[var(--color-subtle)]" />
                  <div className="h-4 w-1/3 bg-[var(--color-subtle)]" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </EarlyDialog>
      <EarlyDialog kind="photo" testId="early-lightbox" aria-label="Photographs">
        <div data-state="open" className={LIGHTBOX_OVERLAY_CLASS} />
        <div data-state="open" className={LIGHTBOX_FRAME_CLASS}>
          <div className={LIGHTBOX_BAR_CLASS}>
            {/* The boot script writes "n / N", the photo and its caption from the tapped one. */}
            <p className={LIGHTBOX_COUNTER_CLASS} data-early="counter" />
            <EarlyClose aria-label="Close" className={`${LIGHTBOX_BUTTON_CLASS} inline-flex`}>
              <CloseIcon size={22} />
            </EarlyClose>
          </div>
          <div className={LIGHTBOX_STAGE_CLASS}>
            <img alt="" sizes="100vw" data-early="photo" className={LIGHTBOX_IMAGE_CLASS} />
          </div>
          <div className={LIGHTBOX_FOOT_CLASS}>
            <DrawnStep Icon={ChevronLeftIcon} />
            <p className={LIGHTBOX_CAPTION_CLASS} data-early="caption" />
            <DrawnStep Icon={ChevronRightIcon} />
          </div>
        </div>
      </EarlyDialog>
    </>
  );
}
