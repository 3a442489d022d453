import { GANTT_AUTO_SCHEDULE_KEY, type GanttChart, TASK_LIST_STATUS } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { ganttLinks, settings, taskLists, tasks } from "../../db/schema";
import { visibleTaskSql } from "../tasks/load";
import { type ChartTaskTuple, presentChartTask, presentLink } from "./present";

type ChartJson = {
  lists: [id: number, title: string, order: number][];
  tasks: ChartTaskTuple[];
  links: [id: number, source: number, target: number, type: number][];
  auto_schedule: unknown;
};

/**
 * The whole chart of a project in ONE statement (issue 20 point 5: 2,000 tasks and 1,000 links in one call):
 * the current lists and the tasks the caller may see, in list order, sub-tasks included, and the links whose
 * both ends are among them. Rows travel as JSON arrays, built by PostgreSQL, so the driver parses one value.
 */
export async function readChart(db: Executor, access: ProjectAccess): Promise<GanttChart> {
  const pid = access.project.id;
  const listVisible = visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy });
  const openLists = and(eq(taskLists.projectId, pid), eq(taskLists.status, TASK_LIST_STATUS.current), listVisible);
  const shown = sql`select ${tasks.id}, ${tasks.taskListId} as list_id, ${tasks.parentId} as parent_id, ${tasks.title},
      ${tasks.startAt}, ${tasks.dueDate}, ${tasks.status}, ${tasks.createdBy}, ${taskLists.order} as list_order, ${tasks.order} as task_order
    from ${tasks} join ${taskLists} on ${taskLists.id} = ${tasks.taskListId}
    where ${tasks.projectId} = ${pid} and ${openLists} and ${visibleTaskSql(access) ?? sql`true`}`;
  const statement = sql<ChartJson>`with shown as (${shown}) select json_build_object(
    'lists', (select coalesce(json_agg(json_build_array(${taskLists.id}, ${taskLists.title}, ${taskLists.order})
      order by ${taskLists.order}, ${taskLists.id}), '[]'::json) from ${taskLists} where ${openLists}),
    'tasks', (select coalesce(json_agg(json_build_array(s.id, s.list_id, s.parent_id, s.title, s.start_at, s.due_date,
      s.status, s.created_by) order by s.list_order, s.list_id, s.task_order, s.id), '[]'::json) from shown s),
    'links', (select coalesce(json_agg(json_build_array(g.id, g.source, g.target, g.type) order by g.id), '[]'::json)
      from ${ganttLinks} g where g.project_id = ${pid}
      and g.source in (select id from shown) and g.target in (select id from shown)),
    'auto_schedule', (select ${settings.value} from ${settings}
      where ${settings.projectId} = ${pid} and ${settings.key} = ${GANTT_AUTO_SCHEDULE_KEY})
  ) as chart`;
  const result = (await db.execute(statement)) as unknown as { rows: { chart: ChartJson }[] };
  const chart = result.rows[0].chart;
  const visibleIds = new Set(chart.tasks.map((t) => t[0]));
  return {
    project: { id: pid, title: access.project.title },
    lists: chart.lists.map(([id, title, order]) => ({ id, title, order })),
    // A sub-task is seen as its parent is: one whose parent is hidden (or in an archived list) is left out.
    tasks: chart.tasks.filter((t) => t[2] === 0 || visibleIds.has(t[2])).map((t) => presentChartTask(t, access)),
    links: chart.links.map(([id, source, target, type]) => presentLink({ id, source, target, type })),
    auto_schedule: chart.auto_schedule === true,
  };
}
