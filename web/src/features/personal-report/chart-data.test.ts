import type { PersonalReportProject, PersonalReportTypeRow } from "@cairn/shared/personal-report";
import { describe, expect, it } from "vitest";
import { axisNames, hoursToHm, projectBars, typeBars } from "./chart-data";

const project = (title: string, taskHours: number, tasks: number, subHours = 0, subs = 0): PersonalReportProject => ({
  project: { data: { id: 1, title } },
  completed_tasks: tasks,
  completed_sub_tasks: subs,
  estimated_task_hours: taskHours,
  estimated_task_hours_tf: "",
  estimated_sub_task_hours: subHours,
  estimated_sub_task_hours_tf: "",
  meta: { report_for: "task" },
});

describe("H:mm from decimal hours", () => {
  it("rounds to the minute and pads the minutes", () => {
    expect([hoursToHm(0), hoursToHm(1.5), hoursToHm(0.67), hoursToHm(5.42), hoursToHm(26.25)]).toEqual([
      "0:00",
      "1:30",
      "0:40",
      "5:25",
      "26:15",
    ]);
    expect(hoursToHm(-2)).toBe("0:00");
  });
});

describe("the chart bars", () => {
  it("keeps projects with estimated hours above 0 and cuts their names at the first space", () => {
    const bars = projectBars(
      [project("Apollo launch", 4, 3), project("Hermes", 0, 2), project("Zeus x", 0.75, 1)],
      "task",
    );
    expect(bars).toEqual([
      { name: "Apollo", title: "Apollo launch", hours: 4, completed: 3 },
      { name: "Zeus", title: "Zeus x", hours: 0.75, completed: 1 },
    ]);
  });

  it("draws the sub-task columns for a sub-task report", () => {
    const bars = projectBars([project("Apollo", 4, 3), project("Zeus", 1, 1, 0.75, 2)], "sub_task");
    expect(bars).toEqual([{ name: "Zeus", title: "Zeus", hours: 0.75, completed: 2 }]);
  });

  it("keeps full titles when the cut names would read the same", () => {
    expect(axisNames(["Project 2", "Project 12"])).toEqual(["Project 2", "Project 12"]);
    expect(axisNames(["A very long project title indeed", "Another"])).toEqual(["A", "Another"]);
    expect(axisNames(["Website redesign for spring", "Website relaunch"])).toEqual(["Website red…", "Website rel…"]);
  });

  it("gives every type row, 'No type' included and whole, the others cut as project names", () => {
    const rows: PersonalReportTypeRow[] = [
      {
        title: "Design work",
        type: { data: { id: 2, title: "Design work", color: "#0f0" } },
        completed: 1,
        estimated_hours: 2,
        estimated_hours_tf: "2:00",
      },
      {
        title: "Bug",
        type: { data: { id: 1, title: "Bug", color: "#f00" } },
        completed: 2,
        estimated_hours: 1.5,
        estimated_hours_tf: "1:30",
      },
      { title: "No type", type: { data: null }, completed: 1, estimated_hours: 0, estimated_hours_tf: "0:00" },
    ];
    expect(typeBars(rows)).toEqual([
      { name: "Design", title: "Design work", hours: 2, completed: 1 },
      { name: "Bug", title: "Bug", hours: 1.5, completed: 2 },
      { name: "No type", title: "No type", hours: 0, completed: 1 },
    ]);
  });
});
