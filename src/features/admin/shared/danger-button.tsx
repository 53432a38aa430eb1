import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** A row's quiet destructive action (Remove, Cancel, Delete, Void): a small ghost button in the danger colour. */
export function DangerButton({
  className = "",
  ...props
}: Omit<ComponentProps<typeof Button>, "variant" | "size">) {
  return (
    <Button variant="ghost" size="sm" className={`text-[var(--color-danger)] ${className}`} {...props} />
  );
}
