/**
 * A change to a project's schedule: every admin call of the Selections tab answers the whole
 * schedule, which replaces the cached one; `done` is the toast on success. Its own module so
 * that the tab's parts (the piece's photos, the forms) share it without importing the tab.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import type { AdminSelectionsView } from "../../../shared/selections";
import { toastFailure } from "../shared/toast-failure";

export const selectionsKey = (projectId: number) => ["projects", projectId, "selections"] as const;

export function useChange(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { method: string; url: string; body?: unknown; done?: string }) =>
      sendJson<AdminSelectionsView>(vars.method, vars.url, vars.body ?? {}),
    onSuccess: (view, vars) => {
      queryClient.setQueryData(selectionsKey(projectId), view);
      if (vars.done) toast({ title: vars.done });
    },
    onError: (err) => toastFailure("That did not work", err, "Please try again."),
  });
}

export type Change = ReturnType<typeof useChange>;
