/**
 * Pinned feedback, the SPA side (issue 19): one interface for the portal (signed-in client or
 * private link) and the admin's documents tab, so the same viewer serves both. A pin's target is
 * a document or, since issue 29 item 2, one photo of a selection piece: `portalPhotoPinApi` and
 * `adminPhotoPinApi` are the same interface bound to that photo (the viewer's id is then the
 * piece's), so the viewer, its list and its forms serve photos unchanged.
 */
import { queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../lib/api";
import type {
  AwaitingPins,
  PhotoPinList,
  PhotoPinSummary,
  Pin,
  PinList,
  PinMessage,
  PinStatus,
} from "../../shared/pins";
import type { PortalAccess } from "../portal/portal-api";

export type PinSide = "client" | "studio";

/** What the viewer reads of a target's pins (a document's PinList, a photo's PhotoPinList). */
export type PinsAnswer = PinList | PhotoPinList;

export type PinApi = {
  side: PinSide;
  /** Private-link visitors sign what they write with a name, remembered on this device. */
  needsName: boolean;
  /** Distinguishes the cache of each access (token, client, admin) for the same document. */
  key: readonly unknown[];
  /**
   * Distinguishes a target other than a document in this device's memory of what was seen
   * (a piece's photo: "photo:<address>:"); none for documents.
   */
  scope?: string;
  /** What the pins are placed on, in the viewer's words: "the drawing" (a document, by default) or "the photo". */
  surface?: "drawing" | "photo";
  /** The queries a change refreshes (every query of this side's pins by default: `key`). */
  refreshKey?: readonly unknown[];
  list: (documentId: number) => Promise<PinsAnswer>;
  /** A short-lived address of the file itself, fetched by the viewer. */
  fileLink: (documentId: number) => Promise<{ url: string }>;
  create: (
    documentId: number,
    input: { page: number; x: number; y: number; text: string; authorName?: string },
  ) => Promise<Pin>;
  reply: (pinId: number, input: { text: string; authorName?: string }) => Promise<PinMessage>;
  setStatus: (pinId: number, input: { status: PinStatus; authorName?: string }) => Promise<Pin>;
};

export function pinsQuery(api: PinApi, documentId: number) {
  return queryOptions({
    queryKey: ["pins", ...api.key, documentId] as const,
    queryFn: () => api.list(documentId),
    retry: false,
  });
}

/** The admin's count of pins awaiting the studio (dashboard); refreshed with the pins. */
export const awaitingPinsQuery = queryOptions({
  queryKey: ["pins", "admin", "awaiting"] as const,
  queryFn: () => getJson<AwaitingPins>("/api/admin/pins/awaiting"),
  retry: false,
});

export function portalPinApi(access: PortalAccess): PinApi {
  const body =
    access.mode === "token"
      ? { token: access.token, projectId: access.projectId }
      : { projectId: access.projectId };
  const query = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(extra);
    if (access.mode === "token") params.set("token", access.token);
    params.set("projectId", String(access.projectId));
    return params.toString();
  };
  return {
    side: "client",
    needsName: access.mode === "token",
    key: access.mode === "token" ? ["token", access.projectId, access.token] : ["client", access.projectId],
    list: (documentId) => getJson<PinList>(`/api/portal/documents/${documentId}/pins?${query()}`),
    fileLink: (documentId) =>
      getJson<{ url: string }>(
        `/api/portal/documents/${documentId}?${query({ disposition: "inline", format: "json" })}`,
      ),
    create: (documentId, input) =>
      sendJson<Pin>("POST", `/api/portal/documents/${documentId}/pins`, { ...body, ...input }),
    reply: (pinId, input) =>
      sendJson<PinMessage>("POST", `/api/portal/pins/${pinId}/replies`, { ...body, ...input }),
    setStatus: (pinId, input) =>
      sendJson<Pin>("POST", `/api/portal/pins/${pinId}/status`, { ...body, ...input }),
  };
}

export const adminPinApi: PinApi = {
  side: "studio",
  needsName: false,
  key: ["admin"],
  list: (documentId) => getJson<PinList>(`/api/admin/documents/${documentId}/pins`),
  fileLink: (documentId) => getJson<{ url: string }>(`/api/documents/${documentId}/link?disposition=inline`),
  create: () => Promise.reject(new Error("Pins are placed by clients.")),
  reply: (pinId, input) =>
    sendJson<PinMessage>("POST", `/api/admin/pins/${pinId}/replies`, { text: input.text }),
  setStatus: (pinId, input) =>
    sendJson<Pin>("POST", `/api/admin/pins/${pinId}/status`, { status: input.status }),
};

// ---------------------------------------------------------------------------------------------
// Pins on a selection piece's photo (issue 29 item 2)
// ---------------------------------------------------------------------------------------------

/**
 * The portal's pins on one photo of a piece: the document interface bound to that photo (replies
 * and status are the same calls). The photo is one of the Worker's own /media/ addresses, shown
 * as it is (no short-lived link needed).
 */
export function portalPhotoPinApi(access: PortalAccess, photo: string): PinApi {
  const base = portalPinApi(access);
  const params = new URLSearchParams({ photo, projectId: String(access.projectId) });
  if (access.mode === "token") params.set("token", access.token);
  const body =
    access.mode === "token"
      ? { token: access.token, projectId: access.projectId }
      : { projectId: access.projectId };
  return {
    ...base,
    key: [...base.key, "photo", photo],
    refreshKey: base.key,
    scope: `photo:${photo}:`,
    surface: "photo",
    list: (itemId) => getJson<PhotoPinList>(`/api/portal/selection-items/${itemId}/pins?${params}`),
    fileLink: async () => ({ url: photo }),
    create: (itemId, { page: _page, ...input }) =>
      sendJson<Pin>("POST", `/api/portal/selection-items/${itemId}/pins`, { ...body, ...input, photo }),
  };
}

/**
 * Every photo of the project's pieces that carries pins, each with its pins, in one request (the
 * portal's Selections tab; piece-photos.tsx puts each into its photo's own query). Its key is under
 * the portal's pins key, so a change in the viewer refreshes it.
 */
export function portalProjectPhotoPinsQuery(access: PortalAccess) {
  const base = portalPinApi(access);
  const params = new URLSearchParams();
  if (access.mode === "token") params.set("token", access.token);
  return queryOptions({
    queryKey: ["pins", ...base.key, "project-photos"] as const,
    queryFn: () =>
      getJson<PhotoPinList[]>(`/api/portal/projects/${access.projectId}/selection-pins?${params}`),
    retry: false,
  });
}

/** The admin's pins on one photo of a piece (the studio replies and resolves; it places none). */
export function adminPhotoPinApi(photo: string): PinApi {
  return {
    ...adminPinApi,
    key: [...adminPinApi.key, "photo", photo],
    refreshKey: adminPinApi.key,
    scope: `photo:${photo}:`,
    surface: "photo",
    list: (itemId) =>
      getJson<PhotoPinList>(`/api/admin/selection-items/${itemId}/pins?${new URLSearchParams({ photo })}`),
    fileLink: async () => ({ url: photo }),
  };
}

/** The photos of a project's pieces that carry pins (the admin's Selections tab). */
export function projectPhotoPinsQuery(projectId: number) {
  return queryOptions({
    queryKey: ["pins", "admin", "project-photos", projectId] as const,
    queryFn: () => getJson<PhotoPinSummary>(`/api/admin/projects/${projectId}/selection-pins`),
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------
// What is new since this device last looked at a document's pins
// ---------------------------------------------------------------------------------------------

const SEEN_KEY = "layered.pins.seen";
const NAME_KEY = "layered.pins.name";

function readSeen(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** This device's key for a target's pins on one side (a document's is `side:id`, as it always was). */
function seenKey(api: Pick<PinApi, "side" | "scope">, id: number): string {
  return `${api.side}:${api.scope ?? ""}${id}`;
}

/** When this device last opened the target's pins on this side (null: never). */
export function lastSeen(api: Pick<PinApi, "side" | "scope">, documentId: number): string | null {
  return readSeen()[seenKey(api, documentId)] ?? null;
}

export function markSeen(
  api: Pick<PinApi, "side" | "scope">,
  documentId: number,
  at = new Date().toISOString(),
): void {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...readSeen(), [seenKey(api, documentId)]: at }));
  } catch {
    // Private browsing without storage: everything simply stays "new".
  }
}

/** Pins with a message from the other side since `since` (all of them on a first visit). */
export function pinsNewFor(side: PinSide, pins: Pin[], since: string | null): Pin[] {
  return pins.filter((p) =>
    p.messages.some(
      (m) =>
        (side === "client" ? m.authorKind === "studio" : m.authorKind !== "studio") &&
        (since === null || m.createdAt > since),
    ),
  );
}

export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Nothing to remember it in: the visitor types it again next time.
  }
}
