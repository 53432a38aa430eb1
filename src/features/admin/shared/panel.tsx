import { type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

/**
 * A titled block of an admin tab: hairline frame, a small sans heading (the admin is a tool: the
 * serif is the studio's name only, issue 28), optional note and actions, compact padding.
 */
export function Panel({
  title,
  description,
  actions,
  children,
  className = "",
  headingId: givenHeadingId,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The heading's id (the section is labelled by it); generated when not given. */
  headingId?: string;
}) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  return (
    <section
      aria-labelledby={headingId}
      className={`border border-[var(--color-line)] bg-[var(--color-surface)] ${className}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-[var(--color-line)] px-4 py-2.5">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="font-sans text-[0.9375rem] leading-6 font-medium tracking-normal">
            {title}
          </h2>
          {description ? (
            <p className="text-[0.8125rem] leading-5 text-[var(--color-muted)]">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      <div className="px-4 py-4">{children}</div>
    </section>
  );
}

/** Quiet text for an empty list or a prompt to choose something first. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-[0.8125rem] text-[var(--color-muted)]">{children}</p>;
}

export function LoadingNote({ label }: { label: string }) {
  return (
    <p className="flex items-center justify-center gap-2 py-4 text-[0.8125rem] text-[var(--color-muted)]">
      <Spinner label={label} /> {label}
    </p>
  );
}

/** A load failure with the SPEC message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 py-6 text-sm">
      <span className="text-[var(--color-danger)]">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
