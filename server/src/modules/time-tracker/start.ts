import { TIME_MESSAGES } from "@cairn/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { timeLogs, users } from "../../db/schema";
import { assertListCurrent } from "../tasks/rules";
import { isAssignee, type TimeLogRow, type TimeTarget } from "./load";
import { stopRunning } from "./stop";

/** Time is tracked by an assignee, on a task that is not done (spec 001 §5), of a current list. */
export async function assertMayTrack(db: Db, me: CurrentUser, target: TimeTarget) {
  if (!(await isAssignee(db, target.task.id, me.id))) throw unprocessable(TIME_MESSAGES.notAssigned);
  if (target.task.status === 1) throw unprocessable(TIME_MESSAGES.taskDone);
  assertListCurrent(target.list, TIME_MESSAGES.listArchivedTrack);
}

export type Started = { log: TimeLogRow; stopped: TimeLogRow | undefined; started: boolean };

/**
 * Starts the caller's timer on the task, stopping the one he has running elsewhere, in one transaction. The log
 * is payable when the task is.
 * Starts by one person take turns on his user row: two tabs or a double click then run one after the other,
 * each seeing what the one before did, so they answer as a serial run would (the same task's running log is
 * kept, 200; another task's is stopped, 201) and he ends with exactly one timer running. Without the turn the
 * losers met the partial unique index (time_logs_one_running_key) as a 500; the index stays as the guard, and
 * should anything else race past it, the error handler answers its clash as a 409.
 */
export async function startTimer(db: Db, me: CurrentUser, target: TimeTarget, now: () => Date): Promise<Started> {
  await assertMayTrack(db, me, target);
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: it queues the person's own starts without blocking inserts that merely reference him.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for("no key update");
    const [running] = await tx
      .select()
      .from(timeLogs)
      .where(and(eq(timeLogs.userId, me.id), isNull(timeLogs.stop)));
    if (running?.taskId === target.task.id) return { log: running, stopped: undefined, started: false };
    const at = now();
    const [stopped] = running ? await stopRunning(tx, eq(timeLogs.id, running.id), at) : [];
    const [log] = await tx
      .insert(timeLogs)
      .values({
        projectId: target.task.projectId,
        taskId: target.task.id,
        userId: me.id,
        start: at,
        payable: target.task.payable,
      })
      .returning();
    return { log, stopped, started: true };
  });
}
