import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskSummaryRow } from "../tasks/present";
import { emptyRelated, loadTaskRelated, type TaskRelated } from "../tasks/related";

export type ListTaskCounts = { incomplete: number; complete: number };

/** The tasks shown inside a page of lists: counts always, a page of each kind on request. */
export type TaskListEmbeds = {
  counts: Map<number, ListTaskCounts>;
  incomplete: Map<number, TaskSummaryRow[]>;
  complete: Map<number, TaskSummaryRow[]>;
  /** Null when that kind was not asked for. */
  incompletePaging: Paging | null;
  completePaging: Paging | null;
  related: TaskRelated;
};

const COMPLETE = 1;

/** Top-level tasks the caller may see (the lists themselves were already filtered). */
const visibleTopLevel = (access: ProjectAccess) =>
  and(eq(tasks.parentId, 0), visibleSql(access, "task", { isPrivate: tasks.isPrivate, createdBy: tasks.createdBy }));

/**
 * One list's page of one kind, read straight off tasks_list_page_idx (task_list_id, status = 1, order, id
 * where parent_id = 0): PostgreSQL reads offset + per-page index entries per list, not the whole list.
 * `(status = 1) is true/false` is spelled so the planner matches the index expression (status is not null).
 */
function pageOf(access: ProjectAccess, complete: boolean, p: Paging): SQL {
  return sql`(select ${tasks.id} from ${tasks} where ${tasks.taskListId} = l.id and (${tasks.status} = ${sql.raw(
    String(COMPLETE),
  )}) is ${sql.raw(complete ? "true" : "false")} and ${visibleTopLevel(access)} order by ${tasks.order}, ${tasks.id} limit ${
    p.perPage
  } offset ${p.offset})`;
}

/** The columns of an embedded task: the summary shape, never the description. */
const summaryColumns = {
  id: tasks.id,
  title: tasks.title,
  status: tasks.status,
  order: tasks.order,
  parentId: tasks.parentId,
  projectId: tasks.projectId,
  taskListId: tasks.taskListId,
  milestoneId: tasks.milestoneId,
  startAt: tasks.startAt,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  createdBy: tasks.createdBy,
  isPrivate: tasks.isPrivate,
};

type CountRow = [listId: number, status: number, n: number];

/**
 * Each list's own page of tasks, for every list on the page, in ONE statement: a LATERAL page per list and
 * kind over the index, with the per-list counts riding along as one json column (an index-only count by
 * status). Then one statement for the assignees and counts, so the statements do not grow with the lists.
 */
export async function embedTasks(
  db: Executor,
  access: ProjectAccess,
  listIds: number[],
  paging: { incomplete: Paging | null; complete: Paging | null },
): Promise<TaskListEmbeds> {
  const embeds: TaskListEmbeds = {
    counts: new Map(listIds.map((id) => [id, { incomplete: 0, complete: 0 }])),
    incomplete: new Map(),
    complete: new Map(),
    incompletePaging: paging.incomplete,
    completePaging: paging.complete,
    related: emptyRelated(),
  };
  if (listIds.length === 0) return embeds;
  const pages = [
    paging.incomplete ? pageOf(access, false, paging.incomplete) : undefined,
    paging.complete ? pageOf(access, true, paging.complete) : undefined,
  ].filter((s): s is SQL => s !== undefined);
  const ids = idArray(listIds);
  const countsSql = sql<
    CountRow[]
  >`(select coalesce(json_agg(json_build_array(c.list_id, c.status, c.n)), '[]'::json) from (
    select ${tasks.taskListId} as list_id, ${tasks.status} as status, count(*)::int as n from ${tasks}
    where ${and(sql`${tasks.taskListId} = any(${ids})`, visibleTopLevel(access))}
    group by ${tasks.taskListId}, ${tasks.status}) c)`;
  const rows =
    pages.length === 0
      ? []
      : await db
          // The counts ride on the first row only (computed once either way, but sent and parsed once).
          .select({
            ...summaryColumns,
            counts: sql<
              CountRow[] | null
            >`case when row_number() over (order by ${tasks.taskListId}, ${tasks.order}, ${tasks.id}) = 1 then ${countsSql} end`,
          })
          .from(tasks)
          .where(
            sql`${tasks.id} in (select t.id from unnest(${ids}) as l(id) cross join lateral (${sql.join(
              pages,
              sql` union all `,
            )}) as t)`,
          )
          .orderBy(asc(tasks.taskListId), asc(tasks.order), asc(tasks.id));
  // No task on the page (none asked for, or every page empty): the counts are read on their own.
  const countRows =
    rows.length > 0
      ? (rows[0].counts ?? [])
      : ((await db.execute(sql`select ${countsSql} as counts`)) as unknown as { rows: { counts: CountRow[] }[] })
          .rows[0].counts;
  for (const [listId, status, n] of countRows) {
    const c = embeds.counts.get(listId);
    if (c) c[status === COMPLETE ? "complete" : "incomplete"] += n;
  }
  for (const { counts: _, ...task } of rows) {
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId) ?? [];
    list.push(task);
    target.set(task.taskListId, list);
  }
  embeds.related = await loadTaskRelated(db, rows, { people: false });
  return embeds;
}
