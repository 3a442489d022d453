import { splitSeconds } from "@cairn/shared";
import { presentTimestamp } from "../../core/http/dates";
import { wrap } from "../../core/http/envelope";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { users } from "../../db/schema";
import { mayReadInvoice } from "../invoices/access";
import { presentUser } from "../users/present";
import type { TimeLogRow } from "./load";

type UserRow = Pick<typeof users.$inferSelect, "id" | "email" | "displayName">;

/** The invoice that bills a log (invoice_time_logs), as read with it: shown or hidden by presentTimeLog. */
export type LogBill = { invoiceId: number; title: string; clientId: number | null };

/** A log as read for its answer: its row and the invoice billing it, if any. */
export type PresentableLog = TimeLogRow & { bill: LogBill | null };

/** Who reads a log, when, and whether the log's task still takes changes to its time (`open`). */
export type TimeLogViewer = { access: ProjectAccess; now: Date; open: boolean };

/** Seconds a log counts: its total once stopped, the time so far while it runs. */
export const secondsOf = (log: Pick<TimeLogRow, "start" | "stop" | "total">, now: Date) =>
  log.stop === null ? Math.max(0, Math.floor((now.getTime() - log.start.getTime()) / 1000)) : (log.total ?? 0);

/** A log no invoice bills: every log just started, stopped or typed in. */
export const unbilled = (log: TimeLogRow): PresentableLog => ({ ...log, bill: null });

/**
 * A log as it leaves the server. `total` counts a running log up to now. `billed` is for every reader (it is
 * why the log stays as it is), `invoice` only for one who may read that invoice (invoices/access.ts).
 * `meta.can_delete`: his, stopped, not billed, and the task still takes time changes (`open`); `meta.can_edit`:
 * he may edit it (policy.edit: his own, or he manages the project) and it is not billed.
 */
export function presentTimeLog(log: PresentableLog, user: UserRow | null, viewer: TimeLogViewer) {
  const running = log.stop === null;
  const { access } = viewer;
  const billed = log.bill !== null;
  const shownBill = log.bill && mayReadInvoice(access, log.bill) ? log.bill : null;
  return {
    id: log.id,
    project_id: log.projectId,
    task_id: log.taskId,
    created_by: log.userId,
    user: wrap(user ? presentUser(user) : null),
    start: presentTimestamp(log.start),
    stop: presentTimestamp(log.stop),
    total: secondsOf(log, viewer.now),
    run_status: running,
    custom: log.isCustom,
    payable: log.payable,
    billed,
    invoice: shownBill ? wrap({ id: shownBill.invoiceId, title: shownBill.title }) : null,
    created_at: presentTimestamp(log.createdAt),
    meta: {
      can_delete: policy.removeTimeLog(access, { createdBy: log.userId }) && !running && !billed && viewer.open,
      can_edit: policy.edit(access, { createdBy: log.userId }) && !billed,
    },
  };
}

export type PresentedTimeLog = ReturnType<typeof presentTimeLog>;

/** The totals the task's `time.meta` and others-time carry. */
export const presentTotal = (seconds: number) => splitSeconds(seconds);
