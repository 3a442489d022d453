import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { autoSchedule, chartDates, dated, ganttTeam, link, move, readChart } from "./test-support";

const t = useTestApp();

/** The activity rows the auto-schedule wrote, oldest first. */
const shiftRows = async (taskIds: number[]) =>
  (
    (await t.database.db.execute(
      sql`select resource_id, meta from activities where action = 'update_task_dates'
        and resource_id = any(${`{${taskIds.join(",")}}`}::int[]) order by id`,
    )) as unknown as { rows: { resource_id: number; meta: Record<string, unknown> }[] }
  ).rows;

describe("auto-schedule (issue 20 point 4)", () => {
  it("is off by default: links are drawn but moving a task moves nothing else", async () => {
    const team = await ganttTeam(t);
    const settings = await t.get(`${team.p}/settings?key=gantt_auto_schedule`, { as: team.worker });
    expect(settings.body.data).toEqual([{ key: "gantt_auto_schedule", value: false }]);
    const a = await dated(t, team, "A", { start_at: "2026-03-02", due_date: "2026-03-04" });
    const b = await dated(t, team, "B", { start_at: "2026-03-05", due_date: "2026-03-06" });
    await link(t, team, a, b);
    const res = await move(t, team, a, "2026-03-09", "2026-03-11");
    expect(res.status).toBe(200);
    expect(res.body.gantt_moved).toBeUndefined();
    expect((await chartDates(t, team)).get(b)).toEqual(["2026-03-05", "2026-03-06"]);
    expect(await shiftRows([b])).toEqual([]);
  });

  it("on: a chain of three moves together in one answer, one activity per moved task, lengths kept", async () => {
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const a = await dated(t, team, "A", { start_at: "2026-03-02", due_date: "2026-03-04" });
    const b = await dated(t, team, "B", { start_at: "2026-03-05", due_date: "2026-03-06" });
    const c = await dated(t, team, "C", { start_at: "2026-03-09", due_date: "2026-03-09" });
    await link(t, team, a, b);
    await link(t, team, b, c);
    // A now ends on the 10th: B must start on the 11th (2 days), and C the day after B's new end.
    const res = await move(t, team, a, "2026-03-06", "2026-03-10");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.due_date.date).toBe("2026-03-10");
    expect(res.body.gantt_moved).toEqual({
      data: [
        { id: b, start_at: "2026-03-11", due_date: "2026-03-12" },
        { id: c, start_at: "2026-03-13", due_date: "2026-03-13" },
      ],
    });
    const dates = await chartDates(t, team);
    expect(dates.get(b)).toEqual(["2026-03-11", "2026-03-12"]);
    expect(dates.get(c)).toEqual(["2026-03-13", "2026-03-13"]);
    const rows = await shiftRows([a, b, c]);
    expect(rows.map((r) => r.resource_id)).toEqual([b, c]);
    expect(rows[0].meta).toMatchObject({
      old: { start_at: "2026-03-05", due_date: "2026-03-06" },
      new: { start_at: "2026-03-11", due_date: "2026-03-12" },
      scheduled_after_task_id: a,
    });
    // The single task's log shows the shift.
    const log = await t.get(`${team.p}/tasks/${b}?with=activities`, { as: team.boss });
    expect(log.body.data.activities.data.map((x: { action: string }) => x.action)).toContain("update_task_dates");
  });

  it("a task reached by two paths keeps the later constraint; other link types and late-enough tasks stay", async () => {
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const a = await dated(t, team, "A", { start_at: "2026-04-01", due_date: "2026-04-01" });
    const short = await dated(t, team, "Short", { start_at: "2026-04-02", due_date: "2026-04-02" });
    const long = await dated(t, team, "Long", { start_at: "2026-04-02", due_date: "2026-04-06" });
    const end = await dated(t, team, "End", { start_at: "2026-04-07", due_date: "2026-04-08" });
    const late = await dated(t, team, "Late", { start_at: "2026-05-01", due_date: "2026-05-02" });
    const together = await dated(t, team, "Starts with A", { start_at: "2026-04-01", due_date: "2026-04-01" });
    await link(t, team, a, short);
    await link(t, team, a, long);
    await link(t, team, short, end);
    await link(t, team, long, end);
    await link(t, team, a, late);
    await link(t, team, a, together, 1);
    const res = await move(t, team, a, "2026-04-03", "2026-04-03");
    expect(res.status).toBe(200);
    // Short and Long both start on the 4th; End waits for Long (ends the 8th), not Short (ends the 4th).
    expect(res.body.gantt_moved.data).toEqual(
      expect.arrayContaining([
        { id: short, start_at: "2026-04-04", due_date: "2026-04-04" },
        { id: long, start_at: "2026-04-04", due_date: "2026-04-08" },
        { id: end, start_at: "2026-04-09", due_date: "2026-04-10" },
      ]),
    );
    expect(res.body.gantt_moved.data).toHaveLength(3);
    const dates = await chartDates(t, team);
    expect(dates.get(late)).toEqual(["2026-05-01", "2026-05-02"]);
    expect(dates.get(together)).toEqual(["2026-04-01", "2026-04-01"]);
    expect((await shiftRows([short, long, end])).length).toBe(3);
  });

  it("is one transaction: a shift that fails leaves the moved task, its successors and the log as they were", async () => {
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const a = await dated(t, team, "A", { start_at: "2026-08-03", due_date: "2026-08-03" });
    const b = await dated(t, team, "B", { start_at: "2026-08-04", due_date: "2026-08-04" });
    const c = await dated(t, team, "C", { start_at: "2026-08-05", due_date: "2026-08-05" });
    await link(t, team, a, b);
    await link(t, team, b, c);
    // The database refuses any change of C's dates, as a fault in the middle of the shift would.
    await t.database.db.execute(
      sql.raw(`create function gantt_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger gantt_test_refuse before update on tasks for each row when (old.id = ${c})
        execute function gantt_test_refuse()`),
    );
    try {
      const res = await move(t, team, a, "2026-08-10", "2026-08-10");
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(
        sql.raw("drop trigger gantt_test_refuse on tasks; drop function gantt_test_refuse()"),
      );
    }
    const dates = await chartDates(t, team);
    expect([dates.get(a), dates.get(b), dates.get(c)]).toEqual([
      ["2026-08-03", "2026-08-03"],
      ["2026-08-04", "2026-08-04"],
      ["2026-08-05", "2026-08-05"],
    ]);
    expect(await shiftRows([a, b, c])).toEqual([]);
  });

  it("moving a task earlier moves nothing; a successor without dates stays unscheduled", async () => {
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const a = await dated(t, team, "A", { start_at: "2026-06-10", due_date: "2026-06-11" });
    const b = await dated(t, team, "B", { start_at: "2026-06-12", due_date: "2026-06-12" });
    const none = await dated(t, team, "Undated");
    await link(t, team, a, b);
    await link(t, team, a, none);
    const earlier = await move(t, team, a, "2026-06-01", "2026-06-02");
    expect(earlier.body.gantt_moved).toEqual({ data: [] });
    const later = await move(t, team, a, "2026-06-20", "2026-06-20");
    expect(later.body.gantt_moved).toEqual({ data: [{ id: b, start_at: "2026-06-21", due_date: "2026-06-21" }] });
    expect((await chartDates(t, team)).get(none)).toEqual([null, null]);
  });

  it("a successor the mover may not see moves too, but is not named to him", async () => {
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const mine = await dated(t, team, "Mine", { start_at: "2026-07-01", due_date: "2026-07-01" }, { as: team.worker });
    const secret = await dated(
      t,
      team,
      "Secret",
      { start_at: "2026-07-02", due_date: "2026-07-02" },
      { privacy: true },
    );
    await link(t, team, mine, secret);
    // Co-workers see private tasks only with the project's view_private_task flag, which is off here.
    await t.post(
      `${team.p}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_task: false } } }] },
      { as: team.boss },
    );
    const res = await move(t, team, mine, "2026-07-05", "2026-07-05", team.worker);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gantt_moved).toEqual({ data: [] });
    expect((await chartDates(t, team)).get(secret)).toEqual(["2026-07-06", "2026-07-06"]);
  });

  it("the setting takes booleans in any form, refuses other values, and belongs to projects", async () => {
    const team = await ganttTeam(t);
    const save = (value: unknown, url = `${team.p}/settings`) =>
      t.post(url, { settings: [{ key: "gantt_auto_schedule", value }] }, { as: team.boss });
    expect((await save("1")).body.data).toEqual([{ key: "gantt_auto_schedule", value: true }]);
    const wrong = await save("maybe");
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params).toEqual({ "settings.0.value": ["Must be true or false."] });
    const admin = await t.user({ manager: true, admin: true });
    const global = await t.post(
      "/api/pm/v2/settings",
      { settings: [{ key: "gantt_auto_schedule", value: true }] },
      { as: admin },
    );
    expect(global.status).toBe(400);
    expect((await t.get(`${team.p}/settings?key=gantt_auto_schedule`, { as: team.boss })).body.data[0].value).toBe(
      true,
    );
    expect((await readChart(t, team, team.boss)).auto_schedule).toBe(true);
    expect((await save(false)).status).toBe(200);
    expect((await readChart(t, team, team.boss)).auto_schedule).toBe(false);
    expect(
      (
        await t.post(
          `${team.p}/settings`,
          { settings: [{ key: "gantt_auto_schedule", value: true }] },
          { as: team.worker },
        )
      ).status,
    ).toBe(403);
  });
});
