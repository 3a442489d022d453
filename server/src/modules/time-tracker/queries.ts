import { and, desc, eq, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { timeLogs, users } from "../../db/schema";

/** The most logs one answer lists (newest first); totals always count them all. */
export const MAX_LOGS = 2000;

/** Seconds a log counts at `now`: its total once stopped, the time so far while it runs. */
const secondsAt = (now: Date) =>
  sql`coalesce(${timeLogs.total}, greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${timeLogs.start})))))`;

/** A task's logs with their people, newest first: everybody's, or one person's; a page of them if asked. */
export function logsOfTask(db: Executor, taskId: number, userId?: number, page?: Paging) {
  return db
    .select({
      log: timeLogs,
      user: { id: users.id, email: users.email, displayName: users.displayName },
    })
    .from(timeLogs)
    .innerJoin(users, eq(users.id, timeLogs.userId))
    .where(and(eq(timeLogs.taskId, taskId), userId === undefined ? undefined : eq(timeLogs.userId, userId)))
    .orderBy(desc(timeLogs.start), desc(timeLogs.id))
    .limit(page ? page.perPage : MAX_LOGS)
    .offset(page ? page.offset : 0);
}

/**
 * Each person's time on a task (running timers up to `now`) and how many logs, most time first: the
 * per-person totals a page of logs cannot give. One grouped read over the task's index.
 */
export function peopleOfTask(db: Executor, taskId: number, now: Date) {
  const seconds = sql<number>`coalesce(sum(${secondsAt(now)}), 0)::bigint`;
  return db
    .select({
      user: { id: users.id, email: users.email, displayName: users.displayName },
      seconds: seconds.mapWith(Number),
      logs: sql<number>`count(*)::int`,
    })
    .from(timeLogs)
    .innerJoin(users, eq(users.id, timeLogs.userId))
    .where(eq(timeLogs.taskId, taskId))
    .groupBy(users.id)
    .orderBy(desc(seconds), users.id);
}

/**
 * Seconds tracked on a task, running timers up to `now`: everybody's (`task`) and one person's (`mine`), and
 * whether that person's timer runs there. One aggregate over the task's index, however many logs.
 */
export async function totalsOfTask(db: Executor, taskId: number, userId: number, now: Date) {
  const seconds = secondsAt(now);
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
