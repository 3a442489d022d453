import { GANTT_AUTO_SCHEDULE_KEY, GANTT_LINK_COLUMNS, GANTT_TASK_COLUMNS, TASK_LIST_STATUS } from "@cairn/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { policy, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { ganttLinks, settings, taskLists, tasks } from "../../db/schema";
import { visibleTaskSql } from "../tasks/load";
import { codec, type RowField, rowField, rowShape, summaryField } from "../tasks/task-row";

const columnsJson = (columns: readonly string[]) => JSON.stringify(columns);

/**
 * A chart row's fields (tasks/task-row.ts) under the wire's column names, over the statement's `s`: the row
 * is written in GANTT_TASK_COLUMNS' order, the order the web decodes (packages/shared schemas/gantt.ts).
 */
const chartColumns = {
  id: summaryField("id"),
  title: summaryField("title"),
  task_list_id: summaryField("taskListId"),
  parent_id: summaryField("parentId"),
  start_at: summaryField("startAt"),
  due_date: summaryField("dueDate"),
  status: summaryField("status"),
  can_edit: rowField("canEdit", (s) => `${s}.can_edit`, codec.bool),
} satisfies Record<(typeof GANTT_TASK_COLUMNS)[number], RowField>;
const chartTask = rowShape(GANTT_TASK_COLUMNS.map((column) => chartColumns[column]));

/**
 * `can_edit` of a chart row as SQL: policy.edit depends on the row only through "the caller made it", so
 * asking the policy for a row of his and a row of someone else's gives the expression for every row.
 */
function canEditSql(access: ProjectAccess, createdBy: SQL): SQL {
  const others = policy.edit(access, { createdBy: -1 });
  const own = policy.edit(access, { createdBy: access.userId });
  if (others && own) return sql`true`;
  if (own) return sql`(${createdBy} = ${access.userId})`;
  if (others) return sql`(${createdBy} <> ${access.userId})`;
  return sql`false`;
}

/**
 * The whole chart of a project, answer envelope included, as JSON text built by PostgreSQL in ONE statement
 * (issue 20 point 5: 2,000 tasks and 1,000 links in one call of p95 ≤ 50 ms). The current lists and the tasks
 * the caller may see, in list order, sub-tasks included when their parent is shown, and the links whose both
 * ends are shown. Node neither parses nor serialises the ~340 KB: building them as objects was most of the
 * read's CPU, and under sixteen callers on two cores that CPU is the latency.
 * Shape: `{data: GanttChartWire}`: tasks and links as rows under their columns (packages/shared schemas/gantt.ts).
 */
export async function readChartJson(db: Executor, access: ProjectAccess): Promise<string> {
  const pid = access.project.id;
  const listVisible = visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy });
  const openLists = and(eq(taskLists.projectId, pid), eq(taskLists.status, TASK_LIST_STATUS.current), listVisible);
  // The tasks' own column names, which chartTask's fields read, and what the rows are ordered by.
  const visible = sql`select ${tasks.id}, ${tasks.taskListId}, ${tasks.parentId}, ${tasks.title}, ${tasks.startAt},
      ${tasks.dueDate}, ${tasks.status}, ${canEditSql(access, sql`${tasks.createdBy}`)} as can_edit,
      ${taskLists.order} as list_order, ${tasks.order} as task_order
    from ${tasks} join ${taskLists} on ${taskLists.id} = ${tasks.taskListId}
    where ${tasks.projectId} = ${pid} and ${openLists} and ${visibleTaskSql(access) ?? sql`true`}`;
  const statement = sql`with visible as materialized (${visible}),
    -- A sub-task is seen as its parent is: one whose parent is hidden (or in an archived list) is left out.
    shown as materialized (select s.* from visible s
      where s.parent_id = 0 or exists (select 1 from visible p where p.id = s.parent_id))
    select json_build_object('data', json_build_object(
      'project', json_build_object('id', ${pid}::int, 'title', ${access.project.title}::text),
      'lists', (select coalesce(json_agg(json_build_object('id', ${taskLists.id}, 'title', ${taskLists.title},
        'order', ${taskLists.order}) order by ${taskLists.order}, ${taskLists.id}), '[]'::json)
        from ${taskLists} where ${openLists}),
      'tasks', json_build_object('columns', ${columnsJson(GANTT_TASK_COLUMNS)}::json, 'rows',
        (select ('[' || coalesce(string_agg(${sql.raw(chartTask.json("s"))}, ','
          order by s.list_order, s.task_list_id, s.task_order, s.id), '') || ']')::json from shown s)),
      'links', json_build_object('columns', ${columnsJson(GANTT_LINK_COLUMNS)}::json, 'rows',
        (select coalesce(json_agg(json_build_array(g.id, g.source, g.target, g.type) order by g.id), '[]'::json)
          from ${ganttLinks} g where g.project_id = ${pid}
          and g.source in (select id from shown) and g.target in (select id from shown))),
      'auto_schedule', coalesce((select ${settings.value} = 'true'::jsonb from ${settings}
        where ${settings.projectId} = ${pid} and ${settings.key} = ${GANTT_AUTO_SCHEDULE_KEY}), false)
    ))::text as chart`;
  const result = (await db.execute(statement)) as unknown as { rows: { chart: string }[] };
  return result.rows[0].chart;
}
