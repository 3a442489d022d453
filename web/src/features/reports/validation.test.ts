import { describe, expect, it } from "vitest";
import { kindByPath } from "./kinds";
import { filterErrors } from "./validation";

const kind = (path: string) => {
  const k = kindByPath(path);
  if (!k) throw new Error(path);
  return k;
};

describe("report filter checks (spec 001 §5)", () => {
  it("uses the spec's texts", () => {
    expect(filterErrors(kind("completed-tasks"), { start_date: "", due_date: "2026-01-01" })).toEqual({
      dates: "Start and Due date field is required",
    });
    expect(filterErrors(kind("user-activities"), { start_date: "2026-01-01", due_date: "2026-01-02" })).toEqual({
      user: "Please Select user",
    });
    expect(filterErrors(kind("milestone-tasks"), { start_date: "", due_date: "" })).toEqual({
      project: "Please choose project",
      milestone: "Please choose milestone",
    });
    expect(
      filterErrors(kind("milestone-tasks"), { start_date: "", due_date: "", project_id: 1, milestone_id: 2 }),
    ).toEqual({});
  });

  it("lets the overdue and unassigned reports leave their start open, never their end", () => {
    for (const path of ["overdue-tasks", "unassigned-tasks"]) {
      expect(filterErrors(kind(path), { start_date: "", due_date: "2026-01-01" })).toEqual({});
      expect(filterErrors(kind(path), { start_date: "2026-01-01", due_date: "" })).toEqual({
        dates: "Start and Due date field is required",
      });
    }
    // A report without a required range takes none or both ends, not half of one.
    expect(filterErrors(kind("project-tasks"), { start_date: "", due_date: "", project_id: 1 })).toEqual({});
    expect(filterErrors(kind("project-tasks"), { start_date: "", due_date: "2026-01-01", project_id: 1 })).toEqual({
      dates: "Start and Due date field is required",
    });
  });
});
