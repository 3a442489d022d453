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

describe("the time tracker: start and stop", () => {
  it("an assignee starts a timer (201, running) and stops it with total = now − start", async () => {
    const { worker, pid, taskId } = await tt.team();
    const started = await tt.start(taskId, pid, worker);
    expect(started.status).toBe(201);
    expect(started.body.message).toBe(TIME_DONE.started);
    const log = started.body.data;
    expect(log).toMatchObject({
      task_id: taskId,
      project_id: pid,
      created_by: worker.id,
      user: { data: { id: worker.id, display_name: "Worker" } },
      stop: null,
      run_status: true,
      custom: false,
      meta: { can_delete: false },
    });
    expect(log.start).toMatchObject({ timezone: "UTC", date: expect.any(String), timestamp: expect.any(Number) });
    await tt.startedAgo(log.id, 5400);
    const stopped = await tt.stop(taskId, pid, worker);
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe(TIME_DONE.stopped);
    expect(stopped.body.data).toMatchObject({ id: log.id, run_status: false, meta: { can_delete: true } });
    expect(stopped.body.data.total).toBeGreaterThanOrEqual(5400);
    expect(stopped.body.data.total).toBeLessThan(5410);
    expect(stopped.body.data.stop.timestamp - stopped.body.data.start.timestamp).toBe(stopped.body.data.total);
    expect(await tt.running(worker.id)).toEqual([]);
  });

  it("starting again on the same task keeps the running timer (200, no second log)", async () => {
    const { worker, pid, taskId } = await tt.team();
    const first = await tt.start(taskId, pid, worker);
    const again = await tt.start(taskId, pid, worker);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(TIME_DONE.alreadyRunning);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await tt.rows(sqlCount(worker.id))).toEqual([{ n: 1 }]);
  });

  it("starting on task B stops the timer on task A, with A's total", async () => {
    const { worker, pid, taskId: a, task } = await tt.team();
    const b = await task();
    const onA = (await tt.start(a, pid, worker)).body.data;
    await tt.startedAgo(onA.id, 600);
    const onB = await tt.start(b, pid, worker);
    expect(onB.status).toBe(201);
    expect(await tt.running(worker.id)).toEqual([{ id: onB.body.data.id, task_id: b }]);
    const [stoppedA] = await tt.rows<{ total: number; stop: string | null }>(sqlLog(onA.id));
    expect(stoppedA.stop).not.toBeNull();
    expect(stoppedA.total).toBeGreaterThanOrEqual(600);
    expect(stoppedA.total).toBeLessThan(610);
  });

  it("two starts fired at once leave exactly one timer running (same task, and two tasks)", async () => {
    const { worker, pid, taskId, task } = await tt.team();
    const same = await Promise.all(Array.from({ length: 4 }, () => tt.start(taskId, pid, worker)));
    for (const res of same) expect([200, 201]).toContain(res.status);
    expect(await tt.running(worker.id)).toHaveLength(1);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);

    const others = [await task(), await task(), await task()];
    const racing = await Promise.all(others.map((id) => tt.start(id, pid, worker)));
    for (const res of racing) expect(res.status).toBe(201);
    const left = await tt.running(worker.id);
    expect(left).toHaveLength(1);
    // Every other log of the person is stopped, with a total.
    const stoppedRows = await tt.rows<{ n: number }>(sqlStoppedWithTotal(worker.id));
    expect(stoppedRows[0].n).toBe(3);
  });

  it("only an assignee of a task that is not done starts; refusals change nothing", async () => {
    const { worker, colleague, manager, client, pid, taskId } = await tt.team();
    const before = await tt.snapshot();
    for (const who of [colleague, manager, client]) {
      expect(await tt.start(taskId, pid, who)).toMatchObject(refused(422, TIME_MESSAGES.notAssigned));
    }
    const done = await t.post(
      `/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`,
      { status: 1 },
      { as: worker },
    );
    expect(done.status).toBe(200);
    expect(await tt.start(taskId, pid, worker)).toMatchObject(refused(422, TIME_MESSAGES.taskDone));
    expect(await tt.custom(taskId, pid, worker, "2026-03-02", "1:00")).toMatchObject(
      refused(422, TIME_MESSAGES.taskDone),
    );
    expect(await tt.snapshot()).toBe(before);
  });

  it("a time write gives the project a new data version (the read cache's key)", async () => {
    const { worker, pid, taskId } = await tt.team();
    const version = async () =>
      (await tt.rows<{ v: string }>(sql`select version::text as v from project_versions where project_id = ${pid}`))[0]
        ?.v;
    const before = await version();
    expect((await tt.start(taskId, pid, worker)).status).toBe(201);
    expect(await version()).not.toBe(before);
  });

  it("an assigned client may track time", async () => {
    const { client, pid, task } = await tt.team();
    const taskId = await task([client]);
    expect((await tt.start(taskId, pid, client)).status).toBe(201);
  });

  it("stop with no timer running on the task is 422; completing the task has stopped it already", async () => {
    const { worker, pid, taskId } = await tt.team();
    expect(await tt.stop(taskId, pid, worker)).toMatchObject(refused(422, TIME_MESSAGES.notRunning));
    await tt.start(taskId, pid, worker);
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`, { status: 1 }, { as: worker });
    expect(await tt.stop(taskId, pid, worker)).toMatchObject(refused(422, TIME_MESSAGES.notRunning));
  });

  it("a project that is not the task's, an unknown task, or a bad body is refused", async () => {
    const { worker, pid, taskId } = await tt.team();
    const other = await tt.team();
    const before = await tt.snapshot();
    expect(await tt.start(taskId, other.pid, worker)).toMatchObject(refused(404, TIME_MESSAGES.otherProject));
    expect(await tt.start(999_999, pid, worker)).toMatchObject(refused(404, MESSAGES.taskNotFound));
    const bad = await t.post("/api/pm-pro/v2/time", { project_id: pid }, { as: worker });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.task_id).toBeDefined();
    expect((await t.post("/api/pm-pro/v2/time", { task_id: taskId })).status).toBe(401);
    expect(await tt.snapshot()).toBe(before);
  });

  it("removing an assignee stops his timer; deleting the task deletes its logs", async () => {
    const { worker, colleague, manager, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    const mine = (await tt.start(taskId, pid, worker)).body.data;
    const theirs = (await tt.start(taskId, pid, colleague)).body.data;
    await tt.startedAgo(mine.id, 120);
    const res = await t.post(
      `/api/pm/v2/projects/${pid}/tasks/${taskId}/update`,
      { assignees: [colleague.id] },
      { as: manager },
    );
    expect(res.status).toBe(200);
    expect(await tt.running(worker.id)).toEqual([]);
    expect(await tt.running(colleague.id)).toEqual([{ id: theirs.id, task_id: taskId }]);
    const [stopped] = await tt.rows<{ total: number }>(sqlLog(mine.id));
    expect(stopped.total).toBeGreaterThanOrEqual(120);

    expect((await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/delete`, {}, { as: manager })).status).toBe(200);
    expect(await tt.rows(sqlOfTask(taskId))).toEqual([]);
  });

  it("deleting a list deletes the logs of its tasks", async () => {
    const { worker, manager, pid, listId, taskId } = await tt.team();
    await tt.custom(taskId, pid, worker, "2026-03-02", "2:00");
    const res = await t.post(`/api/pm/v2/projects/${pid}/task-lists/${listId}/delete`, {}, { as: manager });
    expect(res.status).toBe(200);
    expect(await tt.rows(sqlOfTask(taskId))).toEqual([]);
  });
});

function sqlCount(userId: number) {
  return sql`select count(*)::int as n from time_logs where user_id = ${userId}`;
}
function sqlLog(id: number) {
  return sql`select total, stop from time_logs where id = ${id}`;
}
function sqlOfTask(taskId: number) {
  return sql`select id from time_logs where task_id = ${taskId}`;
}
function sqlStoppedWithTotal(userId: number) {
  return sql`select count(*)::int as n from time_logs where user_id = ${userId} and stop is not null and total is not null`;
}
