import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projects, tasks, timeLogs } from "../../db/schema";
import type { TimeLogRow } from "./load";

export type RunningTimer = {
  log: TimeLogRow;
  task: { id: number; title: string; project_id: number };
  project: { id: number; title: string };
};

/**
 * The caller's running timer, if any, with the task and project it runs on: what the header's timer chip
 * shows on every page. At most one row (the partial unique index time_logs_one_running_key), read over it.
 * His own timer only, on a task he is assigned to (removing him stops it): nothing he may not see.
 */
export async function runningTimerOf(db: Executor, userId: number): Promise<RunningTimer | undefined> {
  const [row] = await db
    .select({
      log: timeLogs,
      task: { id: tasks.id, title: tasks.title, project_id: tasks.projectId },
      project: { id: projects.id, title: projects.title },
    })
    .from(timeLogs)
    .innerJoin(tasks, eq(tasks.id, timeLogs.taskId))
    .innerJoin(projects, eq(projects.id, timeLogs.projectId))
    .where(and(eq(timeLogs.userId, userId), isNull(timeLogs.stop)));
  return row;
}
