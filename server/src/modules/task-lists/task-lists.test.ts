import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, milestones, taskLists, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();
const lists = (pid: number) => `/api/pm/v2/projects/${pid}/task-lists`;

describe("task lists", () => {
  let manager: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let pid: number;
  let otherPid: number;

  beforeAll(async () => {
    manager = await t.user({ name: "Manager" });
    worker = await t.user({ name: "Worker" });
    client = await t.user({ name: "Client" });
    outsider = await t.user({ name: "Outsider" });
    pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    otherPid = await t.project({ manager: outsider });
  });

  const create = async (body: Record<string, unknown>, as: TestUser = manager, project = pid) =>
    t.post(lists(project), body, { as });

  it("creates a list after the last one, sanitizes its description and logs it", async () => {
    const first = await create({
      title: "Design",
      description: '<p>Hi<script>alert(1)</script><a href="javascript:x">x</a></p>',
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("A new task list has been created successfully.");
    expect(first.body.data).toMatchObject({ title: "Design", status: 1, is_inbox: false, project_id: pid });
    expect(first.body.data.description).not.toMatch(/script|javascript/);
    expect(first.body.data.meta).toMatchObject({ privacy: false, can_edit: true, can_delete: true });
    expect(first.body.activity).toMatchObject({ action: "create_task_list", resource_type: "task_list" });
    expect(first.body.activity.meta.task_list_title).toBe("Design");
    const second = await create({ title: "Build" });
    expect(second.body.data.order).toBe(first.body.data.order + 1);
    // The Inbox's far-away order does not push new lists after it.
    expect(second.body.data.order).toBeLessThan(1000);
  });

  it("refuses missing, wrong-typed and too long titles, bad privacy values and foreign milestones", async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "rest_invalid_param", message: ["Task list title is required."] });
    expect((await create({ title: 42 })).status).toBe(400);
    expect((await create({ title: "   " })).body.message).toEqual(["Task list title is required."]);
    const long = await create({ title: "x".repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body.data.params.title).toEqual(["Must be at most 255 characters."]);
    expect((await create({ title: "P", privacy: "maybe" })).status).toBe(400);
    const [foreign] = await t.database.db
      .insert(milestones)
      .values({ projectId: otherPid, title: "Elsewhere", createdBy: outsider.id })
      .returning();
    const bad = await create({ title: "With milestone", milestone: foreign.id });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.milestone).toBeDefined();
    const [own] = await t.database.db
      .insert(milestones)
      .values({ projectId: pid, title: "Here", createdBy: manager.id })
      .returning();
    const ok = await create({ title: "With milestone", milestone: own.id });
    expect(ok.status).toBe(201);
    expect(ok.body.data.milestone_id).toBe(own.id);
  });

  it("lets a client create a list but not a private one, and changes nothing on refusal", async () => {
    const ok = await create({ title: "Client list" }, client);
    expect(ok.status).toBe(201);
    const denied = await create({ title: "Client secret", privacy: "1" }, client);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toEqual(["You have no permission."]);
    const rows = await t.database.db.select().from(taskLists).where(eq(taskLists.title, "Client secret"));
    expect(rows).toHaveLength(0);
  });

  it("hides lists from non-members and private lists from clients without the flag", async () => {
    const secret = await create({ title: "Secret plans", privacy: true });
    expect(secret.body.data.meta.privacy).toBe(true);
    const id = secret.body.data.id;
    expect((await t.get(`${lists(pid)}/${id}`, { as: client })).status).toBe(404);
    const seen = await t.get(`${lists(pid)}?per_page=-1`, { as: client });
    expect(seen.body.data.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await t.get(`${lists(pid)}/${id}`, { as: worker })).status).toBe(200);
    expect((await t.get(lists(pid), { as: outsider })).status).toBe(404);
    expect((await t.get(`${lists(pid)}/${id}`, { as: outsider })).status).toBe(404);
    // Another project's list id through this project: 404.
    const foreign = await create({ title: "Theirs" }, outsider, otherPid);
    expect((await t.get(`${lists(pid)}/${foreign.body.data.id}`, { as: manager })).status).toBe(404);
    expect(
      (await t.post(`${lists(pid)}/${foreign.body.data.id}/update`, { title: "Mine" }, { as: manager })).status,
    ).toBe(404);
  });

  it("pages lists with the Inbox last and filters by status", async () => {
    const res = await t.get(`${lists(pid)}?per_page=-1`, { as: manager });
    expect(res.status).toBe(200);
    const data = res.body.data as { title: string; is_inbox: boolean }[];
    expect(data.at(-1)?.is_inbox).toBe(true);
    expect(res.body.meta.pagination).toMatchObject({ total: data.length, count: data.length, current_page: 1 });
    const paged = await t.get(`${lists(pid)}?per_page=2&page=2`, { as: manager });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 2, total: data.length });
    expect((await t.get(`${lists(pid)}?status=2`, { as: manager })).status).toBe(400);
    expect((await t.get(`${lists(pid)}?per_page=0`, { as: manager })).status).toBe(400);
  });

  it("archives and restores a list; the Inbox can be neither archived nor deleted", async () => {
    const list = (await create({ title: "Old stuff" })).body.data;
    const archived = await t.post(`${lists(pid)}/${list.id}/update`, { status: 0 }, { as: manager });
    expect(archived.status).toBe(200);
    expect(archived.body.data.status).toBe(0);
    expect(archived.body.activity).toMatchObject({ action: "update_task_list_status", meta: { old: 1, new: 0 } });
    const current = await t.get(`${lists(pid)}?per_page=-1`, { as: manager });
    expect(current.body.data.map((l: { id: number }) => l.id)).not.toContain(list.id);
    const old = await t.get(`${lists(pid)}?status=0`, { as: manager });
    expect(old.body.data.map((l: { id: number }) => l.id)).toEqual([list.id]);
    const both = await t.get(`${lists(pid)}?status=1,0&per_page=-1`, { as: manager });
    expect(both.body.data.map((l: { id: number }) => l.id)).toContain(list.id);
    const restored = await t.post(`${lists(pid)}/${list.id}/update`, { status: "1" }, { as: manager });
    expect(restored.body.data.status).toBe(1);
    expect((await t.post(`${lists(pid)}/${list.id}/update`, { status: 5 }, { as: manager })).status).toBe(400);

    const inbox = current.body.data.find((l: { is_inbox: boolean }) => l.is_inbox);
    expect(inbox.meta.can_delete).toBe(false);
    expect((await t.post(`${lists(pid)}/${inbox.id}/update`, { status: 0 }, { as: manager })).status).toBe(422);
    expect((await t.post(`${lists(pid)}/${inbox.id}/delete`, {}, { as: manager })).status).toBe(422);
  });

  it("lets only the manager or the creator edit and delete a list", async () => {
    const list = (await create({ title: "Manager's" })).body.data;
    expect(list.meta).toMatchObject({ can_edit: true, can_delete: true });
    const seen = await t.get(`${lists(pid)}/${list.id}`, { as: worker });
    expect(seen.body.data.meta).toMatchObject({ can_edit: false, can_delete: false });
    const edit = await t.post(`${lists(pid)}/${list.id}/update`, { title: "Hijacked" }, { as: worker });
    expect(edit.status).toBe(403);
    const del = await t.post(`${lists(pid)}/${list.id}/delete`, {}, { as: worker });
    expect(del.status).toBe(403);
    const still = await t.get(`${lists(pid)}/${list.id}`, { as: manager });
    expect(still.body.data.title).toBe("Manager's");

    const own = (await create({ title: "Worker's" }, worker)).body.data;
    const renamed = await t.post(
      `${lists(pid)}/${own.id}/update`,
      { title: "Worker's list", description: "<p>Now <b>bold</b></p>" },
      { as: worker },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe("The task list has been updated successfully.");
    const actions = await t.database.db
      .select({ action: activities.action, meta: activities.meta })
      .from(activities)
      .where(and(eq(activities.resourceType, "task_list"), eq(activities.resourceId, own.id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "create_task_list",
      "update_task_list_description",
      "update_task_list_title",
    ]);
    expect(actions.find((a) => a.action === "update_task_list_title")?.meta).toMatchObject({
      old: "Worker's",
      new: "Worker's list",
    });
    const gone = await t.post(`${lists(pid)}/${own.id}/delete`, {}, { as: worker });
    expect(gone.status).toBe(200);
    expect(gone.body.activity.action).toBe("delete_task_list");
    expect((await t.get(`${lists(pid)}/${own.id}`, { as: worker })).status).toBe(404);
  });

  it("deleting a list deletes its tasks", async () => {
    const list = (await create({ title: "Doomed" })).body.data;
    const task = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Inside", task_list_id: list.id },
      { as: manager },
    );
    expect(task.status).toBe(201);
    await t.post(`${lists(pid)}/${list.id}/delete`, {}, { as: manager });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, task.body.data.id))).toHaveLength(0);
  });

  it("a list's privacy change restamps its own and its tasks' activity rows", async () => {
    const list = (await create({ title: "Going private" })).body.data;
    const task = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Soon hidden", task_list_id: list.id },
      { as: manager },
    );
    const denied = await t.post(`${lists(pid)}/${list.id}/update`, { privacy: true }, { as: client });
    expect(denied.status).toBe(403);
    const res = await t.post(`${lists(pid)}/${list.id}/update`, { privacy: 1 }, { as: manager });
    expect(res.body.activity.action).toBe("update_task_list_privacy");
    const rows = await t.database.db
      .select({ type: activities.resourceType, kinds: activities.privateKinds })
      .from(activities)
      .where(eq(activities.projectId, pid));
    const ofList = rows.filter((r) => r.type === "task_list");
    expect(ofList.length).toBeGreaterThan(0);
    const [taskRow] = await t.database.db
      .select({ kinds: activities.privateKinds })
      .from(activities)
      .where(and(eq(activities.resourceType, "task"), eq(activities.resourceId, task.body.data.id)));
    expect(taskRow.kinds).toEqual(["list"]);
    const [listRow] = await t.database.db
      .select({ kinds: activities.privateKinds })
      .from(activities)
      .where(
        and(
          eq(activities.resourceType, "task_list"),
          eq(activities.resourceId, list.id),
          eq(activities.action, "create_task_list"),
        ),
      );
    expect(listRow.kinds).toEqual(["list"]);
    // Its tasks disappear for a client who may not see private lists.
    expect((await t.get(`/api/pm/v2/projects/${pid}/tasks/${task.body.data.id}`, { as: client })).status).toBe(404);
  });

  it("sorts lists (managers only), refusing ids of another project", async () => {
    const a = (await create({ title: "Sort A" })).body.data;
    const b = (await create({ title: "Sort B" })).body.data;
    const denied = await t.post(`${lists(pid)}/sorting`, { orders: [{ id: a.id, order: 1 }] }, { as: worker });
    expect(denied.status).toBe(403);
    const foreign = (await create({ title: "Foreign" }, outsider, otherPid)).body.data;
    const wrong = await t.post(`${lists(pid)}/sorting`, { orders: [{ id: foreign.id, order: 1 }] }, { as: manager });
    expect(wrong.status).toBe(404);
    expect((await t.post(`${lists(pid)}/sorting`, { orders: [] }, { as: manager })).status).toBe(400);
    expect((await t.post(`${lists(pid)}/sorting`, { orders: [{ id: "x", order: 1 }] }, { as: manager })).status).toBe(
      400,
    );
    const res = await t.post(
      `${lists(pid)}/sorting`,
      {
        orders: [
          { id: a.id, order: 0 },
          { id: b.id, order: 0 },
        ],
      },
      { as: manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The task lists have been reordered.");
    expect(res.body.activity.action).toBe("update_task_list_order");
    const moved = await t.post(
      `${lists(pid)}/sorting`,
      {
        orders: [
          { id: b.id, order: 0 },
          { id: a.id, order: 1 },
        ],
      },
      { as: manager },
    );
    expect(moved.status).toBe(200);
    const all = await t.get(`${lists(pid)}?per_page=-1`, { as: manager });
    const ids = all.body.data.map((l: { id: number }) => l.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(b.id)).toBe(0);
  });
});
