import type { TaskLabel } from "@cairn/shared";
import type { Paging } from "../../core/http/envelope";
import { emptyRelated, type TaskRelated } from "../tasks/related";
import { codec, rowField, rowShape, type TaskRowAddOn, type TaskSummaryRow, taskSummary } from "../tasks/task-row";
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
 * An embedded task as the lists statement writes it (lists-statement.ts, `tasks`): the task summary, then
 * its assignees' ids as the task's copy holds them (sorted ids: tasks.assignee_ids, 0031), its comment and
 * file counts and its labels' ids in display order (sub-queries the statement joins as c, f and lb).
 */
export const embeddedCounts = rowShape([
  rowField("assigneeIds", (p) => `${p}.assignee_ids`, codec.intArray),
  rowField("comments", () => "coalesce(c.n, 0)", codec.int),
  rowField("files", () => "coalesce(f.n, 0)", codec.int),
  rowField("labelIds", () => "lb.ids", codec.idsText),
] as const);
export const embeddedTask = taskSummary.extend(embeddedCounts.fields);

/** What the lists statement returns about the embedded tasks (all but `tasks` as json the driver parses). */
export type EmbedsResult = {
  counts: [listId: number, complete: boolean, n: number][] | null;
  tasks: string | null;
  /** The embedded tasks' assignees, in display order (name, then id). */
  users: [id: number, email: string, displayName: string][] | null;
  labels: [id: number, title: string, color: string][] | null;
  types: [id: number, title: string, color: string][] | null;
};

/** Turns the statement's embedded tasks into the per-list pages and related data the presenters read. */
export function embedsFrom(
  listIds: readonly number[],
  found: EmbedsResult,
  paging: { incomplete: Paging | null; complete: Paging | null },
  addOns: readonly TaskRowAddOn[],
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
  // Each task's assignees are shown in the order of the statement's people (by name, then id).
  const users = new Map(
    (found.users ?? []).map(([id, email, displayName]) => [id, presentUser({ id, email, displayName })]),
  );
  const rank = new Map([...users.keys()].map((id, i) => [id, i]));
  const byRank = (a: number, b: number) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  const labels = new Map<number, TaskLabel>(
    (found.labels ?? []).map(([id, title, color]) => [id, { id, title, color }]),
  );
  const tuples: unknown[][] = found.tasks ? JSON.parse(found.tasks) : [];
  const { related } = embeds;
  for (const [id, title, color] of found.types ?? []) related.types.set(id, { id, title, color });
  // Each add-on's value follows the task's fields, in the order of the add-ons the statement was built with.
  const firstAddOn = embeddedTask.fields.length;
  for (const t of tuples) {
    const task = embeddedTask.decode(t);
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId);
    if (list) list.push(task);
    else target.set(task.taskListId, [task]);
    if (task.assigneeIds.length > 0) {
      related.assignees.set(
        task.id,
        task.assigneeIds.sort(byRank).flatMap((id) => users.get(id) ?? []),
      );
    }
    if (task.comments > 0) related.comments.set(task.id, task.comments);
    if (task.files > 0) related.files.set(task.id, task.files);
    if (task.labelIds.length > 0)
      related.labels.set(
        task.id,
        task.labelIds.flatMap((id) => labels.get(id) ?? []),
      );
    for (let i = 0; i < addOns.length; i++) {
      const value = t[firstAddOn + i];
      if (value !== null) addOns[i].into(related, task.id, addOns[i].decode(value as never));
    }
  }
  return embeds;
}
