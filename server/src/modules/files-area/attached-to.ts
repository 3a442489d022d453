import { type SQL, sql } from "drizzle-orm";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";

/** What an attachment hangs on, for its card: "Attached to {item}" with a link to that item. */
export type AttachedTo = {
  type: string;
  id: number;
  title: string;
  task_list_id?: number;
  /** For a comment: the item its thread belongs to (replies followed up). */
  commentable?: { type: string; id: number; task_list_id?: number };
};

type Ref = { type: string; id: number };
type Titled = { title: string; taskListId?: number };
const keyOf = (r: Ref) => `${r.type}:${r.id}`;

/** Each comment's thread item, following replies up, in one recursive query. */
async function threadItems(db: Executor, projectId: number, commentIds: number[]): Promise<Map<number, Ref>> {
  const result = new Map<number, Ref>();
  if (commentIds.length === 0) return result;
  const found = (await db.execute(sql`
    with recursive up(start, t, i, depth) as (
      select c.id, c.commentable_type, c.commentable_id, 0 from comments c
        where c.project_id = ${projectId} and c.id = any(${idArray(commentIds)})
      union all
      select up.start, c.commentable_type, c.commentable_id, up.depth + 1
        from up join comments c on up.t = 'comment' and c.id = up.i
        where c.project_id = ${projectId} and up.depth < 20
    ) select start, t, i from up where t <> 'comment'`)) as unknown as { rows: Record<string, unknown>[] };
  for (const r of found.rows) result.set(Number(r.start), { type: String(r.t), id: Number(r.i) });
  return result;
}

/** Where each kind of item keeps its title (and, for tasks, its list). */
const TITLE_SOURCES: [string, SQL][] = [
  ["task", sql`select 'task' as type, id, title, task_list_id from tasks`],
  ["task_list", sql`select 'task_list' as type, id, title, null::int as task_list_id from task_lists`],
  [
    "discussion_board",
    sql`select 'discussion_board' as type, id, title, null::int as task_list_id from discussion_boards`,
  ],
  ["milestone", sql`select 'milestone' as type, id, title, null::int as task_list_id from milestones`],
  ["file", sql`select 'file' as type, id, name as title, null::int as task_list_id from files`],
];

/** Titles of items of several kinds, in one query. */
async function titlesOf(db: Executor, access: ProjectAccess, refs: Ref[]): Promise<Map<string, Titled>> {
  const pid = access.project.id;
  const result = new Map<string, Titled>([[keyOf({ type: "project", id: pid }), { title: access.project.title }]]);
  const parts = TITLE_SOURCES.flatMap(([type, select]) => {
    const ids = [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    return ids.length === 0 ? [] : [sql`${select} where project_id = ${pid} and id = any(${idArray(ids)})`];
  });
  if (parts.length === 0) return result;
  const found = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { type: string; id: unknown; title: unknown; task_list_id: unknown }[];
  };
  for (const r of found.rows) {
    const taskListId = r.task_list_id === null ? undefined : Number(r.task_list_id);
    result.set(keyOf({ type: r.type, id: Number(r.id) }), { title: String(r.title), taskListId });
  }
  return result;
}

/**
 * "Attached to" for attachments (rows already known visible): the item, and for a comment the item its
 * thread is about. A handful of queries, whatever the number of rows.
 */
export async function attachedToOf(
  db: Executor,
  access: ProjectAccess,
  rows: readonly { id: number; fileableType: string; fileableId: number }[],
): Promise<Map<number, AttachedTo>> {
  const result = new Map<number, AttachedTo>();
  const attached = rows.filter((r) => r.fileableType !== "project");
  if (attached.length === 0) return result;
  const threads = await threadItems(
    db,
    access.project.id,
    attached.filter((r) => r.fileableType === "comment").map((r) => r.fileableId),
  );
  const refs = [
    ...attached.filter((r) => r.fileableType !== "comment").map((r) => ({ type: r.fileableType, id: r.fileableId })),
    ...threads.values(),
  ];
  const titles = await titlesOf(db, access, refs);
  for (const r of attached) {
    if (r.fileableType === "comment") {
      const item = threads.get(r.fileableId);
      const titled = item ? titles.get(keyOf(item)) : undefined;
      result.set(r.id, {
        type: "comment",
        id: r.fileableId,
        title: titled?.title ?? "",
        ...(item ? { commentable: { ...item, ...listOf(titled) } } : {}),
      });
    } else {
      const titled = titles.get(keyOf({ type: r.fileableType, id: r.fileableId }));
      result.set(r.id, { type: r.fileableType, id: r.fileableId, title: titled?.title ?? "", ...listOf(titled) });
    }
  }
  return result;
}

const listOf = (t: Titled | undefined) => (t?.taskListId === undefined ? {} : { task_list_id: t.taskListId });
