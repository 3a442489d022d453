import { INVOICE_MESSAGES } from "@cairn/shared";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { type InvoiceWhole, loadInvoice } from "./load";

/** Who reads an invoice: its project's managers and its own client (time logs name it to them only). */
export const mayReadInvoice = (access: ProjectAccess, invoice: { clientId: number | null }) =>
  policy.manageProject(access) || invoice.clientId === access.userId;

/** The invoice, for its project's managers and its own client; 404 for anyone else (it is not revealed). */
export async function loadReadableInvoice(
  db: Executor,
  access: ProjectAccess,
  invoiceId: number,
): Promise<InvoiceWhole> {
  const whole = await loadInvoice(db, access.project.id, invoiceId);
  if (!mayReadInvoice(access, whole.invoice)) throw notFound(INVOICE_MESSAGES.notFound);
  return whole;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    invoice: InvoiceWhole;
  }
}

/**
 * The invoice a route's `:invoice_id` names, whole, for the route-access hook: seen by its project's managers
 * and its client; changed (the routes' `manage`) by the managers only, so its client gets 403.
 */
export const invoiceLoader: ItemLoader<InvoiceWhole> = {
  param: "invoice_id",
  load: loadReadableInvoice,
  owner: (whole) => whole.invoice,
};
