import { addDays, todayIn } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../core/auth/tokens";
import { calendarFeeds, projectMembers } from "../../db/schema";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";
import { feedCalls, parseFeed } from "./feed-test-support";
import { calendarFixture } from "./test-support";

const t = useTestApp();
const c = calendarFixture(t);
const f = feedCalls(t);
const today = () => todayIn("UTC", new Date());

describe("the personal iCal feed", () => {
  it("is made once, shown once, stored hashed, and read without a session", async () => {
    const { manager, worker, pid, listId } = await c.team();
    await c.task(pid, listId, manager, { title: "Review", due_date: addDays(today(), 3), assignees: [worker] });
    expect((await t.get("/api/calendar/feed", { as: worker })).body.data).toEqual({
      exists: false,
      milestones: false,
      created_at: null,
    });
    const made = await t.post("/api/calendar/feed", {}, { as: worker });
    const status = await t.get("/api/calendar/feed", { as: worker });
    expect(status.body.data).toMatchObject({ exists: true, milestones: false });
    expect(JSON.stringify(status.body)).not.toContain(made.body.data.token);
    expect(made.status).toBe(201);
    expect(made.body.message).toMatch(/shown only once/);
    const { url, token } = made.body.data;
    // 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${t.config.publicUrl}/api/calendar/feed/${token}.ics`);
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, worker.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const res = await f.fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(parseFeed(res.body).map((e) => e.summary)).toEqual(["Review"]);
    expect((await t.post("/api/calendar/feed", {})).status).toBe(401);
  });

  it("writes valid RFC 5545: all-day dates with an exclusive end, stable UIDs, escaped text, folded lines", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const start = addDays(today(), 5);
    const due = addDays(today(), 7);
    const title = `Plan; review, ship \\ done — ${"long ".repeat(20)}ünïcödé`;
    const id = await c.task(pid, listId, manager, { title, start_at: start, due_date: due, assignees: [worker] });
    const { url } = await f.create(worker);
    const first = await f.fetchFeed(url);
    const [event] = parseFeed(first.body);
    expect(event).toEqual({
      uid: expect.stringMatching(new RegExp(`^task-${id}@`)),
      summary: title.trim(),
      start,
      end: addDays(due, 1),
      allDay: true,
      url: `${t.config.publicUrl}/projects/${pid}/task-lists/tasks/${id}`,
    });
    const text: string = first.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain(`DTSTART;VALUE=DATE:${start.replaceAll("-", "")}\r\n`);
    expect(text).toContain(`DTEND;VALUE=DATE:${addDays(due, 1).replaceAll("-", "")}\r\n`);
    expect(text).toContain("SUMMARY:Plan\\; review\\, ship \\\\ done");
    // DTSTAMP is the task's last change: made just now, so dated today (UTC), never the epoch.
    expect(text).toContain(`DTSTAMP:${today().replaceAll("-", "")}T`);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
    // Fetched again, nothing changed: the same bytes, so the same UIDs and ETag.
    const second = await f.fetchFeed(url);
    expect(second.body).toBe(text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("holds the owner's tasks from 60 days back to a year ahead, and his projects' milestones when asked", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const on = (title: string, offset: number) =>
      c.task(pid, listId, manager, { title, due_date: addDays(today(), offset), assignees: [worker] });
    await on("Too old", -61);
    await on("Old enough", -59);
    await on("Ends in range", 0);
    await c.task(pid, listId, manager, {
      title: "Reaching in",
      start_at: addDays(today(), -90),
      due_date: addDays(today(), -30),
      assignees: [worker],
    });
    await on("Near the end", 364);
    await on("Too far", 367);
    await on("Tomorrow", 1);
    await c.task(pid, listId, manager, { title: "Not his", due_date: today(), assignees: [manager] });
    await c.milestone(pid, manager, "Go live", addDays(today(), 10));
    const { url } = await f.create(worker);
    const summaries = (await f.eventsOf(url)).map((e) => e.summary).sort();
    expect(summaries).toEqual(["Ends in range", "Near the end", "Old enough", "Reaching in", "Tomorrow"]);
    const withMilestones = await f.create(worker, { milestones: true });
    const parsed = await f.eventsOf(withMilestones.url);
    expect(parsed.map((e) => e.summary)).toContain("Milestone: Go live");
    const milestone = parsed.find((e) => e.summary === "Milestone: Go live");
    expect(milestone).toMatchObject({ start: addDays(today(), 10), end: addDays(today(), 11), allDay: true });
  });

  it("answers 304 to If-None-Match and If-Modified-Since until something in it changes", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const id = await c.task(pid, listId, manager, { title: "Poll me", due_date: today(), assignees: [worker] });
    const { url } = await f.create(worker);
    const first = await f.fetchFeed(url);
    const etag = String(first.headers.etag);
    const modified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(modified))).toBe(false);
    const byTag = await f.fetchFeed(url, { "if-none-match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body).toBe("");
    expect(byTag.headers.etag).toBe(etag);
    expect((await f.fetchFeed(url, { "if-modified-since": modified })).status).toBe(304);
    expect((await f.fetchFeed(url, { "if-none-match": '"other"' })).status).toBe(200);

    await t.post(`/api/pm/v2/projects/${pid}/tasks/${id}/update`, { title: "Polled" }, { as: manager });
    const changed = await f.fetchFeed(url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).map((e) => e.summary)).toEqual(["Polled"]);
    expect(Date.parse(String(changed.headers["last-modified"]))).toBeGreaterThanOrEqual(Date.parse(modified));
    // A deleted task changes the feed too (no row's date would have said so).
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${id}/delete`, {}, { as: manager });
    const emptied = await f.fetchFeed(url, { "if-none-match": String(changed.headers.etag) });
    expect(emptied.status).toBe(200);
    expect(parseFeed(emptied.body)).toEqual([]);
  });

  it("respects privacy at the moment it is fetched", async () => {
    const { manager, client, pid, listId } = await c.team();
    await c.task(pid, listId, manager, { title: "Open", due_date: today(), assignees: [client] });
    await c.task(pid, listId, manager, { title: "Secret", due_date: today(), privacy: true, assignees: [client] });
    const { url } = await f.create(client);
    expect((await f.eventsOf(url)).map((e) => e.summary)).toEqual(["Open"]);
    expect((await f.fetchFeed(url)).body).not.toContain("Secret");
    await c.flags(pid, manager, "client", { view_private_task: true });
    expect((await f.eventsOf(url)).map((e) => e.summary).sort()).toEqual(["Open", "Secret"]);
    // Out of the project: nothing of it any more.
    await t.database.db.delete(projectMembers).where(eq(projectMembers.userId, client.id));
    expect(await f.eventsOf(url)).toEqual([]);
  });

  it("stops answering once regenerated or revoked; unknown tokens are 404 in the error shape", async () => {
    const { worker } = await c.team();
    const old = await f.create(worker);
    const renewed = await f.create(worker);
    expect(renewed.token).not.toBe(old.token);
    const gone = await f.fetchFeed(old.url);
    expect(gone.status).toBe(404);
    expect(isErrorShape(404, gone.body)).toBe(true);
    expect(gone.body.message).toEqual(["This calendar feed does not exist or has been revoked."]);
    expect((await f.fetchFeed(renewed.url)).status).toBe(200);
    const revoked = await t.post("/api/calendar/feed/delete", {}, { as: worker });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: true });
    expect((await f.fetchFeed(renewed.url)).status).toBe(404);
    expect((await t.post("/api/calendar/feed/delete", {}, { as: worker })).body.data).toEqual({ revoked: false });
    // A well-formed token that opens nothing is 404; an address that is no feed's at all is bad input.
    const unknown = await t.get(`/api/calendar/feed/${"A".repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect(isErrorShape(404, unknown.body)).toBe(true);
    for (const path of ["nope.ics", `${"A".repeat(43)}.txt`, "%2e%2e.ics"]) {
      const res = await t.get(`/api/calendar/feed/${path}`);
      expect(res.status, path).toBe(400);
      expect(isErrorShape(400, res.body)).toBe(true);
    }
  });

  it("keeps every date on its day whatever the server's own time zone (UTC+14, UTC−12)", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const due = addDays(today(), 2);
    await c.task(pid, listId, manager, { title: "Fixed day", start_at: due, due_date: due, assignees: [worker] });
    const { url } = await f.create(worker);
    const zone = process.env.TZ;
    try {
      for (const tz of ["Pacific/Kiritimati", "Etc/GMT+12"]) {
        process.env.TZ = tz;
        const [event] = await f.eventsOf(url);
        expect(event, tz).toMatchObject({ start: due, end: addDays(due, 1), allDay: true });
        const events = await c.events(worker, { start: due, end: due }, { "x-time-zone": tz });
        expect(events.body.data[0], tz).toMatchObject({ start: due, end: due });
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("answers 404 module_disabled while the calendar is switched off", async () => {
    const { worker } = await c.team();
    const { url } = await f.create(worker);
    const boss = await t.user({ manager: true });
    await t.post("/api/pm-pro/v2/module-update", { module: "calendar", type: "deactivate" }, { as: boss });
    const off = await f.fetchFeed(url);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "calendar", type: "activate" }, { as: boss });
    expect((await f.fetchFeed(url)).status).toBe(200);
  });
});
