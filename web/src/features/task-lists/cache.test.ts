import { describe, expect, it } from "vitest";
import type { TaskList, TaskPage } from "../tasks/list-types";
import { placeTask } from "../tasks/lists-cache";
import type { TaskSummary } from "../tasks/types";

const task = (id: number, status: 0 | 1, listId = 1) =>
  ({ id, status, order: id, task_list_id: listId }) as unknown as TaskSummary;
const page = (tasks: TaskSummary[]): TaskPage =>
  ({ data: tasks, meta: { pagination: { total: tasks.length } } }) as unknown as TaskPage;
const board = (open: TaskSummary[], done?: TaskSummary[]) =>
  ({
    id: 1,
    meta: { total_incomplete_tasks: open.length, total_complete_tasks: done?.length ?? 3 },
    incomplete_tasks: page(open),
    ...(done ? { complete_tasks: page(done) } : {}),
  }) as unknown as TaskList;

describe("placeTask", () => {
  it("counts a completed task once when the completed section was never fetched", () => {
    const lists = [board([task(7, 0), task(8, 0)])];
    const optimistic = placeTask(lists, task(7, 1));
    expect(optimistic[0].meta).toMatchObject({ total_incomplete_tasks: 1, total_complete_tasks: 4 });
    // The server's answer places the same task again: nothing more to count.
    const confirmed = placeTask(optimistic, task(7, 1));
    expect(confirmed[0].meta).toMatchObject({ total_incomplete_tasks: 1, total_complete_tasks: 4 });
    expect(confirmed[0].incomplete_tasks?.data.map((t) => t.id)).toEqual([8]);
  });

  it("moves a task between loaded sections and updates both totals", () => {
    const lists = [board([task(7, 0)], [task(9, 1)])];
    const next = placeTask(lists, task(9, 0));
    expect(next[0].incomplete_tasks?.data.map((t) => t.id)).toEqual([7, 9]);
    expect(next[0].complete_tasks?.data).toEqual([]);
    expect(next[0].meta).toMatchObject({ total_incomplete_tasks: 2, total_complete_tasks: 0 });
  });
});
