import {
  INVOICE_MESSAGES,
  type InvoiceSetting,
  invoiceTotals,
  type PaymentBody,
  parseDecimal,
  todayIn,
  toMinor,
} from "@cairn/shared";
import { invalidField, unprocessable } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { invoicePayments } from "../../db/schema";
import { type InvoiceWhole, wholeInvoices } from "./load";
import { refreshStatus } from "./service";
import { totalsOf } from "./totals";

/**
 * Whether `amount` may be paid now: more than 0, at most what is due, at least the minimum partial payment
 * when partial payments are allowed (or exactly what is due when they are not). Null when it may.
 */
export function paymentProblem(whole: InvoiceWhole, amount: string | null): string | null {
  const { invoice } = whole;
  const currency = invoice.currency;
  const due = totalsOf(whole).minor.due;
  const paying = amount === null ? 0 : toMinor(amount, currency);
  if (due <= 0) return INVOICE_MESSAGES.nothingDue;
  if (paying <= 0 || (parseDecimal(amount) ?? 0n) <= 0n) return INVOICE_MESSAGES.amountPositive;
  if (paying > due) return INVOICE_MESSAGES.amountOverDue;
  if (!invoice.partial) return paying === due ? null : INVOICE_MESSAGES.amountMustBeDue;
  const minimum = invoice.partialAmount === null ? 0 : toMinor(invoice.partialAmount, currency);
  // The last instalment may be smaller than the minimum: it settles the invoice.
  if (paying < minimum && paying !== due) return INVOICE_MESSAGES.amountUnderPartial;
  return null;
}

/** A manager records a payment (any amount above 0: over-payments are kept, and the invoice is then paid). */
export async function recordPayment(
  db: Db,
  whole: InvoiceWhole,
  body: PaymentBody,
  by: { userId: number; timeZone: string },
): Promise<InvoiceWhole> {
  if (body.amount === null || (parseDecimal(body.amount) ?? 0n) <= 0n)
    throw invalidField("amount", INVOICE_MESSAGES.amountPositive);
  return db.transaction(async (tx) => {
    await tx.insert(invoicePayments).values({
      invoiceId: whole.invoice.id,
      amount: body.amount as string,
      date: body.date ?? todayIn(by.timeZone, new Date()),
      notes: body.notes ?? "",
      gateway: body.gateway || "manual",
      createdBy: by.userId,
    });
    const invoice = await refreshStatus(tx, whole.invoice);
    const [fresh] = await wholeInvoices(tx, [invoice]);
    return fresh;
  });
}

/** PayPal's checkout page for the setting's mode, unless the operator named another (a stand-in in tests). */
const PAYPAL_CHECKOUT = {
  live: "https://www.paypal.com/cgi-bin/webscr",
  sandbox: "https://www.sandbox.paypal.com/cgi-bin/webscr",
};

/**
 * The provider's standard checkout for paying `amount` of this invoice (PayPal's "Buy Now"): the business, the
 * item, the amount and currency, `custom` naming invoice, payer, project and gateway, and where PayPal sends the
 * payer back and its notification. `url` carries the same fields as a query: the browser goes there by
 * navigation, since the app's own CSP lets forms post to the app only (PayPal takes these fields by GET too).
 */
export function checkoutFields(
  whole: InvoiceWhole,
  amount: string,
  setting: InvoiceSetting,
  ctx: { userId: number; publicUrl: string; returnPath: string; checkoutUrl: string | undefined },
) {
  const gateway = setting.gateWays.find((g) => g.name === "paypal");
  if (!gateway?.active || !setting.paypal_mail) throw unprocessable(INVOICE_MESSAGES.gatewayInactive);
  const { invoice } = whole;
  const decimals = invoiceTotals([], { currency: invoice.currency }).decimals;
  const paying = (toMinor(amount, invoice.currency) / 10 ** decimals).toFixed(decimals);
  const action = ctx.checkoutUrl ?? (setting.sand_box_mode ? PAYPAL_CHECKOUT.sandbox : PAYPAL_CHECKOUT.live);
  const fields = {
    cmd: "_xclick",
    business: setting.paypal_mail,
    item_name: invoice.title,
    item_number: String(invoice.id),
    amount: paying,
    currency_code: invoice.currency,
    no_shipping: "1",
    custom: JSON.stringify({
      invoice_id: invoice.id,
      user_id: ctx.userId,
      project_id: invoice.projectId,
      gateway: "paypal",
    }),
    return: `${ctx.publicUrl}${ctx.returnPath}`,
    cancel_return: `${ctx.publicUrl}${ctx.returnPath}`,
    notify_url: `${ctx.publicUrl}/api/pm-pro/v2/invoice/paypal/ipn`,
  };
  return { action, fields, url: `${action}?${new URLSearchParams(fields)}` };
}
