import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import type { Project } from "../../../api/types";
import { rowTexts } from "../../tasks/components/rowTexts";
import { type RowShared, TaskRow } from "../../tasks/components/TaskRow";
import type { TaskSummary } from "../../tasks/types";
import subTasksExtension from "../task-extension";
import { SubTaskChip, subTaskCounts } from "./SubTaskChip";

afterEach(cleanup);

const task = (meta: Partial<TaskSummary["meta"]> = {}) =>
  ({
    id: 4,
    title: "Ship it",
    status: 0,
    order: 1,
    parent_id: 0,
    project_id: 3,
    task_list_id: 2,
    milestone_id: null,
    start_at: null,
    due_date: null,
    completed_at: null,
    created_by: 1,
    assignees: { data: [] },
    meta: { privacy: false, can_edit: false, can_delete: false, can_complete: true, total_comment: 0, ...meta },
  }) as unknown as TaskSummary;

function showRow(summary: TaskSummary, subTasks: boolean) {
  const shared: RowShared = {
    project: { id: 3 } as Project,
    href: (id) => `/tasks/${id}`,
    today: "2030-01-01",
    writes: { toggle: () => undefined, remove: async () => undefined },
    texts: rowTexts(i18n.getFixedT("en", "tasks")),
    open: () => undefined,
    // The sub-tasks' own row part, as a board shows it while the module is on.
    parts: subTasks ? (subTasksExtension.rowParts ?? []).map((part) => ({ part, board: true })) : [],
  };
  render(
    <MantineProvider>
      <TaskRow task={summary} shared={shared} />
    </MantineProvider>,
  );
}

describe("SubTaskChip", () => {
  it("shows done of total, named in full", () => {
    render(<SubTaskChip done={2} total={5} label="2 of 5 sub-tasks done" />);
    const chip = screen.getByRole("img", { name: "2 of 5 sub-tasks done" });
    expect(chip.textContent).toBe("2/5");
    expect(chip.hasAttribute("data-done")).toBe(false);
  });

  it("marks a task whose sub-tasks are all done", () => {
    render(<SubTaskChip done={3} total={3} label="3 of 3 sub-tasks done" />);
    expect(screen.getByTestId("sub-task-chip").hasAttribute("data-done")).toBe(true);
  });

  it("reads its numbers from a task's meta, and nothing without sub-tasks", () => {
    expect(subTaskCounts({ total_sub_tasks: 5, completed_sub_tasks: 2 })).toEqual({ done: 2, total: 5 });
    expect(subTaskCounts({ total_sub_tasks: 4 })).toEqual({ done: 0, total: 4 });
    expect(subTaskCounts({})).toBeNull();
    expect(subTaskCounts({ total_sub_tasks: 0, completed_sub_tasks: 0 })).toBeNull();
  });
});

describe("a task row's sub-task chip", () => {
  it("shows on a row with sub-tasks", () => {
    showRow(task({ total_sub_tasks: 5, completed_sub_tasks: 2 }), true);
    expect(screen.getByRole("img", { name: "2 of 5 sub-tasks done" }).textContent).toBe("2/5");
  });

  it("is absent without sub-tasks", () => {
    showRow(task(), true);
    expect(screen.queryByTestId("sub-task-chip")).toBeNull();
  });

  it("is absent while the sub-tasks module is off", () => {
    showRow(task({ total_sub_tasks: 5, completed_sub_tasks: 2 }), false);
    expect(screen.queryByTestId("sub-task-chip")).toBeNull();
  });
});
