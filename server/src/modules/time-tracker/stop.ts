import { TIME_MESSAGES } from "@cairn/shared";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { timeLogs } from "../../db/schema";
import type { TimeLogRow, TimeTarget } from "./load";

/**
 * Stops the running logs `where` picks, at `now` on the server's clock: total = now − start in whole seconds
 * (never below 0, should the clock have stepped back). `stop is null` is part of the update, so a log is
 * stopped once however many calls race to stop it.
 */
export function stopRunning(db: Executor, where: SQL | undefined, now: Date): Promise<TimeLogRow[]> {
  return stopRunningUpdate(db, where, now).returning();
}

function stopRunningUpdate(db: Executor, where: SQL | undefined, now: Date) {
  return db
    .update(timeLogs)
    .set({
      stop: now,
      total: sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${timeLogs.start}))))::int`,
    })
    .where(and(isNull(timeLogs.stop), where));
}

/**
 * The statement that stops every timer running on a task, for the status change that completes it to run
 * along (tasks/change-status.ts, through the hook of module.ts): a done task takes no new time, so none may keep counting on it.
 */
export const stopTimersOnTaskSql = (db: Executor, taskId: number, now: Date) =>
  stopRunningUpdate(db, eq(timeLogs.taskId, taskId), now).getSQL();

/** Stops the caller's timer on the task; none running there is 422. Allowed on a done task too. */
export async function stopTimer(db: Executor, me: CurrentUser, target: TimeTarget, now: Date) {
  const [log] = await stopRunning(db, and(eq(timeLogs.userId, me.id), eq(timeLogs.taskId, target.task.id)), now);
  if (!log) throw unprocessable(TIME_MESSAGES.notRunning);
  return log;
}

/** People no longer assigned to a task stop tracking it (tasks/update-task.ts, in its transaction, through the hook of module.ts). */
export async function stopTimersOf(tx: Executor, taskId: number, userIds: readonly number[], now = new Date()) {
  if (userIds.length === 0) return;
  await stopRunning(tx, and(eq(timeLogs.taskId, taskId), inArray(timeLogs.userId, [...userIds])), now);
}
