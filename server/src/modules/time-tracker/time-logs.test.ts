import { MESSAGES, TIME_DONE, TIME_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);

const refused = (status: number, message: string) => ({
  status,
  body: expect.objectContaining({ message: [message] }),
});

describe("the time tracker: custom time, deleting, reading", () => {
  it("custom time: H:mm, more than 0, at most 24 h a day for the person on the task", async () => {
    const { worker, colleague, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    const added = await tt.custom(taskId, pid, worker, "2026-03-02", "1:30");
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(TIME_DONE.added);
    expect(added.body.data).toMatchObject({
      total: 5400,
      custom: true,
      run_status: false,
      start: { date: "2026-03-02" },
    });
    expect((await tt.custom(taskId, pid, worker, "2026-03-02", "01:30")).status).toBe(201);

    const before = await tt.snapshot();
    for (const [time, message] of [
      ["1:5", TIME_MESSAGES.timeFormat],
      ["130", TIME_MESSAGES.timeFormat],
      ["1:60", TIME_MESSAGES.timeFormat],
      ["-1:00", TIME_MESSAGES.timeFormat],
      [90, TIME_MESSAGES.timeFormat],
      ["0:00", TIME_MESSAGES.timeZero],
      ["24:01", TIME_MESSAGES.timeOverDay],
      ["99:00", TIME_MESSAGES.timeOverDay],
    ] as const) {
      const res = await tt.custom(taskId, pid, worker, "2026-03-02", time);
      expect(res.status, String(time)).toBe(400);
      expect(res.body.data.params.time).toEqual([message]);
    }
    const badDate = await tt.custom(taskId, pid, worker, "2026-02-30", "1:00");
    expect(badDate.body.data.params.date).toEqual([MESSAGES.invalidDate]);
    // 3 h are logged on that day: 21:01 more passes 24 h, for this person on this task only.
    expect(await tt.custom(taskId, pid, worker, "2026-03-02", "21:01")).toMatchObject(
      refused(422, TIME_MESSAGES.dayFull),
    );
    expect(await tt.snapshot()).toBe(before);
    expect((await tt.custom(taskId, pid, worker, "2026-03-02", "21:00")).status).toBe(201);
    expect((await tt.custom(taskId, pid, worker, "2026-03-03", "24:00")).status).toBe(201);
    expect((await tt.custom(taskId, pid, colleague, "2026-03-02", "24:00")).status).toBe(201);
  });

  it("custom time is refused while the person's timer runs on the task, and from non-assignees", async () => {
    const { worker, colleague, pid, taskId } = await tt.team();
    await tt.start(taskId, pid, worker);
    const before = await tt.snapshot();
    expect(await tt.custom(taskId, pid, worker, "2026-03-02", "1:00")).toMatchObject(
      refused(422, TIME_MESSAGES.stopBeforeCustom),
    );
    expect(await tt.custom(taskId, pid, colleague, "2026-03-02", "1:00")).toMatchObject(
      refused(422, TIME_MESSAGES.notAssigned),
    );
    expect(await tt.snapshot()).toBe(before);
  });

  it("a log is deleted only by its creator, once stopped, on a task not done of a current list", async () => {
    const { worker, manager, colleague, pid, listId, taskId } = await tt.team();
    const running = (await tt.start(taskId, pid, worker)).body.data;
    const before = await tt.snapshot();
    expect(await tt.remove(running.id, worker)).toMatchObject(refused(422, TIME_MESSAGES.stopBeforeDelete));
    await tt.stop(taskId, pid, worker);
    const stoppedSnapshot = await tt.snapshot();
    expect(stoppedSnapshot).not.toBe(before);
    expect(await tt.remove(running.id, manager)).toMatchObject(refused(403, MESSAGES.noPermission));
    expect(await tt.remove(running.id, colleague)).toMatchObject(refused(403, MESSAGES.noPermission));
    expect(await tt.remove(999_999, worker)).toMatchObject(refused(404, TIME_MESSAGES.logNotFound));

    await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`, { status: 1 }, { as: worker });
    expect(await tt.remove(running.id, worker)).toMatchObject(refused(422, TIME_MESSAGES.taskDoneDelete));
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`, { status: 0 }, { as: worker });
    const archived = await t.post(
      `/api/pm/v2/projects/${pid}/task-lists/${listId}/update`,
      { status: 0 },
      { as: manager },
    );
    expect(archived.status).toBe(200);
    expect(await tt.remove(running.id, worker)).toMatchObject(refused(422, TIME_MESSAGES.listArchived));
    expect(await tt.snapshot()).toBe(stoppedSnapshot);

    await t.post(`/api/pm/v2/projects/${pid}/task-lists/${listId}/update`, { status: 1 }, { as: manager });
    const gone = await tt.remove(running.id, worker);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: TIME_DONE.deleted, data: { id: running.id } });
    expect(await tt.rows(sqlOf(running.id))).toEqual([]);
  });

  it("others-time lists everybody's logs with the task's total, running ones up to now", async () => {
    const { worker, colleague, client, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    await tt.custom(taskId, pid, worker, "2026-03-02", "1:00");
    const run = (await tt.start(taskId, pid, colleague)).body.data;
    await tt.startedAgo(run.id, 1800);
    const res = await tt.others(taskId, client);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { created_by: number }) => l.created_by).sort()).toEqual(
      [worker.id, colleague.id].sort(),
    );
    const running = res.body.data.find((l: { id: number }) => l.id === run.id);
    expect(running).toMatchObject({ run_status: true, stop: null, meta: { can_delete: false } });
    expect(running.total).toBeGreaterThanOrEqual(1800);
    expect(res.body.meta.totalTaskTime).toMatchObject({ hour: 1, minute: 30 });
    // Each person's total, most time first, whatever page of logs is shown.
    expect(res.body.meta.users).toEqual([
      { user: { data: expect.objectContaining({ id: worker.id }) }, total: 3600, logs: 1 },
      { user: { data: expect.objectContaining({ id: colleague.id }) }, total: expect.any(Number), logs: 1 },
    ]);
    expect(res.body.meta.users[1].total).toBeGreaterThanOrEqual(1800);
    expect(res.body.meta.pagination).toMatchObject({ total: 2, count: 2, per_page: 100, current_page: 1 });
    const onePage = await t.get("/api/pm-pro/v2/others-time", {
      as: client,
      query: { task_id: String(taskId), per_page: "1", page: "2" },
    });
    expect(onePage.body.data.map((l: { id: number }) => l.id)).toEqual([res.body.data[1].id]);
    expect(onePage.body.meta.pagination).toMatchObject({ total: 2, count: 1, total_pages: 2 });
    const ids = (users: { user: { data: { id: number } } }[]) => users.map((u) => u.user.data.id);
    expect(ids(onePage.body.meta.users)).toEqual([worker.id, colleague.id]);
  });

  it("others-time writes each log as the other time calls do (PostgreSQL builds it: the same fields)", async () => {
    const { worker, colleague, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    const custom = (await tt.custom(taskId, pid, worker, "2026-03-02", "1:00")).body.data;
    expect((await tt.start(taskId, pid, worker)).status).toBe(201);
    const stopped = (await tt.stop(taskId, pid, worker)).body.data;
    const running = (await tt.start(taskId, pid, colleague)).body.data;
    const res = await tt.others(taskId, worker);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((l: { id: number }) => [l.id, l]));
    expect(byId.get(custom.id)).toEqual(custom);
    expect(byId.get(stopped.id)).toEqual(stopped);
    // The colleague's log, read by the worker: not his to edit.
    const seen = { ...running, total: expect.any(Number), meta: { ...running.meta, can_edit: false } };
    expect(byId.get(running.id)).toEqual(seen);
    expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([running.id, stopped.id, custom.id]);
  });

  it("a task read with ?with=time carries the caller's logs and totals", async () => {
    const { worker, colleague, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    await tt.custom(taskId, pid, worker, "2026-03-02", "2:15");
    await tt.custom(taskId, pid, colleague, "2026-03-02", "1:00");
    await tt.start(taskId, pid, worker);
    const res = await tt.withTime(pid, taskId, worker);
    expect(res.status).toBe(200);
    const time = res.body.data.time;
    expect(time.data).toHaveLength(2);
    expect(time.data.every((l: { created_by: number }) => l.created_by === worker.id)).toBe(true);
    expect(time.meta).toEqual({
      totalTime: { hour: 2, minute: 15, second: expect.any(Number) },
      totalTaskTime: { hour: 3, minute: 15, second: expect.any(Number) },
      running: true,
    });
    expect(time.meta.totalTime.second).toBeLessThan(5);
    const plain = await t.get(`/api/pm/v2/projects/${pid}/tasks/${taskId}`, { as: worker });
    expect(plain.body.data.time).toBeUndefined();
    // The reader's time comes in the task's own statement: no round trip more than without it.
    expect(res.headers["x-query-count"]).toBe(plain.headers["x-query-count"]);
    const theirs = (await tt.withTime(pid, taskId, colleague)).body.data.time;
    expect(theirs.meta).toMatchObject({ totalTime: { hour: 1, minute: 0 }, running: false });
  });

  it("a private task the caller may not see is 404 on every time call", async () => {
    const { manager, worker, client, pid, task } = await tt.team();
    const secret = await task([worker, client], { privacy: true });
    const log = (await tt.custom(secret, pid, worker, "2026-03-02", "1:00")).body.data;
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { client: { view_private_task: false } } }] },
      { as: manager },
    );
    const before = await tt.snapshot();
    const notFound = refused(404, MESSAGES.taskNotFound);
    expect(await tt.start(secret, pid, client)).toMatchObject(notFound);
    expect(await tt.stop(secret, pid, client)).toMatchObject(notFound);
    expect(await tt.custom(secret, pid, client, "2026-03-02", "1:00")).toMatchObject(notFound);
    expect(await tt.others(secret, client)).toMatchObject(notFound);
    expect(await tt.remove(log.id, client)).toMatchObject(refused(404, TIME_MESSAGES.logNotFound));
    const outsider = await t.user();
    expect((await tt.others(secret, outsider)).status).toBe(404);
    expect(await tt.remove(log.id, outsider)).toMatchObject(refused(404, TIME_MESSAGES.logNotFound));
    expect(await tt.snapshot()).toBe(before);
    expect((await tt.others(secret, worker)).body.data).toHaveLength(1);
  });

  it("a task in a private list the caller may not see is 404 on the time calls too", async () => {
    const { manager, worker, client, pid } = await tt.team();
    const list = await t.post(
      `/api/pm/v2/projects/${pid}/task-lists`,
      { title: "Hidden", privacy: true },
      { as: manager },
    );
    const made = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "In hiding", task_list_id: list.body.data.id, assignees: [worker.id, client.id] },
      { as: manager },
    );
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { client: { view_private_list: false } } }] },
      { as: manager },
    );
    const before = await tt.snapshot();
    expect(await tt.start(made.body.data.id, pid, client)).toMatchObject(refused(404, MESSAGES.taskNotFound));
    expect(await tt.others(made.body.data.id, client)).toMatchObject(refused(404, MESSAGES.taskNotFound));
    expect(await tt.snapshot()).toBe(before);
    expect((await tt.start(made.body.data.id, pid, worker)).status).toBe(201);
  });
});

const sqlOf = (id: number) => sql`select id from time_logs where id = ${id}`;
