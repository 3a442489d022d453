import { describe, expect, it } from "vitest";
import { type AdvanceTask, appendLists } from "./AdvanceProjectCard";

const task = (id: number): AdvanceTask => ({
  id,
  task_list_id: 1,
  title: `T${id}`,
  status: 0,
  start_at: null,
  due_date: null,
  estimation: 0,
  assignees: [],
});

describe("appendLists", () => {
  it("continues the last list when the next tasks start in it, and adds the lists after it", () => {
    const shown = [
      { id: 1, title: "A", tasks: [task(1)] },
      { id: 2, title: "B", tasks: [task(2)] },
    ];
    const next = [
      { id: 2, title: "B", tasks: [task(3)] },
      { id: 3, title: "C", tasks: [task(4)] },
    ];
    expect(appendLists(shown, next).map((l) => [l.id, l.tasks.map((x) => x.id)])).toEqual([
      [1, [1]],
      [2, [2, 3]],
      [3, [4]],
    ]);
  });

  it("adds a new list after the last one, and nothing for nothing", () => {
    const shown = [{ id: 1, title: "A", tasks: [task(1)] }];
    expect(appendLists(shown, [{ id: 5, title: "E", tasks: [task(9)] }]).map((l) => l.id)).toEqual([1, 5]);
    expect(appendLists(shown, [])).toEqual(shown);
    expect(appendLists([], shown)).toEqual(shown);
  });
});
