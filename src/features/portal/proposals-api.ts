/**
 * The portal's proposals (issue 18): the list, the PDF's address, and the calls that prove a
 * signer's identity, sign and pay. Private-link access travels in the body of every POST.
 */
import { queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../lib/api";
import type { CodeSent, CodeVerified, PortalProposal, ProposalCheckout } from "../../shared/proposals";
import type { SignInput } from "../../shared/proposals-schemas";
import { accessBody, type PortalAccess } from "./portal-api";

function accessQuery(access: PortalAccess): URLSearchParams {
  const params = new URLSearchParams();
  if (access.mode === "token") params.set("token", access.token);
  params.set("projectId", String(access.projectId));
  return params;
}

export const proposalsKey = (access: PortalAccess) =>
  access.mode === "token"
    ? (["portal", "token", access.projectId, access.token, "proposals"] as const)
    : (["portal", "client", access.projectId, "proposals"] as const);

export function proposalsQuery(access: PortalAccess) {
  return queryOptions({
    queryKey: proposalsKey(access),
    queryFn: () => getJson<PortalProposal[]>(`/api/portal/proposals?${accessQuery(access)}`),
    retry: false,
  });
}

/** The exact bytes sent for signature (same origin, for pdf.js). */
export function proposalPdfUrl(access: PortalAccess, id: number): string {
  return `/api/portal/proposals/${id}/pdf?${accessQuery(access)}`;
}

export function signedCopyLink(access: PortalAccess, id: number) {
  const params = accessQuery(access);
  params.set("format", "json");
  return getJson<{ url: string; fileName: string }>(`/api/portal/proposals/${id}/signed-copy?${params}`);
}

export function requestCode(access: PortalAccess, id: number, signerId: number) {
  return sendJson<CodeSent>("POST", `/api/portal/proposals/${id}/code`, { ...accessBody(access), signerId });
}

export function verifyCode(access: PortalAccess, id: number, signerId: number, code: string) {
  return sendJson<CodeVerified>("POST", `/api/portal/proposals/${id}/verify`, {
    ...accessBody(access),
    signerId,
    code,
  });
}

export function signProposal(
  access: PortalAccess,
  id: number,
  input: Omit<SignInput, "token" | "projectId">,
) {
  return sendJson<PortalProposal>("POST", `/api/portal/proposals/${id}/sign`, {
    ...accessBody(access),
    ...input,
  });
}

export function startDepositCheckout(access: PortalAccess, id: number) {
  return sendJson<ProposalCheckout>("POST", `/api/portal/proposals/${id}/checkout`, accessBody(access));
}

/** "Signed 1 of 2, deposit due": a proposal's status in one line (the list and the view). */
export function proposalStatusLine(p: PortalProposal): string {
  const signed = p.signers.filter((s) => s.signedAt).length;
  const parts = [`Signed ${signed} of ${p.signers.length}`];
  if (p.depositCents !== null) parts.push(p.depositPaidAt ? "deposit paid" : "deposit due");
  return parts.join(", ");
}
