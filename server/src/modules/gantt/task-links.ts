import type { GanttLink } from "@cairn/shared";
import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { ganttLinks, taskLists, tasks } from "../../db/schema";
import { presentLink } from "./present";

/**
 * `?with=gantt_links` on task answers (issue 20 point 3): each task's links, in either direction, as
 * `{data: [{id, source, target, type}]}`; a link to a task the caller may not see is left out. One query for
 * a whole page of tasks.
 */
export async function linksOfTasks(
  db: Executor,
  access: ProjectAccess,
  taskIds: number[],
): Promise<Map<number, { data: GanttLink[] }>> {
  const ids = idArray(taskIds);
  const other = alias(tasks, "other_end");
  const otherList = alias(taskLists, "other_list");
  const rows = await db
    .select({ id: ganttLinks.id, source: ganttLinks.source, target: ganttLinks.target, type: ganttLinks.type })
    .from(ganttLinks)
    .innerJoin(
      other,
      sql`${other.id} = case when ${ganttLinks.source} = any(${ids}) then ${ganttLinks.target} else ${ganttLinks.source} end`,
    )
    .innerJoin(otherList, eq(otherList.id, other.taskListId))
    .where(
      and(
        eq(ganttLinks.projectId, access.project.id),
        or(sql`${ganttLinks.source} = any(${ids})`, sql`${ganttLinks.target} = any(${ids})`),
        visibleSql(access, "task", { isPrivate: other.isPrivate, createdBy: other.createdBy }),
        visibleSql(access, "list", { isPrivate: otherList.isPrivate, createdBy: otherList.createdBy }),
      ),
    )
    .orderBy(ganttLinks.id);
  const byTask = new Map<number, { data: GanttLink[] }>(taskIds.map((id) => [id, { data: [] }]));
  for (const link of rows) {
    for (const end of new Set([link.source, link.target])) byTask.get(end)?.data.push(presentLink(link));
  }
  return byTask;
}
