import {
  type ComponentProps,
  cloneElement,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useRef,
  useState,
} from "react";

import type * as DialogModule from "./dialog";

const loadDialog = () => import("./dialog");
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

type TriggerProps = {
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
};

/**
 * The design system's Dialog, with its code (Radix Dialog, about 10 KB of gzip JavaScript) loaded
 * when it is first wanted rather than with the page: for dialogs on public pages, which have a
 * 120 KB first-load budget. Same props as Dialog, controlled (`open`, `onOpenChange`); `trigger`
 * is rendered at once, opens the dialog, starts loading it as soon as the pointer or focus is on
 * it, and gets focus back on closing. Buttons in `footer` close it with `onOpenChange(false)`.
 */
export function LazyDialog({
  open,
  onOpenChange,
  trigger,
  preload,
  ...props
}: Omit<ComponentProps<typeof DialogModule.Dialog>, "open" | "onOpenChange" | "onCloseAutoFocus"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts loading whatever else the dialog's content needs, with the dialog's own code. */
  preload?: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  if (open && !wanted) setWanted(true);

  const triggerElement = isValidElement(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps>, {
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onPointerDown: () => {
          void loadDialog();
          preload?.();
        },
        onFocus: () => {
          void loadDialog();
          preload?.();
        },
        onClick: (event: MouseEvent<HTMLElement>) => {
          returnTo.current = event.currentTarget;
          onOpenChange(true);
        },
      })
    : trigger;

  return (
    <>
      {triggerElement}
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog
            {...props}
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={(event) => {
              if (!returnTo.current) return;
              event.preventDefault();
              // The trigger is still in view (the open dialog locked scrolling); not scrolling keeps
              // any scroll the closing action started (e.g. "Start Your Inquiry" to the form).
              returnTo.current.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
