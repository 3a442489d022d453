import type { TaskList } from "../../tasks/list-types";

/** Rows a board renders in its first frame: a tall screen's worth, so the first paint is complete. */
export const FIRST_ROWS = 16;
/** Rows added each frame after that: small enough that no frame becomes a long task. */
export const ROWS_PER_FRAME = 16;
/** A list's header, description and buttons cost about as much as two rows. */
const LIST_WEIGHT = 2;

export const openRows = (list: TaskList) => list.incomplete_tasks?.data.length ?? 0;

/** The weight of a whole board in rows, for the budget to grow to. */
export const boardRows = (lists: TaskList[]) => lists.reduce((sum, l) => sum + LIST_WEIGHT + openRows(l), 0);

/**
 * Which lists to render within a budget of rows, and for the last one how many of its open tasks (undefined:
 * all of them). Lists past the budget are not rendered yet.
 */
export function planRows(lists: TaskList[], budget: number): { list: TaskList; rowLimit?: number }[] {
  const plan: { list: TaskList; rowLimit?: number }[] = [];
  let left = budget;
  for (const list of lists) {
    if (left <= 0) break;
    left -= LIST_WEIGHT;
    const rows = openRows(list);
    plan.push({ list, rowLimit: rows <= left ? undefined : Math.max(0, left) });
    left -= rows;
  }
  return plan;
}
