import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

/** Confirmation for destructive actions (Radix AlertDialog: focus starts on Cancel). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  onConfirm,
  destructive = true,
  trigger,
  onCloseAutoFocus,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  trigger?: ReactNode;
  /** Where focus goes on close when the dialog has no trigger (Radix would leave it on the body). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-[rgb(28_24_21/0.45)]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="dialog-content fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 border border-[var(--color-line)] bg-[var(--color-bg)] p-6 shadow-[0_24px_64px_-24px_rgb(43_39_36/0.35)] md:p-8"
        >
          <AlertDialog.Title className="font-serif text-2xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-[var(--color-muted)]">
            {description}
          </AlertDialog.Description>
          <div className="mt-2 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("outline", "md")}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(destructive ? "danger" : "primary", "md")}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
