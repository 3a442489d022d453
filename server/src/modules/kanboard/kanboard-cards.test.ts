import { KANBOARD_MESSAGES, MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { boardTitles, kanboardTeam, newTask } from "./test-support";

const t = useTestApp();

const order = (section: number, ids: number[], move?: { from: number }) => ({
  is_move: move ? "yes" : "no",
  section_id: section,
  ...(move ? { sender_section_id: move.from } : {}),
  orders: ids.map((id, index) => ({ id, index })),
});

describe("kanboard cards", () => {
  it("new tasks land on top of Open; a card shows the task's title, people, dates, labels and counts", async () => {
    const team = await kanboardTeam(t);
    await newTask(t, team, "First", team.boss);
    const second = await newTask(t, team, "Second", team.boss, { assignees: [team.worker.id], due_date: "2030-01-02" });
    await t.post(
      `${team.p}/comments`,
      { content: "<p>hi</p>", commentable_type: "task", commentable_id: second },
      {
        as: team.boss,
      },
    );
    const board = await t.get(team.k, { as: team.worker });
    const open = board.body.data[0];
    expect(open.task.data.map((c: { title: string }) => c.title)).toEqual(["Second", "First"]);
    expect(open.task.meta.pagination.total).toBe(2);
    expect(open.task.data[0]).toMatchObject({
      id: second,
      title: "Second",
      kan_board_id: team.col.Open,
      status: 0,
      task_list_id: team.list,
      due_date: { date: "2030-01-02" },
      assignees: { data: [expect.objectContaining({ id: team.worker.id })] },
      labels: { data: [] },
      meta: expect.objectContaining({ total_comment: 1, total_assignee: 1, can_complete: true }),
    });
  });

  it("puts a task in a column once: again is a no-op, another column is 409, task-order with is_move moves it", async () => {
    const team = await kanboardTeam(t);
    const closed = await t.post(
      `${team.k}/${team.col.Open}/update`,
      { automation: { type: "none" } },
      { as: team.boss },
    );
    expect(closed.status).toBe(200);
    const task = await newTask(t, team, "Loose", team.boss);
    expect((await boardTitles(t, team, team.boss)).Open).toEqual([]);
    const put = await t.post(`${team.k}/${team.col.Overdue}/task/${task}`, {}, { as: team.worker });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe("The task has been added to the column.");
    expect(put.body.data).toMatchObject({ id: task, title: "Loose", kan_board_id: team.col.Overdue });
    expect((await t.post(`${team.k}/${team.col.Overdue}/task/${task}`, {}, { as: team.worker })).status).toBe(200);
    const again = await t.post(`${team.k}/${team.col.Open}/task/${task}`, {}, { as: team.worker });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "rest_conflict", message: [MESSAGES.taskAlreadyInColumn] });
    // The database itself holds the rule: a second row for the task is refused.
    await expect(
      t.database.db.execute(sql`insert into kanboard_cards (task_id, column_id) values (${task}, ${team.col.Open})`),
    ).rejects.toThrow();
    const sorted = await t.post(`${team.k}/task-order`, order(team.col.Open, [task]), { as: team.worker });
    expect(sorted.status).toBe(409);
    const moved = await t.post(`${team.k}/task-order`, order(team.col.Open, [task], { from: team.col.Overdue }), {
      as: team.worker,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe("The cards have been moved.");
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["Loose"], Overdue: [] });
  });

  it("task-order orders the cards named among themselves, in their places; a moved card lands where it is named", async () => {
    const team = await kanboardTeam(t);
    const [a, b, c] = [
      await newTask(t, team, "A", team.boss),
      await newTask(t, team, "B", team.boss),
      await newTask(t, team, "C", team.boss),
    ];
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["C", "B", "A"]);
    const res = await t.post(`${team.k}/task-order`, order(team.col.Open, [a, c]), { as: team.client });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The cards have been reordered.");
    // C's place (first) goes to A, A's (last) to C; B, not named, keeps its own.
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["A", "B", "C"]);
    await t.post(`${team.k}/task-order`, order(team.col.Open, [b, a, c]), { as: team.boss });
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["B", "A", "C"]);
    // A card moved in with the column's cards around it lands between them.
    const d = await newTask(t, team, "D", team.boss);
    await t.post(`${team.k}/task-order`, order(team.col.Overdue, [d], { from: team.col.Open }), { as: team.boss });
    const res2 = await t.post(`${team.k}/task-order`, order(team.col.Open, [b, a, d, c], { from: team.col.Overdue }), {
      as: team.boss,
    });
    expect(res2.status).toBe(200);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["B", "A", "D", "C"], Overdue: [] });
  });

  it("a plain move is three statements (who, the columns with the cards, the write) and lands on top of the column", async () => {
    const team = await kanboardTeam(t);
    const [a, b] = [await newTask(t, team, "A", team.boss), await newTask(t, team, "B", team.boss)];
    const first = await t.post(`${team.k}/task-order`, order(team.col.Overdue, [a], { from: team.col.Open }), {
      as: team.worker,
    });
    expect(first.status).toBe(200);
    expect(first.headers["x-query-count"]).toBe("3");
    const second = await t.post(`${team.k}/task-order`, order(team.col.Overdue, [b], { from: team.col.Open }), {
      as: team.worker,
    });
    expect(second.headers["x-query-count"]).toBe("3");
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: [], Overdue: ["B", "A"] });
    // A column that completes its cards still changes the task in the same transaction.
    const done = await t.post(`${team.k}/task-order`, order(team.col.Done, [a], { from: team.col.Overdue }), {
      as: team.boss,
    });
    expect(done.body.data.status_changed).toEqual([a]);
    expect(Number(done.headers["x-query-count"])).toBeGreaterThan(3);
    expect((await t.get(`${team.p}/tasks/${a}`, { as: team.boss })).body.data.status).toBe(1);
  });

  it("cards that share an order (two put on top at once) are numbered afresh by the next task-order", async () => {
    const team = await kanboardTeam(t);
    const [a, b, c] = [
      await newTask(t, team, "A", team.boss),
      await newTask(t, team, "B", team.boss),
      await newTask(t, team, "C", team.boss),
    ];
    await t.database.db.execute(sql`update kanboard_cards set "order" = 7 where task_id in (${a}, ${b}, ${c})`);
    const res = await t.post(`${team.k}/task-order`, order(team.col.Open, [c, a]), { as: team.boss });
    expect(res.status).toBe(200);
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["C", "A", "B"]);
    const rows = (await t.database.db.execute(
      sql`select "order" from kanboard_cards where column_id = ${team.col.Open} order by "order"`,
    )) as unknown as { rows: { order: number }[] };
    expect(rows.rows.map((r) => r.order)).toEqual([0, 1, 2]);
    // A newcomer named with a card that is not the column's first: its place above that card is taken by
    // another, so the column is numbered afresh, the named cards first.
    const x = await newTask(t, team, "X", team.boss);
    await t.post(`${team.k}/task-order`, order(team.col.Overdue, [x], { from: team.col.Open }), { as: team.boss });
    const res2 = await t.post(`${team.k}/task-order`, order(team.col.Open, [a, x], { from: team.col.Overdue }), {
      as: team.boss,
    });
    expect(res2.status).toBe(200);
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["A", "X", "C", "B"]);
  });

  it("takes a card off its column; the task stays, and taking it off again changes nothing", async () => {
    const team = await kanboardTeam(t);
    const task = await newTask(t, team, "Off", team.boss);
    const res = await t.post(`${team.k}/${team.col.Open}/tasks/${task}/delete`, {}, { as: team.worker });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "The task has been taken off the column.",
      data: { id: task, kan_board_id: team.col.Open },
    });
    expect((await boardTitles(t, team, team.boss)).Open).toEqual([]);
    expect((await t.get(`${team.p}/tasks/${task}`, { as: team.boss })).status).toBe(200);
    expect((await t.post(`${team.k}/${team.col.Open}/tasks/${task}/delete`, {}, { as: team.worker })).status).toBe(200);
  });

  it("creates a task straight into a column with kan_board_id", async () => {
    const team = await kanboardTeam(t);
    const res = await t.post(
      `${team.p}/tasks`,
      { title: "Straight in", task_list_id: team.list, kan_board_id: team.col.Overdue },
      { as: team.worker },
    );
    expect(res.status).toBe(201);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: [], Overdue: ["Straight in"] });
  });

  it("private tasks are not revealed: not on the board, and 404 when named, for members without view_private (clients by default)", async () => {
    const team = await kanboardTeam(t);
    const secret = await newTask(t, team, "Secret", team.boss, { privacy: true });
    await newTask(t, team, "Public", team.boss);
    expect((await boardTitles(t, team, team.client)).Open).toEqual(["Public"]);
    expect((await t.get(team.k, { as: team.client })).body.data[0].task.meta.pagination.total).toBe(1);
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["Public", "Secret"]);
    const calls = [
      t.post(`${team.k}/${team.col.Overdue}/task/${secret}`, {}, { as: team.client }),
      t.post(`${team.k}/${team.col.Open}/tasks/${secret}/delete`, {}, { as: team.client }),
      t.post(`${team.k}/task-order`, order(team.col.Done, [secret], { from: team.col.Open }), { as: team.client }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual([MESSAGES.taskNotFound]);
    }
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["Public", "Secret"]);
  });

  it("another project's task is 404 and a sub-task is 422", async () => {
    const team = await kanboardTeam(t);
    const other = await kanboardTeam(t);
    const foreign = await newTask(t, other, "Theirs", other.boss);
    expect((await t.post(`${team.k}/${team.col.Overdue}/task/${foreign}`, {}, { as: team.boss })).status).toBe(404);
    const parent = await newTask(t, team, "Parent", team.boss);
    const sub = await t.post(`/api/pm-pro/v2/tasks/${parent}/sub-tasks`, { title: "Child" }, { as: team.boss });
    expect(sub.status).toBe(201);
    const res = await t.post(`${team.k}/${team.col.Overdue}/task/${sub.body.data.id}`, {}, { as: team.boss });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual([KANBOARD_MESSAGES.subTaskNotACard]);
    // The sub-task got no card of its own.
    expect((await boardTitles(t, team, team.boss)).Open).toEqual(["Parent"]);
  });

  it("a column pages its cards 50 at a time and finds cards by title", async () => {
    const team = await kanboardTeam(t);
    await t.database.db.execute(sql`insert into tasks (project_id, task_list_id, title, created_by, "order")
      select ${team.pid}, ${team.list}, 'Bulk ' || g, ${team.boss.id}, g from generate_series(1, 60) g`);
    await t.database.db.execute(sql`insert into kanboard_cards (task_id, column_id, "order")
      select id, ${team.col.Overdue}, id from tasks where project_id = ${team.pid}`);
    const first = await t.get(`${team.k}/${team.col.Overdue}`, { as: team.worker });
    expect(first.body.data.task.data).toHaveLength(50);
    expect(first.body.data.task.meta.pagination).toMatchObject({ total: 60, count: 50, per_page: 50, total_pages: 2 });
    const second = await t.get(`${team.k}/${team.col.Overdue}/`, { as: team.worker, query: { page: "2" } });
    expect(second.body.data.task.data.map((c: { title: string }) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk ${51 + i}`),
    );
    const found = await t.get(`${team.k}/${team.col.Overdue}`, { as: team.worker, query: { search: "bulk 5" } });
    expect(found.body.data.task.data.map((c: { title: string }) => c.title)).toEqual([
      "Bulk 5",
      ...Array.from({ length: 10 }, (_, i) => `Bulk ${50 + i}`),
    ]);
    expect(found.body.data.task.meta.pagination.total).toBe(11);
    const literal = await t.get(`${team.k}/${team.col.Overdue}`, { as: team.worker, query: { search: "%" } });
    expect(literal.body.data.task.meta.pagination.total).toBe(0);
  });
});
