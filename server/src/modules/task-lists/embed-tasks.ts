import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
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

/**
 * Each list's own page of tasks, for every list on the page in ONE query: a LATERAL page per list and
 * kind over the index. Then one query for the counts and a fixed few for the people, so the query count
 * does not grow with the lists.
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
  // Counted by status (an index-only scan of tasks_list_page_idx), folded to complete/incomplete here.
  const countQuery = db
    .select({ listId: tasks.taskListId, status: tasks.status, n: count() })
    .from(tasks)
    .where(and(sql`${tasks.taskListId} = any(${ids})`, visibleTopLevel(access)))
    .groupBy(tasks.taskListId, tasks.status);
  const pageQuery =
    pages.length === 0
      ? undefined
      : db
          .select()
          .from(tasks)
          .where(
            sql`${tasks.id} in (select t.id from unnest(${ids}) as l(id) cross join lateral (${sql.join(
              pages,
              sql` union all `,
            )}) as t)`,
          )
          .orderBy(asc(tasks.taskListId), asc(tasks.order), asc(tasks.id));
  const [countRows, rows] = await Promise.all([countQuery, pageQuery]);
  for (const r of countRows) {
    const c = embeds.counts.get(r.listId);
    if (c) c[r.status === COMPLETE ? "complete" : "incomplete"] += r.n;
  }
  if (!rows) return embeds;
  for (const task of rows) {
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId) ?? [];
    list.push(task);
    target.set(task.taskListId, list);
  }
  embeds.related = await loadTaskRelated(db, rows);
  return embeds;
}
