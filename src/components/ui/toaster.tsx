import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION, useToasts } from "../../lib/toast-store";
import { CrossIcon } from "./cross-icon";

/** Radix Toast: F8 focuses the region, swipe right (50 px) dismisses, viewport at most 420 px wide. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={`toast group pointer-events-auto relative flex w-full items-start justify-between gap-4 border p-5 pr-10 shadow-sm ${
            t.variant === "destructive"
              ? "border-[var(--color-danger)] bg-[var(--color-danger)] text-white"
              : "border-[var(--color-line)] bg-[var(--color-surface)] text-[var(--color-ink)]"
          }`}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="text-sm font-medium">{t.title}</Toast.Title> : null}
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <CrossIcon size={14} />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Phones: at the top, just under the navigation bar (which keeps the cart button), so a toast
          never sits over the buttons a thumb reaches for at the bottom of the screen or a sheet
          (LOOK.md). Wider screens: bottom right, away from the content. */}
      <Toast.Viewport className="fixed top-16 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 px-4 pt-2 outline-none sm:top-auto sm:bottom-0 sm:p-4" />
    </Toast.Provider>
  );
}
