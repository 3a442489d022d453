import {
  type CalendarEvent,
  calendarEventsAnswer,
  calendarResourceAnswer,
  itemAnswer,
  type ResourceEvent,
} from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSerializerCompiler } from "./answer-serializer";

const writer = (schema: z.ZodType, checkAnswers = false) =>
  answerSerializerCompiler({ checkAnswers })({ schema, method: "GET", url: "/api/x", httpStatus: "200" });

// The calendar's answers are the largest of their kind: written whole, field for field.
const task: CalendarEvent = {
  id: 7,
  type: "task",
  title: 'Quotes " and \\ and ünïcödé\n',
  start: "2026-11-02",
  end: "2026-11-04",
  status: "outstanding",
  project_id: 3,
  project_title: "Apollo (copy)",
  task_list_id: 11,
  task_list_title: "Backlog",
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
  task_list_title: null,
  assignees: [],
  url: "/projects/3/milestones",
  start_at: "2026-11-05",
  due_date: "2026-11-05",
};

describe("the answer writer", () => {
  it("write every field of an event as JSON.stringify does", () => {
    const body = { data: [task, milestone] };
    expect(writer(calendarEventsAnswer)(body)).toBe(JSON.stringify(body));
  });

  it("write the user timeline's rows and events whole", () => {
    const event: ResourceEvent = { ...task, resourceIds: [2] };
    const body = { data: { resources: [{ id: 2, display_name: "Ann", avatar_url: null }], events: [event] } };
    expect(writer(calendarResourceAnswer)(body)).toBe(JSON.stringify(body));
  });

  const person = itemAnswer(z.object({ id: z.number().int(), boss: z.object({ id: z.number().int() }).nullable() }));

  it("leaves out what the schema does not name, also inside a nullable object", () => {
    const body = { data: { id: 1, secret: "s", boss: { id: 2, password: "p" } } };
    expect(writer(person)(body)).toBe('{"data":{"id":1,"boss":{"id":2}}}');
  });

  it("checking answers, refuses a field the schema does not name, and one of the wrong type", () => {
    expect(() => writer(person, true)({ data: { id: 1, secret: "s", boss: null } })).toThrow(
      /the answer has data.secret, which its schema does not name/,
    );
    expect(() => writer(person, true)({ data: { id: 1, boss: "two" } })).toThrow(/does not match/);
    expect(() => writer(person, true)({ data: { boss: null } })).toThrow(/"id" is required/);
    expect(writer(person, true)({ data: { id: 1, boss: null } })).toBe('{"data":{"id":1,"boss":null}}');
  });
});
