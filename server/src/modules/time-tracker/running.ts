import { and, eq, isNull } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { accessFromRow, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, projects, settings, tasks, timeLogs } from "../../db/schema";
import type { TimeLogRow } from "./load";

export type RunningTimer = {
  log: TimeLogRow;
  task: { id: number; title: string; project_id: number };
  project: { id: number; title: string };
  /** The caller's access to the log's project, for the log's abilities. */
  access: ProjectAccess;
};

/**
 * The caller's running timer, if any, with the task and project it runs on: what the header's timer chip
 * shows on every page. At most one row (the partial unique index time_logs_one_running_key), read over it.
 * His own timer only, on a task he is assigned to (removing him stops it): nothing he may not see. A running
 * log is never billed (invoices bill finished time only).
 */
export async function runningTimerOf(db: Executor, me: CurrentUser): Promise<RunningTimer | undefined> {
  const [row] = await db
    .select({
      log: timeLogs,
      task: { id: tasks.id, title: tasks.title, project_id: tasks.projectId },
      project: projects,
      roleId: projectMembers.roleId,
      capabilities: settings.value,
    })
    .from(timeLogs)
    .innerJoin(tasks, eq(tasks.id, timeLogs.taskId))
    .innerJoin(projects, eq(projects.id, timeLogs.projectId))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, timeLogs.projectId), eq(projectMembers.userId, me.id)))
    .leftJoin(settings, and(eq(settings.projectId, timeLogs.projectId), eq(settings.key, "capabilities")))
    .where(and(eq(timeLogs.userId, me.id), isNull(timeLogs.stop)));
  if (!row) return undefined;
  const access = accessFromRow(me, row);
  return { log: row.log, task: row.task, project: { id: row.project.id, title: row.project.title }, access };
}
