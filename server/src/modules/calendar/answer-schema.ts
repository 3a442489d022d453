import { nullableInteger, nullableString } from "../../core/http/fast-json";

/**
 * The calendar's answers as JSON Schemas, for fast-json-stringify (core/http/fast-json.ts): a month of a
 * project is hundreds of events, and writing them out was a fifth of the server's work per call. They
 * follow CalendarEvent and ResourceEvent (packages/shared/src/calendar.ts); answer-schema.test.ts fails
 * when a field is missing here.
 */
const person = {
  type: "object",
  properties: { id: { type: "integer" }, display_name: { type: "string" }, avatar_url: nullableString },
} as const;

const eventProperties = {
  id: { type: "integer" },
  type: { type: "string" },
  title: { type: "string" },
  start: { type: "string" },
  end: { type: "string" },
  status: { type: "string" },
  project_id: { type: "integer" },
  task_list_id: nullableInteger,
  assignees: { type: "array", items: person },
  url: { type: "string" },
  start_at: nullableString,
  due_date: nullableString,
} as const;

export const calendarEventsAnswer = {
  type: "object",
  properties: { data: { type: "array", items: { type: "object", properties: eventProperties } } },
} as const;

export const calendarResourceAnswer = {
  type: "object",
  properties: {
    data: {
      type: "object",
      properties: {
        resources: { type: "array", items: person },
        events: {
          type: "array",
          items: {
            type: "object",
            properties: { ...eventProperties, resourceIds: { type: "array", items: { type: "integer" } } },
          },
        },
      },
    },
  },
} as const;
