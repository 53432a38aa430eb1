import { formatMoney } from "../../shared/order";

/**
 * "· " before a part of a line, only where the line does not wrap (on a phone each part has its
 * own line).
 */
export function WideDot() {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      ·{" "}
    </span>
  );
}

/** "· Deposit $1,500.00" after a proposal's status, for a proposal that asks for a deposit. */
export function DepositNote({
  cents,
  currency,
  className,
}: {
  cents: number | null;
  currency: string;
  className?: string;
}) {
  if (cents === null) return null;
  return (
    <span className={className}>
      <WideDot />
      Deposit {formatMoney(cents, currency)}
    </span>
  );
}
