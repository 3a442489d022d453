import { addDays } from "@cairn/shared";
import ical from "ical-generator";
import type { EventTask, MilestoneTuple } from "./events-statement";
import { milestonesPath, taskDays, taskPath } from "./present";

export type FeedContent = { ownerName: string; publicUrl: string; tasks: EventTask[]; milestones: MilestoneTuple[] };

/**
 * The feed as RFC 5545 text, by ical-generator (escaping, line folding, CRLF). Every event is all-day:
 * `DTSTART;VALUE=DATE` on the first day and the exclusive `DTEND` the day after the last. Dates go in as
 * "YYYY-MM-DD" strings, which ical-generator reads at UTC midnight and writes with UTC getters, so the
 * server's own zone cannot shift a day. `DTSTAMP` is the item's last change, not the time of the fetch, so
 * an unchanged feed is byte for byte the same (its ETag holds).
 */
export function feedIcs(c: FeedContent): string {
  const host = new URL(c.publicUrl).hostname;
  const calendar = ical({
    name: `Cairn: ${c.ownerName}`,
    prodId: { company: "Cairn", product: "Calendar feed", language: "EN" },
    ttl: 60 * 60,
  });
  for (const t of c.tasks) {
    const { start, end } = taskDays(t.startAt, t.dueDate);
    calendar.createEvent({
      id: `task-${t.id}@${host}`,
      summary: t.title,
      description: `${t.projectTitle}\n${t.status === 1 ? "Complete" : "Incomplete"} task`,
      start,
      end: addDays(end, 1),
      allDay: true,
      // Read with the feed's events (withStamps), so never null here.
      stamp: t.updatedAt ?? new Date(0),
      url: `${c.publicUrl}${taskPath(t.projectId, t.id)}`,
    });
  }
  for (const [id, title, day, status, projectId, updatedAtMs, projectTitle] of c.milestones) {
    calendar.createEvent({
      id: `milestone-${id}@${host}`,
      summary: `Milestone: ${title}`,
      description: `${projectTitle}\n${status === 1 ? "Complete" : "Incomplete"} milestone`,
      start: day,
      end: addDays(day, 1),
      allDay: true,
      stamp: new Date(updatedAtMs),
      url: `${c.publicUrl}${milestonesPath(projectId)}`,
    });
  }
  return calendar.toString();
}
