import type { TaskLabel } from "@cairn/shared";
import { and, count, eq, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { comments, files, taskAssignees, users } from "../../db/schema";
import { loadTaskLabels } from "../labels/task-labels";
import { type PresentedUser, presentUser } from "../users/present";
import type { TaskRow } from "./load";

/** What a page of tasks shows besides its own columns, loaded for the whole page at once. */
export type TaskRelated = {
  assignees: Map<number, PresentedUser[]>;
  /** Creators and completers. */
  people: Map<number, PresentedUser>;
  comments: Map<number, number>;
  files: Map<number, number>;
  labels: Map<number, TaskLabel[]>;
};

export const emptyRelated = (): TaskRelated => ({
  assignees: new Map(),
  people: new Map(),
  comments: new Map(),
  files: new Map(),
  labels: new Map(),
});

/** Prepared once per executor: each statement takes its ids as one array, so its text never changes. */
const prepared = new WeakMap<Executor, ReturnType<typeof prepareRelated>>();

function prepareRelated(db: Executor) {
  const ids = idArray(sql.placeholder("ids"));
  return {
    assignees: db
      .select({ taskId: taskAssignees.taskId, id: users.id, email: users.email, displayName: users.displayName })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(sql`${taskAssignees.taskId} = any(${ids})`)
      .orderBy(users.displayName, users.id)
      .prepare("cairn_task_assignees"),
    people: db
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(sql`${users.id} = any(${ids})`)
      .prepare("cairn_task_people"),
    comments: db
      .select({ id: comments.commentableId, n: count() })
      .from(comments)
      .where(and(eq(comments.commentableType, "task"), sql`${comments.commentableId} = any(${ids})`))
      .groupBy(comments.commentableId)
      .prepare("cairn_task_comment_counts"),
    files: db
      .select({ id: files.fileableId, n: count() })
      .from(files)
      .where(
        and(eq(files.fileableType, "task"), sql`${files.fileableId} = any(${ids})`, sql`${files.type} <> 'folder'`),
      )
      .groupBy(files.fileableId)
      .prepare("cairn_task_file_counts"),
  };
}

function statements(db: Executor) {
  let p = prepared.get(db);
  if (!p) {
    p = prepareRelated(db);
    prepared.set(db, p);
  }
  return p;
}

/** Five queries whatever the number of tasks: never one per task (the original's N+1). */
export async function loadTaskRelated(db: Executor, rows: readonly TaskRow[]): Promise<TaskRelated> {
  const related = emptyRelated();
  if (rows.length === 0) return related;
  const ids = rows.map((t) => t.id);
  const peopleIds = [
    ...new Set(rows.flatMap((t) => (t.completedBy === null ? [t.createdBy] : [t.createdBy, t.completedBy]))),
  ];
  const q = statements(db);
  const [assigneeRows, peopleRows, commentRows, fileRows, labelsByTask] = await Promise.all([
    q.assignees.execute({ ids }),
    q.people.execute({ ids: peopleIds }),
    q.comments.execute({ ids }),
    q.files.execute({ ids }),
    loadTaskLabels(db, ids),
  ]);
  related.labels = labelsByTask;
  for (const { taskId, ...u } of assigneeRows) {
    const list = related.assignees.get(taskId) ?? [];
    list.push(presentUser(u));
    related.assignees.set(taskId, list);
  }
  for (const u of peopleRows) related.people.set(u.id, presentUser(u));
  for (const r of commentRows) related.comments.set(r.id, r.n);
  for (const r of fileRows) related.files.set(r.id, r.n);
  return related;
}

/**
 * What a task just created shows, without reading it back: no comments or files yet, the creator is the
 * caller, and the assignees are the given users (one query, only when there are any).
 */
export async function relatedOfNewTask(
  db: Executor,
  task: TaskRow,
  creator: { id: number; email: string; displayName: string },
  assigneeIds: readonly number[],
): Promise<TaskRelated> {
  const related = emptyRelated();
  related.people.set(
    creator.id,
    presentUser({ id: creator.id, email: creator.email, displayName: creator.displayName }),
  );
  if (assigneeIds.length === 0) return related;
  const rows = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(sql`${users.id} = any(${idArray(assigneeIds)})`)
    .orderBy(users.displayName, users.id);
  related.assignees.set(task.id, rows.map(presentUser));
  return related;
}

/** The ids of a task's assignees, for the completeTask policy. */
export const assigneeIdsOf = (related: TaskRelated, taskId: number) =>
  (related.assignees.get(taskId) ?? []).map((u) => u.id);
