import { TIME_MESSAGES } from "@cairn/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { timeLogs } from "../../db/schema";
import type { TimeLogRow, TimeTarget } from "./load";

/** Whether a log's task still takes changes to its time: not done, on a current (not archived) list. */
export const timeIsOpen = (target: Pick<TimeTarget, "task" | "list">) =>
  target.task.status !== 1 && target.list.status === 1;

/**
 * Deletes a log (its tracker's only, as the route's access rule checked: time-tracker/load.ts timeLogLoader),
 * only once stopped, only on a task not done of a current list (spec 001 §5).
 */
export async function deleteTimeLog(db: Db, me: CurrentUser, target: TimeTarget, log: TimeLogRow) {
  if (log.stop === null) throw unprocessable(TIME_MESSAGES.stopBeforeDelete);
  if (target.task.status === 1) throw unprocessable(TIME_MESSAGES.taskDoneDelete);
  if (target.list.status !== 1) throw unprocessable(TIME_MESSAGES.listArchived);
  // `stop is not null` in the statement too: a timer restarted meanwhile is another row, but never delete
  // a running one on a stale read.
  const [gone] = await db
    .delete(timeLogs)
    .where(and(eq(timeLogs.id, log.id), eq(timeLogs.userId, me.id), isNotNull(timeLogs.stop)))
    .returning({ id: timeLogs.id });
  if (!gone) throw notFound(TIME_MESSAGES.logNotFound);
  return gone;
}
