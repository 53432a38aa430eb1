/**
 * Resolve, reopen and Undo (issue 28). The cached list changes first (the pin leaves the drawing,
 * or comes back, at once), the request follows; a failure puts the status back and says so. One
 * mutation scope per document, so a resolve and its Undo reach the server in the order they were
 * made. Focus follows the change to a place that still exists once the list has re-rendered: the
 * pin that takes the resolved one's place in the list, or Undo when none is left.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import type { Pin, PinStatus } from "../../shared/pins";
import { type PinApi, type PinsAnswer, pinsQuery, rememberedName } from "./pin-api";
import type { StatusNotice } from "./status-notice";

/** Where focus goes once the list has re-rendered after a status change. */
type FocusTarget = { kind: "pin"; id: number } | { kind: "undo" } | { kind: "heading" };

export function usePinStatus({
  api,
  documentId,
  listed,
  showResolved,
  refresh,
  show,
  select,
  onResolving,
}: {
  api: PinApi;
  documentId: number;
  /** The pins in the list as it is shown now. */
  listed: Pin[];
  showResolved: boolean;
  /** Refreshes every query of this side's pins. */
  refresh: () => Promise<unknown>;
  /** Brings a pin back on the drawing and in the list, selected (a failed request). */
  show: (pin: Pin) => void;
  /** Selects a pin as a click on it does (Undo), leaving any pin being placed. */
  select: (pin: Pin) => void;
  /** A resolve started: nothing stays selected. */
  onResolving: () => void;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<StatusNotice | null>(null);

  // The list (an aside) where focus is looked for, and the focus wanted after the next render.
  const listRoot = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<{ target: FocusTarget; onlyIfLost: boolean } | null>(null);
  // A change of tick renders again, after which the effect below looks for the target.
  const [, setFocusTick] = useState(0);
  const focusLater = (target: FocusTarget, { onlyIfLost = false } = {}) => {
    pendingFocus.current = { target, onlyIfLost };
    setFocusTick((n) => n + 1);
  };
  // Runs after every render, as any of them may bring the target in (a status change re-renders
  // twice); it does nothing while no focus is wanted.
  useEffect(() => {
    const wanted = pendingFocus.current;
    const root = listRoot.current;
    if (!wanted || !root) return;
    const active = document.activeElement;
    if (wanted.onlyIfLost && active && active !== document.body && active.isConnected) {
      pendingFocus.current = null;
      return;
    }
    const { target } = wanted;
    const el =
      target.kind === "pin"
        ? root.querySelector<HTMLElement>(`[data-pin-card="${target.id}"] [data-pin-header]`)
        : target.kind === "undo"
          ? root.querySelector<HTMLElement>("[data-undo]")
          : root.querySelector<HTMLElement>("h3");
    if (!el) return; // Not rendered yet: the next render tries again.
    pendingFocus.current = null;
    el.focus();
  });

  const listKey = pinsQuery(api, documentId).queryKey;
  const statusKey = ["pin-status", ...api.key, documentId];
  const patchStatus = (pinId: number, next: PinStatus) =>
    queryClient.setQueryData<PinsAnswer>(listKey, (list) =>
      list ? { ...list, pins: list.pins.map((p) => (p.id === pinId ? { ...p, status: next } : p)) } : list,
    );
  const statusChange = useMutation({
    mutationKey: statusKey,
    scope: { id: statusKey.join(":") },
    mutationFn: ({ pin, next, authorName }: { pin: Pin; next: PinStatus; authorName?: string }) =>
      api.setStatus(pin.id, { status: next, ...(authorName ? { authorName } : {}) }),
    onMutate: async ({ pin, next }) => {
      // A refetch under way would bring the old status back over the new one.
      await queryClient.cancelQueries({ queryKey: listKey });
      patchStatus(pin.id, next);
    },
    onError: (err, { pin, next }) => {
      patchStatus(pin.id, pin.status);
      const what =
        next === "resolved"
          ? `Pin ${pin.number} could not be marked resolved.`
          : `Pin ${pin.number} could not be reopened.`;
      setNotice({ kind: "failed", text: `${what} ${errorMessage(err, "Please try again.")}` });
      if (pin.status === "open") {
        // Back on the drawing, as it was: selected, open in the list.
        show(pin);
        focusLater({ kind: "pin", id: pin.id }, { onlyIfLost: true });
      } else {
        focusLater({ kind: "heading" }, { onlyIfLost: true });
      }
    },
    onSettled: () => {
      // The last of a quick resolve-and-undo refreshes the lists; an earlier one would bring back,
      // for a moment, the status the next one has already replaced.
      if (queryClient.isMutating({ mutationKey: statusKey }) <= 1) void refresh();
    },
  });

  const setStatus = (pin: Pin, next: PinStatus, authorName?: string) => {
    if (next === "resolved") {
      // Focus moves on to the pin that takes its place in the list (the next, else the one
      // before), or to Undo when it was the last; with resolved pins shown it stays on its own.
      const at = listed.findIndex((p) => p.id === pin.id);
      const neighbour = showResolved ? pin : (listed[at + 1] ?? listed[at - 1]);
      onResolving();
      setNotice({ kind: "resolved", pin });
      focusLater(neighbour ? { kind: "pin", id: neighbour.id } : { kind: "undo" });
    } else {
      setNotice({ kind: "reopened", number: pin.number });
    }
    statusChange.mutate({ pin, next, authorName });
  };

  const undo = (pin: Pin) => {
    // Back on the drawing and in the list, selected, with focus on it.
    setNotice({ kind: "reopened", number: pin.number });
    select(pin);
    focusLater({ kind: "pin", id: pin.id });
    // A private-link visitor's name, as they signed the resolve with it.
    const authorName = api.needsName ? rememberedName().trim() || undefined : undefined;
    statusChange.mutate({ pin: { ...pin, status: "resolved" }, next: "open", authorName });
  };

  const dismiss = () => {
    setNotice(null);
    focusLater({ kind: "heading" });
  };

  return { notice, setNotice, setStatus, undo, dismiss, listRoot };
}
