import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, comments, projects, settings, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

describe("tasks: create and read", () => {
  let manager: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let pid: number;
  let base: string;
  let listId: number;
  let inboxId: number;

  beforeAll(async () => {
    manager = await t.user({ name: "Manager" });
    worker = await t.user({ name: "Worker" });
    client = await t.user({ name: "Client" });
    outsider = await t.user({ name: "Outsider" });
    pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    base = `/api/pm/v2/projects/${pid}`;
    listId = (await t.post(`${base}/task-lists`, { title: "Main" }, { as: manager })).body.data.id;
    const [p] = await t.database.db.select().from(projects).where(eq(projects.id, pid));
    inboxId = p.inboxListId as number;
  });

  const create = (body: Record<string, unknown>, as: TestUser = manager) => t.post(`${base}/tasks`, body, { as });

  it("creates a task with every field, answers 201 and logs create_task", async () => {
    const res = await create({
      task_list_id: listId,
      title: "  Write the spec  ",
      description: '<p onclick="x()">Details<img src=x onerror=alert(1)></p>',
      assignees: [worker.id, client.id],
      start_at: "2026-03-01",
      due_date: "2026-03-05T10:00:00+14:00",
      estimation: 90,
      complexity: 2,
      priority: "2",
      payable: "1",
      recurrent: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("A new task has been created successfully.");
    const task = res.body.data;
    expect(task).toMatchObject({
      title: "Write the spec",
      task_list_id: listId,
      project_id: pid,
      estimation: 90,
      complexity: 2,
      priority: 2,
      payable: true,
      recurrent: 1,
      status: 0,
      completed_at: null,
      creator: { data: { id: manager.id } },
      task_list: { data: { id: listId, title: "Main", status: 1 } },
    });
    expect(task.start_at.date).toBe("2026-03-01");
    expect(task.due_date.date).toBe("2026-03-05");
    expect(task.description).not.toMatch(/onclick|onerror/);
    expect(task.assignees.data.map((u: { id: number }) => u.id).sort()).toEqual([worker.id, client.id].sort());
    expect(task.meta).toMatchObject({
      privacy: false,
      can_edit: true,
      can_delete: true,
      can_complete: true,
      total_comment: 0,
      total_files: 0,
      total_assignee: 2,
    });
    expect(task).not.toHaveProperty("completer");
    expect(res.body.activity).toMatchObject({
      action: "create_task",
      resource_type: "task",
      resource_id: task.id,
      meta: { task_title: "Write the spec", task_list_title: "Main" },
    });
    const next = await create({ task_list_id: listId, title: "Second" });
    expect(next.body.data.order).toBe(task.order + 1);
    // Read back: the same people and counts, from two statements (session with access, task with its related data).
    const read = await t.get(`${base}/tasks/${task.id}`, { as: manager });
    expect(read.body.data).toMatchObject({
      creator: { data: { id: manager.id } },
      assignees: task.assignees,
      meta: { total_assignee: 2, total_comment: 0, can_complete: true },
    });
    expect(read.headers["x-query-count"]).toBe("2");
  });

  it("puts a task without a list into the Inbox, and accepts board_id", async () => {
    const inbox = await create({ title: "Loose end" });
    expect(inbox.status).toBe(201);
    expect(inbox.body.data.task_list_id).toBe(inboxId);
    const board = await create({ title: "Via board", board_id: listId });
    expect(board.body.data.task_list_id).toBe(listId);
  });

  it("refuses bad input with per-field messages", async () => {
    const missing = await create({ task_list_id: listId });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: "rest_invalid_param",
      message: ["Task title is required."],
      data: { status: 400, params: { title: ["Task title is required."] } },
    });
    expect((await create({ title: 12 })).status).toBe(400);
    expect((await create({ title: "x".repeat(256) })).body.data.params.title).toEqual([
      "Must be at most 255 characters.",
    ]);
    for (const due of ["2026-02-30", "tomorrow", "2026-13-01", 20260301]) {
      const bad = await create({ title: "Dated", due_date: due });
      expect(bad.status, String(due)).toBe(400);
      expect(bad.body.data.params.due_date).toEqual(["Enter a date as YYYY-MM-DD."]);
    }
    const order = await create({ title: "Backwards", start_at: "2026-03-02", due_date: "2026-03-01" });
    expect(order.status).toBe(400);
    expect(order.body.data.params.due_date).toEqual(["The due date cannot be before the start date."]);
    expect((await create({ title: "E", estimation: -1 })).status).toBe(400);
    expect((await create({ title: "E", estimation: "lots" })).status).toBe(400);
    expect((await create({ title: "C", complexity: 7 })).status).toBe(400);
    expect((await create({ title: "R", recurrent: 5 })).status).toBe(400);
    expect((await create({ title: "P", privacy: "perhaps" })).status).toBe(400);
    expect((await create({ title: "L", task_list_id: "abc" })).status).toBe(400);
    const stranger = await create({ title: "A", assignees: [outsider.id] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.params.assignees).toEqual(["Every assignee must be a member of the project."]);
    const none = await t.database.db.select().from(tasks).where(eq(tasks.title, "A"));
    expect(none).toHaveLength(0);
  });

  it("refuses another project's list (404), an archived list (422), clients marking private (403) and outsiders (404)", async () => {
    const other = await t.project({ manager: outsider });
    const foreignList = (await t.post(`/api/pm/v2/projects/${other}/task-lists`, { title: "Theirs" }, { as: outsider }))
      .body.data.id;
    expect((await create({ title: "Wrong list", task_list_id: foreignList })).status).toBe(404);
    const old = (await t.post(`${base}/task-lists`, { title: "Archived" }, { as: manager })).body.data.id;
    await t.post(`${base}/task-lists/${old}/update`, { status: 0 }, { as: manager });
    const archived = await create({ title: "Too late", task_list_id: old });
    expect(archived.status).toBe(422);
    const secret = await create({ title: "Client secret", privacy: true }, client);
    expect(secret.status).toBe(403);
    expect(secret.body.message).toEqual(["You have no permission."]);
    expect((await create({ title: "Client task" }, client)).status).toBe(201);
    expect((await create({ title: "Intruder" }, outsider)).status).toBe(404);
    expect((await t.get(`${base}/tasks`, { as: outsider })).status).toBe(404);
    const foreignTask = (await t.post(`/api/pm/v2/projects/${other}/tasks`, { title: "Theirs" }, { as: outsider })).body
      .data.id;
    expect((await t.get(`${base}/tasks/${foreignTask}`, { as: manager })).status).toBe(404);
    const noSignIn = await t.get(`${base}/tasks`);
    expect(noSignIn.status).toBe(401);
  });

  it("refuses a client whose create_task flag is off", async () => {
    const pid2 = await t.project({ manager, clients: [client] });
    await t.database.db
      .insert(settings)
      .values({ projectId: pid2, key: "capabilities", value: { client: { create_task: false } } });
    const denied = await t.post(`/api/pm/v2/projects/${pid2}/tasks`, { title: "Nope" }, { as: client });
    expect(denied.status).toBe(403);
  });

  it("hides a private task from a client without view_private_task, but not from its creator", async () => {
    const shared = await t.project({ manager, coWorkers: [worker], clients: [client] });
    const sbase = `/api/pm/v2/projects/${shared}`;
    // Co-workers here may not see private tasks either.
    await t.database.db.insert(settings).values({
      projectId: shared,
      key: "capabilities",
      value: { co_worker: { view_private_task: false } },
    });
    const own = (await t.post(`${sbase}/tasks`, { title: "Worker's task" }, { as: worker })).body.data;
    const made = await t.post(`${sbase}/tasks/${own.id}/update`, { privacy: true }, { as: manager });
    expect(made.status).toBe(200);
    expect(made.body.data.meta.privacy).toBe(true);
    expect((await t.get(`${sbase}/tasks/${own.id}`, { as: client })).status).toBe(404);
    const clientList = await t.get(`${sbase}/tasks`, { as: client });
    expect(clientList.body.data.map((x: { id: number }) => x.id)).not.toContain(own.id);
    expect((await t.get(`${sbase}/tasks/${own.id}`, { as: worker })).status).toBe(200);
    const workerList = await t.get(`${sbase}/tasks`, { as: worker });
    expect(workerList.body.data.map((x: { id: number }) => x.id)).toContain(own.id);
    // A co-worker without the flag can neither make it public nor mark his other tasks private.
    expect((await t.post(`${sbase}/tasks/${own.id}/update`, { privacy: false }, { as: worker })).status).toBe(403);
    expect((await t.post(`${sbase}/tasks`, { title: "Mine", privacy: true }, { as: worker })).status).toBe(403);
    const [row] = await t.database.db
      .select({ kinds: activities.privateKinds })
      .from(activities)
      .where(and(eq(activities.resourceType, "task"), eq(activities.resourceId, own.id)));
    expect(row.kinds).toEqual(["task"]);
  });

  it("hides the tasks of a private list", async () => {
    const privateList = (await t.post(`${base}/task-lists`, { title: "Hush", privacy: true }, { as: manager })).body
      .data;
    const inside = (await create({ title: "In hush", task_list_id: privateList.id })).body.data;
    expect((await t.get(`${base}/tasks/${inside.id}`, { as: client })).status).toBe(404);
    const seen = await t.get(`${base}/tasks?per_page=-1`, { as: client });
    expect(seen.body.data.map((x: { id: number }) => x.id)).not.toContain(inside.id);
    expect((await create({ title: "Sneak in", task_list_id: privateList.id }, client)).status).toBe(404);
    expect((await t.get(`${base}/tasks/${inside.id}`, { as: worker })).status).toBe(200);
  });

  it("reads one task with its people and counts", async () => {
    const task = (await create({ title: "Counted", task_list_id: listId, assignees: [worker.id] })).body.data;
    await t.database.db.insert(comments).values([
      { projectId: pid, commentableType: "task", commentableId: task.id, content: "<p>a</p>", createdBy: manager.id },
      { projectId: pid, commentableType: "task", commentableId: task.id, content: "<p>b</p>", createdBy: worker.id },
    ]);
    const res = await t.get(`${base}/tasks/${task.id}`, { as: client });
    expect(res.status).toBe(200);
    expect(res.body.data.meta).toMatchObject({
      total_comment: 2,
      total_files: 0,
      total_assignee: 1,
      can_edit: false,
      can_delete: false,
      can_complete: false,
    });
    expect(res.body.data.assignees.data[0]).toMatchObject({ id: worker.id, display_name: "Worker" });
    expect(res.body.data.assignees.data[0]).not.toHaveProperty("password_hash");
    expect((await t.get(`${base}/tasks/${task.id}`, { as: worker })).body.data.meta.can_complete).toBe(true);
    expect((await t.get(`${base}/tasks/abc`, { as: worker })).status).toBe(400);
    expect((await t.get(`${base}/tasks/999999`, { as: worker })).status).toBe(404);
  });

  it("lists a project's tasks with filters and paging", async () => {
    const pid3 = await t.project({ manager, coWorkers: [worker] });
    const b3 = `/api/pm/v2/projects/${pid3}`;
    const l1 = (await t.post(`${b3}/task-lists`, { title: "L1" }, { as: manager })).body.data.id;
    const l2 = (await t.post(`${b3}/task-lists`, { title: "L2" }, { as: manager })).body.data.id;
    const mk = (title: string, extra: Record<string, unknown>) =>
      t.post(`${b3}/tasks`, { title, ...extra }, { as: manager }).then((r) => r.body.data.id as number);
    const a = await mk("alpha", { task_list_id: l1, due_date: "2026-04-01", assignees: [worker.id] });
    const b = await mk("beta", { task_list_id: l1, due_date: "2026-04-10" });
    const c = await mk("gamma", { task_list_id: l2, due_date: "2026-05-01", assignees: [worker.id] });
    await t.post(`${b3}/tasks/${b}/change-status`, { status: 1 }, { as: manager });
    const ids = async (query: string) => {
      const res = await t.get(`${b3}/tasks?${query}`, { as: manager });
      expect(res.status, query).toBe(200);
      return res.body.data.map((x: { id: number }) => x.id).sort((x: number, y: number) => x - y);
    };
    expect(await ids("")).toEqual([a, b, c]);
    expect(await ids(`task_list_id=${l1}`)).toEqual([a, b]);
    expect(await ids("status=1")).toEqual([b]);
    expect(await ids("status=0")).toEqual([a, c]);
    expect(await ids("status=-1")).toEqual([a, b, c]);
    expect(await ids(`users=${worker.id}`)).toEqual([a, c]);
    expect(await ids("due_date_start=2026-04-02&due_date_end=2026-05-01")).toEqual([b, c]);
    expect(await ids("due_date=2026-04-01&due_date_operator=between&due_date_between=2026-04-10")).toEqual([a, b]);
    expect(await ids("due_date=2026-04-10&due_date_operator=less_than")).toEqual([a]);
    expect(await ids("title=amm")).toEqual([c]);
    const page = await t.get(`${b3}/tasks?per_page=2&page=2&orderby=title:asc`, { as: manager });
    expect(page.body.data.map((x: { title: string }) => x.title)).toEqual(["gamma"]);
    expect(page.body.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });
    expect((await t.get(`${b3}/tasks?status=7`, { as: manager })).status).toBe(400);
    expect((await t.get(`${b3}/tasks?due_date=tomorrow`, { as: manager })).status).toBe(400);
    expect((await t.get(`${b3}/tasks?orderby=password:asc`, { as: manager })).status).toBe(400);
  });
});
