import type { TaskLabel } from "@cairn/shared";
import type { Paging } from "../../core/http/envelope";
import { customFieldsOfTasks, type ProjectFieldTuple, type TaskValueTuple } from "../custom-fields/values-json";
import { summaryFromHead, type TaskSummaryHead, type TaskSummaryRow } from "../tasks/present";
import { emptyRelated, runningSinceOf, type TaskRelated } from "../tasks/related";
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
 * An embedded task as the lists statement writes it (lists-statement.ts, `tasks`): its own columns but
 * its project and parent (the same for all), the completion time in epoch milliseconds, then its
 * assignees' ids as the task's copy holds them (sorted ids: tasks.assignee_ids, 0031), its comment and file
 * counts and its labels' ids in display order.
 * Arrays, not objects: PostgreSQL builds them by concatenation, far cheaper than its json_build_*
 * functions, and JSON.parse reads them far faster than the driver reads rows.
 */
export type EmbeddedTaskTuple = [
  ...head: TaskSummaryHead,
  assigneeIds: number[],
  comments: number,
  files: number,
  labelIds: number[],
  subTasks: number,
  subTasksComplete: number,
  /** Seconds of the stopped logs; -1 when the task has no logs at all. */
  trackedSeconds: number,
  /** The running timers' starts, epoch ms joined by commas (trackedTimeSql). */
  runningSince: string,
  typeId: number | null,
];

/** What the lists statement returns about the embedded tasks (all but `tasks` as json the driver parses). */
export type EmbedsResult = {
  counts: [listId: number, complete: boolean, n: number][] | null;
  tasks: string | null;
  /** The embedded tasks' assignees, in display order (name, then id). */
  users: [id: number, email: string, displayName: string][] | null;
  labels: [id: number, title: string, color: string][] | null;
  types: [id: number, title: string, color: string][] | null;
  /** The project's custom fields and the embedded tasks' values (none while the module is off). */
  custom_fields: ProjectFieldTuple[] | null;
  custom_values: TaskValueTuple[] | null;
};

/** Turns the statement's embedded tasks into the per-list pages and related data the presenters read. */
export function embedsFrom(
  projectId: number,
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
  // Each task's assignees are shown in the order of the statement's people (by name, then id).
  const users = new Map(
    (found.users ?? []).map(([id, email, displayName]) => [id, presentUser({ id, email, displayName })]),
  );
  const rank = new Map([...users.keys()].map((id, i) => [id, i]));
  const byRank = (a: number, b: number) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  const labels = new Map<number, TaskLabel>(
    (found.labels ?? []).map(([id, title, color]) => [id, { id, title, color }]),
  );
  const tuples: EmbeddedTaskTuple[] = found.tasks ? JSON.parse(found.tasks) : [];
  const { related } = embeds;
  for (const [id, title, color] of found.types ?? []) related.types.set(id, { id, title, color });
  for (const t of tuples) {
    // Embedded tasks are the lists' project's top-level tasks (lists-statement.ts reads no others).
    const task = summaryFromHead(t, { projectId, parentId: 0, typeId: t[19] });
    const target = task.status === COMPLETE ? embeds.complete : embeds.incomplete;
    const list = target.get(task.taskListId);
    if (list) list.push(task);
    else target.set(task.taskListId, [task]);
    if (t[11].length > 0) {
      related.assignees.set(
        task.id,
        t[11].sort(byRank).flatMap((id) => users.get(id) ?? []),
      );
    }
    if (t[12] > 0) related.comments.set(task.id, t[12]);
    if (t[13] > 0) related.files.set(task.id, t[13]);
    if (t[14].length > 0)
      related.labels.set(
        task.id,
        t[14].flatMap((id) => labels.get(id) ?? []),
      );
    if (t[15] > 0) related.subTasks.set(task.id, { total: t[15], complete: t[16], estimation: 0 });
    if (t[17] >= 0) related.time.set(task.id, { seconds: t[17], runningSince: runningSinceOf(t[18]) });
  }
  related.customFields = customFieldsOfTasks(
    tuples.map((t) => t[0]),
    found.custom_fields,
    found.custom_values,
  );
  return embeds;
}
