import { MESSAGES, TIME_MESSAGES } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { missingAs, notFound } from "../../core/http/errors";
import type { UnplacedItemLoader } from "../../core/policy/addressed-items";
import { policy } from "../../core/policy/policy";
import { accessFromRow, hasGlobalManage, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import {
  invoices,
  invoiceTimeLogs,
  projectMembers,
  projects,
  settings,
  taskAssignees,
  taskLists,
  tasks,
  timeLogs,
} from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import type { TaskListRow } from "../tasks/list-load";
import type { TaskRow } from "../tasks/load";
import type { PresentableLog } from "./present";

export type TimeLogRow = typeof timeLogs.$inferSelect;

/** The task a time call is about, seen by the caller: its project comes from the task. */
export type TimeTarget = { access: ProjectAccess; task: TaskRow; list: TaskListRow };

/**
 * The task, its list, its project and the caller's role there, in one statement: every time call
 * starts here, and three round trips (owner, access, visible task) cost more than the work they did.
 */
const targetStatement = (db: Executor) =>
  db
    .select({
      task: tasks,
      list: taskLists,
      project: projects,
      roleId: projectMembers.roleId,
      capabilities: settings.value,
    })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, sql.placeholder("userId"))),
    )
    .leftJoin(settings, and(eq(settings.projectId, tasks.projectId), eq(settings.key, "capabilities")))
    .where(eq(tasks.id, sql.placeholder("taskId")))
    .limit(1);

/**
 * The address names the task only, so its project is read from it. A task of a project the caller is no
 * member of, or one he may not see (private task or list), answers exactly as a missing task (issue 42
 * point 9); only then must a project the body names be the task's.
 */
export async function loadTimeTarget(
  db: Executor,
  me: CurrentUser,
  taskId: number,
  projectId?: number,
): Promise<TimeTarget> {
  const [row] = await plannedOnce(targetStatement(db)).execute({ taskId, userId: me.id });
  if (!row) throw notFound(MESSAGES.taskNotFound);
  if (row.roleId === null && !hasGlobalManage(me)) throw notFound(MESSAGES.taskNotFound);
  const access = accessFromRow(me, row);
  const { task, list } = row;
  if (!policy.view(access, "task", task) || !policy.view(access, "list", list)) throw notFound(MESSAGES.taskNotFound);
  if (projectId !== undefined && projectId !== task.projectId) throw notFound(TIME_MESSAGES.otherProject);
  return { access, task, list };
}

/** A time log (with the invoice billing it) with its task, its list and the caller's access to their project. */
export type LoadedTimeLog = TimeTarget & { log: PresentableLog };

/** A log and the invoice billing it, if any, in one statement. */
export async function readTimeLog(db: Executor, logId: number): Promise<PresentableLog | undefined> {
  const [row] = await db
    .select({
      log: timeLogs,
      invoiceId: invoices.id,
      title: invoices.title,
      clientId: invoices.clientId,
    })
    .from(timeLogs)
    .leftJoin(invoiceTimeLogs, eq(invoiceTimeLogs.timeLogId, timeLogs.id))
    .leftJoin(invoices, eq(invoices.id, invoiceTimeLogs.invoiceId))
    .where(eq(timeLogs.id, logId));
  if (!row) return undefined;
  const { log, invoiceId, title, clientId } = row;
  return { ...log, bill: invoiceId === null ? null : { invoiceId, title: title ?? "", clientId } };
}

/** A log and its task, for the caller: an unknown log, or one on a task he may not see, is 404. */
export async function loadTimeLog(db: Executor, me: CurrentUser, logId: number): Promise<LoadedTimeLog> {
  const log = await readTimeLog(db, logId);
  if (!log) throw notFound(TIME_MESSAGES.logNotFound);
  // One answer for a log the caller may not reach, whatever hides it: its id tells nothing.
  const target = await loadTimeTarget(db, me, log.taskId).catch(missingAs(TIME_MESSAGES.logNotFound));
  return { log, ...target };
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    time: LoadedTimeLog;
  }
}

/**
 * The log a route's `:id` names (its address has no project: the log's task gives it), for the route-access
 * hook: seen with its task, deleted by its tracker only (the policy's removeTimeLog, managers included), edited
 * (its payable flag) by its tracker and the project's managers (the policy's edit).
 */
export const timeLogLoader: UnplacedItemLoader<LoadedTimeLog> = {
  param: "id",
  load: async (db, me, id) => {
    const loaded = await loadTimeLog(db, me, id);
    return { item: loaded, project: loaded.access };
  },
  allows: (loaded, does) =>
    does === "see" ||
    (does === "remove" && policy.removeTimeLog(loaded.access, { createdBy: loaded.log.userId })) ||
    (does === "edit" && policy.edit(loaded.access, { createdBy: loaded.log.userId })),
};

export async function isAssignee(db: Executor, taskId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)));
  return row !== undefined;
}
