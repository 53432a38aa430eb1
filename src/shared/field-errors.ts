/**
 * zod issues as the API's `errors` map (ARCHITECTURE: one error shape): the first message per
 * field, keyed by the issue's path ("_" for the input as a whole). The Worker's validation hook
 * answers with it and the SPA's forms show their own checks through it, so a message appears under
 * the same field whichever side found the problem. Typed structurally, so this file needs no zod.
 */
export type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function fieldErrors(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The errors without the given fields' messages (issue 28: a message goes as soon as its field is
 * being corrected, field by field); the same object when none of them had one, so a form's state
 * setter (`setErrors((e) => withoutFieldErrors(e, "email"))`) does not re-render for nothing.
 */
export function withoutFieldErrors<T extends Record<string, string | undefined>>(
  errors: T,
  ...keys: string[]
): T {
  if (!keys.some((k) => errors[k] !== undefined)) return errors;
  const next: Record<string, string | undefined> = { ...errors };
  for (const k of keys) delete next[k];
  return next as T;
}
