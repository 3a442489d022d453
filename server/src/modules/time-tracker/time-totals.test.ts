import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);

type Row = { id: number; title: string; meta: { tracked_seconds?: number; timers_since?: string[] } };
const rowsOf = (body: { data: { incomplete_tasks?: { data: Row[] } }[] }) =>
  body.data.flatMap((l) => l.incomplete_tasks?.data ?? []);

describe("the time tracker: the running timer, completion and totals on rows", () => {
  it("GET time/running names the caller's running task and project, null once stopped", async () => {
    const { worker, colleague, pid, taskId } = await tt.team();
    const none = await t.get("/api/pm-pro/v2/time/running", { as: worker });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: null });
    const started = (await tt.start(taskId, pid, worker)).body.data;
    const running = await t.get("/api/pm-pro/v2/time/running", { as: worker });
    expect(running.body.data).toMatchObject({
      id: started.id,
      task_id: taskId,
      run_status: true,
      task: { data: { id: taskId, title: "Task", project_id: pid } },
      project: { data: { id: pid } },
    });
    // Another person's timer is not his.
    expect((await t.get("/api/pm-pro/v2/time/running", { as: colleague })).body).toEqual({ data: null });
    await tt.stop(taskId, pid, worker);
    expect((await t.get("/api/pm-pro/v2/time/running", { as: worker })).body).toEqual({ data: null });
    expect((await t.get("/api/pm-pro/v2/time/running")).status).toBe(401);
  });

  it("completing a task stops every timer running on it, with the right totals", async () => {
    const { manager, worker, colleague, pid, task } = await tt.team();
    const taskId = await task([worker, colleague]);
    const mine = (await tt.start(taskId, pid, worker)).body.data;
    const theirs = (await tt.start(taskId, pid, colleague)).body.data;
    await tt.startedAgo(mine.id, 120);
    await tt.startedAgo(theirs.id, 60);
    const done = await t.post(
      `/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`,
      { status: 1 },
      { as: manager },
    );
    expect(done.status).toBe(200);
    expect(await tt.running(worker.id)).toEqual([]);
    expect(await tt.running(colleague.id)).toEqual([]);
    const totals = await tt.rows<{ id: number; total: number }>(
      sql`select id, total from time_logs where task_id = ${taskId} order by id`,
    );
    expect(totals.map((r) => r.id)).toEqual([mine.id, theirs.id]);
    expect(totals[0].total).toBeGreaterThanOrEqual(120);
    expect(totals[0].total).toBeLessThan(130);
    expect(totals[1].total).toBeGreaterThanOrEqual(60);
    expect(totals[1].total).toBeLessThan(70);
    // Reopening starts nothing again.
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`, { status: 0 }, { as: manager });
    expect(await tt.running(worker.id)).toEqual([]);
  });

  it("rows and the single task carry the stopped seconds and the running timers' starts", async () => {
    const { manager, worker, pid, taskId, task } = await tt.team();
    const untouched = await task();
    expect((await tt.custom(taskId, pid, worker, "2026-03-02", "1:30")).status).toBe(201);
    const run = (await tt.start(taskId, pid, worker)).body.data;
    await tt.startedAgo(run.id, 30);
    const lists = await t.get(`/api/pm/v2/projects/${pid}/task-lists`, {
      as: manager,
      query: { with: "incomplete_tasks" },
    });
    const rows = rowsOf(lists.body);
    const tracked = rows.find((r) => r.id === taskId);
    expect(tracked?.meta.tracked_seconds).toBe(5400);
    expect(tracked?.meta.timers_since).toHaveLength(1);
    const since = Date.parse(tracked?.meta.timers_since?.[0] ?? "");
    expect(Date.now() - since).toBeGreaterThanOrEqual(30_000);
    expect(Date.now() - since).toBeLessThan(40_000);
    const bare = rows.find((r) => r.id === untouched);
    expect(bare?.meta).not.toHaveProperty("tracked_seconds");
    expect(bare?.meta).not.toHaveProperty("timers_since");
    const single = await t.get(`/api/pm/v2/projects/${pid}/tasks/${taskId}`, { as: manager });
    expect(single.body.data.meta).toMatchObject({ tracked_seconds: 5400, timers_since: tracked?.meta.timers_since });
    await tt.stop(taskId, pid, worker);
    const after = await t.get(`/api/pm/v2/projects/${pid}/tasks/${taskId}`, { as: manager });
    expect(after.body.data.meta.tracked_seconds).toBeGreaterThanOrEqual(5430);
    expect(after.body.data.meta.timers_since).toEqual([]);
  });

  it("a list of 100 tasks with time and sub-tasks costs the same statements as one without", async () => {
    const { manager, worker, pid, listId, task } = await tt.team();
    const url = `/api/pm/v2/projects/${pid}/task-lists`;
    const read = () => t.get(url, { as: manager, query: { with: "incomplete_tasks", tasks_per_page: "-1" } });
    const before = await read();
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await task());
    await tt.rows(sql`insert into time_logs (project_id, task_id, user_id, start, stop, total, is_custom)
      select ${pid}, id, ${worker.id}, now() - interval '1 hour', now(), 3600, false
      from tasks where id = any(${`{${ids.join(",")}}`}::int[])`);
    await t.post(`/api/pm-pro/v2/tasks/${ids[0]}/sub-tasks`, { project_id: pid, title: "Part" }, { as: manager });
    const after = await read();
    expect(after.status).toBe(200);
    const rows = rowsOf(after.body);
    expect(rows.filter((r) => r.meta.tracked_seconds === 3600)).toHaveLength(100);
    expect(after.headers["x-query-count"]).toBe(before.headers["x-query-count"]);
    expect(listId).toBeGreaterThan(0);
  });
});
