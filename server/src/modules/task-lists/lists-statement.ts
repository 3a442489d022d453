import { and, ilike, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { runNamed } from "../../db/statements";
import type { TaskListRow } from "../tasks/list-load";
import { type TaskRowAddOn, taskRowAddOns, taskSummary } from "../tasks/task-row";
import { COMPLETE, type EmbedsResult, embeddedCounts, embedsFrom, type TaskListEmbeds } from "./embed-tasks";

/** Which lists: a page of the project's, or lists the caller already loaded (one list, a written one). */
export type ListsSource = { page: Paging; statuses: number[]; title?: string } | { ids: readonly number[] };

export type EmbedPaging = { incomplete: Paging | null; complete: Paging | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The lists of a page the caller may see; the Inbox sorts last whatever its order. */
function pageWhere(access: ProjectAccess, source: { statuses: number[]; title?: string }) {
  return and(
    sql`${taskLists.projectId} = ${access.project.id}`,
    sql`${taskLists.status} = any(${idArray(source.statuses)})`,
    visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy }),
    source.title ? ilike(taskLists.title, `%${escapeLike(source.title)}%`) : undefined,
  ) as SQL;
}

function listsCte(access: ProjectAccess, source: ListsSource): SQL {
  if ("ids" in source) return sql`select * from ${taskLists} where ${taskLists.id} = any(${idArray(source.ids)})`;
  return sql`select * from ${taskLists} where ${pageWhere(access, source)}
    order by ${taskLists.isInbox}, ${taskLists.order}, ${taskLists.id} limit ${source.page.perPage} offset ${source.page.offset}`;
}

/** Top-level tasks the caller may see (the lists themselves were already filtered). */
const visibleTopLevel = (access: ProjectAccess) =>
  and(
    sql`${tasks.parentId} = 0`,
    visibleSql(access, "task", { isPrivate: tasks.isPrivate, createdBy: tasks.createdBy }),
  );

/**
 * One list's page of one kind, read straight off tasks_list_page_idx (task_list_id, status = 1, order, id
 * where parent_id = 0): `parent_id = 0` is written out, not a parameter, or a prepared statement's generic
 * plan could not use the partial index; `(status = 1) is …` is spelled as the index expression.
 */
function pageOf(access: ProjectAccess, complete: boolean, p: Paging): SQL {
  return sql`(select ${pageColumns} from ${tasks} where ${tasks.taskListId} = l.id and (${tasks.status} = ${sql.raw(
    String(COMPLETE),
  )}) is ${sql.raw(complete ? "true" : "false")} and ${visibleTopLevel(access)}
    order by ${tasks.order}, ${tasks.id} limit ${p.perPage} offset ${p.offset})`;
}

/**
 * What an embedded task shows of its own row (never the description): the task summary's fields, named after
 * them ("typeId"), and the assignees' ids the tuple's counts read.
 */
const pageColumns = sql.raw(`${taskSummary.selectList("tasks")}, tasks.assignee_ids`);

/** The alias of the add-on `i`'s sub-query in the tasks' select. */
const addOnAlias = (i: number) => `a${i}`;

/**
 * A task as a JSON array by one concat() call: the embedded task's fields (embed-tasks.ts), then each
 * add-on's value (null for a task without one). PostgreSQL's json_build_* cost 3× as much, a chain of `||`
 * twice as much (measured on 2,000 tasks, 6.3-7.0 -> 3.0 ms).
 */
const taskJson = (addOns: readonly TaskRowAddOn[]) => {
  const values = addOns.map(
    (a, i) => `, ',', case when ${addOnAlias(i)}.id is null then 'null' else concat(${a.json(addOnAlias(i))}) end`,
  );
  return sql.raw(
    `concat('[', ${taskSummary.selectedElements("p")}, ',', ${embeddedCounts.elements("p")}${values.join("")}, ']')`,
  );
};

/**
 * A page of lists (or given lists) with everything they show, in ONE statement: the lists and their total,
 * each list's task counts, a page of each kind of task per list (a LATERAL read per list and kind over the
 * index), and those tasks' assignees, labels and comment and file counts (one grouped read each for the
 * whole page, joined by hash). Statements per request stay fixed, whatever the number of lists or tasks.
 */
function listsStatement(
  access: ProjectAccess,
  source: ListsSource,
  paging: EmbedPaging,
  addOns: readonly TaskRowAddOn[],
): SQL {
  const pageIds = sql`(select ids from page_ids)::int[]`;
  const addOnJoins = addOns.map(
    (a, i) => sql` left join (${a.perTask(pageIds)}) ${sql.raw(addOnAlias(i))} on ${sql.raw(addOnAlias(i))}.id = p.id`,
  );
  const pages = [
    paging.incomplete ? pageOf(access, false, paging.incomplete) : undefined,
    paging.complete ? pageOf(access, true, paging.complete) : undefined,
  ].filter((s): s is SQL => s !== undefined);
  const page =
    pages.length === 0
      ? sql`select ${pageColumns} from ${tasks} where false`
      : sql`select t.* from lists l cross join lateral (${sql.join(pages, sql` union all `)}) t`;
  const total =
    "ids" in source ? sql`null` : sql`(select count(*) from ${taskLists} where ${pageWhere(access, source)})`;
  return sql`with lists as materialized (${listsCte(access, source)}),
  page as materialized (${page}),
  page_ids as materialized (select array_agg(id) as ids from page),
  labelled as materialized (
    select tl.task_id, lb.id, lb.title, lb.color from task_labels tl join labels lb on lb.id = tl.label_id
    where tl.task_id = any((select ids from page_ids)::int[]))
  select ${total} as total,
    (select json_agg(json_build_array(l.id, l.project_id, l.title, l.description, l.status, l.is_private, l.is_inbox,
        l."order", l.milestone_id, l.created_by, l.updated_by, floor(extract(epoch from l.created_at) * 1000)::bigint,
        floor(extract(epoch from l.updated_at) * 1000)::bigint) order by l.is_inbox, l."order", l.id) from lists l) as lists,
    (select json_agg(json_build_array(c.list_id, c.complete, c.n)) from (
      select ${tasks.taskListId} as list_id, (${tasks.status} = ${sql.raw(String(COMPLETE))}) as complete, count(*)::int as n
      from ${tasks} where ${tasks.taskListId} = any(array(select id from lists)) and ${visibleTopLevel(access)}
      group by 1, 2) c) as counts,
    (select '[' || string_agg(${taskJson(addOns)}, ',' order by p."order", p.id) || ']' from page p
      left join (select commentable_id as id, count(*) as n from comments where commentable_type = 'task'
        and commentable_id = any((select ids from page_ids)::int[]) group by 1) c on c.id = p.id
      left join (select fileable_id as id, count(*) as n from files where fileable_type = 'task'
        and fileable_id = any((select ids from page_ids)::int[]) and type <> 'folder' group by 1) f on f.id = p.id
      left join (select task_id, string_agg(id::text, ',' order by title, id) as ids from labelled group by 1) lb
        on lb.task_id = p.id${sql.join(addOnJoins)}) as tasks,
    (select json_agg(json_build_array(u.id, u.email, u.display_name) order by u.display_name, u.id) from users u
      where u.id = any(array(select distinct unnest(assignee_ids) from page))) as users,
    (select json_agg(json_build_array(x.id, x.title, x.color)) from (select distinct id, title, color from labelled) x) as labels,
    (select json_agg(json_build_array(ty.id, ty.title, ty.color)) from task_types ty
      where ty.id in (select "typeId" from page)) as types`;
}

type ListTuple = [
  id: number,
  projectId: number,
  title: string,
  description: string,
  status: number,
  isPrivate: boolean,
  isInbox: boolean,
  order: number,
  milestoneId: number | null,
  createdBy: number,
  updatedBy: number | null,
  createdAtMs: number,
  updatedAtMs: number,
];

type ListsResult = EmbedsResult & { total: string | number | null; lists: ListTuple[] | null };

const listFrom = (l: ListTuple): TaskListRow => ({
  id: l[0],
  projectId: l[1],
  title: l[2],
  description: l[3],
  status: l[4],
  isPrivate: l[5],
  isInbox: l[6],
  order: l[7],
  milestoneId: l[8],
  createdBy: l[9],
  updatedBy: l[10],
  createdAt: new Date(l[11]),
  updatedAt: new Date(l[12]),
});

/** Lists with their counts and embedded tasks (see listsStatement); `total` is null for given lists. */
export async function readTaskLists(
  db: Executor,
  access: ProjectAccess,
  source: ListsSource,
  paging: EmbedPaging,
): Promise<{ lists: TaskListRow[]; total: number | null; embeds: TaskListEmbeds }> {
  // One snapshot of the add-ons for the statement and its reading: their values' places follow it.
  const addOns = taskRowAddOns();
  const result = { rows: await runNamed<ListsResult>(db, listsStatement(access, source, paging, addOns)) };
  const row = result.rows[0];
  const lists = (row.lists ?? []).map(listFrom);
  const listIds = "ids" in source ? source.ids : lists.map((l) => l.id);
  return {
    lists,
    total: row.total === null ? null : Number(row.total),
    embeds: embedsFrom(listIds, row, paging, addOns),
  };
}
