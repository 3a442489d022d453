import { decodeGanttChart } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { dated, ganttTeam, link, readChart } from "./test-support";

const t = useTestApp();

describe("the chart's data (issue 20 point 1)", () => {
  it("answers the project, its current lists, their tasks and sub-tasks, and the links, in one call", async () => {
    const team = await ganttTeam(t);
    const second = (await t.post(`${team.p}/task-lists`, { title: "Launch" }, { as: team.boss })).body.data.id;
    const archived = (await t.post(`${team.p}/task-lists`, { title: "Old" }, { as: team.boss })).body.data.id;
    const a = await dated(t, team, "One day", { start_at: "2026-03-29", due_date: "2026-03-29" });
    const b = await dated(
      t,
      team,
      "Across the clock change",
      { start_at: "2026-03-28", due_date: "2026-03-30" },
      {
        task_list_id: second,
      },
    );
    const gone = await dated(t, team, "In an archived list", {}, { task_list_id: archived });
    await t.post(`${team.p}/task-lists/${archived}/update`, { status: 0 }, { as: team.boss });
    const sub = await t.post(`/api/pm-pro/v2/tasks/${a}/sub-tasks`, { title: "Part" }, { as: team.boss });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const id = await link(t, team, a, b);
    const chart = await readChart(t, team, team.worker);
    expect(chart.project).toEqual({ id: team.pid, title: expect.any(String) });
    expect(chart.lists.map((l: { title: string }) => l.title)).toEqual(expect.arrayContaining(["Build", "Launch"]));
    expect(chart.lists.map((l: { id: number }) => l.id)).not.toContain(archived);
    expect(chart.tasks.map((x: { id: number }) => x.id)).not.toContain(gone);
    // The stored calendar days, the due date inclusive: never shifted by a time zone or a clock change.
    expect(chart.tasks.find((x: { id: number }) => x.id === a)).toEqual({
      id: a,
      title: "One day",
      task_list_id: team.list,
      parent_id: 0,
      start_at: "2026-03-29",
      due_date: "2026-03-29",
      status: 0,
      meta: { can_edit: false },
    });
    expect(chart.tasks.find((x: { id: number }) => x.id === b)).toMatchObject({
      start_at: "2026-03-28",
      due_date: "2026-03-30",
      task_list_id: second,
    });
    expect(chart.tasks.find((x: { id: number }) => x.id === sub.body.data.id)).toMatchObject({
      parent_id: a,
      title: "Part",
    });
    expect(chart.links).toEqual([{ id, source: a, target: b, type: 0 }]);
    expect(chart.auto_schedule).toBe(false);
    // The manager may edit every bar; the co-worker only his own.
    const mine = await dated(t, team, "Worker's", {}, { as: team.worker });
    const again = await readChart(t, team, team.worker);
    expect(again.tasks.find((x) => x.id === mine)?.meta.can_edit).toBe(true);
    const boss = await readChart(t, team, team.boss);
    expect(boss.tasks.every((x: { meta: { can_edit: boolean } }) => x.meta.can_edit)).toBe(true);
  });

  it("leaves out what the reader may not see: private tasks, their sub-tasks, private lists, and links to them", async () => {
    const team = await ganttTeam(t);
    const open = await dated(t, team, "Open");
    const secret = await dated(t, team, "ZZSECRET task", {}, { privacy: true });
    await t.post(`/api/pm-pro/v2/tasks/${secret}/sub-tasks`, { title: "ZZSECRET part" }, { as: team.boss });
    const hiddenList = (
      await t.post(`${team.p}/task-lists`, { title: "ZZSECRET list", privacy: true }, { as: team.boss })
    ).body.data.id;
    await dated(t, team, "In the secret list", {}, { task_list_id: hiddenList });
    await link(t, team, open, secret);
    const client = await t.get(team.g, { as: team.client });
    expect(client.status).toBe(200);
    expect(JSON.stringify(client.body)).not.toContain("ZZSECRET");
    const seen = decodeGanttChart(client.body.data);
    expect(seen.tasks.map((x) => x.title)).toEqual(["Open"]);
    expect(seen.links).toEqual([]);
    const boss = await readChart(t, team, team.boss);
    expect(boss.tasks).toHaveLength(4);
    expect(boss.links).toHaveLength(1);
    expect((await t.get(team.g, { as: team.outsider })).status).toBe(404);
    expect((await t.request("GET", team.g)).status).toBe(401);
  });

  it("answers a change at once: the read cache keys the chart by the project's data version", async () => {
    const team = await ganttTeam(t);
    const [a, b] = [await dated(t, team, "A"), await dated(t, team, "B")];
    expect((await readChart(t, team, team.boss)).links).toEqual([]);
    await link(t, team, a, b);
    expect((await readChart(t, team, team.boss)).links).toHaveLength(1);
    await t.post(`${team.p}/tasks/${a}/update`, { due_date: "2026-09-09" }, { as: team.boss });
    const row = (await readChart(t, team, team.boss)).tasks.find((x) => x.id === a);
    expect(row?.due_date).toBe("2026-09-09");
  });
});
