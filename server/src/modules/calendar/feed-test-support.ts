import ICAL from "ical.js";
import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

/** A parsed VEVENT as a calendar app reads it (ical.js: another library than the one writing the feed). */
export type ParsedEvent = { uid: string; summary: string; start: string; end: string; allDay: boolean; url: string };

const day = (t: { year: number; month: number; day: number }) =>
  `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/** Parses the feed strictly: a malformed calendar throws, and the top component must be a VCALENDAR. */
export function parseFeed(text: string): ParsedEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.name).toBe("vcalendar");
  expect(root.getFirstPropertyValue("version")).toBe("2.0");
  expect(root.getFirstPropertyValue("prodid")).toBeTruthy();
  return root.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty("dtstart");
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      start: day(event.startDate),
      end: day(event.endDate),
      allDay: dtstart?.type === "date" && event.startDate.isDate && event.endDate.isDate,
      url: String(vevent.getFirstPropertyValue("url") ?? ""),
    };
  });
}

/** Making and reading feeds through the API. */
export function feedCalls(t: TestContext) {
  const create = async (as: TestUser, body: Record<string, unknown> = {}) => {
    const res = await t.post("/api/calendar/feed", body, { as });
    expect(res.status).toBe(201);
    return res.body.data as { url: string; token: string };
  };
  const pathOf = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => t.request("GET", pathOf(url), { headers });
  const eventsOf = async (url: string) => {
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    return parseFeed(res.body);
  };
  return { create, fetchFeed, eventsOf };
}
