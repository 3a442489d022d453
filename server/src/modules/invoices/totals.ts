import { type InvoiceTotals, invoiceTotals } from "@cairn/shared";
import type { InvoiceWhole } from "./load";

/** The shared arithmetic over stored rows (decimals as the database's exact strings). */
export function totalsOf(whole: Pick<InvoiceWhole, "invoice" | "lines" | "payments">): InvoiceTotals {
  return invoiceTotals(
    whole.lines.map((l) => ({ rate: l.rate, quantity: l.quantity, tax: l.tax })),
    {
      discount: whole.invoice.discount,
      paid: whole.payments.map((p) => p.amount),
      currency: whole.invoice.currency,
    },
  );
}
