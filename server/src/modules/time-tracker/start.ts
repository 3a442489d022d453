import { TIME_MESSAGES } from "@cairn/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { timeLogs } from "../../db/schema";
import { isAssignee, type TimeLogRow, type TimeTarget } from "./load";
import { stopRunning } from "./stop";

/** The partial unique index that keeps one running timer per person (db/schema/time.ts). */
const ONE_RUNNING = "time_logs_one_running_key";
const ATTEMPTS = 3;

/** Time is tracked by an assignee, on a task that is not done (spec 001 §5). */
export async function assertMayTrack(db: Db, me: CurrentUser, target: TimeTarget) {
  if (!(await isAssignee(db, target.task.id, me.id))) throw unprocessable(TIME_MESSAGES.notAssigned);
  if (target.task.status === 1) throw unprocessable(TIME_MESSAGES.taskDone);
}

export type Started = { log: TimeLogRow; stopped: TimeLogRow | undefined; started: boolean };

/**
 * Starts the caller's timer on the task, stopping the one he has running elsewhere, in one transaction. The
 * database holds at most one running log per person: a start racing another (two tabs, a double click)
 * that loses at the index is tried again, and then finds the winner's log — the same task's is kept as it
 * is, another task's is stopped — so the person ends with exactly one timer running, and no error.
 */
export async function startTimer(db: Db, me: CurrentUser, target: TimeTarget, now: () => Date): Promise<Started> {
  await assertMayTrack(db, me, target);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(db, me, target, now());
    } catch (err) {
      if (attempt >= ATTEMPTS || !violates(err, ONE_RUNNING)) throw err;
    }
  }
}

function startOnce(db: Db, me: CurrentUser, target: TimeTarget, now: Date): Promise<Started> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select()
      .from(timeLogs)
      .where(and(eq(timeLogs.userId, me.id), isNull(timeLogs.stop)))
      .for("update");
    if (running?.taskId === target.task.id) return { log: running, stopped: undefined, started: false };
    const [stopped] = running ? await stopRunning(tx, eq(timeLogs.id, running.id), now) : [];
    const [log] = await tx
      .insert(timeLogs)
      .values({ projectId: target.task.projectId, taskId: target.task.id, userId: me.id, start: now })
      .returning();
    return { log, stopped, started: true };
  });
}

/** Whether a database error (or one it wraps: drizzle wraps the driver's) is a clash on that unique index. */
function violates(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === "23505" && e.constraint === constraint) return true;
    e = e.cause as typeof e;
  }
  return false;
}
