import type { ComponentPropsWithoutRef } from "react";
import { Button } from "../../../components/ui/button";

/**
 * A small action button of a list's row, its words the `verb` and its accessible name the verb and
 * the row's item ("Archive Brass Lamp"), so a screen reader's list of buttons says which row.
 */
export function RowButton({
  verb,
  item,
  variant = "outline",
  ...props
}: { verb: string; item: string } & ComponentPropsWithoutRef<typeof Button>) {
  return (
    <Button variant={variant} size="sm" aria-label={`${verb} ${item}`} {...props}>
      {verb}
    </Button>
  );
}
