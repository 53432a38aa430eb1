/**
 * Selections, the client's side (issue 29): the portal's Selections tab, reached like the rest of
 * the portal with the private link's token (query for the GET, body for the POST) or as a signed-in
 * client assigned to the project (worker/http/portal-access.ts). Every refusal of access is the
 * same 404; answers are private and never carry the studio's cost.
 *   GET  /api/portal/selections?token=&projectId=            ClientSelectionsView
 *   POST /api/portal/selection-items/:id/decision            { token?, projectId, decision, comment?, optionId? }
 *   GET  /api/portal/selections/export.pdf?token=&projectId= the schedule's PDF (issue 29 item 4)
 *   GET  /api/portal/selection-invoices?token=&projectId=    ClientInvoice[] (open and paid)
 *   POST /api/portal/selection-invoices/:id/checkout         { token?, projectId } → { url }
 */
import type { Context } from "hono";
import { projectDisplayName } from "../../src/shared/project";
import { INVOICE_MESSAGES } from "../../src/shared/selections-invoices";
import { decisionSchema } from "../../src/shared/selections-schemas";
import { depsOf } from "../http/deps";
import { notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { optionalId, privateResponses, readBody, resolveAccess } from "../http/portal-access";
import { parseOrThrow } from "../http/validate";
import type { AppEnv } from "../types";
import { pdfAnswer } from "./export-answer";
import { startInvoiceCheckout } from "./invoice-payments";
import { clientInvoices, findInvoice } from "./invoices";
import { decide } from "./service-decisions";
import { clientView } from "./views";

export const selectionsPortalRouter = guardedRouter(privateResponses, [
  "/selections",
  "/selections/*",
  "/selection-items/*",
  "/selection-invoices",
  "/selection-invoices/*",
]);

/**
 * The portal's access to a project's selections: a signed-in client names the project; the link's
 * token is enough on its own; neither is a 404.
 */
async function selectionsAccess(c: Context<AppEnv>, token: unknown, rawProjectId: unknown) {
  const projectId = optionalId(rawProjectId);
  if (projectId === undefined && !token) throw notFound();
  return resolveAccess(c, token, projectId);
}

const accessFromQuery = (c: Context<AppEnv>) =>
  selectionsAccess(c, c.req.query("token"), c.req.query("projectId") ?? c.req.query("id"));

selectionsPortalRouter.get("/selections", async (c) => {
  const access = await accessFromQuery(c);
  return c.json(await clientView(c.get("db"), access.project.id));
});

// The same PDF as the admin's export: built from the client's view, so no studio cost and no drafts.
selectionsPortalRouter.get("/selections/export.pdf", async (c) => {
  const access = await accessFromQuery(c);
  return pdfAnswer(c.get("db"), c.env.MEDIA, c.get("config"), {
    id: access.project.id,
    name: projectDisplayName(access.project),
  });
});

selectionsPortalRouter.post("/selection-items/:id/decision", async (c) => {
  const itemId = parseId(c.req.param("id"));
  const body = await readBody(c);
  // Access first: a caller who may not decide learns nothing from the validation messages.
  const access = await selectionsAccess(c, body.token, body.projectId);
  const input = parseOrThrow(decisionSchema, body);
  await decide(
    depsOf(c),
    {
      projectId: access.project.id,
      userId: access.userId,
      authorName: access.authorName,
      actor: c.get("user") && access.userId !== null ? c.get("user") : null,
    },
    itemId,
    input,
  );
  return c.json(await clientView(c.get("db"), access.project.id));
});

selectionsPortalRouter.get("/selection-invoices", async (c) => {
  const access = await accessFromQuery(c);
  return c.json(await clientInvoices(c.get("db"), access.project.id));
});

selectionsPortalRouter.post("/selection-invoices/:id/checkout", async (c) => {
  const invoiceId = parseId(c.req.param("id"));
  const body = await readBody(c);
  const access = await selectionsAccess(c, body.token, body.projectId);
  const invoice = await findInvoice(c.get("db"), invoiceId);
  // Another project's invoice is simply not found.
  if (!invoice || invoice.projectId !== access.project.id) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const config = c.get("config");
  const pid = access.project.id;
  // Back to the portal's Selections tab: the private link's token is not handed to Stripe; the SPA
  // restores it from the tab's session (portal mode) when the address has none.
  const back = (outcome: string) =>
    access.viewer.kind === "client"
      ? `${config.appOrigin}/portal?project=${pid}&tab=selections&invoice=${invoice.id}&payment=${outcome}`
      : `${config.appOrigin}/portal/${pid}?tab=selections&invoice=${invoice.id}&payment=${outcome}`;
  const started = await startInvoiceCheckout(depsOf(c), access.project, invoice, back);
  if ("off" in started) return c.json({ message: INVOICE_MESSAGES.paymentsOff }, 503);
  return c.json({ url: started.url });
});
