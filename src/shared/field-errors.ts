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
