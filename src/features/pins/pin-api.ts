/**
 * Pinned feedback, the SPA side (issue 19): one interface for the portal (signed-in client or
 * private link) and the admin's documents tab, so the same viewer serves both.
 */
import { queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../lib/api";
import type { AwaitingPins, Pin, PinList, PinMessage, PinStatus } from "../../shared/pins";
import type { DocumentLink } from "../../shared/portal";
import type { PortalAccess } from "../portal/portal-api";

export type PinSide = "client" | "studio";

export type PinApi = {
  side: PinSide;
  /** Private-link visitors sign what they write with a name, remembered on this device. */
  needsName: boolean;
  /** Distinguishes the cache of each access (token, client, admin) for the same document. */
  key: readonly unknown[];
  list: (documentId: number) => Promise<PinList>;
  /** A short-lived address of the file itself, fetched by the viewer. */
  fileLink: (documentId: number) => Promise<DocumentLink>;
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
      getJson<DocumentLink>(
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
  fileLink: (documentId) => getJson<DocumentLink>(`/api/documents/${documentId}/link?disposition=inline`),
  create: () => Promise.reject(new Error("Pins are placed by clients.")),
  reply: (pinId, input) =>
    sendJson<PinMessage>("POST", `/api/admin/pins/${pinId}/replies`, { text: input.text }),
  setStatus: (pinId, input) =>
    sendJson<Pin>("POST", `/api/admin/pins/${pinId}/status`, { status: input.status }),
};

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

/** When this device last opened the document's pins on this side (null: never). */
export function lastSeen(side: PinSide, documentId: number): string | null {
  return readSeen()[`${side}:${documentId}`] ?? null;
}

export function markSeen(side: PinSide, documentId: number, at = new Date().toISOString()): void {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...readSeen(), [`${side}:${documentId}`]: at }));
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
