import type { TaskLabel } from "@cairn/shared";
import type { Paging } from "../../core/http/envelope";
import type { TaskSummaryRow } from "../tasks/present";
import { emptyRelated, type TaskRelated } from "../tasks/related";
import { presentUser } from "../users/present";

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

export const COMPLETE = 1;

/**
 * An embedded task as the lists statement writes it (lists-statement.ts, `tasks`): its own columns, the
 * completion time in epoch milliseconds, then its assignees' and labels' ids in display order and its
 * comment and file counts. Arrays, not objects: PostgreSQL builds them by concatenation, far cheaper than
 * its json_build_* functions, and JSON.parse reads them far faster than the driver reads rows.
 */
export type EmbeddedTaskTuple = [
  id: number,
  title: string,
  status: number,
  order: number,
  parentId: number,
  projectId: number,
  taskListId: number,
  milestoneId: number | null,
  startAt: string | null,
  dueDate: string | null,
  completedAtMs: number | null,
  createdBy: number,
  isPrivate: boolean,
  assigneeIds: number[],
  comments: number,
  files: number,
  labelIds: number[],
];

/** What the lists statement returns about the embedded tasks (all but `tasks` as json the driver parses). */
export type EmbedsResult = {
  counts: [listId: number, complete: boolean, n: number][] | null;
  tasks: string | null;
  users: [id: number, email: string, displayName: string][] | null;
  labels: [id: number, title: string, color: string][] | null;
};

/** Turns the statement's embedded tasks into the per-list pages and related data the presenters read. */
export function embedsFrom(
  listIds: readonly number[],
  found: EmbedsResult,
  paging: { incomplete: Paging | null; complete: Paging | null },
): TaskListEmbeds {
  const embeds: TaskListEmbeds = {
    counts: new Map(listIds.map((id) => [id, { incomplete: 0, complete: 0 }])),
    incomplete: new Map(),
    complete: new Map(),
    incompletePaging: paging.incomplete,
    completePaging: paging.complete,
    related: emptyRelated(),
  };
  for (const [listId, complete, n] of found.counts ?? []) {
    const c = embeds.counts.get(listId);
    if (c) c[complete ? "complete" : "incomplete"] += n;
  }
  const users = new Map((found.users ?? []).map(([id, email, displayName]) => [id, { id, email, displayName }]));
  const labels = new Map<number, TaskLabel>(
    (found.labels ?? []).map(([id, title, color]) => [id, { id, title, color }]),
  );
  const tuples: EmbeddedTaskTuple[] = found.tasks ? JSON.parse(found.tasks) : [];
  const { related } = embeds;
  for (const t of tuples) {
    const task: TaskSummaryRow = {
      id: t[0],
      title: t[1],
      status: t[2],
      order: t[3],
      parentId: t[4],
      projectId: t[5],
      taskListId: t[6],
      milestoneId: t[7],
      startAt: t[8],
      dueDate: t[9],
      completedAt: t[10] === null ? null : new Date(t[10]),
      createdBy: t[11],
      isPrivate: t[12],
    };
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId);
    if (list) list.push(task);
    else target.set(task.taskListId, [task]);
    if (t[13].length > 0) {
      related.assignees.set(
        task.id,
        t[13].flatMap((id) => {
          const u = users.get(id);
          return u ? [presentUser(u)] : [];
        }),
      );
    }
    if (t[14] > 0) related.comments.set(task.id, t[14]);
    if (t[15] > 0) related.files.set(task.id, t[15]);
    if (t[16].length > 0)
      related.labels.set(
        task.id,
        t[16].flatMap((id) => labels.get(id) ?? []),
      );
  }
  return embeds;
}
