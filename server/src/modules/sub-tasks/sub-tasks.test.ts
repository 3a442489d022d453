import { MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();
const sub = (taskId: number, rest = "") => `/api/pm-pro/v2/tasks/${taskId}/sub-tasks${rest}`;

/** A project with a manager, two co-workers and a client, a list and a task the first co-worker works on. */
async function team() {
  const boss = await t.user();
  const worker = await t.user();
  const other = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager: boss, coWorkers: [worker, other], clients: [client] });
  const p = `/api/pm/v2/projects/${pid}`;
  const list = (await t.post(`${p}/task-lists`, { title: "Build" }, { as: boss })).body.data.id as number;
  const made = await t.post(
    `${p}/tasks`,
    { title: "Ship", task_list_id: list, assignees: [worker.id], estimation: 30 },
    {
      as: boss,
    },
  );
  expect(made.status).toBe(201);
  return { boss, worker, other, client, pid, p, list, task: made.body.data.id as number };
}

const add = (taskId: number, body: Record<string, unknown>, as: TestUser) => t.post(sub(taskId), body, { as });
const count = async () =>
  Number(
    ((await t.database.db.execute(sql`select count(*) from tasks`)) as unknown as { rows: { count: string }[] }).rows[0]
      .count,
  );

describe("sub-tasks", () => {
  it("adds sub-tasks under a task: its list and privacy, assignees joining the parent, counts and summed estimation", async () => {
    const { boss, other, p, list, task } = await team();
    const first = await add(
      task,
      { title: "Write", assignees: [other.id], estimation: 45, due_date: "2026-12-01" },
      boss,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe("A new sub-task has been created successfully.");
    expect(first.body.data).toMatchObject({ title: "Write", parent_id: task, task_list_id: list, estimation: 45 });
    expect(first.body.activity.action).toBe("create_sub_task");
    await add(task, { title: "Test", estimation: 15 }, boss);
    const parent = await t.get(`${p}/tasks/${task}`, { as: boss });
    // The sub-task's assignee joined the parent's; the parent's estimation is now its sub-tasks' sum.
    expect(parent.body.data.assignees.data.map((u: { id: number }) => u.id)).toContain(other.id);
    expect(parent.body.data.estimation).toBe(60);
    expect(parent.body.data.meta).toMatchObject({ total_sub_tasks: 2, completed_sub_tasks: 0 });
    // Completing one (the task call) shows in the counts the lists page embeds; sub-tasks are not rows there.
    await t.post(`${p}/tasks/${first.body.data.id}/change-status`, { status: 1 }, { as: boss });
    const lists = await t.get(`${p}/task-lists`, { as: boss, query: { with: "incomplete_tasks" } });
    const build = lists.body.data.find((l: { id: number }) => l.id === list);
    expect(build.incomplete_tasks.data.map((x: { title: string }) => x.title)).toEqual(["Ship"]);
    expect(build.incomplete_tasks.data[0].meta).toMatchObject({ total_sub_tasks: 2, completed_sub_tasks: 1 });
    const listed = await t.get(sub(task), { as: boss });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((x: { title: string }) => x.title)).toEqual(["Write", "Test"]);
    expect(listed.body.meta.pagination.total).toBe(2);
  });

  it("lets a manager, or a co-worker with create_task who made or works on the task, add; refuses the rest", async () => {
    const { boss, worker, other, client, p, task } = await team();
    expect((await add(task, { title: "By the assignee" }, worker)).status).toBe(201);
    const before = await count();
    const refused = await add(task, { title: "By a bystander" }, other);
    expect(refused.status).toBe(403);
    expect((await add(task, { title: "By the client" }, client)).status).toBe(403);
    expect((await add(task, { title: "Anonymous" }, { cookie: "nope" } as TestUser)).status).toBe(401);
    const outsider = await t.user();
    expect((await add(task, { title: "Outsider" }, outsider)).status).toBe(404);
    // Validation: per-field messages; a project that is not the task's is 404.
    const bad = await add(task, { title: "", estimation: -1 }, boss);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(["estimation", "title"]);
    expect(bad.body.data.params.title).toEqual([MESSAGES.subTaskTitleRequired]);
    expect((await add(task, { title: "Elsewhere", project_id: 999999 }, boss)).status).toBe(404);
    expect(await count()).toBe(before);
    // One level only.
    const child = (await add(task, { title: "Child" }, boss)).body.data.id;
    const grandChild = await add(child, { title: "Grandchild" }, boss);
    expect(grandChild.status).toBe(422);
    expect(grandChild.body.message).toEqual([MESSAGES.subTaskOfSubTask]);
    expect((await t.get(`${p}/tasks/${task}`, { as: boss })).body.data.meta.total_sub_tasks).toBe(2);
  });

  it("edits for a manager or the sub-task's creator, not on an archived list, and follows the parent's privacy", async () => {
    const { boss, worker, other, client, p, list, task } = await team();
    const mine = (await add(task, { title: "Mine" }, worker)).body.data.id;
    const edit = (id: number, body: Record<string, unknown>, as: TestUser) =>
      t.post(sub(task, `/${id}/update`), body, { as });
    expect((await edit(mine, { title: "Mine, renamed" }, worker)).body.data.title).toBe("Mine, renamed");
    expect((await edit(mine, { title: "Taken over" }, other)).status).toBe(403);
    expect((await edit(mine, { title: "By the boss" }, boss)).status).toBe(200);
    // A private parent hides its sub-tasks from a client without view_private_task.
    await t.post(`${p}/tasks/${task}/update`, { privacy: true }, { as: boss });
    expect((await t.get(sub(task), { as: client })).status).toBe(404);
    expect((await edit(mine, { title: "Peek" }, client)).status).toBe(404);
    const fresh = await add(task, { title: "Private too" }, boss);
    expect(fresh.body.data.meta.privacy).toBe(true);
    // Archived list: no new sub-tasks, no edits.
    await t.post(`${p}/task-lists/${list}/update`, { status: 0 }, { as: boss });
    const archived = await add(task, { title: "Late" }, boss);
    expect(archived.status).toBe(422);
    expect(archived.body.message).toEqual([MESSAGES.subTaskOnArchivedList]);
    expect((await edit(mine, { title: "Late edit" }, boss)).status).toBe(422);
  });

  it("reorders, moves a sub-task to another task, converts one to a task, and deletes", async () => {
    const { boss, p, list, task } = await team();
    const a = (await add(task, { title: "A" }, boss)).body.data.id;
    const b = (await add(task, { title: "B" }, boss)).body.data.id;
    const other = (await t.post(`${p}/tasks`, { title: "Other", task_list_id: list }, { as: boss })).body.data.id;
    const c = (await add(other, { title: "C" }, boss)).body.data.id;
    const sorted = await t.post(
      "/api/pm-pro/v2/sub-tasks/sorting",
      {
        task_id: task,
        orders: [
          { id: c, index: 0 },
          { id: b, index: 1 },
          { id: a, index: 2 },
        ],
      },
      { as: boss },
    );
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    const titles = async (id: number) =>
      (await t.get(sub(id), { as: boss })).body.data.map((x: { title: string }) => x.title);
    expect(await titles(task)).toEqual(["C", "B", "A"]);
    expect(await titles(other)).toEqual([]);
    // A task, or a sub-task of another project, cannot be sorted in.
    expect(
      (
        await t.post(
          "/api/pm-pro/v2/sub-tasks/sorting",
          { task_id: task, orders: [{ id: other, index: 0 }] },
          { as: boss },
        )
      ).status,
    ).toBe(404);

    const converted = await t.post(sub(task, `/${b}/convert`), {}, { as: boss });
    expect(converted.status).toBe(200);
    expect(converted.body.data).toMatchObject({ id: b, parent_id: 0, task_list_id: list });
    expect(await titles(task)).toEqual(["C", "A"]);
    const lists = await t.get(`${p}/task-lists/${list}`, { as: boss, query: { with: "incomplete_tasks" } });
    expect(lists.body.data.incomplete_tasks.data.map((x: { title: string }) => x.title)).toContain("B");

    // Moving the task to another list takes its sub-tasks along.
    const elsewhere = (await t.post(`${p}/task-lists`, { title: "Elsewhere" }, { as: boss })).body.data.id;
    expect((await t.post(`${p}/tasks/${task}/update`, { task_list_id: elsewhere }, { as: boss })).status).toBe(200);
    expect(
      (await t.get(sub(task), { as: boss })).body.data.map((x: { task_list_id: number }) => x.task_list_id),
    ).toEqual([elsewhere, elsewhere]);

    const gone = await t.post(sub(task, `/${a}/delete`), {}, { as: boss });
    expect(gone.status).toBe(200);
    expect(await titles(task)).toEqual(["C"]);
    // Not a sub-task of this task: 404.
    expect((await t.post(sub(task, `/${other}/delete`), {}, { as: boss })).status).toBe(404);
  });

  it("answers 404 module_disabled while the module is off, and keeps the sub-tasks", async () => {
    const { boss, task } = await team();
    const admin = await t.user({ manager: true, admin: true });
    await add(task, { title: "Kept" }, boss);
    const off = await t.post(
      "/api/pm-pro/v2/module-update",
      { module: "sub-tasks", type: "deactivate" },
      { as: admin },
    );
    expect(off.status).toBe(200);
    try {
      const res = await t.get(sub(task), { as: boss });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("module_disabled");
      expect((await add(task, { title: "Refused" }, boss)).body.code).toBe("module_disabled");
    } finally {
      await t.post("/api/pm-pro/v2/module-update", { module: "sub-tasks", type: "activate" }, { as: admin });
    }
    expect((await t.get(sub(task), { as: boss })).body.data.map((x: { title: string }) => x.title)).toEqual(["Kept"]);
  });

  it("answers a hidden task, or one of another project, exactly as a missing one, and changes nothing", async () => {
    const { boss, client, p, list, task } = await team();
    const secret = (await t.post(`${p}/tasks`, { title: "Secret", task_list_id: list, privacy: true }, { as: boss }))
      .body.data.id as number;
    const elsewhere = await team();
    const outsider = await t.user();
    const digest = await databaseDigest(t);
    const before = await digest();
    const missing = 2_000_000_000;
    // A client without view_private_task; the manager of another project (naming his own project or none); an outsider.
    for (const [as, id, project_id] of [
      [client, secret, undefined],
      [elsewhere.boss, task, undefined],
      [elsewhere.boss, task, elsewhere.pid],
      [outsider, task, undefined],
    ] as const) {
      const query = project_id === undefined ? undefined : { project_id: String(project_id) };
      const listed = await t.get(sub(id), { as, query });
      const listedMissing = await t.get(sub(missing), { as, query });
      expect(listed.status).toBe(404);
      expect(listed.body).toEqual(listedMissing.body);
      const added = await add(id, { title: "Probe", project_id }, as);
      const addedMissing = await add(missing, { title: "Probe", project_id }, as);
      expect(added.status).toBe(404);
      expect(added.body).toEqual(addedMissing.body);
    }
    expect(await digest()).toBe(before);
  });
});
