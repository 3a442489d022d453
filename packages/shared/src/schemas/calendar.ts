import { z } from "zod";
import { CALENDAR_MAX_DAYS, daysBetween } from "../calendar";
import { CALENDAR_MESSAGES as M } from "../messages-calendar";
import { zBool, zDate, zId, zIdList } from "./primitives";

/**
 * `start` and `end` (both inclusive days), one project and some users (`users[]=1&users[]=2` or `users=1,2`):
 * the query of calendar-events and calendar-resource. No users means the caller.
 */
export const calendarQuery = z
  .object({ start: zDate, end: zDate, project_id: zId.optional(), users: zIdList.optional() })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.start, q.end);
    if (days < 0) ctx.addIssue({ code: "custom", path: ["end"], message: M.endBeforeStart });
    else if (days >= CALENDAR_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["end"], message: M.rangeTooLong });
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** POST /api/calendar/feed: whether the feed also holds the milestones of the owner's projects. */
export const calendarFeedBody = z.object({ milestones: zBool.optional() });
