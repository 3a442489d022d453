import type { PersonalReportProject, PersonalReportTypeRow } from "@cairn/shared/personal-report";
import { describe, expect, it } from "vitest";
import { charsPerBar, hoursToHm, nameLines, projectBars, typeBars } from "./chart-data";

const project = (
  title: string,
  taskHours: number,
  tasks: number,
  subHours = 0,
  subs = 0,
  id = 1,
): PersonalReportProject => ({
  project: { data: { id, title } },
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
  it("keeps every project, an unestimated one too, under its full title (issue 46 point 6)", () => {
    const bars = projectBars(
      [project("Apollo launch", 4, 3, 0, 0, 7), project("Hermes", 0, 2, 0, 0, 8), project("Zeus x", 0.75, 1, 0, 0, 9)],
      "task",
    );
    expect(bars).toEqual([
      { key: "project-7", title: "Apollo launch", hours: 4, completed: 3 },
      { key: "project-8", title: "Hermes", hours: 0, completed: 2 },
      { key: "project-9", title: "Zeus x", hours: 0.75, completed: 1 },
    ]);
  });

  it("tells apart two projects of the same title, and draws the sub-task columns for a sub-task report", () => {
    const bars = projectBars([project("Website", 4, 3, 0, 0, 1), project("Website", 1, 1, 0.75, 2, 2)], "sub_task");
    expect(bars).toEqual([
      { key: "project-1", title: "Website", hours: 0, completed: 0 },
      { key: "project-2", title: "Website", hours: 0.75, completed: 2 },
    ]);
  });

  it("guesses how many characters a line under a bar holds", () => {
    // 420 px for 3 bars: 140 px, 19 characters.
    expect(charsPerBar(420, 3)).toBe(19);
    expect(charsPerBar(60, 8)).toBe(4);
    expect(charsPerBar(0, 3)).toBe(4);
  });

  it("puts a name on two lines of whole words, cutting the rest with an ellipsis", () => {
    const long = "Website redesign for the spring campaign";
    expect(nameLines(long, 46)).toEqual({ lines: [long], cut: false });
    expect(nameLines(long, 24)).toEqual({ lines: ["Website redesign for the", "spring campaign"], cut: false });
    // Two projects of the same first word stay told apart on a phone's narrow bars.
    expect(nameLines(long, 9)).toEqual({ lines: ["Website", "redesign…"], cut: true });
    expect(nameLines("Website launch k3j", 9)).toEqual({ lines: ["Website", "launch k…"], cut: true });
    expect(nameLines("Hermes", 9)).toEqual({ lines: ["Hermes"], cut: false });
    // A word longer than a line is broken where the line ends.
    expect(nameLines("Supercalifragilistic", 8)).toEqual({ lines: ["Supercal", "ifragil…"], cut: true });
  });

  it("gives every type row, 'No type' included, under its full title", () => {
    const rows: PersonalReportTypeRow[] = [
      {
        title: "Design work",
        type: { data: { id: 2, title: "Design work", color: "#0f0" } },
        completed: 1,
        estimated_hours: 2,
        estimated_hours_tf: "2:00",
      },
      { title: "No type", type: { data: null }, completed: 1, estimated_hours: 0, estimated_hours_tf: "0:00" },
    ];
    expect(typeBars(rows)).toEqual([
      { key: "type-2", title: "Design work", hours: 2, completed: 1 },
      { key: "type-none", title: "No type", hours: 0, completed: 1 },
    ]);
  });
});
