import type { GanttChart, GanttChartTask } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { taskOptions } from "./task-options";

const task = (id: number, task_list_id: number): GanttChartTask => ({
  id,
  title: "Design review",
  task_list_id,
  parent_id: 0,
  start_at: null,
  due_date: null,
  status: 0,
  meta: { can_edit: id !== 3 },
});

const chart: GanttChart = {
  project: { id: 1, title: "Apollo" },
  lists: [
    { id: 10, title: "Backlog", order: 0 },
    { id: 11, title: "Backlog copy", order: 1 },
  ],
  tasks: [task(1, 10), task(2, 11), task(3, 10)],
  links: [],
  auto_schedule: false,
};

describe("the Gantt chart's task pickers", () => {
  it("tell a duplicated list's tasks apart by their list", () => {
    expect(taskOptions(chart).map((o) => o.label)).toEqual([
      "Design review — Backlog",
      "Design review — Backlog copy",
      "Design review — Backlog",
    ]);
    expect(
      taskOptions(
        chart,
        chart.tasks.filter((x) => x.meta.can_edit),
      ).map((o) => o.value),
    ).toEqual(["1", "2"]);
  });
});
