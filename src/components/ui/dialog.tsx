import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

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
}) {
  const width = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl", "2xl": "max-w-7xl" }[
    size
  ];
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-[rgb(28_24_21/0.45)] backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={`dialog-content fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,900px)] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 flex-col border border-[var(--color-line)] bg-[var(--color-bg)] shadow-[0_24px_64px_-24px_rgb(43_39_36/0.35)] outline-none`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-start justify-between gap-6 border-b border-[var(--color-line)] px-6 pt-6 pb-4 md:px-8">
            <div className="grid gap-1">
              <RadixDialog.Title className="font-serif text-2xl leading-tight">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-[var(--color-muted)]">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 rounded-[var(--radius-sm)] p-2 text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-6 md:px-8">{children}</div>
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
