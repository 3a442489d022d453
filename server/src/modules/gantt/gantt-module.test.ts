import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { autoSchedule, chartDates, dated, ganttTeam, link, move, readChart } from "./test-support";

const t = useTestApp();
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

const switchGantt = async (type: "activate" | "deactivate", as: TestUser) => {
  const res = await t.post("/api/pm-pro/v2/module-update", { module: "gantt", type }, { as });
  expect(res.status).toBe(200);
};

describe("the Gantt as a module", () => {
  it("is listed, and switched off its calls answer 404 module_disabled, change nothing and its extras stop", async () => {
    const admin = await t.user({ manager: true, admin: true });
    const listed = await t.get("/api/pm-pro/v2/module-lists", { as: admin });
    expect(listed.body.data.map((m: { path: string }) => m.path)).toContain("gantt");
    const team = await ganttTeam(t);
    await autoSchedule(t, team, true);
    const a = await dated(t, team, "A", { start_at: "2026-03-02", due_date: "2026-03-02" });
    const b = await dated(t, team, "B", { start_at: "2026-03-03", due_date: "2026-03-03" });
    const id = await link(t, team, a, b);
    await switchGantt("deactivate", admin);
    try {
      const count = async () =>
        (
          (await t.database.db.execute(sql`select count(*)::int as n from gantt_links`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n;
      const before = await count();
      const calls: [string, string, object?][] = [
        ["GET", team.g],
        ["POST", team.g, { source: b, target: a, type: 1 }],
        ["POST", `${team.g}/${id}/delete`, {}],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.request(method, url, { as: team.boss, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual(DISABLED);
      }
      expect(await count()).toBe(before);
      const task = await t.get(`${team.p}/tasks/${b}?with=gantt_links`, { as: team.boss });
      expect(task.status).toBe(200);
      expect(task.body.data.gantt_links).toBeUndefined();
      // The tasks' own update still works, and nothing is scheduled behind the reader's back.
      const moved = await move(t, team, a, "2026-03-10", "2026-03-10");
      expect(moved.status).toBe(200);
      expect(moved.body.gantt_moved).toBeUndefined();
    } finally {
      await switchGantt("activate", admin);
    }
    expect((await chartDates(t, team)).get(b)).toEqual(["2026-03-03", "2026-03-03"]);
    expect((await readChart(t, team, team.boss)).links).toHaveLength(1);
  });
});
