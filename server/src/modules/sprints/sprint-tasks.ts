import { SPRINT_MESSAGES as M, MESSAGES, TASK_LIST_STATUS } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { conflict, forbidden, notFound, unprocessable } from "../../core/http/errors";
import { hasGlobalManage, type ProjectAccess } from "../../core/policy/project-access";
import { type Db, type Executor, idArray } from "../../db/client";
import { sprintTasks, taskLists, tasks } from "../../db/schema";
import { readerTable } from "../tasks/query-tasks";
import { loadSprintAccess, sprintPolicy } from "./access";
import { readerAccesses } from "./read";

/** The tasks named that the caller may see (privacy as the lists apply it), with what the rules need. */
async function visibleTasks(
  tx: Executor,
  me: CurrentUser,
  accesses: Map<number, ProjectAccess> | null,
  taskIds: number[],
) {
  if (accesses?.size === 0) return [];
  const reader = readerTable(me, accesses);
  return tx
    .select({
      id: tasks.id,
      projectId: tasks.projectId,
      parentId: tasks.parentId,
      createdBy: tasks.createdBy,
      listStatus: taskLists.status,
    })
    .from(tasks)
    .innerJoin(reader.table, reader.on)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(and(sql`${tasks.id} = any(${idArray(taskIds)})`, reader.visible));
}

/**
 * Adds tasks to an active sprint the caller may edit. Each must be a task (not a sub-task) he sees, of one of
 * the sprint's projects, of a current list (an archived list's tasks are put away), and in no other active sprint (409; the partial unique index holds this against a
 * racing add too). A task already in this sprint is left as it is.
 */
export async function addSprintTasks(db: Db, me: CurrentUser, sprintId: number, taskIds: number[]) {
  await db.transaction(async (tx) => {
    const a = await loadSprintAccess(tx, me, sprintId, { lock: true });
    if (a.sprint.status !== "active") throw unprocessable(M.sprintCompleted);
    const found = await visibleTasks(tx, me, await readerAccesses(tx, me), taskIds);
    if (found.length !== taskIds.length) throw notFound(MESSAGES.taskNotFound);
    if (found.some((t) => !a.projectIds.includes(t.projectId))) throw unprocessable(M.taskNotInProjects);
    if (found.some((t) => t.parentId > 0)) throw unprocessable(M.subTaskNotAllowed);
    if (found.some((t) => t.listStatus === TASK_LIST_STATUS.archived)) throw unprocessable(M.archivedListTask);
    const elsewhere = await tx
      .select({ taskId: sprintTasks.taskId })
      .from(sprintTasks)
      .where(
        and(
          sql`${sprintTasks.taskId} = any(${idArray(taskIds)})`,
          eq(sprintTasks.sprintStatus, "active"),
          sql`${sprintTasks.sprintId} <> ${sprintId}`,
        ),
      )
      .limit(1);
    if (elsewhere.length > 0) throw conflict(M.taskInAnotherSprint);
    await tx
      .insert(sprintTasks)
      .values(found.map((t) => ({ sprintId, taskId: t.id, projectId: t.projectId, addedBy: me.id })))
      .onConflictDoNothing({ target: [sprintTasks.sprintId, sprintTasks.taskId] });
  });
}

/** Takes a task out of an active sprint: a manager of the task's project or its creator (issue 20 point 7). */
export async function removeSprintTask(db: Db, me: CurrentUser, sprintId: number, taskId: number) {
  await db.transaction(async (tx) => {
    const a = await loadSprintAccess(tx, me, sprintId, { lock: true });
    const [task] = await visibleTasks(tx, me, readerOf(me, a.accesses), [taskId]);
    const [inSprint] = task
      ? await tx
          .select({ taskId: sprintTasks.taskId })
          .from(sprintTasks)
          .where(and(eq(sprintTasks.sprintId, sprintId), eq(sprintTasks.taskId, taskId)))
      : [];
    if (!task || !inSprint) throw notFound(M.taskNotInSprint);
    if (a.sprint.status !== "active") throw unprocessable(M.sprintCompleted);
    if (!sprintPolicy.changeTask(a.accesses.get(task.projectId), task)) throw forbidden();
    await tx.delete(sprintTasks).where(and(eq(sprintTasks.sprintId, sprintId), eq(sprintTasks.taskId, taskId)));
  });
}

/** The reader for a sprint's own accesses: a global manager's map holds every project and reads as "sees all". */
const readerOf = (me: CurrentUser, accesses: Map<number, ProjectAccess>) => (hasGlobalManage(me) ? null : accesses);
