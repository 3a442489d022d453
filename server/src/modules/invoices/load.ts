import { INVOICE_MESSAGES } from "@cairn/shared";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
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

/** A line and a payment as the invoices statement carries them: numerics as their exact text. */
type PaymentJson = Omit<PaymentRow, "createdAt"> & { createdAt: string };
/**
 * A line as a JSON array of its columns: as an object with its keys, a page's 150 lines cost PostgreSQL a
 * third of the statement (0.25 of 0.8 ms).
 */
type LineTuple = [
  id: number,
  kind: string,
  taskId: number | null,
  name: string,
  rate: string,
  quantity: string | null,
  tax: string,
  order: number,
];

const lineFromTuple = (
  invoiceId: number,
  [id, kind, taskId, name, rate, quantity, tax, order]: LineTuple,
): InvoiceLineRow => ({
  id,
  invoiceId,
  kind,
  taskId,
  name,
  rate,
  quantity,
  tax,
  order,
});

/**
 * Invoices with their lines, payments and client, in ONE statement: each row carries its children as JSON
 * (numerics as text, so they stay exact), and `count(*) over ()` the number of rows the filter matches. A page
 * of 15 invoices used to cost five statements and most of its time in the driver.
 */
async function selectWholeInvoices(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ wholes: InvoiceWhole[]; matched: number | null }> {
  // Qualified by hand: inside a select list drizzle writes a column of the main table unqualified, which the
  // subqueries below would read as their own table's `id`.
  const invoiceId = sql.raw(`"invoices"."id"`);
  const clientId = sql.raw(`"invoices"."client_id"`);
  const rows = await db
    .select({
      invoice: invoices,
      matched: sql<number>`(count(*) over ())::int`,
      lines: sql<LineTuple[]>`(select coalesce(json_agg(json_build_array(l.id, l.kind, l.task_id, l.name, l.rate::text,
        l.quantity::text, l.tax::text, l."order") order by l."order", l.id), '[]'::json)
        from ${invoiceLines} l where l.invoice_id = ${invoiceId})`,
      payments: sql<PaymentJson[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'invoiceId', p.invoice_id,
        'amount', p.amount::text, 'date', p.date, 'notes', p.notes, 'gateway', p.gateway, 'txnId', p.txn_id,
        'createdBy', p.created_by, 'createdAt', p.created_at) order by p.id), '[]'::json)
        from ${invoicePayments} p where p.invoice_id = ${invoiceId})`,
      client: sql<ClientSummary | null>`(select json_build_object('id', u.id, 'email', u.email,
        'display_name', u.display_name, 'address', a.value)
        from ${users} u left join ${userAddresses} a on a.user_id = u.id where u.id = ${clientId})`,
    })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    wholes: rows.map((row) => ({
      invoice: row.invoice,
      lines: row.lines.map((l) => lineFromTuple(row.invoice.id, l)),
      payments: row.payments.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })),
      client: row.client,
    })),
    matched: rows[0]?.matched ?? null,
  };
}

/** A page of invoices, newest first, whole, and how many the filter matches (one statement, two past the end). */
export async function pageOfWholeInvoices(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const { wholes, matched } = await selectWholeInvoices(db, where, page);
  if (matched !== null || page.offset === 0) return { wholes, total: matched ?? 0 };
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(where);
  return { wholes, total };
}

/** These invoices whole again (after a change, in its transaction): one statement whatever their number. */
export async function wholeInvoices(db: Executor, rows: InvoiceRow[]): Promise<InvoiceWhole[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { wholes } = await selectWholeInvoices(db, inArray(invoices.id, ids), { limit: ids.length, offset: 0 });
  const byId = new Map(wholes.map((w) => [w.invoice.id, w]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The invoice of THIS project, whole (404 for another project's, whatever its id): one statement. */
export async function loadInvoice(db: Executor, projectId: number, invoiceId: number): Promise<InvoiceWhole> {
  const where = and(eq(invoices.id, invoiceId), eq(invoices.projectId, projectId));
  const { wholes } = await selectWholeInvoices(db, where, { limit: 1, offset: 0 });
  if (!wholes[0]) throw notFound(INVOICE_MESSAGES.notFound);
  return wholes[0];
}
