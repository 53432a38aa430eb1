import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";

type BusyButtonProps = ComponentPropsWithoutRef<typeof Button> & {
  /** While true: a spinner named `busyLabel` before the words, and the button off (unless `disabled` says otherwise). */
  busy: boolean;
  busyLabel: string;
};

/** A button whose action takes a moment: it shows a spinner and stays off while the action runs. */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy, busyLabel, disabled, children, ...props },
  ref,
) {
  return (
    <Button ref={ref} disabled={disabled ?? busy} {...props}>
      {busy ? <Spinner label={busyLabel} /> : null}
      {children}
    </Button>
  );
});

/** A form's submit button, at the end of its own line. */
export function SubmitRow(props: BusyButtonProps) {
  return (
    <div className="flex justify-end">
      <BusyButton type="submit" {...props} />
    </div>
  );
}
