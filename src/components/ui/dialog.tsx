import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { CrossIcon } from "./cross-icon";

/**
 * Accessible modal dialog (Radix): focus trapped and restored, Escape closes, scrolls inside when
 * tall. `title` is required for screen readers; `description` is optional.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  trigger,
  onCloseAutoFocus,
  fullScreenOnPhone = false,
  busy = false,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl" | "2xl";
  trigger?: ReactNode;
  /** Where focus goes on closing when the dialog has no `trigger` (call preventDefault to steer it). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Under 768 px, the whole screen: no margins or frame, a compact header, and a body without
   * padding whose content takes the full width (a viewer; issue 28). Above it, as `size` says.
   */
  fullScreenOnPhone?: boolean;
  /** While true (its form is being sent) the dialog stays open: Escape, outside clicks and Close do nothing. */
  busy?: boolean;
}) {
  const width = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl", "2xl": "max-w-7xl" }[
    size
  ];
  const full = fullScreenOnPhone
    ? {
        content:
          "dialog-content-full max-md:top-0 max-md:left-0 max-md:h-dvh max-md:max-h-none max-md:w-screen max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:border-0 max-md:shadow-none",
        header: "max-md:items-center max-md:gap-3 max-md:px-4 max-md:py-2",
        title: "max-md:text-lg",
        description: "max-md:sr-only",
        close: "max-md:-mr-1 max-md:p-3",
        // Scrolling to an element (focus, scrollIntoView) keeps it clear of a bar along the bottom edge.
        body: "max-md:px-0 max-md:pt-0 max-md:pb-0 max-md:scroll-pb-24",
      }
    : { content: "dialog-content", header: "", title: "", description: "", close: "", body: "" };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-[rgb(28_24_21/0.45)] backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={`${full.content} fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,900px)] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 flex-col border border-[var(--color-line)] bg-[var(--color-bg)] shadow-[0_24px_64px_-24px_rgb(43_39_36/0.35)] outline-none`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div
            className={`flex items-start justify-between gap-6 border-b border-[var(--color-line)] px-6 pt-6 pb-4 md:px-8 ${full.header}`}
          >
            <div className="grid min-w-0 gap-1">
              <RadixDialog.Title className={`font-serif text-2xl leading-tight ${full.title}`}>
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={`text-sm text-[var(--color-muted)] ${full.description}`}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className={`-mr-2 rounded-[var(--radius-sm)] p-2 text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] ${full.close}`}
            >
              <CrossIcon />
            </RadixDialog.Close>
          </div>
          <div className={`min-h-0 flex-1 overflow-y-auto px-6 py-6 md:px-8 ${full.body}`}>{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-[var(--color-line)] px-6 py-4 md:px-8">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
