import type { QueryTasksQuery } from "@cairn/shared";
import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import type { Paging } from "../../core/http/envelope";
import { policy, privacySql } from "../../core/policy/policy";
import { hasGlobalManage, type ProjectAccess, projectAccesses } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projects, taskLists, tasks } from "../../db/schema";
import { taskFilterConditions, taskOrderBy } from "./filters";
import { moduleFilterConditions } from "./hooks";

/**
 * Who reads what, per project, as a VALUES table joined to the tasks: one row per project of the
 * caller with the two view_private flags, so privacy is filtered in SQL across projects in one query.
 * A global manager sees everything: a one-row constant keeps the same query shape. Sprints (issue 20) read
 * their tasks across projects through it too.
 */
export function readerTable(
  me: CurrentUser,
  accesses: Map<number, ProjectAccess> | null,
): { table: SQL; on: SQL; visible?: SQL } {
  if (!accesses) return { table: sql`(select 1) as reader`, on: sql`true` };
  const rows = [...accesses.values()].map(
    (a) =>
      sql`(${a.project.id}::integer, ${policy.viewPrivate(a, "task")}::boolean, ${policy.viewPrivate(a, "list")}::boolean)`,
  );
  return {
    table: sql`(values ${sql.join(rows, sql`, `)}) as reader(project_id, see_task, see_list)`,
    on: sql`reader.project_id = ${tasks.projectId}`,
    visible: sql`${privacySql(tasks, me.id, sql`reader.see_task`)} and ${privacySql(taskLists, me.id, sql`reader.see_list`)}`,
  };
}

/** Tasks across the caller's projects (My Tasks, reports); the page's project accesses come back for abilities. */
export async function queryTasks(db: Executor, me: CurrentUser, q: QueryTasksQuery, p: Paging) {
  const manage = hasGlobalManage(me);
  const wanted = q.project_id && q.project_id.length > 0 ? q.project_id : undefined;
  const mine = manage ? null : await projectAccesses(db, me, wanted);
  if (mine && mine.size === 0) return { rows: [], total: 0, accesses: mine };
  const reader = readerTable(me, mine);
  const where = and(
    wanted ? inArray(tasks.projectId, wanted) : undefined,
    q.list_status ? inArray(taskLists.status, q.list_status) : undefined,
    reader.visible,
    ...taskFilterConditions(q),
    // A field of the caller's projects (any, for a global manager).
    ...(await moduleFilterConditions(db, q, mine ? [...mine.keys()] : undefined)),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        task: tasks,
        list: { id: taskLists.id, title: taskLists.title, status: taskLists.status },
        project: { id: projects.id, title: projects.title },
      })
      .from(tasks)
      .innerJoin(reader.table, reader.on)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(where)
      .orderBy(...taskOrderBy(q.orderby))
      .limit(p.perPage)
      .offset(p.offset),
    db
      .select({ total: count() })
      .from(tasks)
      .innerJoin(reader.table, reader.on)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .where(where),
  ]);
  const accesses = mine ?? (await projectAccesses(db, me, [...new Set(rows.map((r) => r.task.projectId))]));
  return { rows, total, accesses };
}
