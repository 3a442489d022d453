import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { comments, files, taskAssignees, users } from "../../db/schema";
import { type PresentedUser, presentUser } from "../users/present";
import type { TaskRow } from "./load";

/** What a page of tasks shows besides its own columns, loaded for the whole page at once. */
export type TaskRelated = {
  assignees: Map<number, PresentedUser[]>;
  /** Creators and completers. */
  people: Map<number, PresentedUser>;
  comments: Map<number, number>;
  files: Map<number, number>;
};

export const emptyRelated = (): TaskRelated => ({
  assignees: new Map(),
  people: new Map(),
  comments: new Map(),
  files: new Map(),
});

/** Four queries whatever the number of tasks: never one per task (the original's N+1). */
export async function loadTaskRelated(db: Executor, rows: readonly TaskRow[]): Promise<TaskRelated> {
  const related = emptyRelated();
  if (rows.length === 0) return related;
  const ids = rows.map((t) => t.id);
  const peopleIds = [
    ...new Set(rows.flatMap((t) => (t.completedBy === null ? [t.createdBy] : [t.createdBy, t.completedBy]))),
  ];
  const [assigneeRows, peopleRows, commentRows, fileRows] = await Promise.all([
    db
      .select({ taskId: taskAssignees.taskId, id: users.id, email: users.email, displayName: users.displayName })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, ids))
      .orderBy(users.displayName, users.id),
    db
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(inArray(users.id, peopleIds)),
    db
      .select({ id: comments.commentableId, n: count() })
      .from(comments)
      .where(and(eq(comments.commentableType, "task"), inArray(comments.commentableId, ids)))
      .groupBy(comments.commentableId),
    db
      .select({ id: files.fileableId, n: count() })
      .from(files)
      .where(and(eq(files.fileableType, "task"), inArray(files.fileableId, ids), sql`${files.type} <> 'folder'`))
      .groupBy(files.fileableId),
  ]);
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

/** The ids of a task's assignees, for the completeTask policy. */
export const assigneeIdsOf = (related: TaskRelated, taskId: number) =>
  (related.assignees.get(taskId) ?? []).map((u) => u.id);
