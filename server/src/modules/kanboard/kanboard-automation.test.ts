import { KANBOARD_MESSAGES as M, MESSAGES } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { boardTitles, kanboardTeam, newTask, type Team } from "./test-support";

const t = useTestApp();

const move = (to: number, from: number, ids: number[]) => ({
  is_move: "yes",
  section_id: to,
  sender_section_id: from,
  orders: ids.map((id, index) => ({ id, index })),
});
const setRule = (team: Team, column: number, automation: object, as: TestUser = team.boss) =>
  t.post(`${team.k}/${column}/update`, { automation }, { as });
const addColumn = async (team: Team, title: string, automation?: object) => {
  const res = await t.post(team.k, { title, ...(automation ? { automation } : {}) }, { as: team.boss });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
};
const taskOf = async (team: Team, id: number) => (await t.get(`${team.p}/tasks/${id}`, { as: team.boss })).body.data;
const assigneeIds = async (team: Team, id: number) =>
  (await taskOf(team, id)).assignees.data.map((u: { id: number }) => u.id).sort();

describe("kanboard automation", () => {
  it("todo: new tasks of the chosen lists go to their column, every other new task to Open", async () => {
    const team = await kanboardTeam(t);
    const other = (await t.post(`${team.p}/task-lists`, { title: "Bugs" }, { as: team.boss })).body.data.id;
    const triage = await addColumn(team, "Triage", { type: "todo", lists: [other] });
    await newTask(t, team, "Feature", team.worker);
    await newTask(t, team, "Crash", team.worker, { task_list_id: other });
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["Feature"], Triage: ["Crash"] });
    // Without a todo column, a new task gets no card.
    await setRule(team, team.col.Open, { type: "none" });
    await setRule(team, triage, { type: "none" });
    await newTask(t, team, "Quiet", team.worker, { task_list_id: other });
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["Feature"], Triage: ["Crash"] });
  });

  it("done and in_progress: completing a task (list view) moves its card to Done, reopening to In Progress", async () => {
    const team = await kanboardTeam(t);
    const task = await newTask(t, team, "Ship", team.worker);
    const done = await t.post(`${team.p}/tasks/${task}/change-status`, { status: 1 }, { as: team.worker });
    expect(done.status).toBe(200);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: [], Done: ["Ship"] });
    await t.post(`${team.p}/tasks/${task}/change-status`, { status: 0 }, { as: team.worker });
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ "In Progress": ["Ship"], Done: [] });
    // A sub-task's status changes make no card.
    const sub = await t.post(`/api/pm-pro/v2/tasks/${task}/sub-tasks`, { title: "Part" }, { as: team.boss });
    await t.post(`${team.p}/tasks/${sub.body.data.id}/change-status`, { status: 1 }, { as: team.boss });
    expect((await boardTitles(t, team, team.boss)).Done).toEqual([]);
  });

  it("a card dropped on Done completes its task, with its activity; dropped on In Progress it reopens", async () => {
    const team = await kanboardTeam(t);
    const task = await newTask(t, team, "Drop me", team.worker);
    const res = await t.post(`${team.k}/task-order`, move(team.col.Done, team.col.Open, [task]), { as: team.worker });
    expect(res.status).toBe(200);
    expect(res.body.data.status_changed).toEqual([task]);
    expect(res.body.activity).toMatchObject({ action: "update_task_status", meta: { old: 0, new: 1 } });
    expect((await taskOf(team, task)).status).toBe(1);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: [], Done: ["Drop me"] });
    await t.post(`${team.k}/task-order`, move(team.col["In Progress"], team.col.Done, [task]), { as: team.worker });
    expect((await taskOf(team, task)).status).toBe(0);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ "In Progress": ["Drop me"], Done: [] });
  });

  it("taskStatus: a card dropped here takes the column's status and stays here", async () => {
    const team = await kanboardTeam(t);
    const review = await addColumn(team, "Review", { type: "taskStatus", status: "completed" });
    const again = await addColumn(team, "Again", { type: "taskStatus", status: "incomplete" });
    const task = await newTask(t, team, "Check", team.worker);
    const put = await t.post(`${team.k}/${team.col.Open}/tasks/${task}/delete`, {}, { as: team.worker });
    expect(put.status).toBe(200);
    const added = await t.post(`${team.k}/${review}/task/${task}`, {}, { as: team.worker });
    expect(added.body.data).toMatchObject({ status: 1, kan_board_id: review });
    expect(added.body.activity.action).toBe("update_task_status");
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Review: ["Check"], Done: [] });
    await t.post(`${team.k}/task-order`, move(again, review, [task]), { as: team.worker });
    expect((await taskOf(team, task)).status).toBe(0);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Again: ["Check"], "In Progress": [] });
  });

  it("a mover who may not complete the task is refused (403) and nothing moves: one transaction", async () => {
    const team = await kanboardTeam(t);
    const task = await newTask(t, team, "Not yours", team.boss);
    const res = await t.post(`${team.k}/task-order`, move(team.col.Done, team.col.Open, [task]), { as: team.client });
    expect(res.status).toBe(403);
    expect((await taskOf(team, task)).status).toBe(0);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Open: ["Not yours"], Done: [] });
    // A column without a status rule takes the client's move.
    const ok = await t.post(`${team.k}/task-order`, move(team.col.Overdue, team.col.Open, [task]), { as: team.client });
    expect(ok.status).toBe(200);
  });

  it("users: its people join the tasks that land (put, move, created there) and, once saved, those already there", async () => {
    const team = await kanboardTeam(t);
    const crew = await addColumn(team, "Crew", { type: "users", users: [team.worker.id, team.other.id] });
    const a = await newTask(t, team, "A", team.boss, { assignees: [team.worker.id] });
    const b = await newTask(t, team, "B", team.boss);
    await t.post(`${team.k}/${team.col.Open}/tasks/${a}/delete`, {}, { as: team.boss });
    expect((await t.post(`${team.k}/${crew}/task/${a}`, {}, { as: team.boss })).body.data.assignees.data).toHaveLength(
      2,
    );
    expect(await assigneeIds(team, a)).toEqual([team.worker.id, team.other.id].sort());
    await t.post(`${team.k}/task-order`, move(crew, team.col.Open, [b]), { as: team.client });
    expect(await assigneeIds(team, b)).toEqual([team.worker.id, team.other.id].sort());
    const made = await t.post(
      `${team.p}/tasks`,
      { title: "C", task_list_id: team.list, kan_board_id: crew },
      {
        as: team.boss,
      },
    );
    expect(made.body.data.assignees.data.map((u: { id: number }) => u.id).sort()).toEqual(
      [team.worker.id, team.other.id].sort(),
    );
    // Saving the rule with someone new adds him to every card of the column.
    const saved = await setRule(team, crew, { type: "users", users: [team.client.id] });
    expect(saved.status).toBe(200);
    for (const id of [a, b, made.body.data.id]) expect(await assigneeIds(team, id)).toContain(team.client.id);
  });

  it("saving a status rule gives every card of the column that status; a task created in Done is complete", async () => {
    const team = await kanboardTeam(t);
    const x = await newTask(t, team, "X", team.boss);
    const y = await newTask(t, team, "Y", team.boss);
    await t.post(`${team.k}/task-order`, move(team.col.Overdue, team.col.Open, [x, y]), { as: team.boss });
    const saved = await setRule(team, team.col.Overdue, { type: "taskStatus", status: "completed" });
    expect(saved.status).toBe(200);
    expect(saved.body.data.task.data.map((c: { status: number }) => c.status)).toEqual([1, 1]);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Overdue: ["X", "Y"], Done: [] });
    const made = await t.post(
      `${team.p}/tasks`,
      { title: "Z", task_list_id: team.list, kan_board_id: team.col.Done },
      {
        as: team.boss,
      },
    );
    expect(made.body.data.status).toBe(1);
    expect(await boardTitles(t, team, team.boss)).toMatchObject({ Done: ["Z"], Open: [] });
  });

  it("one column per role: each breach is refused with its own message naming the other column", async () => {
    const team = await kanboardTeam(t);
    const bugs = (await t.post(`${team.p}/task-lists`, { title: "Bugs" }, { as: team.boss })).body.data.id;
    const spare = await addColumn(team, "Spare");
    const refused = async (automation: object, message: string) => {
      const res = await setRule(team, spare, automation);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toEqual([message]);
    };
    await refused({ type: "todo" }, "The column “Open” already receives every new task.");
    await refused({ type: "done" }, "The column “Done” already receives completed tasks.");
    await refused({ type: "in_progress" }, "The column “In Progress” already receives reopened tasks.");
    expect((await setRule(team, team.col.Overdue, { type: "todo", lists: [bugs] })).status).toBe(200);
    await refused(
      { type: "todo", lists: [team.list, bugs] },
      "New tasks of the list “Bugs” already go to the column “Overdue”.",
    );
    expect((await setRule(team, team.col.Overdue, { type: "taskStatus", status: "completed" })).status).toBe(200);
    await refused(
      { type: "taskStatus", status: "completed" },
      "The column “Overdue” already completes the tasks dropped on it.",
    );
    expect((await setRule(team, team.col.Overdue, { type: "taskStatus", status: "incomplete" })).status).toBe(200);
    await refused(
      { type: "taskStatus", status: "incomplete" },
      "The column “Overdue” already reopens the tasks dropped on it.",
    );
    // A new column is held to the same rules; a column may keep its own rule; other lists are free.
    const extra = await t.post(team.k, { title: "Extra", automation: { type: "done" } }, { as: team.boss });
    expect(extra.status).toBe(409);
    expect(extra.body.message).toEqual([M.doneTaken.replace("{title}", "Done")]);
    expect((await setRule(team, team.col.Done, { type: "done" })).status).toBe(200);
    expect((await setRule(team, spare, { type: "todo", lists: [team.list] })).status).toBe(200);
    expect(MESSAGES.taskAlreadyInColumn).toBe("This task already included in others column.");
  });
});
