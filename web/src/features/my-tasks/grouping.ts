import type { MyTask } from "./types";

export type TaskGroups = { overdue: MyTask[]; current: MyTask[] };

/**
 * Incomplete tasks split at today (the reader's calendar day, "YYYY-MM-DD"): overdue when due before
 * it; current when due today or later, or undated. Dates compare as strings, never through Date.
 */
export function groupOpenTasks(tasks: MyTask[], today: string): TaskGroups {
  const overdue: MyTask[] = [];
  const current: MyTask[] = [];
  for (const task of tasks) {
    if (task.status === 1) continue;
    const due = task.due_date?.date;
    if (due && due < today) overdue.push(task);
    else current.push(task);
  }
  const byDue = (a: MyTask, b: MyTask) => (a.due_date?.date ?? "9999").localeCompare(b.due_date?.date ?? "9999");
  return { overdue: overdue.sort(byDue), current: current.sort(byDue) };
}
