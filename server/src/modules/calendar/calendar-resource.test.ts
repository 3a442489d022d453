import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { calendarFixture } from "./test-support";

const t = useTestApp();
const c = calendarFixture(t);
const WEEK = { start: "2026-03-02", end: "2026-03-08" };

describe("calendar-resource (the user timeline)", () => {
  it("answers the chosen people as rows and their tasks, each on the rows of its chosen assignees", async () => {
    const { manager, worker, client, pid, listId } = await c.team();
    const both = await c.task(pid, listId, manager, {
      title: "Both",
      start_at: "2026-03-01",
      due_date: "2026-03-03",
      assignees: [worker, client, manager],
    });
    await c.task(pid, listId, manager, { title: "Manager's", due_date: "2026-03-04", assignees: [manager] });
    await c.milestone(pid, manager, "Not on the timeline", "2026-03-04");
    const res = await c.resource(manager, { ...WEEK, users: `${worker.id},${client.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data.resources).toEqual([
      { id: client.id, display_name: "Cleo Client", avatar_url: null },
      { id: worker.id, display_name: "Walt Worker", avatar_url: null },
    ]);
    expect(res.body.data.events).toEqual([
      expect.objectContaining({
        id: both,
        type: "task",
        start: "2026-03-01",
        end: "2026-03-03",
        resourceIds: [client.id, worker.id],
      }),
    ]);
    const mine = await c.resource(manager, WEEK);
    expect(mine.body.data.resources).toEqual([{ id: manager.id, display_name: "Mona Manager", avatar_url: null }]);
    expect(
      mine.body.data.events.map((e: { title: string; resourceIds: number[] }) => [e.title, e.resourceIds]),
    ).toEqual([
      ["Both", [manager.id]],
      ["Manager's", [manager.id]],
    ]);
  });
});

describe("calendar-projects", () => {
  it("lists the caller's projects with the lists he may see, their members and where he may create tasks", async () => {
    const { manager, worker, client, stranger, pid, listId } = await c.team();
    const hidden = await c.list(pid, manager, "Hidden", { privacy: true });
    const res = await t.get("/api/pm-pro/v2/calendar-projects", { as: client });
    expect(res.status).toBe(200);
    expect(res.body.data.current_user_id).toBe(client.id);
    expect(res.body.data.projects).toHaveLength(1);
    const [project] = res.body.data.projects;
    expect(project.id).toBe(pid);
    // A new project starts with an Inbox list; the private one is not the client's to see.
    expect(project.task_lists.data.map((l: { id: number }) => l.id)).toContain(listId);
    expect(project.task_lists.data.map((l: { id: number }) => l.id)).not.toContain(hidden);
    expect(project.users.data).toEqual([
      { id: client.id, display_name: "Cleo Client", avatar_url: null, role_id: 3 },
      { id: manager.id, display_name: "Mona Manager", avatar_url: null, role_id: 1 },
      { id: worker.id, display_name: "Walt Worker", avatar_url: null, role_id: 2 },
    ]);
    expect(project.meta.can_create_task).toBe(true);
    expect(res.body.data.users.map((u: { id: number }) => u.id)).toEqual([client.id, manager.id, worker.id]);

    await c.flags(pid, manager, "client", { create_task: false });
    const after = await t.get("/api/pm-pro/v2/calendar-projects", { as: client });
    expect(after.body.data.projects[0].meta.can_create_task).toBe(false);
    const asManager = await t.get("/api/pm-pro/v2/calendar-projects", { as: manager });
    expect(asManager.body.data.projects[0].task_lists.data.map((l: { id: number }) => l.id)).toContain(hidden);

    const theirs = await t.get("/api/pm-pro/v2/calendar-projects", { as: stranger });
    expect(theirs.body.data.projects.map((p: { id: number }) => p.id)).not.toContain(pid);
    expect(theirs.body.data.users.map((u: { id: number }) => u.id)).toEqual([stranger.id]);
    const boss = await t.user({ manager: true });
    const all = await t.get("/api/pm-pro/v2/calendar-projects", { as: boss });
    expect(all.body.data.projects.map((p: { id: number }) => p.id)).toContain(pid);
    expect(all.body.data.projects.find((p: { id: number }) => p.id === pid).meta.can_create_task).toBe(true);
  });

  it("names only people the caller shares a project with: a stranger answers like nobody (issue 42 point 9)", async () => {
    const { manager, worker, client, stranger } = await c.team();
    const boss = await t.user({ manager: true });
    for (const as of [manager, worker, client]) {
      const hidden = await c.resource(as, { ...WEEK, users: `${stranger.id}` });
      const missing = await c.resource(as, { ...WEEK, users: "2000000000" });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual(missing.body);
      expect(hidden.body.data.resources).toEqual([]);
      const mixed = await c.resource(as, { ...WEEK, users: `${stranger.id},${worker.id}` });
      expect(mixed.body.data.resources.map((r: { id: number }) => r.id)).toEqual([worker.id]);
    }
    // A global manager's directory is everyone.
    const all = await c.resource(boss, { ...WEEK, users: `${stranger.id}` });
    expect(all.body.data.resources).toEqual([{ id: stranger.id, display_name: "Sid Stranger", avatar_url: null }]);
  });
});
