import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { timeLogs, users } from "../../db/schema";

/** The most logs one answer lists (newest first); totals always count them all. */
export const MAX_LOGS = 2000;

/** A task's logs with their people, newest first: everybody's, or one person's. */
export function logsOfTask(db: Executor, taskId: number, userId?: number) {
  return db
    .select({
      log: timeLogs,
      user: { id: users.id, email: users.email, displayName: users.displayName },
    })
    .from(timeLogs)
    .innerJoin(users, eq(users.id, timeLogs.userId))
    .where(and(eq(timeLogs.taskId, taskId), userId === undefined ? undefined : eq(timeLogs.userId, userId)))
    .orderBy(desc(timeLogs.start), desc(timeLogs.id))
    .limit(MAX_LOGS);
}

/**
 * Seconds tracked on a task, running timers up to `now`: everybody's (`task`) and one person's (`mine`), and
 * whether that person's timer runs there. One aggregate over the task's index, however many logs.
 */
export async function totalsOfTask(db: Executor, taskId: number, userId: number, now: Date) {
  const at = now.toISOString();
  const seconds = sql`coalesce(${timeLogs.total}, greatest(0, floor(extract(epoch from (${at}::timestamptz - ${timeLogs.start})))))`;
  const [row] = await db
    .select({
      task: sql<number>`coalesce(sum(${seconds}), 0)::bigint`.mapWith(Number),
      mine: sql<number>`coalesce(sum(${seconds}) filter (where ${timeLogs.userId} = ${userId}), 0)::bigint`.mapWith(
        Number,
      ),
      running: sql<boolean>`coalesce(bool_or(${timeLogs.stop} is null and ${timeLogs.userId} = ${userId}), false)`,
    })
    .from(timeLogs)
    .where(eq(timeLogs.taskId, taskId));
  return row;
}
