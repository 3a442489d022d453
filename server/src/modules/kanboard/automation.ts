import { fillMessage, type KanboardAutomation, KANBOARD_MESSAGES as M } from "@cairn/shared";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { conflict, invalid } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { kanboardCards, kanboardColumns, projectMembers, taskAssignees, taskLists } from "../../db/schema";

/**
 * The status a task takes when it lands in a column with this automation (dropped on it, or created in it):
 * a `done` column and a `taskStatus: completed` one complete it, an `in_progress` column and a
 * `taskStatus: incomplete` one reopen it. So the done column never shows an open task, nor the list view a
 * done task that the board shows elsewhere (issue 15, "one source of truth"; docs/api.md "Kanboard").
 */
export function statusOnLanding(a: KanboardAutomation): 0 | 1 | undefined {
  if (a.type === "done" || (a.type === "taskStatus" && a.status === "completed")) return 1;
  if (a.type === "in_progress" || (a.type === "taskStatus" && a.status === "incomplete")) return 0;
  return undefined;
}

/** SQL: the order that puts a card on top of the column `columnId` (an int expression). */
export const topOrderSql = (columnId: SQL) =>
  sql`(select coalesce(min(k."order"), 1) - 1 from ${kanboardCards} k where k.column_id = ${columnId})`;

/**
 * A creating statement's side effect (tasks/hooks.ts): the new task, unless a sub-task, lands on top of the
 * `todo` column that takes its list, or else the one that takes every new task.
 */
export const newTaskToTodoSql = () => sql`insert into ${kanboardCards} (task_id, column_id, "order")
  select changed.id, c.id, ${topOrderSql(sql`c.id`)}
  from changed cross join lateral (
    select col.id from ${kanboardColumns} col
    where col.project_id = changed.project_id and col.automation->>'type' = 'todo'
      and (col.automation->'lists' @> to_jsonb(changed.task_list_id)
        or jsonb_array_length(coalesce(col.automation->'lists', '[]'::jsonb)) = 0)
    order by jsonb_array_length(coalesce(col.automation->'lists', '[]'::jsonb)) = 0, col."order", col.id
    limit 1) c
  where changed.parent_id = 0`;

/** A creating statement's side effect: the new task on top of the given column. */
export const newTaskToColumnSql = (columnId: number) => sql`insert into ${kanboardCards} (task_id, column_id, "order")
  select changed.id, ${columnId}::int, ${topOrderSql(sql`${columnId}::int`)} from changed`;

/**
 * A status change's side effect: a completed task's card goes to the `done` column, a reopened one's to the
 * `in_progress` column (added if it had none), unless it sits in a column whose own rule agrees with the new
 * status (a `taskStatus` column it was just dropped on). Nothing when the project has no such column.
 */
export function cardFollowsStatusSql(status: 0 | 1): SQL {
  const receiving = status === 1 ? "done" : "in_progress";
  const agreeing = status === 1 ? "completed" : "incomplete";
  return sql`insert into ${kanboardCards} (task_id, column_id, "order")
    select changed.id, c.id, ${topOrderSql(sql`c.id`)}
    from changed cross join lateral (
      select col.id from ${kanboardColumns} col
      where col.project_id = changed.project_id and col.automation->>'type' = ${receiving}
      order by col."order", col.id limit 1) c
    where changed.parent_id = 0
    on conflict (task_id) do update set column_id = excluded.column_id, "order" = excluded."order"
    where ${kanboardCards}.column_id <> excluded.column_id and not exists (
      select 1 from ${kanboardColumns} cur where cur.id = ${kanboardCards}.column_id
        and (cur.automation->>'type' = ${receiving}
          or (cur.automation->>'type' = 'taskStatus' and cur.automation->>'status' = ${agreeing})))`;
}

/** Which of these people are members of the project (a `users` rule may name someone who left since). */
export async function membersAmong(db: Executor, projectId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])));
  return rows.map((r) => r.id);
}

/** The `users` rule: its people (still members) join each task's assignees; those already there stay. */
export async function addColumnUsers(db: Executor, projectId: number, taskIds: readonly number[], users: number[]) {
  if (taskIds.length === 0 || users.length === 0) return;
  await db.execute(sql`insert into ${taskAssignees} (task_id, user_id, project_id)
    select t, u, ${projectId}::int from unnest(${idArray(taskIds)}) t cross join unnest(${idArray(users)}) u
    on conflict do nothing`);
}

type Other = { id: number; title: string; automation: KanboardAutomation };

/**
 * An automation a column may take: its lists are the project's, its people members, and no other column
 * has the same role (one column for every new task, each list in one column, one done column, one reopened
 * column, one per task status). Each breach is refused with its own message naming the other column (409).
 * Call it under the board lock (load.ts lockBoard).
 */
export async function assertAutomationAllowed(
  db: Executor,
  access: ProjectAccess,
  columnId: number | null,
  a: KanboardAutomation,
): Promise<void> {
  const projectId = access.project.id;
  const listTitles = new Map<number, string>();
  if (a.type === "todo" && a.lists.length > 0) {
    const rows = await db
      .select({ id: taskLists.id, title: taskLists.title })
      .from(taskLists)
      .where(and(eq(taskLists.projectId, projectId), inArray(taskLists.id, a.lists)));
    if (rows.length !== a.lists.length) throw invalid({ "automation.lists": [M.automationListsNotInProject] });
    for (const r of rows) listTitles.set(r.id, r.title);
  }
  if (a.type === "users" && (await membersAmong(db, projectId, a.users)).length !== a.users.length) {
    throw invalid({ "automation.users": [M.automationUsersNotMembers] });
  }
  if (a.type === "none" || a.type === "users") return;
  const others: Other[] = await db
    .select({ id: kanboardColumns.id, title: kanboardColumns.title, automation: kanboardColumns.automation })
    .from(kanboardColumns)
    .where(
      and(
        eq(kanboardColumns.projectId, projectId),
        columnId === null ? undefined : ne(kanboardColumns.id, columnId),
        sql`${kanboardColumns.automation}->>'type' = ${a.type}`,
      ),
    );
  const breach = breachOf(a, others, listTitles);
  if (breach) throw conflict(breach);
}

function breachOf(a: KanboardAutomation, others: Other[], listTitles: Map<number, string>): string | null {
  const named = (text: string, other: Other, extra: Record<string, string> = {}) =>
    fillMessage(text, { title: other.title, ...extra });
  for (const other of others) {
    const b = other.automation;
    if (a.type === "todo" && b.type === "todo") {
      const theirs = b.lists ?? [];
      if (a.lists.length === 0 && theirs.length === 0) return named(M.newTasksTaken, other);
      const shared = a.lists.find((id) => theirs.includes(id));
      if (shared !== undefined) return named(M.listTaken, other, { list: listTitles.get(shared) ?? String(shared) });
    }
    if (a.type === "done" && b.type === "done") return named(M.doneTaken, other);
    if (a.type === "in_progress" && b.type === "in_progress") return named(M.reopenedTaken, other);
    if (a.type === "taskStatus" && b.type === "taskStatus" && a.status === b.status) {
      return named(a.status === "completed" ? M.completesTaken : M.reopensTaken, other);
    }
  }
  return null;
}
