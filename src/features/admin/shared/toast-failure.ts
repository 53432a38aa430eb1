import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";

/** The admin's error toast: a title and the words under it (a check that failed before sending). */
export function toastError(title: string, description: string) {
  return toast({ variant: "destructive", title, description });
}

/** The admin's failure toast: the title, and the server's message for the error or the fallback. */
export function toastFailure(title: string, err: unknown, fallback: string) {
  return toastError(title, errorMessage(err, fallback));
}

/** Runs `action`, toasting its failure (the title, the server's message or the fallback); never throws. */
export async function attempt(
  action: () => Promise<unknown>,
  title: string,
  fallback: string,
): Promise<void> {
  try {
    await action();
  } catch (err) {
    toastFailure(title, err, fallback);
  }
}
