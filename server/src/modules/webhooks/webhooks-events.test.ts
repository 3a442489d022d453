import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { webhookTestApp } from "./test-support";

/** Which changes become which events, and to whom: scope, privacy as the creator's, and every item kind. */
const { t, receiver, deliver, verified, endpoint, newTask, scene } = await webhookTestApp();

describe("outgoing webhook events", () => {
  it("delivers a private task to a creator who may see it, not to one who may not, and nothing once deactivated", async () => {
    const seer = await t.user({ name: "Sees all" });
    const demoted = await t.user({ name: "Was manager" });
    const project = await t.project({ manager: seer, coWorkers: [demoted] });
    // Both manage the project when they register their endpoints...
    const members = (demotedRole: number) => ({
      assignees: [
        { user_id: seer.id, role_id: 1 },
        { user_id: demoted.id, role_id: demotedRole },
      ],
    });
    const promoted = await t.post(`/api/pm/v2/projects/${project}/update`, members(1), { as: seer });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const seen = await endpoint(seer, { project, path: "/seer" });
    const blind = await endpoint(demoted, { project, path: "/demoted" });
    // ...then one becomes a co-worker of a project whose co-workers may not view private tasks.
    expect((await t.post(`/api/pm/v2/projects/${project}/update`, members(2), { as: seer })).status).toBe(200);
    const flags = (view: boolean) => ({
      settings: [{ key: "capabilities", value: { co_worker: { view_private_task: view }, client: {} } }],
    });
    expect((await t.post(`/api/pm/v2/projects/${project}/settings`, flags(false), { as: seer })).status).toBe(200);
    await deliver();
    receiver.clear();

    const secret = await newTask({ title: "Secret plan", privacy: true }, seer, project);
    const open = await newTask({ title: "Open plan" }, seer, project);
    await deliver();
    expect(
      verified("/seer", seen.secret)
        .map((b) => b.data.id)
        .sort(),
    ).toEqual([secret.id, open.id].sort());
    const toDemoted = verified("/demoted", blind.secret);
    expect(toDemoted.map((b) => b.data.id)).toEqual([open.id]);
    // Presented with his rights: a co-worker may not delete another's task.
    expect((toDemoted[0].data.meta as { can_delete: boolean }).can_delete).toBe(false);
    expect(receiver.requests.some((r) => r.body.includes("Secret plan") && r.url === "/demoted")).toBe(false);

    // Once co-workers may view private tasks, he is sent them too.
    await t.post(`/api/pm/v2/projects/${project}/settings`, flags(true), { as: seer });
    receiver.clear();
    const later = await newTask({ title: "Secret too", privacy: true }, seer, project);
    await deliver();
    expect(verified("/demoted", blind.secret).map((b) => b.data.id)).toEqual([later.id]);

    const admin = await t.user({ manager: true, admin: true });
    expect((await t.post(`/api/pm/v2/users/${demoted.id}/deactivate`, {}, { as: admin })).status).toBe(200);
    receiver.clear();
    await newTask({ title: "After" }, seer, project);
    await deliver();
    expect(receiver.requests.map((r) => r.url)).toEqual(["/seer"]);
  });

  it("sends a project's endpoint its own project's events only, a workspace one every project's", async () => {
    const boss = await t.user({ manager: true, name: "Boss" });
    const otherPid = await t.project({ manager: scene.manager });
    const mine = await endpoint(scene.manager, { path: "/mine" });
    const all = await endpoint(boss, {
      project: null,
      path: "/all",
      events: ["task.created", "project.created", "project.deleted"],
    });
    await newTask({ title: "Here" });
    await newTask({ title: "There" }, scene.manager, otherPid);
    await deliver();
    expect(verified("/mine", mine.secret).map((b) => (b.data as { title: string }).title)).toEqual(["Here"]);
    const everywhere = verified("/all", all.secret);
    // Deliveries run side by side: their order is not the changes' order.
    expect(everywhere.map((b) => [b.type, b.data.project_id]).sort()).toEqual(
      [
        ["task.created", scene.pid],
        ["task.created", otherPid],
      ].sort(),
    );
    // Project events, to the workspace's endpoint.
    const created = await t.post("/api/pm/v2/projects", { title: "Brand new" }, { as: boss });
    await deliver();
    await t.post(`/api/pm/v2/projects/${otherPid}/delete`, {}, { as: boss });
    await deliver();
    const projectEvents = verified("/all", all.secret).slice(2);
    expect(projectEvents.map((b) => [b.type, b.data.id])).toEqual([
      ["project.created", created.body.data.id],
      ["project.deleted", otherPid],
    ]);
    expect(projectEvents[0].data.title).toBe("Brand new");
  });

  it("maps lists, comments and milestones to their events", async () => {
    const hook = await endpoint(scene.manager, {
      path: "/items",
      events: ["list.created", "list.deleted", "comment.created", "milestone.created", "milestone.updated"],
    });
    const list = await t.post(
      `/api/pm/v2/projects/${scene.pid}/task-lists`,
      { title: "Backlog" },
      { as: scene.manager },
    );
    const task = await newTask();
    await deliver();
    await t.post(
      `/api/pm/v2/projects/${scene.pid}/comments`,
      { content: "<p>Hi</p>", commentable_type: "task", commentable_id: task.id },
      { as: scene.manager },
    );
    const milestone = await t.post(
      `/api/pm/v2/projects/${scene.pid}/milestones`,
      { title: "Beta" },
      { as: scene.manager },
    );
    await deliver();
    await t.post(
      `/api/pm/v2/projects/${scene.pid}/milestones/${milestone.body.data.id}/update`,
      { title: "Beta 2" },
      { as: scene.manager },
    );
    await deliver();
    await t.post(`/api/pm/v2/projects/${scene.pid}/task-lists/${list.body.data.id}/delete`, {}, { as: scene.manager });
    await deliver();
    const bodies = verified("/items", hook.secret);
    const byType = new Map(bodies.map((b) => [b.type, b.data]));
    expect(bodies.map((b) => b.type).sort()).toEqual(
      ["list.created", "comment.created", "milestone.created", "milestone.updated", "list.deleted"].sort(),
    );
    expect(byType.get("comment.created")?.content).toBe("<p>Hi</p>");
    expect(byType.get("milestone.updated")?.title).toBe("Beta 2");
    expect(byType.get("list.deleted")).toEqual({ id: list.body.data.id, project_id: scene.pid, title: "Backlog" });
  });

  it("sends time.logged when a log finishes, however its timer stopped, with the log as the API presents it", async () => {
    const worker = await t.user({ name: "Walt Worker" });
    const project = await t.project({ manager: scene.manager, coWorkers: [worker] });
    const task = async (title: string) => (await newTask({ title, assignees: [worker.id] }, scene.manager, project)).id;
    const first = await task("Design");
    const second = await task("Build");
    const time = (path: string, body: Record<string, unknown>) =>
      t.post(`/api/pm-pro/v2/${path}`, { project_id: project, ...body }, { as: worker });
    // No endpoint hears time.logged yet: the trigger queues nothing.
    expect((await time("time", { task_id: first })).status).toBe(201);
    expect((await time("time/update", { task_id: first })).status).toBe(200);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, "webhook-event"));
    expect(queued).toHaveLength(0);

    const hook = await endpoint(scene.manager, { project, path: "/time", events: ["time.logged"] });
    expect((await time("time", { task_id: first })).status).toBe(201);
    await deliver();
    expect(verified("/time", hook.secret)).toHaveLength(0); // a running timer is not logged time yet
    // Starting another task's timer stops this one: that too is logged time.
    expect((await time("time", { task_id: second })).status).toBe(201);
    await deliver();
    expect((await time("time/update", { task_id: second })).status).toBe(200);
    await deliver();
    const custom = await time("custom-time", { task_id: first, date: "2026-11-30", time: "1:30" });
    expect(custom.status, JSON.stringify(custom.body)).toBe(201);
    await deliver();
    const bodies = verified("/time", hook.secret);
    expect(bodies.map((b) => [b.type, b.data.task_id, b.data.run_status])).toEqual([
      ["time.logged", first, false],
      ["time.logged", second, false],
      ["time.logged", first, false],
    ]);
    expect(bodies[0].actor).toEqual({ id: worker.id, display_name: "Walt Worker" });
    expect(bodies[2].data).toMatchObject({
      id: custom.body.data.id,
      project_id: project,
      created_by: worker.id,
      user: { data: { id: worker.id, display_name: "Walt Worker" } },
      total: 5400,
      custom: true,
      // As its creator reads it: the log is not his to delete.
      meta: { can_delete: false },
    });
  });

  it("sends invoice.paid once all that is due is paid, only to a creator who may see the invoice", async () => {
    const client = await t.user({ name: "Cleo Client" });
    const demoted = await t.user({ name: "Was manager" });
    const project = await t.project({ manager: scene.manager, coWorkers: [demoted], clients: [client] });
    const roles = (demotedRole: number) => ({
      assignees: [
        { user_id: scene.manager.id, role_id: 1 },
        { user_id: demoted.id, role_id: demotedRole },
        { user_id: client.id, role_id: 3 },
      ],
    });
    expect((await t.post(`/api/pm/v2/projects/${project}/update`, roles(1), { as: scene.manager })).status).toBe(200);
    const seen = await endpoint(scene.manager, { project, path: "/paid", events: ["invoice.paid"] });
    await endpoint(demoted, { project, path: "/demoted", events: ["invoice.paid"] });
    // A co-worker may not see invoices: his endpoint is not sent them.
    expect((await t.post(`/api/pm/v2/projects/${project}/update`, roles(2), { as: scene.manager })).status).toBe(200);

    const base = `/api/pm-pro/v2/projects/${project}/invoice`;
    const invoice = await t.post(
      base,
      { client_id: client.id, title: "November", items: { entryNames: [{ name: "Work", amount: 100, quantity: 1 }] } },
      { as: scene.manager },
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const id = invoice.body.data.id as number;
    const pay = (amount: number) => t.post(`${base}/${id}/payment`, { amount }, { as: scene.manager });
    expect((await pay(40)).body.data.status).toBe(3);
    await deliver();
    const toUs = () => receiver.requests.filter((r) => r.url === "/paid" || r.url === "/demoted");
    expect(toUs()).toHaveLength(0); // partly paid is not paid
    expect((await pay(60)).body.data.status).toBe(1);
    await deliver();
    expect(toUs().map((r) => r.url)).toEqual(["/paid"]);
    const [paid] = verified("/paid", seen.secret);
    expect(paid.type).toBe("invoice.paid");
    expect(paid.actor).toEqual({ id: scene.manager.id, display_name: "Mia Manager" });
    const read = await t.get(`${base}/${id}`, { as: scene.manager });
    expect(paid.data).toEqual(read.body.data);
    // Paid already: a further payment is no new event.
    await pay(5);
    await deliver();
    expect(toUs()).toHaveLength(1);
  });
});
