/**
 * The portal's Selections tab data (issue 29): the client's view of the project's selections and
 * the decision call. Token mode sends the link's token (query for the GET, body for the POST);
 * signed-in mode relies on the session cookie and names the project.
 */
import { queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../lib/api";
import type { ClientSelectionsView, SelectionDecisionKind } from "../../shared/selections";
import type { ClientInvoice } from "../../shared/selections-invoices";
import type { PortalAccess } from "./portal-api";

export const selectionsKey = (access: PortalAccess) =>
  access.mode === "token"
    ? (["portal", "selections", "token", access.projectId, access.token] as const)
    : (["portal", "selections", "client", access.projectId] as const);

export function selectionsQuery(access: PortalAccess) {
  const params = new URLSearchParams({ projectId: String(access.projectId) });
  if (access.mode === "token") params.set("token", access.token);
  return queryOptions({
    queryKey: selectionsKey(access),
    queryFn: () => getJson<ClientSelectionsView>(`/api/portal/selections?${params}`),
    retry: false,
  });
}

export function sendDecision(
  access: PortalAccess,
  itemId: number,
  body: { decision: SelectionDecisionKind; comment?: string; optionId?: number | null },
): Promise<ClientSelectionsView> {
  return sendJson<ClientSelectionsView>("POST", `/api/portal/selection-items/${itemId}/decision`, {
    projectId: access.projectId,
    ...(access.mode === "token" ? { token: access.token } : {}),
    ...body,
  });
}

/** The project's invoices for the client (issue 29 item 3): open and paid, newest first. */
export function invoicesQuery(access: PortalAccess, options: { poll?: boolean } = {}) {
  const params = new URLSearchParams({ projectId: String(access.projectId) });
  if (access.mode === "token") params.set("token", access.token);
  return queryOptions({
    queryKey: [...selectionsKey(access), "invoices"] as const,
    queryFn: () => getJson<ClientInvoice[]>(`/api/portal/selection-invoices?${params}`),
    retry: false,
    // Back from Checkout: Stripe's webhook may arrive a moment after the payer does.
    refetchInterval: options.poll ? 2_000 : false,
  });
}

/** Starts (or rejoins) the invoice's Stripe Checkout; the answer's URL is the payment page. */
export function startInvoicePayment(access: PortalAccess, invoiceId: number): Promise<{ url: string }> {
  return sendJson<{ url: string }>("POST", `/api/portal/selection-invoices/${invoiceId}/checkout`, {
    projectId: access.projectId,
    ...(access.mode === "token" ? { token: access.token } : {}),
  });
}
