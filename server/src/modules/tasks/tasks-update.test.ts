import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, taskAssignees, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

const actionsOf = async (taskId: number) =>
  (
    await t.database.db
      .select({ action: activities.action, meta: activities.meta })
      .from(activities)
      .where(and(eq(activities.resourceType, "task"), eq(activities.resourceId, taskId)))
      .orderBy(activities.id)
  ).map((a) => ({ action: a.action, meta: a.meta as Record<string, unknown> }));

describe("tasks: update, delete, status and sorting", () => {
  let manager: TestUser;
  let worker: TestUser;
  let other: TestUser;
  let client: TestUser;
  let base: string;
  let listA: number;
  let listB: number;

  beforeAll(async () => {
    manager = await t.user({ name: "Manager" });
    worker = await t.user({ name: "Worker" });
    other = await t.user({ name: "Other" });
    client = await t.user({ name: "Client" });
    const pid = await t.project({ manager, coWorkers: [worker, other], clients: [client] });
    base = `/api/pm/v2/projects/${pid}`;
    listA = (await t.post(`${base}/task-lists`, { title: "A" }, { as: manager })).body.data.id;
    listB = (await t.post(`${base}/task-lists`, { title: "B" }, { as: manager })).body.data.id;
  });

  const create = async (body: Record<string, unknown>, as: TestUser = manager) =>
    (await t.post(`${base}/tasks`, { task_list_id: listA, ...body }, { as })).body.data;
  const update = (id: number, body: Record<string, unknown>, as: TestUser = manager) =>
    t.post(`${base}/tasks/${id}/update`, body, { as });

  // The edit made most (fields of the task alone) once had a write path of its own; it now takes the one
  // every update takes, with the same answer and log.
  it("changes the task's own fields alone: the row, its log, and the last activity in the answer", async () => {
    const task = await create({ title: "Alone", priority: 1 });
    const res = await update(task.id, { title: "Alone, renamed", priority: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: task.id, title: "Alone, renamed", priority: 2 });
    expect(res.body.activity).toMatchObject({ action: "update_task_priority", resource_id: task.id });
    const log = await actionsOf(task.id);
    expect(log.map((a) => a.action)).toEqual(["create_task", "update_task_title", "update_task_priority"]);
    expect(log[1].meta).toMatchObject({ old: "Alone", new: "Alone, renamed" });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: "Alone, renamed", priority: 2, updatedBy: manager.id });
  });

  it("answers task not found, and logs nothing, for a task deleted while its update was under way", async () => {
    const task = await create({ title: "Doomed" });
    const db = t.database.db;
    let answer: Awaited<ReturnType<typeof update>> | undefined;
    await db.transaction(async (tx) => {
      // Held until the delete commits: the update has loaded the task and waits on its row.
      await tx.execute(sql`select id from tasks where id = ${task.id} for update`);
      const pending = update(task.id, { title: "Too late", priority: 2 });
      await new Promise((r) => setTimeout(r, 500));
      await tx.execute(sql`delete from tasks where id = ${task.id}`);
      pending.then((res) => {
        answer = res;
      });
    });
    await expect.poll(() => answer?.status, { timeout: 10_000 }).toBe(404);
    expect(answer?.body.message).toEqual(["The task was not found."]);
    expect((await actionsOf(task.id)).map((a) => a.action)).toEqual(["create_task"]);
  });

  it("updates fields, logging one activity per changed field with old and new values", async () => {
    const task = await create({ title: "Draft", start_at: "2026-03-01", assignees: [worker.id] });
    const res = await update(task.id, {
      title: "Final",
      description: "<p>Body</p>",
      estimation: 30,
      start_at: "2026-03-02",
      due_date: "2026-03-09",
      complexity: 1,
      priority: 0,
      payable: true,
      recurrent: 2,
      assignees: [other.id, worker.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The task has been updated successfully.");
    expect(res.body.data).toMatchObject({ title: "Final", estimation: 30, complexity: 1, priority: 0, payable: true });
    expect(res.body.data.start_at.date).toBe("2026-03-02");
    expect(res.body.data.due_date.date).toBe("2026-03-09");
    expect(res.body.activity.action).toMatch(/^update_task_/);
    const log = await actionsOf(task.id);
    expect(log.map((a) => a.action)).toEqual([
      "create_task",
      "update_task_title",
      "update_task_description",
      "update_task_estimation",
      "update_task_start_at_date",
      "update_task_due_date",
      "update_task_complexity",
      "update_task_priority",
      "update_task_payable_status",
      "update_task_recurrent",
      "update_task_assignees",
    ]);
    expect(log[1].meta).toMatchObject({ old: "Draft", new: "Final", task_title: "Final" });
    expect(log[4].meta).toMatchObject({ old: "2026-03-01", new: "2026-03-02" });
    expect(log[10].meta).toMatchObject({ old: [worker.id], new: [worker.id, other.id].sort((a, b) => a - b) });

    // Sending the same values changes and logs nothing.
    const same = await update(task.id, { title: "Final", estimation: 30 });
    expect(same.status).toBe(200);
    expect(same.body.activity).toBeUndefined();

    // Clearing: [0] (the original's "nobody"), null dates.
    const cleared = await update(task.id, { assignees: [0], due_date: null, start_at: "" });
    expect(cleared.body.data.assignees.data).toEqual([]);
    expect(cleared.body.data.due_date).toBeNull();
    expect(cleared.body.data.start_at).toBeNull();
    await update(task.id, { assignees: [worker.id] });
    expect((await update(task.id, { assignees: [] })).body.data.meta.total_assignee).toBe(0);
  });

  it("checks merged dates, members and titles on update", async () => {
    const task = await create({ title: "Dated", start_at: "2026-06-10" });
    const early = await update(task.id, { due_date: "2026-06-09" });
    expect(early.status).toBe(400);
    expect(early.body.data.params.due_date).toEqual(["The due date cannot be before the start date."]);
    expect((await update(task.id, { due_date: "2026-02-30" })).status).toBe(400);
    expect((await update(task.id, { title: "" })).body.message).toEqual(["Task title is required."]);
    const outsider = await t.user();
    expect((await update(task.id, { assignees: [outsider.id] })).status).toBe(400);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: "Dated", dueDate: null, startAt: "2026-06-10" });
  });

  it("lets co-workers change only their own tasks; nothing changes on refusal", async () => {
    const task = await create({ title: "Manager's task" });
    expect((await update(task.id, { title: "Mine now" }, worker)).status).toBe(403);
    const del = await t.post(`${base}/tasks/${task.id}/delete`, {}, { as: worker });
    expect(del.status).toBe(403);
    expect(del.body.message).toEqual(["You have no permission."]);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row.title).toBe("Manager's task");
    expect((await actionsOf(task.id)).map((a) => a.action)).toEqual(["create_task"]);

    const own = await create({ title: "Worker's task" }, worker);
    expect((await update(own.id, { title: "Worker's renamed" }, worker)).status).toBe(200);
    const gone = await t.post(`${base}/tasks/${own.id}/delete`, {}, { as: worker });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ message: "The task has been deleted successfully.", data: { id: own.id } });
    expect(gone.body.activity).toMatchObject({ action: "delete_task", meta: { task_title: "Worker's renamed" } });
    expect((await t.get(`${base}/tasks/${own.id}`, { as: worker })).status).toBe(404);
    expect((await t.post(`${base}/tasks/${own.id}/delete`, {}, { as: worker })).status).toBe(404);
  });

  it("moves a task to another list of the project, not to another project's or an archived one", async () => {
    const task = await create({ title: "Mover" });
    const moved = await update(task.id, { task_list_id: listB });
    expect(moved.status).toBe(200);
    expect(moved.body.data.task_list_id).toBe(listB);
    expect(moved.body.activity).toMatchObject({ action: "update_task_task_list", meta: { old: "A", new: "B" } });
    const back = await update(task.id, { board_id: listA });
    expect(back.body.data.task_list_id).toBe(listA);
    const elsewhere = await t.project({ manager });
    const foreign = (await t.post(`/api/pm/v2/projects/${elsewhere}/task-lists`, { title: "X" }, { as: manager })).body
      .data.id;
    expect((await update(task.id, { task_list_id: foreign })).status).toBe(404);
    const archived = (await t.post(`${base}/task-lists`, { title: "Old" }, { as: manager })).body.data.id;
    await t.post(`${base}/task-lists/${archived}/update`, { status: 0 }, { as: manager });
    expect((await update(task.id, { task_list_id: archived })).status).toBe(422);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row.taskListId).toBe(listA);
  });

  it("completes and reopens: completer, completed_at and the assignee's own row", async () => {
    const task = await create({ title: "To finish", assignees: [client.id, worker.id] });
    expect((await t.post(`${base}/tasks/${task.id}/change-status`, { status: 1 }, { as: other })).status).toBe(403);
    expect((await t.post(`${base}/tasks/${task.id}/change-status`, { status: 3 }, { as: client })).status).toBe(400);
    expect((await t.post(`${base}/tasks/${task.id}/change-status`, {}, { as: client })).status).toBe(400);
    const done = await t.post(`${base}/tasks/${task.id}/change-status`, { status: "1" }, { as: client });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("The task has been marked as complete.");
    expect(done.body.data).toMatchObject({
      status: 1,
      completed_by: client.id,
      completer: { data: { id: client.id } },
    });
    expect(done.body.data.completed_at.datetime).toEqual(expect.any(String));
    expect(done.body.activity).toMatchObject({ action: "update_task_status", meta: { old: 0, new: 1 } });
    const rows = await t.database.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
    const mine = rows.find((r) => r.userId === client.id);
    const theirs = rows.find((r) => r.userId === worker.id);
    expect(mine).toMatchObject({ status: 2 });
    expect(mine?.completedAt).toBeInstanceOf(Date);
    expect(theirs).toMatchObject({ status: 0, completedAt: null });

    const reopened = await t.post(`${base}/tasks/${task.id}/change-status`, { status: 0 }, { as: worker });
    expect(reopened.body.message).toBe("The task has been reopened.");
    expect(reopened.body.data).toMatchObject({ status: 0, completed_at: null, completed_by: null });
    expect(reopened.body.data).not.toHaveProperty("completer");
    const after = await t.database.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
    expect(after.every((r) => r.status === 0 && r.completedAt === null)).toBe(true);
  });

  it("answers 404 for another project's task on every write, changing nothing", async () => {
    const elsewhere = await t.project({ manager: other });
    const foreign = (await t.post(`/api/pm/v2/projects/${elsewhere}/tasks`, { title: "Theirs" }, { as: other })).body
      .data.id;
    expect((await update(foreign, { title: "Ours" })).status).toBe(404);
    expect((await t.post(`${base}/tasks/${foreign}/delete`, {}, { as: manager })).status).toBe(404);
    expect((await t.post(`${base}/tasks/${foreign}/change-status`, { status: 1 }, { as: manager })).status).toBe(404);
    const sorted = await t.post(
      `${base}/tasks/sorting`,
      { task_list_id: listA, orders: [{ id: foreign, order: 1 }] },
      { as: manager },
    );
    expect(sorted.status).toBe(404);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, foreign));
    expect(row).toMatchObject({ title: "Theirs", status: 0 });
    expect(row.taskListId).not.toBe(listA);
  });

  it("sorts tasks within a list and receives tasks from other lists", async () => {
    const one = await create({ title: "one", task_list_id: listB });
    const two = await create({ title: "two", task_list_id: listB });
    const three = await create({ title: "three", task_list_id: listA });
    const res = await t.post(
      `${base}/tasks/sorting`,
      {
        task_list_id: listB,
        orders: [
          { id: three.id, order: 0 },
          { id: two.id, order: 1 },
          { id: one.id, order: 2 },
        ],
      },
      { as: manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The tasks have been reordered.");
    expect(res.body.activity).toMatchObject({ action: "update_task_task_list", resource_id: three.id });
    const list = await t.get(`${base}/task-lists/${listB}?with=incomplete_tasks&tasks_per_page=-1`, { as: manager });
    const titles = list.body.data.incomplete_tasks.data.map((x: { title: string }) => x.title);
    expect(titles.slice(0, 3)).toEqual(["three", "two", "one"]);

    // Someone who may not edit one of them changes none of them.
    const own = await create({ title: "worker's", task_list_id: listB }, worker);
    const denied = await t.post(
      `${base}/tasks/sorting`,
      {
        task_list_id: listA,
        orders: [
          { id: own.id, order: 0 },
          { id: one.id, order: 1 },
        ],
      },
      { as: worker },
    );
    expect(denied.status).toBe(403);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, own.id));
    expect(row.taskListId).toBe(listB);
    const ok = await t.post(
      `${base}/tasks/sorting`,
      { board_id: listA, orders: [{ id: own.id, order: 5 }] },
      { as: worker },
    );
    expect(ok.status).toBe(200);
    expect((await t.post(`${base}/tasks/sorting`, { orders: [{ id: own.id, order: 5 }] }, { as: worker })).status).toBe(
      400,
    );
    expect(
      (
        await t.post(
          `${base}/tasks/sorting`,
          { task_list_id: listA, orders: [{ id: 999999, order: 1 }] },
          { as: manager },
        )
      ).status,
    ).toBe(404);
  });
});
