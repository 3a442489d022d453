import { todayIn } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";
import { calendarFixture } from "./test-support";

const t = useTestApp();
const c = calendarFixture(t);
const MARCH = { start: "2026-03-01", end: "2026-03-31" };

describe("calendar-events", () => {
  it("refuses a missing, malformed, reversed or too long range with the API's 400 shape", async () => {
    const me = await t.user();
    const cases: [Record<string, string>, string][] = [
      [{ end: "2026-03-31" }, "start"],
      [{ start: "2026-03-01" }, "end"],
      [{ start: "2026-02-30", end: "2026-03-31" }, "start"],
      [{ start: "March", end: "2026-03-31" }, "start"],
      [{ start: "2026-03-10", end: "2026-03-09" }, "end"],
      [{ start: "2026-01-01", end: "2027-02-05" }, "end"],
      [{ ...MARCH, users: "1,x" }, "users.1"],
      [{ ...MARCH, project_id: "0" }, "project_id"],
    ];
    for (const [query, field] of cases) {
      const res = await c.events(me, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(isErrorShape(400, res.body)).toBe(true);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(Object.keys(res.body.data.params), JSON.stringify(query)).toContain(field);
    }
    const reversed = await c.events(me, { start: "2026-03-10", end: "2026-03-09" });
    expect(reversed.body.data.params.end).toEqual(["The end date cannot be before the start date."]);
    const long = await c.events(me, { start: "2026-01-01", end: "2027-02-05" });
    expect(long.body.data.params.end).toEqual(["Ask for at most 400 days at a time."]);
    // 400 days exactly is allowed; the resource call shares the rule.
    expect((await c.events(me, { start: "2026-01-01", end: "2027-02-04" })).status).toBe(200);
    expect((await c.resource(me, { start: "2026-03-10", end: "2026-03-09" })).status).toBe(400);
    expect((await t.get("/api/pm-pro/v2/calendar-events", { query: MARCH })).status).toBe(401);
  });

  it("answers the documented event shape: tasks over start_at..due_date inclusive, milestones on their day", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const span = await c.task(pid, listId, manager, {
      title: "Span",
      start_at: "2026-03-05",
      due_date: "2026-03-07",
      assignees: [worker, manager],
    });
    const due = await c.task(pid, listId, manager, { title: "Due only", due_date: "2026-03-31", assignees: [worker] });
    const mid = await c.milestone(pid, manager, "Launch", "2026-03-20");
    const projectTitle = (await t.get(`/api/pm/v2/projects/${pid}`, { as: manager })).body.data.title;
    const res = await c.events(worker, MARCH);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: span,
        type: "task",
        title: "Span",
        start: "2026-03-05",
        end: "2026-03-07",
        status: "outstanding",
        project_id: pid,
        project_title: projectTitle,
        task_list_id: listId,
        task_list_title: "Work",
        assignees: [
          { id: manager.id, display_name: "Mona Manager", avatar_url: null },
          { id: worker.id, display_name: "Walt Worker", avatar_url: null },
        ],
        url: `/projects/${pid}/task-lists/tasks/${span}`,
        start_at: "2026-03-05",
        due_date: "2026-03-07",
      },
      expect.objectContaining({ id: mid, type: "milestone", title: "Launch", start: "2026-03-20", end: "2026-03-20" }),
      expect.objectContaining({ id: due, type: "task", start: "2026-03-31", end: "2026-03-31", start_at: null }),
    ]);
    const milestone = res.body.data[1];
    expect(milestone).toMatchObject({
      project_title: projectTitle,
      task_list_id: null,
      task_list_title: null,
      assignees: [],
      url: `/projects/${pid}/milestones`,
    });
  });

  it("takes the tasks that overlap the range, at both of its edges, and only those", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const make = (title: string, start_at: string | undefined, due_date: string | undefined) =>
      c.task(pid, listId, manager, { title, start_at, due_date, assignees: [worker] });
    await make("Before", "2026-02-01", "2026-02-28");
    await make("Into", "2026-02-20", "2026-03-01");
    await make("Across", "2026-02-01", "2026-04-30");
    await make("Out of", "2026-03-31", "2026-04-02");
    await make("After", "2026-04-01", "2026-04-01");
    await make("Start only", "2026-03-15", undefined);
    await make("Undated", undefined, undefined);
    const res = await c.events(worker, MARCH);
    expect(c.titles(res.body).sort()).toEqual(["Across", "Into", "Out of", "Start only"]);
    const startOnly = res.body.data.find((e: { title: string }) => e.title === "Start only");
    expect(startOnly).toMatchObject({ start: "2026-03-15", end: "2026-03-15", due_date: null });
  });

  it("names each task's assignees in display order, across projects and in one", async () => {
    const { manager, worker } = await c.team();
    // Made last, so his id is the highest while his name sorts first.
    const aaron = await t.user({ name: "Aaron Early" });
    const pid = await t.project({ manager, coWorkers: [worker, aaron] });
    const listId = await c.list(pid, manager, "Order");
    await c.task(pid, listId, manager, { title: "Pair", due_date: "2026-03-09", assignees: [worker, aaron] });
    const named = (body: { data: { assignees: { display_name: string }[] }[] }) =>
      body.data.map((e) => e.assignees.map((a) => a.display_name));
    const expected = [["Aaron Early", "Walt Worker"]];
    expect(named((await c.events(worker, MARCH)).body)).toEqual(expected);
    const inProject = { ...MARCH, users: `${aaron.id}`, project_id: String(pid) };
    expect(named((await c.events(manager, inProject)).body)).toEqual(expected);
    const timeline = await c.resource(manager, inProject);
    expect(timeline.body.data.events.map((e: { resourceIds: number[] }) => e.resourceIds)).toEqual([[aaron.id]]);
  });

  it("filters by people (users[] or users=1,2), the caller by default, and by one project", async () => {
    const { manager, worker, client, pid, listId } = await c.team();
    await c.task(pid, listId, manager, { title: "Walt's", due_date: "2026-03-03", assignees: [worker] });
    await c.task(pid, listId, manager, { title: "Cleo's", due_date: "2026-03-04", assignees: [client] });
    await c.task(pid, listId, manager, { title: "Both", due_date: "2026-03-05", assignees: [worker, client] });
    const other = await t.project({ manager, coWorkers: [worker] });
    const otherList = await c.list(other, manager, "Elsewhere");
    await c.task(other, otherList, manager, { title: "Other project", due_date: "2026-03-06", assignees: [worker] });

    expect(c.titles((await c.events(worker, MARCH)).body)).toEqual(["Walt's", "Both", "Other project"]);
    expect(c.titles((await c.events(manager, MARCH)).body)).toEqual([]);
    const both = `${worker.id},${client.id}`;
    expect(c.titles((await c.events(manager, { ...MARCH, users: both })).body)).toEqual([
      "Walt's",
      "Cleo's",
      "Both",
      "Other project",
    ]);
    const repeated = await t.get(
      `/api/pm-pro/v2/calendar-events?start=2026-03-01&end=2026-03-31&users[]=${client.id}&users[]=${client.id}`,
      { as: manager },
    );
    expect(c.titles(repeated.body)).toEqual(["Cleo's", "Both"]);
    const inProject = await c.events(manager, { ...MARCH, users: both, project_id: String(other) });
    expect(c.titles(inProject.body)).toEqual(["Other project"]);
  });

  it("answers 404 for a project the caller does not belong to, or that does not exist (managers too)", async () => {
    const { worker, stranger, pid } = await c.team();
    const boss = await t.user({ manager: true });
    const refused = await c.events(stranger, { ...MARCH, project_id: String(pid) });
    expect(refused.status).toBe(404);
    expect(isErrorShape(404, refused.body)).toBe(true);
    expect((await c.events(worker, { ...MARCH, project_id: String(pid) })).status).toBe(200);
    expect((await c.events(boss, { ...MARCH, project_id: String(pid) })).status).toBe(200);
    expect((await c.events(boss, { ...MARCH, project_id: "99999999" })).status).toBe(404);
    expect((await c.resource(stranger, { ...MARCH, project_id: String(pid) })).status).toBe(404);
  });

  it("reads in one SQL statement whatever the number of events (the session's aside)", async () => {
    const { manager, worker, pid, listId } = await c.team();
    // The module switch's cached state is read again once a second: of two calls in a row, one has no such read.
    const statements = async (call: () => Promise<{ headers: Record<string, unknown> }>) =>
      Math.min(Number((await call()).headers["x-query-count"]), Number((await call()).headers["x-query-count"]));
    expect(await statements(() => c.events(worker, MARCH))).toBe(2);
    for (let i = 0; i < 25; i++)
      await c.task(pid, listId, manager, { title: `T${i}`, due_date: `2026-03-${10 + (i % 9)}`, assignees: [worker] });
    await c.milestone(pid, manager, "M", "2026-03-12");
    expect((await c.events(worker, MARCH)).body.data).toHaveLength(26);
    expect(await statements(() => c.events(worker, MARCH))).toBe(2);
    expect(await statements(() => c.resource(worker, MARCH))).toBe(2);
    expect(await statements(() => t.get("/api/pm-pro/v2/calendar-projects", { as: worker }))).toBe(2);
    // A global manager's scope is everything: the same one statement, no membership list.
    const boss = await t.user({ manager: true });
    expect(await statements(() => c.events(boss, { ...MARCH, users: String(worker.id) }))).toBe(2);
    expect(await statements(() => t.get("/api/pm-pro/v2/calendar-projects", { as: boss }))).toBe(2);
  });

  it("judges outstanding on the viewer's today; date-only values never shift at UTC+14 or UTC−12", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const now = new Date();
    const westDay = todayIn("Etc/GMT+12", now);
    // Its due day is today at UTC−12 but already yesterday (or before) at UTC+14.
    await c.task(pid, listId, manager, { title: "Edge", start_at: westDay, due_date: westDay, assignees: [worker] });
    await c.task(pid, listId, manager, { title: "Fixed", due_date: "2026-03-01", assignees: [worker] });
    const range = { start: "2026-01-01", end: todayIn("Pacific/Kiritimati", now) };
    const read = async (zone: string) =>
      (await c.events(worker, range, { "x-time-zone": zone })).body.data as { title: string; start: string }[];
    const east = await read("Pacific/Kiritimati");
    const west = await read("Etc/GMT+12");
    const edge = (list: typeof east) => list.find((e) => e.title === "Edge");
    expect(edge(west)).toMatchObject({ start: westDay, end: westDay, status: "incomplete" });
    expect(edge(east)).toMatchObject({ start: westDay, end: westDay, status: "outstanding" });
    for (const list of [east, west]) {
      expect(list.find((e) => e.title === "Fixed")).toMatchObject({ start: "2026-03-01", end: "2026-03-01" });
    }
  });

  it("marks complete tasks and milestones complete", async () => {
    const { manager, worker, pid, listId } = await c.team();
    const id = await c.task(pid, listId, manager, { title: "Done", due_date: "2026-03-02", assignees: [worker] });
    const done = await t.post(`/api/pm/v2/projects/${pid}/tasks/${id}/change-status`, { status: 1 }, { as: worker });
    expect(done.status).toBe(200);
    const mid = await c.milestone(pid, manager, "Reached", "2026-03-03");
    await t.post(`/api/pm/v2/projects/${pid}/milestones/${mid}/update`, { status: 1 }, { as: manager });
    await c.milestone(pid, manager, "Missed", "2026-03-04");
    const res = await c.events(worker, MARCH);
    expect(res.body.data.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual([
      ["Done", "complete"],
      ["Reached", "complete"],
      ["Missed", "outstanding"],
    ]);
  });

  it("answers 404 module_disabled while the calendar is switched off", async () => {
    const boss = await t.user({ manager: true });
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "calendar", type: "deactivate" }, { as: boss });
    expect(off.status).toBe(200);
    for (const path of ["calendar-events", "calendar-resource", "calendar-projects"]) {
      const res = await t.get(`/api/pm-pro/v2/${path}`, { as: boss, query: MARCH });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("module_disabled");
    }
    await t.post("/api/pm-pro/v2/module-update", { module: "calendar", type: "activate" }, { as: boss });
    expect((await c.events(boss, MARCH)).status).toBe(200);
  });
});
