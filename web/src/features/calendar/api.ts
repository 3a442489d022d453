import type { CalendarFeedStatus, CalendarProjects, CalendarTimeline } from "@cairn/shared";
import type { CalendarEvent } from "@cairn/shared/calendar";
import { queryOptions } from "@tanstack/react-query";
import { get } from "../../api/client";

/** The calendar's answers (packages/shared/src/answers/calendar.ts). */
export type { CalendarProject, CalendarProjects } from "@cairn/shared";

/** What a calendar read asks: inclusive days, one project or all, some people or the caller. */
export type EventsQuery = { start: string; end: string; projectId: number | null; users: number[] };

/** Every calendar read starts with this key, so one invalidation refreshes them all after a write. */
export const CALENDAR_KEY = ["calendar"] as const;

const params = (q: EventsQuery) => ({
  start: q.start,
  end: q.end,
  project_id: q.projectId ?? undefined,
  users: q.users.length > 0 ? q.users.join(",") : undefined,
});

export const eventsQuery = (q: EventsQuery) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, "events", q],
    queryFn: async ({ signal }) =>
      (await get<{ data: CalendarEvent[] }>("pm-pro/v2/calendar-events", params(q), signal)).data,
    placeholderData: (previous) => previous,
  });

export const timelineQuery = (q: EventsQuery) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, "resource", q],
    queryFn: async ({ signal }) =>
      (await get<{ data: CalendarTimeline }>("pm-pro/v2/calendar-resource", params(q), signal)).data,
    placeholderData: (previous) => previous,
  });

export const projectsQuery = queryOptions({
  queryKey: [...CALENDAR_KEY, "projects"],
  queryFn: async ({ signal }) =>
    (await get<{ data: CalendarProjects }>("pm-pro/v2/calendar-projects", undefined, signal)).data,
  staleTime: 60_000,
});

export const feedQuery = queryOptions({
  queryKey: [...CALENDAR_KEY, "feed"],
  queryFn: async () => (await get<{ data: CalendarFeedStatus }>("calendar/feed")).data,
});
