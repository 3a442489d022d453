import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { calendarFixture } from "./test-support";

const t = useTestApp();
const c = calendarFixture(t);
const MARCH = { start: "2026-03-01", end: "2026-03-31" };

/**
 * Privacy as the list views apply it: a private task, a task in a private list and a private milestone show
 * only to managers, their creator, or a member whose role has the matching view_private flag.
 */
describe("calendar privacy", () => {
  async function privateWorld() {
    const w = await c.team();
    const { manager, worker, client, pid, listId } = w;
    const assignees = [worker, client];
    await c.task(pid, listId, manager, { title: "Public", due_date: "2026-03-02", assignees });
    await c.task(pid, listId, manager, { title: "Secret task", due_date: "2026-03-03", privacy: true, assignees });
    const hidden = await c.list(pid, manager, "Hidden list", { privacy: true });
    await c.task(pid, hidden, manager, { title: "In hidden list", due_date: "2026-03-04", assignees });
    await c.milestone(pid, manager, "Open milestone", "2026-03-05");
    await c.milestone(pid, manager, "Secret milestone", "2026-03-06", true);
    return w;
  }
  const everything = ["Public", "Secret task", "In hidden list", "Open milestone", "Secret milestone"];
  const publicOnly = ["Public", "Open milestone"];

  it("hides someone else's private items from a member without the view_private flags, in events and resource", async () => {
    const { manager, worker, client, pid } = await privateWorld();
    // Clients have no view_private flag by default; co-workers have them all until the project says otherwise.
    expect(c.titles((await c.events(client, MARCH)).body)).toEqual(publicOnly);
    expect(c.titles((await c.events(worker, MARCH)).body)).toEqual(everything);
    await c.flags(pid, manager, "co_worker", {
      view_private_task: false,
      view_private_list: false,
      view_private_milestone: false,
    });
    expect(c.titles((await c.events(worker, MARCH)).body)).toEqual(publicOnly);
    // Seen through someone else's calendar, or through the project filter, it stays hidden.
    const asManagerOfWorker = await c.events(manager, { ...MARCH, users: String(worker.id) });
    expect(c.titles(asManagerOfWorker.body)).toEqual(everything);
    const viaProject = await c.events(worker, { ...MARCH, users: String(client.id), project_id: String(pid) });
    expect(c.titles(viaProject.body)).toEqual(publicOnly);
    const timeline = await c.resource(worker, MARCH);
    expect(timeline.body.data.events.map((e: { title: string }) => e.title)).toEqual(["Public"]);
    expect(JSON.stringify(timeline.body)).not.toContain("Secret");
    expect(JSON.stringify((await c.events(client, MARCH)).body)).not.toContain("Secret");
  });

  it("shows each flag's kind alone, and a private item to its own creator", async () => {
    const { manager, worker, client, pid, listId } = await privateWorld();
    await c.flags(pid, manager, "client", { view_private_task: true });
    expect(c.titles((await c.events(client, MARCH)).body)).toEqual(["Public", "Secret task", "Open milestone"]);
    await c.flags(pid, manager, "client", { view_private_task: false, view_private_list: true });
    expect(c.titles((await c.events(client, MARCH)).body)).toEqual(["Public", "In hidden list", "Open milestone"]);
    await c.flags(pid, manager, "client", { view_private_list: false, view_private_milestone: true });
    expect(c.titles((await c.events(client, MARCH)).body)).toEqual(["Public", "Open milestone", "Secret milestone"]);
    // Marking a task private takes the flag; once it is taken away, the creator still sees his own.
    await c.task(pid, listId, worker, {
      title: "My own secret",
      due_date: "2026-03-07",
      privacy: true,
      assignees: [worker],
    });
    await c.flags(pid, manager, "co_worker", { view_private_task: false });
    expect(c.titles((await c.events(worker, MARCH)).body)).toContain("My own secret");
    expect(c.titles((await c.events(worker, MARCH)).body)).not.toContain("Secret task");
  });

  it("shows nothing of a project the caller has left, and everything to a global manager", async () => {
    const { worker, stranger, pid, manager } = await privateWorld();
    // Someone of another project asking for these people's calendars sees none of their items.
    const peeking = await c.events(stranger, { ...MARCH, users: `${worker.id},${manager.id}` });
    expect(peeking.status).toBe(200);
    expect(peeking.body.data).toEqual([]);
    const boss = await t.user({ manager: true });
    expect(
      c.titles((await c.events(boss, { ...MARCH, users: String(worker.id), project_id: String(pid) })).body),
    ).toEqual(everything);
  });

  it("leaves out sub-tasks and the tasks of archived lists", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const parent = await c.task(pid, listId, manager, { title: "Parent", due_date: "2026-03-09", assignees: [worker] });
    const sub = await t.post(
      `/api/pm-pro/v2/tasks/${parent}/sub-tasks`,
      { title: "Sub", due_date: "2026-03-09", assignees: [worker.id] },
      { as: manager },
    );
    expect(sub.status).toBe(201);
    const old = await c.list(pid, manager, "Old");
    await c.task(pid, old, manager, { title: "Archived", due_date: "2026-03-09", assignees: [worker] });
    await t.post(`/api/pm/v2/projects/${pid}/task-lists/${old}/update`, { status: 0 }, { as: manager });
    expect(c.titles((await c.events(worker, MARCH)).body)).toEqual(["Parent"]);
    // The same through the project filter, and for a global manager (whose scope names no projects).
    expect(c.titles((await c.events(worker, { ...MARCH, project_id: String(pid) })).body)).toEqual(["Parent"]);
    const boss = await t.user({ manager: true });
    const his = { ...MARCH, users: String(worker.id) };
    expect(c.titles((await c.events(boss, his)).body)).toEqual(["Parent"]);
    expect(c.titles((await c.events(boss, { ...his, project_id: String(pid) })).body)).toEqual(["Parent"]);
  });
});
