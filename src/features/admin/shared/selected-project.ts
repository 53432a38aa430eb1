/**
 * The project chosen in the admin's operation tabs (Documents, Client Assignment, Meetings,
 * Upload Document): in the address (`?projectId=`, src/shared/app-links.ts), so a reload, a link
 * and back / forward keep it, and a tab change keeps it (the tabs unmount when hidden). The last
 * choice is also remembered for this browser tab (sessionStorage), so opening the dashboard
 * without a project in its address opens on it (src/routes/admin/index.tsx).
 */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";

const STORAGE_KEY = "layered.admin.project";

/** The project last chosen in this browser tab, or null. */
export function rememberedProject(): number | null {
  if (typeof window === "undefined") return null;
  try {
    const value = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    // Storage can be unavailable (privacy modes): the address alone keeps the choice.
    return null;
  }
}

/** Remembers the project for this browser tab (also the one a link opened, src/routes/admin/index.tsx). */
export function rememberProject(id: number | null) {
  try {
    if (id === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // See rememberedProject.
  }
}

export function useSelectedProject(): [number | null, (id: number | null) => void] {
  const { projectId } = useSearch({ from: "/admin/" });
  const navigate = useNavigate({ from: "/admin/" });
  const set = useCallback(
    (id: number | null) => {
      rememberProject(id);
      // Choosing a project is a step back can undo; clearing one (a deleted project is forgotten,
      // src/features/admin/shared/project-select.tsx) replaces the entry. What was open on the
      // previous project's documents closes.
      void navigate({
        search: (prev) => ({ tab: prev.tab, projectId: id ?? undefined }),
        replace: id === null,
        resetScroll: false,
      });
    },
    [navigate],
  );
  return [projectId ?? null, set];
}
