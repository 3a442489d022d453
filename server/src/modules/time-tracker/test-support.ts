import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

/** A project for time tracking: a manager, two co-workers, a client, a list and a task assigned to `worker`. */
export function timeTracker(t: TestContext) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function team() {
    const manager = await t.user({ name: "Manager" });
    const worker = await t.user({ name: "Worker" });
    const colleague = await t.user({ name: "Colleague" });
    const client = await t.user({ name: "Client" });
    const pid = await t.project({ manager, coWorkers: [worker, colleague], clients: [client] });
    const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Work" }, { as: manager });
    expect(list.status).toBe(201);
    const listId: number = list.body.data.id;
    const task = async (assignees: TestUser[] = [worker], extra: Record<string, unknown> = {}) => {
      const res = await t.post(
        `/api/pm/v2/projects/${pid}/tasks`,
        { title: "Task", task_list_id: listId, assignees: assignees.map((u) => u.id), ...extra },
        { as: manager },
      );
      expect(res.status).toBe(201);
      return res.body.data.id as number;
    };
    return { manager, worker, colleague, client, pid, listId, taskId: await task(), task };
  }

  const on = (taskId: number, pid: number) => ({ task_id: taskId, project_id: pid });
  const start = (taskId: number, pid: number, as: TestUser) => t.post("/api/pm-pro/v2/time", on(taskId, pid), { as });
  const stop = (taskId: number, pid: number, as: TestUser) =>
    t.post("/api/pm-pro/v2/time/update", on(taskId, pid), { as });
  const custom = (taskId: number, pid: number, as: TestUser, date: string, time: unknown) =>
    t.post("/api/pm-pro/v2/custom-time", { ...on(taskId, pid), date, time }, { as });
  const remove = (id: number, as: TestUser) => t.post(`/api/pm-pro/v2/time/${id}/delete`, {}, { as });
  const others = (taskId: number, as: TestUser) =>
    t.get("/api/pm-pro/v2/others-time", { as, query: { task_id: String(taskId) } });
  const withTime = (pid: number, taskId: number, as: TestUser) =>
    t.get(`/api/pm/v2/projects/${pid}/tasks/${taskId}`, { as, query: { with: "time" } });

  /** Every log in the database, for "changed nothing" checks. */
  const snapshot = async () => JSON.stringify(await rows(sql`select * from time_logs order by id`));
  const running = (userId: number) =>
    rows<{ id: number; task_id: number }>(
      sql`select id, task_id from time_logs where user_id = ${userId} and stop is null`,
    );
  /** Moves a log's start back, as if it had started that many seconds ago. */
  const startedAgo = (logId: number, seconds: number) =>
    t.database.db.execute(
      sql`update time_logs set start = now() - make_interval(secs => ${seconds}) where id = ${logId}`,
    );

  return { team, start, stop, custom, remove, others, withTime, snapshot, running, startedAgo, rows };
}
