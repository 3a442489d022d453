import { addDays, daysBetween } from "@cairn/shared";

export type DatedTask = { id: number; startAt: string | null; dueDate: string | null };
export type Dependency = { source: number; target: number };
export type NewDates = { startAt: string | null; dueDate: string | null };

/** A task's first and last day: a task with one date lasts that one day; a task with none is unscheduled. */
const firstDay = (t: DatedTask) => t.startAt ?? t.dueDate;
const lastDay = (t: DatedTask) => t.dueDate ?? t.startAt;

/**
 * Forward scheduling after `movedId` moved (issue 20 point 4): each finish-to-start successor, and theirs,
 * starts no earlier than the day after every predecessor's (inclusive) due date; a task that must move keeps
 * its length. Tasks are taken in dependency order, so a task reached by two paths waits for the later one.
 * Only successors move, and only later: a task that already starts late enough stays, and so does a task
 * without dates (nothing to shift). `tasks` holds the successors and all their predecessors, with the moved
 * task's new dates; `links` are the finish-to-start links into the successors. Answers the tasks that moved.
 */
export function scheduleSuccessors(
  movedId: number,
  tasks: ReadonlyMap<number, DatedTask>,
  links: readonly Dependency[],
): Map<number, NewDates> {
  const next = new Map<number, number[]>();
  const before = new Map<number, number[]>();
  for (const { source, target } of links) {
    next.set(source, [...(next.get(source) ?? []), target]);
    before.set(target, [...(before.get(target) ?? []), source]);
  }
  const order = dependencyOrder(movedId, next);
  const current = new Map(tasks);
  const moved = new Map<number, NewDates>();
  for (const id of order) {
    const task = current.get(id);
    const start = task && firstDay(task);
    if (!task || !start) continue;
    const ends = (before.get(id) ?? []).flatMap((p) => {
      const pred = current.get(p);
      const end = pred && lastDay(pred);
      return end ? [end] : [];
    });
    if (ends.length === 0) continue;
    // YYYY-MM-DD strings sort as the days they name.
    const earliest = addDays(ends.sort().at(-1) as string, 1);
    if (start >= earliest) continue;
    const shift = daysBetween(start, earliest);
    const dates = {
      startAt: task.startAt && addDays(task.startAt, shift),
      dueDate: task.dueDate && addDays(task.dueDate, shift),
    };
    current.set(id, { id, ...dates });
    moved.set(id, dates);
  }
  return moved;
}

/**
 * The successors reachable from `from`, each after all of its predecessors among them (Kahn's algorithm over
 * the reachable part). The links hold no circle (the link rules refuse one); were there one, its tasks would
 * be left out rather than loop.
 */
function dependencyOrder(from: number, next: ReadonlyMap<number, readonly number[]>): number[] {
  const reached = new Set<number>();
  const stack = [from];
  while (stack.length > 0) {
    for (const target of next.get(stack.pop() as number) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        stack.push(target);
      }
    }
  }
  const waiting = new Map<number, number>();
  for (const id of [from, ...reached]) {
    for (const target of next.get(id) ?? []) waiting.set(target, (waiting.get(target) ?? 0) + 1);
  }
  const order: number[] = [];
  const ready = [from];
  while (ready.length > 0) {
    const id = ready.shift() as number;
    if (id !== from) order.push(id);
    for (const target of next.get(id) ?? []) {
      const left = (waiting.get(target) ?? 0) - 1;
      waiting.set(target, left);
      if (left === 0) ready.push(target);
    }
  }
  return order;
}
