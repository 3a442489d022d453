import { and, asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskRow } from "../tasks/load";
import { emptyRelated, loadTaskRelated, type TaskRelated } from "../tasks/related";

export type ListTaskCounts = { incomplete: number; complete: number };

/** The tasks shown inside a page of lists: counts always, a page of each kind on request. */
export type TaskListEmbeds = {
  counts: Map<number, ListTaskCounts>;
  incomplete: Map<number, TaskRow[]>;
  complete: Map<number, TaskRow[]>;
  /** Null when that kind was not asked for. */
  incompletePaging: Paging | null;
  completePaging: Paging | null;
  related: TaskRelated;
};

const COMPLETE = 1;

/** Top-level tasks of these lists that the caller may see (the lists themselves were already filtered). */
function visibleTasksOf(access: ProjectAccess, listIds: number[]) {
  return and(
    inArray(tasks.taskListId, listIds),
    eq(tasks.parentId, 0),
    visibleSql(access, "task", { isPrivate: tasks.isPrivate, createdBy: tasks.createdBy }),
  );
}

/**
 * Each list's own page of tasks, for every list on the page in ONE query: row_number() numbers the
 * tasks within (list, complete?) and the outer query keeps each list's window. Then one query for
 * the counts and a fixed few for the people, so the query count does not grow with the lists.
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
  // A literal, not a parameter: GROUP BY must see the very expression the select list uses.
  const isComplete = sql`(${tasks.status} = 1)`;
  const countRows = await db
    .select({ listId: tasks.taskListId, complete: sql<boolean>`${isComplete}`.as("complete"), n: count() })
    .from(tasks)
    .where(visibleTasksOf(access, listIds))
    .groupBy(tasks.taskListId, isComplete);
  for (const r of countRows) {
    const c = embeds.counts.get(r.listId);
    if (c) c[r.complete ? "complete" : "incomplete"] = r.n;
  }
  const kinds: SQL[] = [];
  if (paging.incomplete) kinds.push(ne(tasks.status, COMPLETE));
  if (paging.complete) kinds.push(eq(tasks.status, COMPLETE));
  if (kinds.length === 0) return embeds;

  const ranked = db
    .select({
      id: tasks.id,
      rn: sql<number>`row_number() over (partition by ${tasks.taskListId}, ${isComplete} order by ${tasks.order}, ${tasks.id})`
        .mapWith(Number)
        .as("rn"),
    })
    .from(tasks)
    .where(and(visibleTasksOf(access, listIds), kinds.length === 1 ? kinds[0] : undefined))
    .as("ranked");
  const windowOf = (p: Paging, kind: SQL) =>
    and(kind, sql`${ranked.rn} > ${p.offset}`, sql`${ranked.rn} <= ${p.offset + p.perPage}`);
  const windows = [
    paging.incomplete ? windowOf(paging.incomplete, ne(tasks.status, COMPLETE)) : undefined,
    paging.complete ? windowOf(paging.complete, eq(tasks.status, COMPLETE)) : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const rows = await db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(ranked, eq(ranked.id, tasks.id))
    .where(windows.length === 1 ? windows[0] : sql`(${windows[0]}) or (${windows[1]})`)
    .orderBy(asc(tasks.taskListId), asc(tasks.order), asc(tasks.id));
  for (const { task } of rows) {
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId) ?? [];
    list.push(task);
    target.set(task.taskListId, list);
  }
  embeds.related = await loadTaskRelated(
    db,
    rows.map((r) => r.task),
  );
  return embeds;
}
