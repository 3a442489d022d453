import { presentTimestamp } from "../../core/http/dates";
import type { InvoiceWhole } from "./load";
import { totalsOf } from "./totals";

/** Exact decimals (numeric columns) as JSON numbers; amounts here have at most six decimals. */
function num(v: string): number;
function num(v: string | null): number | null;
function num(v: string | null): number | null {
  return v === null ? null : Number(v);
}

/** The invoice as it leaves the server: the original's fields, its payments, and totals computed once. */
export function presentInvoice(whole: InvoiceWhole, abilities: { can_edit: boolean }) {
  const { invoice: i, lines, payments, client } = whole;
  const totals = totalsOf(whole);
  return {
    id: i.id,
    project_id: i.projectId,
    client_id: i.clientId,
    client: client ? { data: client } : null,
    title: i.title,
    start_at: i.startAt,
    due_date: i.dueDate,
    discount: num(i.discount),
    partial: i.partial,
    partial_amount: num(i.partialAmount),
    terms: i.terms,
    client_note: i.clientNote,
    currency: i.currency,
    status: i.status,
    items: {
      entryTasks: lines
        .filter((l) => l.kind === "task")
        .map((l) => ({
          id: l.id,
          task_id: l.taskId,
          task: l.name,
          amount: num(l.rate),
          hour: num(l.quantity),
          tax: num(l.tax),
        })),
      entryNames: lines
        .filter((l) => l.kind === "name")
        .map((l) => ({ id: l.id, name: l.name, amount: num(l.rate), quantity: num(l.quantity), tax: num(l.tax) })),
    },
    payments: {
      data: payments.map((p) => ({
        id: p.id,
        amount: num(p.amount),
        date: p.date,
        notes: p.notes,
        gateway: p.gateway,
        created_at: presentTimestamp(p.createdAt),
      })),
    },
    totals: {
      subtotal: totals.subtotal,
      tax: totals.tax,
      discount: totals.discount,
      total: totals.total,
      paid: totals.paid,
      due: totals.due,
    },
    created_at: presentTimestamp(i.createdAt),
    updated_at: presentTimestamp(i.updatedAt),
    time_logs: whole.timeLogs.map((l) => ({ id: l.id, task_id: l.taskId })),
    ...abilities,
  };
}
