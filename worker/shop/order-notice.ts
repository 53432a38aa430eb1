import { sql } from "drizzle-orm";
import { adminUrl } from "../../src/shared/app-links";
import { formatMoney } from "../../src/shared/order";
import type { Deps } from "../deps";
import { type QueuedEmail, queueStudioNotice } from "../notify/outbox";
import { getOrderForNotification } from "./queries-orders";

/**
 * The studio's e-mail about a paid order, queued for markOrderPaid's batch (issue 25): written only
 * if that batch marked the order paid at `at` through `sessionId`, so it goes once whichever of the
 * webhook and the scheduled reconciliation (worker/cron.ts) settles it. Null for an unknown order.
 */
export async function queuePaidOrderNotice(
  deps: Deps,
  orderId: number,
  email: string | null,
  sessionId: string,
  at: string,
): Promise<QueuedEmail | null> {
  const found = await getOrderForNotification(deps.db, orderId);
  if (!found) return null;
  const { order, items } = found;
  const payer = email ?? order.email;
  const lines = items.map((i) => `  ${i.quantity} × ${i.titleSnapshot} at ${formatMoney(i.unitPriceCents)}`);
  return queueStudioNotice(
    deps,
    `New shop order: ${formatMoney(order.totalCents)}${payer ? ` from ${payer}` : ""}`,
    [
      `An order was paid through the website shop (#${order.id}).`,
      "",
      ...lines,
      "",
      `Total:    ${formatMoney(order.totalCents)} ${order.currency.toUpperCase()}`,
      `Customer: ${payer ?? "(no e-mail given)"}`,
      `Stripe:   ${sessionId}`,
      "",
      // The Orders list searched for this order (issue 28: the list pages and searches).
      `Open the admin dashboard to fulfil it: ${adminUrl(deps.config.appOrigin, { tab: "orders", q: `#${order.id}` })}`,
    ].join("\n"),
    {
      kind: "order",
      ...(payer ? { replyTo: payer } : {}),
      when: sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status = 'paid' AND paid_at = ${at} AND stripe_session_id = ${sessionId})`,
    },
  );
}
