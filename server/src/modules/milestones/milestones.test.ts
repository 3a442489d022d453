import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, taskLists, tasks } from "../../db/schema";
import { useTestApp } from "../../test/harness";

const t = useTestApp();
const url = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/milestones${rest}`;

async function setup() {
  const manager = await t.user();
  const worker = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  return { manager, worker, client, pid };
}

const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("milestones", () => {
  it("creates a milestone with a date-only achieve date, a sanitized description and an activity", async () => {
    const { manager, pid } = await setup();
    const res = await t.post(
      url(pid),
      {
        title: "Beta",
        description: '<p onclick="x()">Ship <script>alert(1)</script><a href="javascript:alert(1)">it</a></p>',
        achieve_date: "2099-03-01",
      },
      { as: manager },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("A new milestone has been created successfully.");
    expect(res.body.data).toMatchObject({ title: "Beta", status: "incomplete", completed_at: null });
    expect(res.body.data.achieve_date).toMatchObject({ date: "2099-03-01", datetime: null });
    expect(res.body.data.description).not.toMatch(/script|onclick|javascript:/);
    expect(res.body.data.meta).toMatchObject({
      privacy: false,
      can_edit: true,
      can_delete: true,
      late: false,
      progress: 0,
      total_tasks: 0,
      total_task_lists: 0,
    });
    expect(res.body.activity).toMatchObject({ action: "create_milestone", resource_type: "milestone" });
    const got = await t.get(url(pid, `/${res.body.data.id}`), { as: manager });
    expect(got.body.data.title).toBe("Beta");
  });

  it("refuses a missing or long title, a bad date and a bad status", async () => {
    const { manager, pid } = await setup();
    const missing = await t.post(url(pid), { title: "  " }, { as: manager });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(["Milestone title is required."]);
    const long = await t.post(url(pid), { title: "x".repeat(256) }, { as: manager });
    expect(long.status).toBe(400);
    expect(long.body.data.params.title).toBeDefined();
    const date = await t.post(url(pid), { title: "A", achieve_date: "2026-02-30" }, { as: manager });
    expect(date.status).toBe(400);
    expect(date.body.data.params.achieve_date).toEqual(["Enter a date as YYYY-MM-DD."]);
    const status = await t.post(url(pid), { title: "A", status: "done" }, { as: manager });
    expect(status.status).toBe(400);
    const type = await t.post(url(pid), { title: 12 }, { as: manager });
    expect(type.status).toBe(400);
  });

  it("completes with status words or codes, stamps completed_at and logs each changed field", async () => {
    const { manager, pid } = await setup();
    const created = await t.post(url(pid), { title: "M", achieve_date: "2099-01-01" }, { as: manager });
    const id = created.body.data.id;
    const done = await t.post(url(pid, `/${id}/update`), { status: "complete", title: "M2" }, { as: manager });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("The milestone has been updated successfully.");
    expect(done.body.data.status).toBe("complete");
    expect(done.body.data.completed_at.datetime).toEqual(expect.any(String));
    const rows = await t.database.db.select().from(activities).where(eq(activities.resourceId, id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["update_milestone_title", "update_milestone_status"]),
    );
    const reopened = await t.post(url(pid, `/${id}/update`), { status: 0 }, { as: manager });
    expect(reopened.body.data).toMatchObject({ status: "incomplete", completed_at: null });
  });

  it("groups milestones as upcoming, late and completed, with paging", async () => {
    const { manager, pid } = await setup();
    await t.post(url(pid), { title: "Late", achieve_date: daysFromToday(-2) }, { as: manager });
    await t.post(url(pid), { title: "Soon", achieve_date: daysFromToday(3) }, { as: manager });
    await t.post(url(pid), { title: "Undated" }, { as: manager });
    await t.post(url(pid), { title: "Done", achieve_date: daysFromToday(-5), status: 1 }, { as: manager });
    const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((m) => m.title);
    const late = await t.get(url(pid, "?status=late"), { as: manager });
    expect(titles(late)).toEqual(["Late"]);
    expect(late.body.data[0].meta.late).toBe(true);
    expect(titles(await t.get(url(pid, "?status=upcoming"), { as: manager }))).toEqual(["Soon", "Undated"]);
    expect(titles(await t.get(url(pid, "?status=completed"), { as: manager }))).toEqual(["Done"]);
    const all = await t.get(url(pid, "?per_page=2&page=2"), { as: manager });
    expect(all.body.meta.pagination).toMatchObject({ total: 4, count: 2, per_page: 2, current_page: 2 });
    expect(all.body.meta).toMatchObject({ total_upcoming: 2, total_late: 1, total_completed: 1 });
    const bad = await t.get(url(pid, "?status=soon"), { as: manager });
    expect(bad.status).toBe(400);
  });

  it("counts progress and embeds linked lists and tasks the caller may see", async () => {
    const { manager, client, pid } = await setup();
    const m = (await t.post(url(pid), { title: "With work" }, { as: manager })).body.data;
    const db = t.database.db;
    const [list] = await db
      .insert(taskLists)
      .values({ projectId: pid, title: "L1", milestoneId: m.id, createdBy: manager.id })
      .returning();
    const base = { projectId: pid, taskListId: list.id, milestoneId: m.id, createdBy: manager.id };
    await db.insert(tasks).values([
      { ...base, title: "done", status: 1 },
      { ...base, title: "open" },
      { ...base, title: "secret", isPrivate: true },
      { ...base, title: "sub", parentId: 1 },
    ]);
    const mine = await t.get(url(pid, `/${m.id}?with=task_lists,tasks`), { as: manager });
    expect(mine.body.data.meta).toMatchObject({ total_tasks: 3, total_task_lists: 1, progress: 33 });
    expect(mine.body.data.task_lists.data.map((l: { title: string }) => l.title)).toEqual(["L1"]);
    expect(mine.body.data.tasks.data).toHaveLength(3);
    const theirs = await t.get(url(pid, "?with=tasks"), { as: client });
    const seen = theirs.body.data.find((x: { id: number }) => x.id === m.id);
    expect(seen.tasks.data.map((x: { title: string }) => x.title).sort()).toEqual(["done", "open"]);
    expect(seen.meta).toMatchObject({ total_tasks: 2, progress: 50 });
    expect(seen.task_lists).toBeUndefined();
  });

  it("hides private milestones from a client without view_private_milestone, not from their creator", async () => {
    const { manager, worker, client, pid } = await setup();
    const refused = await t.post(url(pid), { title: "Mine", privacy: true }, { as: client });
    expect(refused.status).toBe(403);
    const hidden = await t.post(url(pid), { title: "Hidden", privacy: "1" }, { as: worker });
    expect(hidden.status).toBe(201);
    expect(hidden.body.data.meta.privacy).toBe(true);
    expect(hidden.body.activity).toBeDefined();
    const id = hidden.body.data.id;
    const list = await t.get(url(pid), { as: client });
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await t.get(url(pid, `/${id}`), { as: client })).status).toBe(404);
    expect((await t.get(url(pid, `/${id}`), { as: worker })).status).toBe(200);
    expect((await t.get(url(pid, `/${id}`), { as: manager })).status).toBe(200);
    const publicOne = await t.post(url(pid), { title: "Client's" }, { as: client });
    expect(publicOne.status).toBe(201);
    const makePrivate = await t.post(url(pid, `/${publicOne.body.data.id}/update`), { privacy: true }, { as: client });
    expect(makePrivate.status).toBe(403);
    const [log] = await t.database.db.select().from(activities).where(eq(activities.resourceId, id));
    expect(log.privateKinds).toEqual(["milestone"]);
  });

  it("lets only the manager or the creator edit and delete", async () => {
    const { manager, worker, pid } = await setup();
    const outsider = await t.user();
    const m = (await t.post(url(pid), { title: "Owned" }, { as: manager })).body.data;
    const asWorker = await t.get(url(pid, `/${m.id}`), { as: worker });
    expect(asWorker.body.data.meta).toMatchObject({ can_edit: false, can_delete: false });
    expect((await t.post(url(pid, `/${m.id}/update`), { title: "X" }, { as: worker })).status).toBe(403);
    expect((await t.post(url(pid, `/${m.id}/delete`), {}, { as: worker })).status).toBe(403);
    expect((await t.get(url(pid, `/${m.id}`), { as: outsider })).status).toBe(404);
    const kept = await t.get(url(pid, `/${m.id}`), { as: manager });
    expect(kept.body.data.title).toBe("Owned");
    const gone = await t.post(url(pid, `/${m.id}/delete`), {}, { as: manager });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ message: "The milestone has been deleted successfully.", data: { id: m.id } });
    expect(gone.body.activity.action).toBe("delete_milestone");
    expect((await t.get(url(pid, `/${m.id}`), { as: manager })).status).toBe(404);
  });
});
