import { TASK_LIST_STATUS } from "@cairn/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { kanboardCards, taskAssignees, taskLists, tasks } from "../../db/schema";
import { changeTaskStatus } from "../tasks/change-status";
import type { TaskListRow } from "../tasks/list-load";
import type { TaskRow } from "../tasks/load";
import { loadTaskRelated, type TaskRelated } from "../tasks/related";
import { membersAmong, statusOnLanding } from "./automation";
import type { ColumnRow } from "./load";

export type Landing = { task: TaskRow; list: TaskListRow };
export type Landed = { statusChanged: number[]; activity?: ActivityRow };

/**
 * A column's rule applied to tasks that land in it, inside the caller's transaction: a status column gives
 * them its status through the tasks' own status change (its activity, its rights: the mover must be allowed
 * to complete or reopen each, else 403 and nothing moves), a `users` column adds its people to them.
 * `related` holds the tasks' assignees (who may complete them).
 */
/** Whether landing these tasks in this column changes anything besides their cards (landTasks). */
export function landingChangesTasks(column: ColumnRow, landing: Landing[]): boolean {
  const status = statusOnLanding(column.automation);
  if (status !== undefined && landing.some((l) => l.task.status !== status)) return true;
  return column.automation.type === "users" && landing.length > 0;
}

export async function landTasks(
  tx: Executor,
  me: CurrentUser,
  access: ProjectAccess,
  column: ColumnRow,
  landing: Landing[],
  related: TaskRelated,
): Promise<Landed> {
  const landed: Landed = { statusChanged: [] };
  const status = statusOnLanding(column.automation);
  if (status !== undefined) {
    for (const current of landing.filter((l) => l.task.status !== status)) {
      const { activity } = await changeTaskStatus(tx, me, access, current, status, related);
      landed.statusChanged.push(current.task.id);
      landed.activity = activity ?? landed.activity;
    }
  }
  const a = column.automation;
  if (a.type === "users" && landing.length > 0) {
    const users = await membersAmong(tx, access.project.id, a.users);
    await tx.execute(sql`insert into ${taskAssignees} (task_id, user_id, project_id)
      select t, u, ${access.project.id}::int
      from unnest(${idArray(landing.map((l) => l.task.id))}) t cross join unnest(${idArray(users)}) u
      on conflict do nothing`);
  }
  return landed;
}

/**
 * The column's cards a saved rule reaches: those of current lists. An archived list's tasks are put away (off
 * the board, refused edits and status changes until it is restored), so a rule saved meanwhile leaves them.
 */
const currentCards = (columnId: number) => sql`select k.task_id from ${kanboardCards} k
  join ${tasks} t on t.id = k.task_id join ${taskLists} l on l.id = t.task_list_id
  where k.column_id = ${columnId}::int and l.status <> ${sql.raw(String(TASK_LIST_STATUS.archived))}`;

/**
 * How many of the column's cards a `users` rule naming these people would change if saved now: those of
 * current lists whose task lacks at least one of them (the web app asks before saving; applyColumnRule below
 * adds exactly these).
 */
export async function cardsGainingPeople(db: Executor, columnId: number, users: readonly number[]): Promise<number> {
  if (users.length === 0) return 0;
  const result = (await db.execute(sql`select count(*)::int as n from (${currentCards(columnId)}) k
    where exists (select 1 from unnest(${idArray(users)}) u where not exists (
      select 1 from ${taskAssignees} a where a.task_id = k.task_id and a.user_id = u))`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

/** A saved automation, applied again to every card of its column (manager's save; docs/api.md "Kanboard"). */
export async function applyColumnRule(tx: Executor, me: CurrentUser, access: ProjectAccess, column: ColumnRow) {
  const status = statusOnLanding(column.automation);
  const a = column.automation;
  if (a.type === "users") {
    const users = await membersAmong(tx, access.project.id, a.users);
    await tx.execute(sql`insert into ${taskAssignees} (task_id, user_id, project_id)
      select k.task_id, u, ${access.project.id}::int
      from (${currentCards(column.id)}) k cross join unnest(${idArray(users)}) u
      on conflict do nothing`);
    return;
  }
  if (status === undefined) return;
  // Only the cards whose task differs: a column whose cards all agree costs this one read.
  const differing = await tx
    .select({ task: tasks, list: taskLists })
    .from(kanboardCards)
    .innerJoin(tasks, eq(tasks.id, kanboardCards.taskId))
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(
      and(
        eq(kanboardCards.columnId, column.id),
        ne(tasks.status, status),
        ne(taskLists.status, TASK_LIST_STATUS.archived),
      ),
    );
  if (differing.length === 0) return;
  const related = await loadTaskRelated(
    tx,
    differing.map((d) => d.task),
    { people: false },
  );
  await landTasks(tx, me, access, column, differing, related);
}
