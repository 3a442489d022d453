import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { calendarFixture } from "../calendar/test-support";

const t = useTestApp();
const c = calendarFixture(t);

/**
 * tasks.assignee_ids is a copy of the task's task_assignees rows (migration 0031): whatever changes the
 * assignments, every task's copy must equal the record, sorted.
 */
async function copiesDisagree(): Promise<{ id: number; copy: number[]; record: number[] }[]> {
  const res = (await t.database.db.execute(sql`
    select t.id, t.assignee_ids as copy,
      coalesce((select array_agg(a.user_id order by a.user_id) from task_assignees a where a.task_id = t.id), '{}') as record
    from tasks t
    where t.assignee_ids is distinct from
      coalesce((select array_agg(a.user_id order by a.user_id) from task_assignees a where a.task_id = t.id), '{}')`)) as unknown as {
    rows: { id: number; copy: number[]; record: number[] }[];
  };
  return res.rows;
}

async function copyOf(id: number): Promise<number[]> {
  const res = (await t.database.db.execute(sql`select assignee_ids from tasks where id = ${id}`)) as unknown as {
    rows: { assignee_ids: number[] }[];
  };
  return res.rows[0].assignee_ids;
}

describe("a task's copy of its assignees", () => {
  it("follows creation, reassignment, removal, sub-tasks, status changes and duplication", async () => {
    const { manager, worker, client, pid, listId } = await c.team();
    const [a, b] = [worker, manager].map((u) => u.id).sort((x, y) => x - y);
    const id = await c.task(pid, listId, manager, { title: "Shared", assignees: [worker, manager, worker] });
    expect(await copyOf(id)).toEqual([a, b]);
    const bare = await c.task(pid, listId, manager, { title: "Bare", assignees: [] });
    expect(await copyOf(bare)).toEqual([]);

    const update = (task: number, assignees: number[]) =>
      t.post(`/api/pm/v2/projects/${pid}/tasks/${task}/update`, { assignees }, { as: manager });
    expect((await update(id, [client.id])).status).toBe(200);
    expect(await copyOf(id)).toEqual([client.id]);
    expect((await update(id, [])).status).toBe(200);
    expect(await copyOf(id)).toEqual([]);
    expect((await update(bare, [worker.id])).status).toBe(200);
    expect(await copyOf(bare)).toEqual([worker.id]);

    // A sub-task's people are also put on its parent.
    const sub = await t.post(
      `/api/pm-pro/v2/tasks/${id}/sub-tasks`,
      { title: "Sub", assignees: [worker.id] },
      { as: manager },
    );
    expect(sub.status).toBe(201);
    expect(await copyOf(sub.body.data.id)).toEqual([worker.id]);
    expect(await copyOf(id)).toEqual([worker.id]);

    expect(
      (await t.post(`/api/pm/v2/projects/${pid}/tasks/${bare}/change-status`, { status: 1 }, { as: manager })).status,
    ).toBe(200);
    expect(await copyOf(bare)).toEqual([worker.id]);

    // An update of the assignments themselves: one that keeps the pairs (a status) leaves the copy as it is,
    // one that hands an assignment to someone else re-reads it (migration 0041).
    await t.database.db.execute(sql`update task_assignees set status = 1 where task_id = ${bare}`);
    expect(await copyOf(bare)).toEqual([worker.id]);
    await t.database.db.execute(sql`update task_assignees set user_id = ${client.id} where task_id = ${bare}`);
    expect(await copyOf(bare)).toEqual([client.id]);

    const boss = await t.user({ manager: true });
    expect((await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as: boss })).status).toBe(201);
    expect(await copiesDisagree()).toEqual([]);
  });

  it("shows on the calendar at once: a reassigned task moves to its new person's month", async () => {
    const { manager, worker, client, pid, listId } = await c.team();
    const MARCH = { start: "2026-03-01", end: "2026-03-31" };
    const id = await c.task(pid, listId, manager, { title: "Moves", due_date: "2026-03-10", assignees: [worker] });
    const inProject = (u: number) => ({ ...MARCH, users: String(u), project_id: String(pid) });
    expect(c.titles((await c.events(manager, inProject(worker.id))).body)).toEqual(["Moves"]);
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${id}/update`, { assignees: [client.id] }, { as: manager });
    expect(c.titles((await c.events(manager, inProject(worker.id))).body)).toEqual([]);
    const now = await c.events(manager, inProject(client.id));
    expect(now.body.data[0].assignees.map((p: { id: number }) => p.id)).toEqual([client.id]);
  });
});
