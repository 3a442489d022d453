import { TIME_MESSAGES } from "@cairn/shared";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { invoiceTimeLogs, timeLogs } from "../../db/schema";
import type { TimeTarget } from "./load";
import type { PresentableLog } from "./present";

/** SQL: no invoice bills the time_logs row. */
export const notBilled = sql`not exists (select 1 from ${invoiceTimeLogs} b where b.time_log_id = ${timeLogs.id})`;

export async function isBilled(db: Executor, logId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceTimeLogs.timeLogId })
    .from(invoiceTimeLogs)
    .where(eq(invoiceTimeLogs.timeLogId, logId));
  return row !== undefined;
}

/** Whether a log's task still takes changes to its time: not done, on a current (not archived) list. */
export const timeIsOpen = (target: Pick<TimeTarget, "task" | "list">) =>
  target.task.status !== 1 && target.list.status === 1;

/**
 * Deletes a log (its tracker's only, as the route's access rule checked: time-tracker/load.ts timeLogLoader),
 * only once stopped, only on a task not done of a current list (spec 001 §5), and never while an invoice bills it.
 */
export async function deleteTimeLog(db: Db, me: CurrentUser, target: TimeTarget, log: PresentableLog) {
  if (log.stop === null) throw unprocessable(TIME_MESSAGES.stopBeforeDelete);
  if (log.bill !== null) throw unprocessable(TIME_MESSAGES.billedDelete);
  if (target.task.status === 1) throw unprocessable(TIME_MESSAGES.taskDoneDelete);
  if (target.list.status !== 1) throw unprocessable(TIME_MESSAGES.listArchived);
  // `stop is not null` in the statement too: a timer restarted meanwhile is another row, but never delete
  // a running one on a stale read; nor one an invoice claimed since it was read (that is a 422 again).
  const [gone] = await db
    .delete(timeLogs)
    .where(and(eq(timeLogs.id, log.id), eq(timeLogs.userId, me.id), isNotNull(timeLogs.stop), notBilled))
    .returning({ id: timeLogs.id });
  if (!gone) {
    if (await isBilled(db, log.id)) throw unprocessable(TIME_MESSAGES.billedDelete);
    throw notFound(TIME_MESSAGES.logNotFound);
  }
  return gone;
}
