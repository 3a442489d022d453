import { KANBOARD_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { kanboardTeam, newTask } from "./test-support";

const t = useTestApp();

const columnCount = async (pid: number) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*) as n from kanboard_columns where project_id = ${pid}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0].n,
  );

describe("kanboard columns", () => {
  it("a new project's board has Open, In Progress, Done and Overdue, read in the spec's shape", async () => {
    const team = await kanboardTeam(t);
    const res = await t.get(team.k, { as: team.worker });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { title: string }) => c.title)).toEqual(["Open", "In Progress", "Done", "Overdue"]);
    expect(res.body.data[0]).toEqual({
      id: team.col.Open,
      title: "Open",
      project_id: team.pid,
      order: 0,
      header_background: null,
      automation: { type: "todo", lists: [] },
      meta: { can_edit: false, can_delete: false },
      task: {
        data: [],
        meta: {
          pagination: expect.objectContaining({ total: 0, count: 0, per_page: 50, current_page: 1, total_pages: 1 }),
        },
      },
    });
    expect(res.body.data.map((c: { automation: { type: string } }) => c.automation.type)).toEqual([
      "todo",
      "in_progress",
      "done",
      "none",
    ]);
  });

  it("reading never writes: a board whose columns were all deleted reads empty and stays so", async () => {
    const team = await kanboardTeam(t);
    for (const id of Object.values(team.col)) {
      expect((await t.post(`${team.k}/${id}/delete`, {}, { as: team.boss })).status).toBe(200);
    }
    const res = await t.get(team.k, { as: team.boss });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(await columnCount(team.pid)).toBe(0);
    // A new column is just that one: the defaults are not made again behind the manager's back.
    const made = await t.post(team.k, { title: "Mine" }, { as: team.boss });
    expect(made.status).toBe(201);
    expect(await columnCount(team.pid)).toBe(1);
  });

  it("managers add, rename, colour and delete columns; deleting keeps the tasks in the project", async () => {
    const team = await kanboardTeam(t);
    const made = await t.post(team.k, { title: "  Review  ", header_background: "#AA3300" }, { as: team.boss });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe("A new column has been added to the board.");
    expect(made.body.data).toMatchObject({
      title: "Review",
      project_id: team.pid,
      order: 4,
      header_background: "#aa3300",
      automation: { type: "none" },
      task: { data: [] },
    });
    const id = made.body.data.id;
    const renamed = await t.post(`${team.k}/${id}/update`, { title: "QA", header_background: "" }, { as: team.boss });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe("The column has been updated.");
    expect(renamed.body.data).toMatchObject({ id, title: "QA", header_background: null });

    const task = await newTask(t, team, "Check it", team.boss);
    expect((await t.post(`${team.k}/task-order`, moveTo(id, team.col.Open, task), { as: team.boss })).status).toBe(200);
    const gone = await t.post(`${team.k}/${id}/delete`, {}, { as: team.boss });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: "The column has been deleted; its tasks stay in the project.", data: { id } });
    expect((await t.get(`${team.p}/tasks/${task}`, { as: team.boss })).status).toBe(200);
    expect((await t.get(`${team.k}/${id}`, { as: team.boss })).status).toBe(404);
  });

  it("board-order puts the columns in the given order", async () => {
    const team = await kanboardTeam(t);
    const { Open, Done } = team.col;
    const res = await t.post(
      `${team.k}/board-order`,
      {
        board_orders: [
          { id: Done, order: 0 },
          { id: Open, order: 2 },
          { id: team.col["In Progress"], order: 1 },
        ],
      },
      { as: team.boss },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The columns have been reordered.");
    const board = await t.get(team.k, { as: team.boss });
    expect(board.body.data.map((c: { title: string }) => c.title)).toEqual(["Done", "In Progress", "Open", "Overdue"]);
  });

  it("column changes are for managers: co-workers and clients get 403 and nothing changes", async () => {
    const team = await kanboardTeam(t);
    for (const who of [team.worker, team.client]) {
      expect((await t.post(team.k, { title: "Mine" }, { as: who })).status).toBe(403);
      expect((await t.post(`${team.k}/${team.col.Open}/update`, { title: "Mine" }, { as: who })).status).toBe(403);
      expect((await t.post(`${team.k}/${team.col.Open}/delete`, {}, { as: who })).status).toBe(403);
      const order = await t.post(
        `${team.k}/board-order`,
        { board_orders: [{ id: team.col.Open, order: 9 }] },
        { as: who },
      );
      expect(order.status).toBe(403);
      expect(order.body).toMatchObject({ code: "rest_forbidden", message: ["You have no permission."] });
    }
    expect(await columnCount(team.pid)).toBe(4);
    const board = await t.get(team.k, { as: team.boss });
    expect(board.body.data[0]).toMatchObject({ title: "Open", order: 0 });
  });

  it("another project's columns are 404 on every call, and outsiders do not see the board", async () => {
    const team = await kanboardTeam(t);
    const mine = await kanboardTeam(t);
    const foreign = mine.col.Open;
    const as = { as: team.boss };
    expect((await t.get(`${team.k}/${foreign}`, as)).status).toBe(404);
    expect((await t.post(`${team.k}/${foreign}/update`, { title: "X" }, as)).body.message).toEqual([
      KANBOARD_MESSAGES.columnNotFound,
    ]);
    expect((await t.post(`${team.k}/${foreign}/delete`, {}, as)).status).toBe(404);
    const orders = {
      board_orders: [
        { id: team.col.Open, order: 3 },
        { id: foreign, order: 0 },
      ],
    };
    expect((await t.post(`${team.k}/board-order`, orders, as)).status).toBe(404);
    // Nothing of the refused order was kept.
    expect((await t.get(team.k, as)).body.data[0].title).toBe("Open");
    expect((await t.get(mine.k, { as: team.boss })).status).toBe(404);
    const task = await newTask(t, team, "Here", team.boss);
    expect((await t.post(`${team.k}/${foreign}/task/${task}`, {}, as)).status).toBe(404);
    // A move to or from another project's column names it not found, a bad task too, and moves nothing.
    const move = (section: number, from: number, id: number) =>
      t.post(
        `${team.k}/task-order`,
        { is_move: "yes", section_id: section, sender_section_id: from, orders: [{ id, index: 0 }] },
        as,
      );
    for (const res of [
      await move(foreign, team.col.Open, task),
      await move(team.col.Done, foreign, task),
      await move(foreign, team.col.Open, 999_999),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual([KANBOARD_MESSAGES.columnNotFound]);
    }
    expect((await t.get(team.k, as)).body.data[0].task.data.map((c: { id: number }) => c.id)).toEqual([task]);
    const withColumn = await t.post(`${team.p}/tasks`, { title: "Elsewhere", kan_board_id: foreign }, as);
    expect(withColumn.status).toBe(404);
    expect(withColumn.body.message).toEqual([KANBOARD_MESSAGES.columnNotFound]);
  });

  it("malformed bodies are 400 with each field's messages under data.params", async () => {
    const team = await kanboardTeam(t);
    const as = { as: team.boss };
    const noTitle = await t.post(team.k, { title: "  " }, as);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.data.params).toEqual({ title: ["Column title is required."] });
    const long = await t.post(team.k, { title: "x".repeat(101) }, as);
    expect(long.body.data.params).toEqual({ title: ["Must be at most 100 characters."] });
    const colour = await t.post(`${team.k}/${team.col.Open}/update`, { header_background: "red" }, as);
    expect(colour.body.data.params).toEqual({ header_background: [KANBOARD_MESSAGES.headerBackgroundInvalid] });
    const kind = await t.post(`${team.k}/${team.col.Open}/update`, { automation: { type: "sometimes" } }, as);
    expect(kind.status).toBe(400);
    expect(kind.body.data.params).toEqual({ "automation.type": [KANBOARD_MESSAGES.automationTypeInvalid] });
    const nobody = await t.post(
      `${team.k}/${team.col.Overdue}/update`,
      { automation: { type: "users", users: [] } },
      as,
    );
    expect(nobody.body.data.params).toEqual({ "automation.users": [KANBOARD_MESSAGES.automationUsersRequired] });
    const status = await t.post(
      `${team.k}/${team.col.Overdue}/update`,
      { automation: { type: "taskStatus", status: "maybe" } },
      as,
    );
    expect(status.body.data.params).toEqual({ "automation.status": [KANBOARD_MESSAGES.automationStatusInvalid] });
    const order = await t.post(`${team.k}/board-order`, { board_orders: [] }, as);
    expect(order.body.data.params).toEqual({ board_orders: [KANBOARD_MESSAGES.boardOrdersRequired] });
    const move = await t.post(`${team.k}/task-order`, { is_move: "yes", orders: [{ id: 1, index: 0 }] }, as);
    expect(move.body.data.params).toEqual({
      section_id: [KANBOARD_MESSAGES.sectionRequired],
      sender_section_id: [KANBOARD_MESSAGES.senderRequired],
    });
    const twice = await t.post(
      `${team.k}/task-order`,
      {
        is_move: "no",
        section_id: team.col.Open,
        orders: [
          { id: 1, index: 0 },
          { id: 1, index: 1 },
        ],
      },
      as,
    );
    expect(twice.body.data.params).toEqual({ orders: [KANBOARD_MESSAGES.duplicateIds] });
    const notMember = await t.post(
      `${team.k}/${team.col.Overdue}/update`,
      { automation: { type: "users", users: [(await t.user()).id] } },
      as,
    );
    expect(notMember.body.data.params).toEqual({ "automation.users": [KANBOARD_MESSAGES.automationUsersNotMembers] });
    const other = await kanboardTeam(t);
    const foreignList = await t.post(
      `${team.k}/${team.col.Open}/update`,
      { automation: { type: "todo", lists: [other.list] } },
      as,
    );
    expect(foreignList.body.data.params).toEqual({
      "automation.lists": [KANBOARD_MESSAGES.automationListsNotInProject],
    });
  });
});

const moveTo = (to: number, from: number, task: number) => ({
  is_move: "yes",
  section_id: to,
  sender_section_id: from,
  orders: [{ id: task, index: 0 }],
});
