import type { SearchHit } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { byGroup } from "./groups";
import { listViewTypeOf, searchTarget } from "./targets";

const hit = (over: Partial<SearchHit>): SearchHit => ({
  type: "task",
  id: 7,
  title: "T",
  project_id: 3,
  project_title: "Apollo",
  task_list_id: 5,
  task_list_title: "Backlog",
  parent_id: null,
  list_status: 1,
  snippet: "T",
  score: 6,
  ...over,
});

describe("where a search hit opens (spec, result targets)", () => {
  it("sends a task to the lists, the archive or the kanban board by the view type", () => {
    expect(searchTarget(hit({}))).toBe("/projects/3/task-lists/tasks/7");
    expect(listViewTypeOf(hit({ list_status: 0 }))).toBe("archive");
    expect(searchTarget(hit({ list_status: 0 }))).toBe("/projects/3/task-lists/archived/tasks/7");
    // The kanboard's single task, for a reader who shows the project as a board.
    expect(searchTarget(hit({}), "kanboard")).toBe("/projects/3/kanboard/tasks/7");
  });

  it("sends a sub-task to its parent, and every other type to its screen", () => {
    expect(searchTarget(hit({ type: "subtask", parent_id: 4 }))).toBe("/projects/3/task-lists/tasks/4");
    expect(searchTarget(hit({ type: "project", id: 3 }))).toBe("/projects/3/overview");
    expect(searchTarget(hit({ type: "milestone" }))).toBe("/projects/3/milestones");
    expect(searchTarget(hit({ type: "discussion_board" }))).toBe("/projects/3/discussions/7");
    expect(searchTarget(hit({ type: "task_list" }))).toBe("/projects/3/task-lists/7");
    expect(searchTarget(hit({ type: "unknown" as SearchHit["type"] }))).toBe("#");
  });

  it("opens a doc, link or file over the folder it is in, an attachment over the top level", () => {
    expect(searchTarget(hit({ type: "doc", id: 11, parent_id: 4 }))).toBe("/projects/3/files/4/doc/11");
    expect(searchTarget(hit({ type: "link", id: 12, parent_id: 0 }))).toBe("/projects/3/files/0/link/12");
    expect(searchTarget(hit({ type: "file", id: 13, parent_id: 0 }))).toBe("/projects/3/files/0/files/13");
  });

  it("groups hits as they come, tasks and sub-tasks together", () => {
    const groups = byGroup([hit({ id: 1 }), hit({ id: 2, type: "subtask" }), hit({ id: 3, type: "milestone" })]);
    expect(groups.map((g) => [g.model, g.hits.map((h) => h.id)])).toEqual([
      ["tasks", [1, 2]],
      ["milestone", [3]],
    ]);
  });
});
