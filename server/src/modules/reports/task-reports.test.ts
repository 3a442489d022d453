import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { reportFixture, titlesOf } from "./test-support";

const t = useTestApp();
const YEAR = { start_date: "2025-01-01", due_date: "2025-12-31" };

describe("GET pm/v2/tasks?report= (the task reports)", () => {
  let f: Awaited<ReturnType<typeof reportFixture>>;
  beforeAll(async () => {
    f = await reportFixture(t);
  });

  const report = async (query: Record<string, string | number>, headers: Record<string, string> = {}) => {
    const res = await t.get("/api/pm/v2/tasks", {
      as: f.boss,
      headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body;
  };

  it("overdue: not complete (pending too), due in the range and before today, earliest first", async () => {
    const all = await report({ report: "overdue", ...YEAR });
    expect(titlesOf(all)).toEqual(["Apollo late", "Apollo pending", "Apollo loose", "Zeus parent"]);
    expect(all.meta.pagination).toMatchObject({ total: 4, per_page: 20, current_page: 1, total_pages: 1 });
    expect(all.meta.report).toMatchObject({ kind: "overdue", range: YEAR, total_tasks: 4, project: null, user: null });
    expect(all.data[0]).toMatchObject({
      project: { data: { id: f.apollo } },
      task_list: { data: { title: "Inbox" } },
      assignees: { data: [{ id: f.worker.id }] },
      due_date: { date: "2025-02-10" },
    });
    expect(titlesOf(await report({ report: "overdue", ...YEAR, user_id: f.worker.id }))).toEqual([
      "Apollo late",
      "Zeus parent",
    ]);
    const apollo = await report({ report: "overdue", ...YEAR, project_id: f.apollo });
    expect(titlesOf(apollo)).toEqual(["Apollo late", "Apollo pending", "Apollo loose"]);
    expect(apollo.meta.report.project).toEqual({ id: f.apollo, title: expect.stringMatching(/^Apollo/) });
  });

  it("overdue: a task due today is not late yet", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.post(
      `/api/pm/v2/projects/${f.zeus}/tasks`,
      { title: "Due today", due_date: today },
      { as: f.lead },
    );
    expect(res.status).toBe(201);
    // UTC here (no zone sent): "today" is the server clock's UTC day, as the task's due date above.
    const body = await report({ report: "overdue", start_date: "2025-01-01", due_date: today, project_id: f.zeus });
    expect(titlesOf(body)).toEqual(["Zeus parent"]);
    await t.post(`/api/pm/v2/projects/${f.zeus}/tasks/${res.body.data.id}/delete`, {}, { as: f.lead });
  });

  it("completed: completion within the range's days in the viewer's zone, newest first", async () => {
    expect(titlesOf(await report({ report: "completed", ...YEAR }))).toEqual([
      "Apollo done",
      "Apollo loose done",
      "Zeus done",
    ]);
    // Completed 2025-03-10 23:30 UTC: the 11th in Paris, the 10th in UTC.
    const day = { report: "completed", start_date: "2025-03-11", due_date: "2025-03-11" };
    expect(titlesOf(await report(day))).toEqual([]);
    expect(titlesOf(await report(day, { "x-time-zone": "Europe/Paris" }))).toEqual(["Apollo done"]);
    const done = await report({ report: "completed", ...YEAR, user_id: f.worker.id });
    expect(done.data[0]).toMatchObject({ completer: { data: { id: f.worker.id } }, status: 1 });
  });

  it("unassigned: nobody assigned, not complete, created in the range (private ones too: a manager's report)", async () => {
    const body = await report({ report: "unassigned", ...YEAR });
    expect(titlesOf(body)).toEqual(["Apollo loose"]);
    expect(body.data[0].meta.privacy).toBe(true);
  });

  it("unassigned follows the task's people: a first assignee takes it out, the last one's removal brings it back", async () => {
    const id = f.ids["Apollo loose"];
    const assign = (assignees: number[]) =>
      t.post(`/api/pm/v2/projects/${f.apollo}/tasks/${id}/update`, { assignees }, { as: f.lead });
    expect((await assign([f.worker.id, f.other.id])).status).toBe(200);
    const none = await report({ report: "unassigned", ...YEAR });
    expect(titlesOf(none)).toEqual([]);
    expect(none.meta.report.total_tasks).toBe(0);
    expect((await assign([f.other.id])).status).toBe(200);
    expect(titlesOf(await report({ report: "unassigned", ...YEAR }))).toEqual([]);
    expect((await assign([])).status).toBe(200);
    const back = await report({ report: "unassigned", ...YEAR });
    expect(titlesOf(back)).toEqual(["Apollo loose"]);
    expect(back.meta.report.total_tasks).toBe(1);
  });

  it("overdue and unassigned take an open start: every task up to the due day (issue 46 point 6)", async () => {
    const open = await report({ report: "overdue", due_date: "2025-12-31" });
    expect(titlesOf(open)).toEqual(["Zeus old", "Apollo late", "Apollo pending", "Apollo loose", "Zeus parent"]);
    expect(open.meta.report).toMatchObject({ range: { start_date: null, due_date: "2025-12-31" }, total_tasks: 5 });
    expect(titlesOf(await report({ report: "overdue", due_date: "2025-02-28" }))).toEqual(["Zeus old", "Apollo late"]);
    // A task due today is not late yet, whatever the end asked for.
    const zeus = await report({ report: "overdue", due_date: "2099-01-01", project_id: f.zeus });
    expect(titlesOf(zeus)).toEqual(["Zeus old", "Zeus parent"]);
    expect(zeus.meta.report.total_tasks).toBe(2);

    // Unassigned: created years before any range a person would pick (no 5-year bound on an open start).
    const pid = await t.project({ manager: f.lead, title: `Hades ${Date.now()}` });
    const made = await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Hades forgotten" }, { as: f.lead });
    expect(made.status).toBe(201);
    await t.database.db
      .update(tasks)
      .set({ createdAt: new Date("2012-06-01T10:00:00Z") })
      .where(eq(tasks.id, made.body.data.id));
    const loose = { report: "unassigned", project_id: pid };
    expect(titlesOf(await report({ ...loose, due_date: "2025-12-31" }))).toEqual(["Hades forgotten"]);
    expect(titlesOf(await report({ ...loose, due_date: "2012-05-31" }))).toEqual([]);
    expect(titlesOf(await report({ ...loose, ...YEAR }))).toEqual([]);
  });

  it("milestone: the milestone's tasks of the project, with its name in the header", async () => {
    const body = await report({ report: "milestone", ...YEAR, project_id: f.apollo, milestone_id: f.launch });
    expect(titlesOf(body)).toEqual(["Apollo loose", "Apollo late"]);
    expect(body.meta.report.milestone).toEqual({ id: f.launch, title: "Launch" });
  });

  it("user: totals and per-project sums match the hand-computed figures (sub-tasks carry their parent's)", async () => {
    const body = await report({
      report: "user",
      start_date: "2024-10-01",
      due_date: "2025-12-31",
      user_id: f.worker.id,
    });
    expect(titlesOf(body).sort()).toEqual(["Apollo done", "Apollo late", "Zeus done", "Zeus parent"]);
    expect(body.meta.report).toMatchObject({
      user: { id: f.worker.id, display_name: "Worker" },
      total_tasks: 4,
      // 90 + 30 + 45 + (20 + 25)
      total_estimation: 210,
      // Apollo done 30 + Zeus done 45
      complete_estimation: 75,
    });
    const byProject = Object.fromEntries(
      body.meta.report.projects.map((p: { id: number }) => [p.id === f.apollo ? "apollo" : "zeus", p]),
    );
    expect(byProject.apollo).toMatchObject({ total_tasks: 2, total_estimation: 120, complete_estimation: 30 });
    expect(byProject.zeus).toMatchObject({ total_tasks: 2, total_estimation: 90, complete_estimation: 45 });
    expect(body.data.find((x: { title: string }) => x.title === "Zeus parent").estimation).toBe(45);
  });

  it("a complete task with sub-tasks counts their estimations, in the totals and the complete part", async () => {
    const lead = await t.user({ name: "Hera lead" });
    const hera = await t.project({ manager: lead, title: `Hera ${Date.now()}` });
    const add = async (title: string, estimation: number, status: 0 | 1, parentId = 0) => {
      const res = await t.post(`/api/pm/v2/projects/${hera}/tasks`, { title, estimation }, { as: lead });
      expect(res.status, title).toBe(201);
      const id = res.body.data.id as number;
      const when = new Date("2025-05-01T10:00:00Z");
      await t.database.db
        .update(tasks)
        .set({ status, parentId, createdAt: when, completedAt: status === 1 ? when : null })
        .where(eq(tasks.id, id));
      return id;
    };
    const parent = await add("Hera parent", 100, 1);
    await add("Hera sub one", 7, 1, parent);
    await add("Hera sub two", 8, 0, parent);
    await add("Hera plain", 5, 1);
    await add("Hera open", 3, 0);
    const completed = await report({ report: "completed", ...YEAR, project_id: hera });
    expect(completed.meta.report).toMatchObject({ total_tasks: 2, total_estimation: 20, complete_estimation: 20 });
    const all = await report({ report: "project", project_id: hera, task_status: -1 });
    expect(all.meta.report).toMatchObject({ total_tasks: 3, total_estimation: 23, complete_estimation: 20 });
    expect(all.meta.report.projects).toEqual([
      { id: hera, title: expect.any(String), total_tasks: 3, total_estimation: 23, complete_estimation: 20 },
    ]);
  });

  it("project: all, complete, incomplete or pending tasks of one project", async () => {
    const of = async (task_status: number) =>
      titlesOf(await report({ report: "project", project_id: f.apollo, task_status })).sort();
    expect(await of(-1)).toEqual(
      ["Apollo done", "Apollo late", "Apollo loose", "Apollo loose done", "Apollo pending"].sort(),
    );
    expect(await of(1)).toEqual(["Apollo done", "Apollo loose done"]);
    expect(await of(0)).toEqual(["Apollo late", "Apollo loose"]);
    expect(await of(2)).toEqual(["Apollo pending"]);
  });

  it("refuses what is not a report's filter, with the field in data.params", async () => {
    const refuse = async (query: Record<string, string>, field: string, message: string) => {
      const res = await t.get("/api/pm/v2/tasks", { as: f.boss, query });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
      expect(res.body.data.params[field]).toEqual([message]);
    };
    await refuse(
      { report: "overdue", start_date: "2025-02-30", due_date: "2025-03-01" },
      "start_date",
      "Enter a date as YYYY-MM-DD.",
    );
    await refuse(
      { report: "overdue", start_date: "yesterday", due_date: "2025-03-01" },
      "start_date",
      "Enter a date as YYYY-MM-DD.",
    );
    await refuse({ report: "overdue", ...YEAR, colour: "red" }, "colour", "Unknown filter.");
    // Overdue and unassigned may leave the start open, never the end; the other reports need both.
    await refuse({ report: "overdue" }, "due_date", "Start and Due date field is required");
    await refuse(
      { report: "unassigned", start_date: "2025-01-01" },
      "due_date",
      "Start and Due date field is required",
    );
    await refuse({ report: "overdue", due_date: "2025-13-01" }, "due_date", "Enter a date as YYYY-MM-DD.");
    await refuse({ report: "completed", due_date: "2025-01-31" }, "start_date", "Start and Due date field is required");
    await refuse({ report: "completed" }, "start_date", "Start and Due date field is required");
    await refuse(
      { report: "overdue", start_date: "2020-01-01", due_date: "2025-01-02" },
      "due_date",
      "A report covers at most 5 years.",
    );
    await refuse(
      { report: "overdue", start_date: "2025-02-01", due_date: "2025-01-01" },
      "due_date",
      "The start date must be on or before the due date.",
    );
    await refuse({ report: "milestone", project_id: String(f.apollo) }, "milestone_id", "Please choose milestone");
    await refuse({ report: "milestone" }, "project_id", "Please choose project");
    await refuse(
      { report: "weekly" },
      "report",
      "Report must be one of overdue, completed, unassigned, milestone, user, project.",
    );
    // Exactly five years is allowed.
    await report({ report: "overdue", start_date: "2020-01-01", due_date: "2025-01-01" });
  });

  it("is a global manager's: 403 for a project manager or co-worker (before the filters are judged), 401 signed out", async () => {
    for (const as of [f.lead, f.worker]) {
      const res = await t.get("/api/pm/v2/tasks", { as, query: { report: "overdue", ...YEAR } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("rest_forbidden");
      expect((await t.get("/api/pm/v2/tasks", { as, query: { report: "overdue", bogus: "1" } })).status).toBe(403);
    }
    expect((await t.get("/api/pm/v2/tasks", { query: { report: "overdue", ...YEAR } })).status).toBe(401);
    // Without `report` the list is as before for everyone.
    const mine = await t.get("/api/pm/v2/tasks", { as: f.worker, query: { users: String(f.worker.id) } });
    expect(mine.status).toBe(200);
    expect(mine.body.meta.report).toBeUndefined();
  });

  it("runs as many statements for a page of 1 as for a page of 20", async () => {
    const count = async (per_page: string) =>
      (
        await t.get("/api/pm/v2/tasks", {
          as: f.boss,
          query: { report: "project", project_id: String(f.apollo), per_page },
        })
      ).headers["x-query-count"];
    expect(await count("1")).toBe(await count("20"));
    expect(Number(await count("20"))).toBeLessThanOrEqual(6);
  });

  it("answers 404 module_disabled while the reports module is off; the plain list still works", async () => {
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "reports", type: "deactivate" }, { as: f.boss });
    expect(off.status).toBe(200);
    try {
      const res = await t.get("/api/pm/v2/tasks", { as: f.boss, query: { report: "overdue", ...YEAR } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("module_disabled");
      expect((await t.get("/api/pm/v2/tasks", { as: f.boss })).status).toBe(200);
    } finally {
      await t.post("/api/pm-pro/v2/module-update", { module: "reports", type: "activate" }, { as: f.boss });
    }
    expect((await t.get("/api/pm/v2/tasks", { as: f.boss, query: { report: "overdue", ...YEAR } })).status).toBe(200);
  });
});

describe("report paging", () => {
  it("pages 20 at a time with the total of the whole report", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead });
    for (let i = 0; i < 25; i++) {
      expect((await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: `T${i}` }, { as: lead })).status).toBe(201);
    }
    const page = async (n: number) =>
      (
        await t.get("/api/pm/v2/tasks", {
          as: boss,
          query: { report: "project", project_id: String(pid), page: String(n) },
        })
      ).body;
    const [one, two] = [await page(1), await page(2)];
    expect(one.data).toHaveLength(20);
    expect(two.data).toHaveLength(5);
    expect(two.meta.pagination).toMatchObject({ total: 25, per_page: 20, current_page: 2, total_pages: 2 });
    expect(new Set([...titlesOf(one), ...titlesOf(two)]).size).toBe(25);
  });
});
