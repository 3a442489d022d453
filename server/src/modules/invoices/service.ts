import {
  INVOICE_MESSAGES,
  type InvoiceBody,
  type InvoiceSetting,
  invoiceSettingValue,
  invoiceStatus,
  todayIn,
} from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { invalid } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Db, type Executor, idArray, queryRows } from "../../db/client";
import { invoiceLines, invoices, invoiceTimeLogs, settings } from "../../db/schema";
import { type InvoiceRow, wholeInvoices } from "./load";
import { totalsOf } from "./totals";

/** The workspace's invoice setting (currency, PayPal), with its defaults. */
export async function invoiceSetting(db: Executor): Promise<InvoiceSetting> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(sql`${settings.projectId} is null`, eq(settings.key, "invoice")));
  const parsed = invoiceSettingValue.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : invoiceSettingValue.parse({});
}

type LogJson = [id: number, taskId: number, finished: boolean, payable: boolean];

/**
 * The client is a member of the project; each task line's task is one of its tasks; each log billed is the
 * project's, finished, payable, billed by no other invoice, and its task has a line here (issue 46 point 5).
 */
async function checkReferences(db: Executor, projectId: number, body: InvoiceBody, invoiceId: number | null) {
  const taskIds = [...new Set(body.items.entryTasks.map((l) => l.task_id).filter((id): id is number => !!id))];
  const logIds = body.time_log_ids ?? [];
  const [found] = await queryRows<{ member: boolean; tasks: number[]; logs: LogJson[]; billed: number[] }>(
    db,
    sql`select
      exists (select 1 from project_members where project_id = ${projectId} and user_id = ${body.client_id ?? 0}) as member,
      coalesce((select array_agg(id) from tasks where project_id = ${projectId} and id = any(${idArray(taskIds)})), '{}') as tasks,
      coalesce((select json_agg(json_build_array(l.id, l.task_id, l.stop is not null, l.payable))
        from time_logs l join tasks t on t.id = l.task_id
        where t.project_id = ${projectId} and l.id = any(${idArray(logIds)})), '[]'::json) as logs,
      coalesce((select array_agg(time_log_id) from invoice_time_logs
        where time_log_id = any(${idArray(logIds)}) and invoice_id <> ${invoiceId ?? 0}), '{}') as billed`,
  );
  const errors: Record<string, string[]> = {};
  if (!found.member) errors.client_id = [INVOICE_MESSAGES.clientNotMember];
  const known = new Set(found.tasks);
  body.items.entryTasks.forEach((l, i) => {
    if (l.task_id && !known.has(l.task_id))
      errors[`items.entryTasks.${i}.task_id`] = [INVOICE_MESSAGES.taskNotInProject];
  });
  const logs = new Map(found.logs.map((l) => [l[0], l]));
  const billed = new Set(found.billed);
  logIds.forEach((id, i) => {
    const problem = logProblem(logs.get(id), billed.has(id), known);
    if (problem) errors[`time_log_ids.${i}`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** What keeps a log off this invoice, if anything; `lineTasks` are the project's tasks its task lines name. */
function logProblem(log: LogJson | undefined, billed: boolean, lineTasks: Set<number>): string | null {
  if (!log) return INVOICE_MESSAGES.logNotInProject;
  const [, taskId, finished, payable] = log;
  if (billed) return INVOICE_MESSAGES.logBilled;
  if (!finished) return INVOICE_MESSAGES.logRunning;
  if (!payable) return INVOICE_MESSAGES.logNotPayable;
  if (!lineTasks.has(taskId)) return INVOICE_MESSAGES.logWithoutLine;
  return null;
}

const lineRows = (invoiceId: number, body: InvoiceBody) => [
  ...body.items.entryTasks.map((l, i) => ({
    invoiceId,
    kind: "task",
    taskId: l.task_id ?? null,
    name: l.task,
    rate: l.amount ?? "0",
    quantity: l.hour,
    tax: l.tax ?? "0",
    order: i,
  })),
  ...body.items.entryNames.map((l, i) => ({
    invoiceId,
    kind: "name",
    taskId: null,
    name: l.name,
    rate: l.amount ?? "0",
    quantity: l.quantity,
    tax: l.tax ?? "0",
    order: body.items.entryTasks.length + i,
  })),
];

const fields = (body: InvoiceBody, today: string) => ({
  clientId: body.client_id ?? null,
  title: body.title,
  startAt: body.start_at ?? null,
  dueDate: body.due_date ?? today,
  discount: body.discount ?? "0",
  partial: body.partial ?? false,
  partialAmount: body.partial ? body.partial_amount : null,
  terms: body.terms ?? "",
  clientNote: body.client_note ?? "",
});

/** Lines (and billed logs) replaced, and the status set from the new totals, in the caller's transaction. */
async function writeLines(tx: Executor, invoice: InvoiceRow, body: InvoiceBody): Promise<InvoiceRow> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  await tx.insert(invoiceLines).values(lineRows(invoice.id, body));
  if (body.time_log_ids !== undefined) {
    await tx.delete(invoiceTimeLogs).where(eq(invoiceTimeLogs.invoiceId, invoice.id));
    if (body.time_log_ids.length > 0) {
      await tx
        .insert(invoiceTimeLogs)
        .values(body.time_log_ids.map((timeLogId) => ({ timeLogId, invoiceId: invoice.id })));
    }
  }
  return refreshStatus(tx, invoice);
}

/** Status from what is paid (0, 1 or 3): after lines or payments change. */
export async function refreshStatus(tx: Executor, invoice: InvoiceRow): Promise<InvoiceRow> {
  const [whole] = await wholeInvoices(tx, [invoice]);
  const status = invoiceStatus(totalsOf(whole));
  if (status === invoice.status) return invoice;
  const [row] = await tx.update(invoices).set({ status }).where(eq(invoices.id, invoice.id)).returning();
  return row;
}

export async function createInvoice(db: Db, access: ProjectAccess, body: InvoiceBody, timeZone: string) {
  await checkReferences(db, access.project.id, body, null);
  const setting = await invoiceSetting(db);
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        projectId: access.project.id,
        ...fields(body, todayIn(timeZone, new Date())),
        currency: setting.currency_code,
        createdBy: access.userId,
      })
      .returning();
    return writeLines(tx, invoice, body);
  });
}

export async function updateInvoice(db: Db, old: InvoiceRow, body: InvoiceBody, timeZone: string) {
  await checkReferences(db, old.projectId, body, old.id);
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .update(invoices)
      .set({
        ...fields(body, todayIn(timeZone, new Date())),
        dueDate: body.due_date ?? old.dueDate,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, old.id))
      .returning();
    return writeLines(tx, invoice, body);
  });
}

export async function deleteInvoice(db: Db, invoice: InvoiceRow): Promise<void> {
  await db.delete(invoices).where(eq(invoices.id, invoice.id));
}

/** The time logs of tasks in the project already billed (the form's 'Add tracked time' leaves them out). */
export async function billedLogIds(db: Executor, logIds: number[]): Promise<Set<number>> {
  if (logIds.length === 0) return new Set();
  const rows = await db
    .select({ id: invoiceTimeLogs.timeLogId })
    .from(invoiceTimeLogs)
    .where(inArray(invoiceTimeLogs.timeLogId, logIds));
  return new Set(rows.map((r) => r.id));
}
