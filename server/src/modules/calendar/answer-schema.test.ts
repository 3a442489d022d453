import type { CalendarEvent, ResourceEvent } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { fastJsonCompiler } from "../../core/http/fast-json";
import { calendarEventsAnswer, calendarResourceAnswer } from "./answer-schema";

// Typed literals: a field added to CalendarEvent must be added here, and then to the schema, or these fail.
const task: CalendarEvent = {
  id: 7,
  type: "task",
  title: 'Quotes " and \\ and ünïcödé\n',
  start: "2026-11-02",
  end: "2026-11-04",
  status: "outstanding",
  project_id: 3,
  task_list_id: 11,
  assignees: [{ id: 2, display_name: "Ann", avatar_url: null }],
  url: "/projects/3/task-lists/tasks/7",
  start_at: null,
  due_date: "2026-11-04",
};
const milestone: CalendarEvent = {
  ...task,
  id: 8,
  type: "milestone",
  task_list_id: null,
  assignees: [],
  url: "/projects/3/milestones",
  start_at: "2026-11-05",
  due_date: "2026-11-05",
};

describe("the calendar's answer schemas", () => {
  it("write every field of an event as JSON.stringify does", () => {
    const body = { data: [task, milestone] };
    expect(fastJsonCompiler({ schema: calendarEventsAnswer })(body)).toBe(JSON.stringify(body));
  });

  it("write the user timeline's rows and events whole", () => {
    const event: ResourceEvent = { ...task, resourceIds: [2] };
    const body = { data: { resources: [{ id: 2, display_name: "Ann", avatar_url: null }], events: [event] } };
    expect(fastJsonCompiler({ schema: calendarResourceAnswer })(body)).toBe(JSON.stringify(body));
  });
});
