import { INVOICE_MESSAGES, type InvoiceAddress } from "@cairn/shared";
import { count, desc, type Placeholder, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import { type Executor, idArray } from "../../db/client";
import {
  invoiceLines,
  invoicePayments,
  invoices,
  invoiceTimeLogs,
  timeLogs,
  userAddresses,
  users,
} from "../../db/schema";
import { plannedOnce } from "../../db/statements";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
/** `address`: as saved from its form (invoices/addresses.ts), or null. */
export type ClientSummary = { id: number; email: string; display_name: string; address: InvoiceAddress | null };

/** A time log an invoice bills, with its task (the form keeps the logs whose task still has a line). */
export type BilledLog = { id: number; taskId: number };

/** An invoice with everything its answer shows: lines, payments, the client and his address, the logs it bills. */
export type InvoiceWhole = {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  payments: PaymentRow[];
  client: ClientSummary | null;
  timeLogs: BilledLog[];
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

/** Which invoices a read is for: a project's, a client's own (across projects), one of a project, given ones. */
export type InvoiceFilter =
  | { by: "project"; projectId: number }
  | { by: "client"; clientId: number }
  | { by: "one"; projectId: number; invoiceId: number }
  | { by: "ids"; ids: number[] };

/** The values of a filter, by the names its statement's placeholders carry. */
const filterValues = (f: InvoiceFilter): Record<string, unknown> => ({
  project: "projectId" in f ? f.projectId : undefined,
  client: "clientId" in f ? f.clientId : undefined,
  invoice: "invoiceId" in f ? f.invoiceId : undefined,
  ids: "ids" in f ? f.ids : undefined,
});

/** A kind of filter as SQL, each value `value(name)`: a named placeholder (prepared) or the value itself. */
function filterWhere(by: InvoiceFilter["by"], value: (name: string) => unknown): SQL {
  switch (by) {
    case "project":
      return sql`${invoices.projectId} = ${value("project")}`;
    case "client":
      return sql`${invoices.clientId} = ${value("client")}`;
    case "one":
      return sql`${invoices.id} = ${value("invoice")} and ${invoices.projectId} = ${value("project")}`;
    case "ids":
      return sql`${invoices.id} = any(${idArray(value("ids") as number[] | Placeholder)})`;
  }
}

/**
 * Invoices with their lines, payments, client and billed logs, in ONE statement: each row carries its children as JSON
 * (numerics as text, so they stay exact), and `count(*) over ()` the number of rows the filter matches. A page
 * of 15 invoices used to cost five statements and most of its time in the driver.
 */
function wholeInvoicesStatement(db: Executor, by: InvoiceFilter["by"]) {
  // Qualified by hand: inside a select list drizzle writes a column of the main table unqualified, which the
  // subqueries below would read as their own table's `id`.
  const invoiceId = sql.raw(`"invoices"."id"`);
  const clientId = sql.raw(`"invoices"."client_id"`);
  return db
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
      timeLogs: sql<[number, number][]>`(select coalesce(json_agg(json_build_array(b.time_log_id, l.task_id)
      order by b.time_log_id), '[]'::json)
      from ${invoiceTimeLogs} b join ${timeLogs} l on l.id = b.time_log_id where b.invoice_id = ${invoiceId})`,
    })
    .from(invoices)
    .where(filterWhere(by, (name) => sql.placeholder(name)))
    .orderBy(desc(invoices.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
}

async function selectWholeInvoices(
  db: Executor,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
): Promise<{ wholes: InvoiceWhole[]; matched: number | null }> {
  const rows = await plannedOnce(wholeInvoicesStatement(db, filter.by)).execute({ ...filterValues(filter), ...page });
  return {
    wholes: rows.map((row) => ({
      invoice: row.invoice,
      lines: row.lines.map((l) => lineFromTuple(row.invoice.id, l)),
      payments: row.payments.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })),
      client: row.client,
      timeLogs: row.timeLogs.map(([id, taskId]) => ({ id, taskId })),
    })),
    matched: rows[0]?.matched ?? null,
  };
}

/** A page of invoices, newest first, whole, and how many the filter matches (one statement, two past the end). */
export async function pageOfWholeInvoices(
  db: Executor,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
) {
  const { wholes, matched } = await selectWholeInvoices(db, filter, page);
  if (matched !== null || page.offset === 0) return { wholes, total: matched ?? 0 };
  const values = filterValues(filter);
  const where = filterWhere(filter.by, (name) => values[name]);
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(where);
  return { wholes, total };
}

/** These invoices whole again (after a change, in its transaction): one statement whatever their number. */
export async function wholeInvoices(db: Executor, rows: InvoiceRow[]): Promise<InvoiceWhole[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { wholes } = await selectWholeInvoices(db, { by: "ids", ids }, { limit: ids.length, offset: 0 });
  const byId = new Map(wholes.map((w) => [w.invoice.id, w]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The invoice of THIS project, whole (404 for another project's, whatever its id): one statement. */
export async function loadInvoice(db: Executor, projectId: number, invoiceId: number): Promise<InvoiceWhole> {
  const { wholes } = await selectWholeInvoices(db, { by: "one", projectId, invoiceId }, { limit: 1, offset: 0 });
  if (!wholes[0]) throw notFound(INVOICE_MESSAGES.notFound);
  return wholes[0];
}
