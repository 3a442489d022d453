import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { boardTitles, kanboardTeam, newTask } from "./test-support";

const t = useTestApp();
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

const switchKanboard = async (type: "activate" | "deactivate", as: TestUser) => {
  const res = await t.post("/api/pm-pro/v2/module-update", { module: "kanboard", type }, { as });
  expect(res.status).toBe(200);
};
const count = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0].n,
  );

describe("the kanboard as a module", () => {
  it("switched off, every kanboard call answers 404 module_disabled and changes nothing; its data stays", async () => {
    const admin = await t.user({ manager: true, admin: true });
    const team = await kanboardTeam(t);
    const task = await newTask(t, team, "Kept", team.boss);
    const { Open, Done } = team.col;
    await switchKanboard("deactivate", admin);
    const before = [await count("kanboard_columns"), await count("kanboard_cards"), await count("project_view_types")];
    const calls: [string, string, object?][] = [
      ["GET", team.k],
      ["GET", `${team.k}/${Open}/?page=1`],
      ["GET", `${team.k}/${Open}/assign-preview?users=${team.worker.id}`],
      ["POST", team.k, { title: "New" }],
      ["POST", `${team.k}/${Open}/update`, { title: "Renamed" }],
      ["POST", `${team.k}/${Open}/delete`, {}],
      ["POST", `${team.k}/board-order`, { board_orders: [{ id: Open, order: 5 }] }],
      [
        "POST",
        `${team.k}/task-order`,
        { is_move: "yes", section_id: Done, sender_section_id: Open, orders: [{ id: task, index: 0 }] },
      ],
      ["POST", `${team.k}/${Done}/task/${task}`, {}],
      ["POST", `${team.k}/${Open}/tasks/${task}/delete`, {}],
      ["GET", `/api/pm-pro/v2/projects/${team.pid}/list-view-type`],
      ["POST", `/api/pm-pro/v2/projects/${team.pid}/list-view-type`, { list_view_type: "kanboard" }],
      ["POST", `${team.p}/tasks`, { title: "Into a column", task_list_id: team.list, kan_board_id: Open }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { as: team.boss, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual(DISABLED);
    }
    expect([await count("kanboard_columns"), await count("kanboard_cards"), await count("project_view_types")]).toEqual(
      before,
    );
    // The rules still run, so the board agrees with the lists once the module is back.
    await t.post(`${team.p}/tasks/${task}/change-status`, { status: 1 }, { as: team.boss });
    await newTask(t, team, "Made while off", team.boss);
    await switchKanboard("activate", admin);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["Made while off"], Done: ["Kept"] });
  });

  it("reads the board in the same number of statements with 5 cards or 150, and a column's page too", async () => {
    const team = await kanboardTeam(t);
    await newTask(t, team, "Seed", team.boss, { assignees: [team.worker.id] });
    const other = (await t.post(`${team.p}/task-lists`, { title: "Private", privacy: true }, { as: team.boss })).body
      .data.id;
    const fill = async (n: number) => {
      await t.database.db.execute(sql`with made as (
          insert into tasks (project_id, task_list_id, title, created_by, is_private, "order")
          select ${team.pid}::int, case when g % 7 = 0 then ${other}::int else ${team.list}::int end, 'Card ' || g, ${team.boss.id}::int,
                 g % 5 = 0, g from generate_series(1, ${n}) g returning id, "order")
        insert into kanboard_cards (task_id, column_id, "order")
        select id, case "order" % 3 when 0 then ${team.col.Open}::int when 1 then ${team.col.Done}::int else ${team.col.Overdue}::int end,
               "order" from made`);
      await t.database.db.execute(sql`insert into task_assignees (task_id, user_id, project_id)
        select id, ${team.worker.id}::int, project_id from tasks where project_id = ${team.pid} on conflict do nothing`);
    };
    const statements = async () => {
      const board = await t.get(team.k, { as: team.client });
      const column = await t.get(`${team.k}/${team.col.Done}`, { as: team.client, query: { search: "card" } });
      expect([board.status, column.status]).toEqual([200, 200]);
      return [board.headers["x-query-count"], column.headers["x-query-count"]];
    };
    await fill(4);
    const small = await statements();
    await fill(145);
    const large = await statements();
    expect(large).toEqual(small);
    // Who asks (with the project), then the columns with their cards and the cards' people and counts; a
    // column's page first reads the column the address names (the route's access rule: core/policy).
    expect(small.map(Number)).toEqual([2, 3]);
    // A page holds 50; the client, who does not see private tasks or lists, has fewer, counted the same way.
    type Page = { task: { data: unknown[]; meta: { pagination: { total: number } } } };
    const lengths = (data: Page[]) => data.map((c) => c.task.data.length);
    const boss = (await t.get(team.k, { as: team.boss })).body.data as Page[];
    expect(lengths(boss)).toEqual([50, 0, 50, 49]);
    expect(boss.map((c) => c.task.meta.pagination.total)).toEqual([50, 0, 51, 49]);
    const client = (await t.get(team.k, { as: team.client })).body.data as Page[];
    expect(lengths(client)).toEqual(client.map((c) => Math.min(50, c.task.meta.pagination.total)));
    expect(lengths(client).every((n, i) => n < lengths(boss)[i] || n === 0)).toBe(true);
  });

  it("remembers each person's view of a project's tasks, list until chosen", async () => {
    const team = await kanboardTeam(t);
    const url = `/api/pm-pro/v2/projects/${team.pid}/list-view-type`;
    expect((await t.get(url, { as: team.worker })).body).toEqual({ data: { list_view_type: "list" } });
    const saved = await t.post(url, { list_view_type: "kanboard" }, { as: team.worker });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: "Your view of this project's tasks has been saved.",
      data: { list_view_type: "kanboard" },
    });
    expect((await t.get(url, { as: team.worker })).body.data.list_view_type).toBe("kanboard");
    expect((await t.get(url, { as: team.boss })).body.data.list_view_type).toBe("list");
    const bad = await t.post(url, { list_view_type: "grid" }, { as: team.worker });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toEqual({ list_view_type: ["The view must be list or kanboard."] });
    const outsider = await t.user();
    expect((await t.get(url, { as: outsider })).status).toBe(404);
  });

  it("a duplicated project's board is the original's: its columns, their rules read through the copy's lists, its cards", async () => {
    const admin = await t.user({ manager: true });
    const team = await kanboardTeam(t);
    await newTask(t, team, "Open one", team.boss);
    const closed = await newTask(t, team, "Closed one", team.boss);
    await t.post(`${team.p}/tasks/${closed}/change-status`, { status: 1 }, { as: team.boss });
    const extra = await t.post(team.k, { title: "Extra" }, { as: team.boss });
    await t.post(
      `${team.k}/${extra.body.data.id}/update`,
      { header_background: "#123456", automation: { type: "todo", lists: [team.list] } },
      { as: team.boss },
    );
    const moved = await newTask(t, team, "In extra", team.boss);
    const copy = await t.post(`/api/pm-pro/v2/duplicate/project/${team.pid}`, {}, { as: admin });
    expect(copy.status).toBe(201);
    const copyId = copy.body.data.id;
    const board = await t.get(`/api/pm-pro/v2/projects/${copyId}/kanboard`, { as: admin });
    type Col = { id: number; title: string; header_background: string | null; automation: { lists?: number[] } };
    const columns = board.body.data as (Col & { task: { data: { id: number; title: string }[] } })[];
    expect(Object.fromEntries(columns.map((c) => [c.title, c.task.data.map((x) => x.title)]))).toEqual({
      Open: ["Open one"],
      "In Progress": [],
      Done: ["Closed one"],
      Overdue: [],
      Extra: ["In extra"],
    });
    const copiedExtra = columns.find((c) => c.title === "Extra") as Col & { task: { data: { id: number }[] } };
    expect(copiedExtra.id).not.toBe(extra.body.data.id);
    expect(copiedExtra.header_background).toBe("#123456");
    expect(copiedExtra.task.data[0].id).not.toBe(moved);
    const lists = await t.get(`/api/pm/v2/projects/${copyId}/task-lists`, { as: admin });
    const copiedList = lists.body.data.find((l: { title: string }) => l.title === "Build").id;
    expect(copiedExtra.automation.lists).toEqual([copiedList]);
    // The original's board is untouched.
    expect((await boardTitles(t, team, team.boss)).Extra).toEqual(["In extra"]);
  });
});
