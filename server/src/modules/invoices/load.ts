import { INVOICE_MESSAGES } from "@cairn/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { invoiceLines, invoicePayments, invoices, userAddresses, users } from "../../db/schema";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type ClientSummary = { id: number; email: string; display_name: string; address: unknown };

/** An invoice with everything its answer shows: lines, payments, the client and his address. */
export type InvoiceWhole = {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  payments: PaymentRow[];
  client: ClientSummary | null;
};

/** The invoice of THIS project (404 for another project's, whatever its id). */
export async function loadInvoiceRow(db: Executor, projectId: number, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.projectId, projectId)));
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

/** Lines, payments and clients of several invoices: three queries whatever their number. */
export async function wholeInvoices(db: Executor, rows: InvoiceRow[]): Promise<InvoiceWhole[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const clientIds = [...new Set(rows.map((r) => r.clientId).filter((id): id is number => id !== null))];
  const [lines, payments, clients] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.order), asc(invoiceLines.id)),
    db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, ids)).orderBy(asc(invoicePayments.id)),
    clientIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, email: users.email, display_name: users.displayName, address: userAddresses.value })
          .from(users)
          .leftJoin(userAddresses, eq(userAddresses.userId, users.id))
          .where(inArray(users.id, clientIds)),
  ]);
  const clientById = new Map(clients.map((c) => [c.id, c]));
  return rows.map((invoice) => ({
    invoice,
    lines: lines.filter((l) => l.invoiceId === invoice.id),
    payments: payments.filter((p) => p.invoiceId === invoice.id),
    client: invoice.clientId === null ? null : (clientById.get(invoice.clientId) ?? null),
  }));
}

export async function loadInvoice(db: Executor, projectId: number, invoiceId: number): Promise<InvoiceWhole> {
  const [whole] = await wholeInvoices(db, [await loadInvoiceRow(db, projectId, invoiceId)]);
  return whole;
}
