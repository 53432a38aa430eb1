import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";

/** The admin's failure toast: the title, and the server's message for the error or the fallback. */
export function toastFailure(title: string, err: unknown, fallback: string) {
  return toast({ variant: "destructive", title, description: errorMessage(err, fallback) });
}
