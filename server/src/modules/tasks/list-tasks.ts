import type { ListProjectTasksQuery } from "@cairn/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { taskFilterConditions, taskOrderBy } from "./filters";
import { moduleFilterConditions } from "./hooks";
import { visibleTaskSql } from "./load";

/** A page of one project's tasks the caller may see (private tasks and tasks of private lists filtered in SQL). */
export async function listProjectTasks(db: Executor, access: ProjectAccess, q: ListProjectTasksQuery, p: Paging) {
  const where = and(
    eq(tasks.projectId, access.project.id),
    visibleTaskSql(access),
    q.task_list_id && q.task_list_id.length > 0 ? inArray(tasks.taskListId, q.task_list_id) : undefined,
    ...taskFilterConditions(q),
    ...(await moduleFilterConditions(db, q, [access.project.id])),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ task: tasks, list: { id: taskLists.id, title: taskLists.title, status: taskLists.status } })
      .from(tasks)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .where(where)
      .orderBy(...taskOrderBy(q.orderby))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(tasks).innerJoin(taskLists, eq(taskLists.id, tasks.taskListId)).where(where),
  ]);
  return { rows, total };
}
