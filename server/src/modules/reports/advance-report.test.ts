import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { reportFixture } from "./test-support";

const t = useTestApp();

type Project = {
  id: number;
  title: string;
  total_tasks: number;
  task_lists: { title: string; tasks: { title: string; tracked_seconds?: number }[] }[];
};
const titles = (p: Project) => p.task_lists.flatMap((l) => l.tasks.map((x) => x.title));

describe("GET pm-pro/v2/advance-report", () => {
  let f: Awaited<ReturnType<typeof reportFixture>>;
  beforeAll(async () => {
    f = await reportFixture(t);
  });

  const advance = async (filters: unknown[], extra: Record<string, string> = {}) => {
    const res = await t.get("/api/pm-pro/v2/advance-report", {
      as: f.boss,
      query: { filters: JSON.stringify(filters), ...extra },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body as {
      data: Project[];
      meta: { totals: { total_tasks: number }; pagination: unknown; time_tracker: boolean };
    };
  };

  it("groups by project, then list, with the filters combined", async () => {
    const body = await advance([
      { key: "assigned", value: [f.worker.id] },
      { key: "status", value: 0 },
    ]);
    expect(body.data.map((p) => p.id)).toEqual([f.apollo, f.zeus]);
    expect(titles(body.data[0])).toEqual(["Apollo late"]);
    expect(titles(body.data[1])).toEqual(["Zeus parent"]);
    expect(body.data[0].task_lists[0].title).toBe("Inbox");
    expect(body.meta.totals).toEqual({ total_projects: 2, total_tasks: 2, total_estimation: 190 });
    expect(body.meta.pagination).toMatchObject({ total: 2, per_page: 10, current_page: 1 });
  });

  it("takes the original's bracket form, projects, payable and a time range", async () => {
    const res = await t.get(
      `/api/pm-pro/v2/advance-report?filters[0][key]=project&filters[0][value][]=${f.apollo}` +
        "&filters[1][key]=time&filters[1][value][start_date]=2025-02-01&filters[1][value][due_date]=2025-02-28",
      { as: f.boss },
    );
    expect(res.status).toBe(200);
    // Start or due date in February: late (start 02-01, due 02-10), done (due 02-11).
    expect(titles(res.body.data[0]).sort()).toEqual(["Apollo done", "Apollo late"]);
    const payable = await advance([{ key: "payable", value: 1 }]);
    expect(payable.data).toEqual([]);
    expect(payable.meta.totals.total_tasks).toBe(0);
  });

  it("shows tracked time (running timers up to now) while the time tracker is on", async () => {
    await t.database.db.execute(sql`insert into time_logs (task_id, user_id, project_id, start, stop, total)
      select id, ${f.worker.id}, project_id, now() - interval '1 hour', now(), 3723 from tasks where id = ${f.ids["Apollo late"]}`);
    const body = await advance([{ key: "project", value: [f.apollo] }]);
    const late = body.data[0].task_lists[0].tasks.find((x) => x.title === "Apollo late");
    expect(late?.tracked_seconds).toBe(3723);
    expect(body.meta.time_tracker).toBe(true);
    await t.post("/api/pm-pro/v2/module-update", { module: "time-tracker", type: "deactivate" }, { as: f.boss });
    try {
      const off = await advance([{ key: "project", value: [f.apollo] }]);
      expect(off.meta.time_tracker).toBe(false);
      expect(off.data[0].task_lists[0].tasks[0]).not.toHaveProperty("tracked_seconds");
    } finally {
      await t.post("/api/pm-pro/v2/module-update", { module: "time-tracker", type: "activate" }, { as: f.boss });
    }
  });

  it("pages projects by the project_per_page setting, or per_page", async () => {
    const saved = await t.post(
      "/api/pm/v2/settings",
      { settings: [{ key: "project_per_page", value: 1 }] },
      { as: f.boss },
    );
    expect(saved.status).toBe(200);
    const first = await advance([]);
    expect(first.data.map((p) => p.id)).toEqual([f.apollo]);
    expect(first.meta.pagination).toMatchObject({ total: 2, per_page: 1, total_pages: 2 });
    expect((await advance([], { page: "2" })).data.map((p) => p.id)).toEqual([f.zeus]);
    expect((await advance([], { per_page: "5" })).data).toHaveLength(2);
    await t.post("/api/pm/v2/settings", { settings: [{ key: "project_per_page", value: 10 }] }, { as: f.boss });
  });

  it("refuses unknown, repeated or empty filters and long ranges, each on its field", async () => {
    const refuse = async (filters: unknown, field: string, message: string) => {
      const res = await t.get("/api/pm-pro/v2/advance-report", {
        as: f.boss,
        query: { filters: typeof filters === "string" ? filters : JSON.stringify(filters) },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.data.params[field]).toEqual([message]);
    };
    await refuse([{ key: "colour", value: "red" }], "filters.0.key", "Unknown filter.");
    await refuse(
      [
        { key: "status", value: 0 },
        { key: "status", value: 1 },
      ],
      "filters.1.key",
      "Each filter type may be used once.",
    );
    await refuse([{ key: "assigned", value: [] }], "filters.0.value", "Give this filter a value.");
    await refuse(
      [{ key: "status", value: 9 }],
      "filters.0.value",
      "Status is 0 (incomplete), 1 (complete) or 2 (pending).",
    );
    await refuse(
      [{ key: "time", value: { start_date: "2019-01-01", due_date: "2025-01-01" } }],
      "filters.0.value.due_date",
      "A report covers at most 5 years.",
    );
    await refuse(
      [{ key: "time", value: { start_date: "2025-01-40", due_date: "2025-02-01" } }],
      "filters.0.value.start_date",
      "Enter a date as YYYY-MM-DD.",
    );
    await refuse("{not json", "filters", "Send filters as a list of {key, value}.");
    const extra = await t.get("/api/pm-pro/v2/advance-report", { as: f.boss, query: { sort: "title" } });
    expect(extra.body.data.params.sort).toEqual(["Unknown filter."]);
  });

  it("is a global manager's (403 before validation for others) and a fixed number of statements", async () => {
    for (const as of [f.lead, f.worker]) {
      expect((await t.get("/api/pm-pro/v2/advance-report", { as })).status).toBe(403);
      expect((await t.get("/api/pm-pro/v2/advance-report", { as, query: { filters: "x" } })).status).toBe(403);
    }
    const one = await t.get("/api/pm-pro/v2/advance-report", { as: f.boss, query: { per_page: "1" } });
    const two = await t.get("/api/pm-pro/v2/advance-report", { as: f.boss, query: { per_page: "2" } });
    expect(one.headers["x-query-count"]).toBe(two.headers["x-query-count"]);
  });
});

describe("GET pm/v2/activities?report=user-activities", () => {
  it("pages one user's activities in a range with an exact total; global managers only", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user({ name: "Reporter" });
    const pid = await t.project({ manager: lead });
    for (let i = 0; i < 23; i++) await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: `A${i}` }, { as: lead });
    const today = new Date().toISOString().slice(0, 10);
    const query = {
      report: "user-activities",
      user_id: String(lead.id),
      updated_at_start: "2025-01-01",
      updated_at: today,
    };
    const res = await t.get("/api/pm/v2/activities", { as: boss, query: { ...query, orderby: "created_at|ASC" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.meta.pagination.total).toBe(23);
    expect(res.body.meta.report).toMatchObject({
      total_activities: 23,
      user: { id: lead.id, display_name: "Reporter" },
    });
    expect(res.body.data[0].meta.task_title).toBe("A0");
    const page2 = await t.get("/api/pm/v2/activities", { as: boss, query: { ...query, page: "2" } });
    expect(page2.body.data).toHaveLength(3);
    const none = await t.get("/api/pm/v2/activities", {
      as: boss,
      query: { ...query, updated_at_start: "2025-01-01", updated_at: "2025-01-02" },
    });
    expect(none.body.meta.pagination.total).toBe(0);

    const bad = await t.get("/api/pm/v2/activities", { as: boss, query: { report: "user-activities" } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toMatchObject({
      user_id: ["Please Select user"],
      updated_at_start: ["Start and Due date field is required"],
    });
    expect((await t.get("/api/pm/v2/activities", { as: lead, query })).status).toBe(403);
    // The plain feed is unchanged for everyone.
    expect((await t.get("/api/pm/v2/activities", { as: lead })).body.meta.report).toBeUndefined();
  });
});

describe("GET pm-pro/v2/advance-report: a large project", () => {
  it("shows a project's first tasks list by list in the lists' order, counts them all, and gives the next ones", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user({ name: "Lead" });
    const amy = await t.user({ name: "Amy" });
    const zed = await t.user({ name: "Zed" });
    const big = await t.project({ manager: lead, coWorkers: [amy, zed], title: `Big ${Date.now()}` });
    const list = async (title: string, order: number) => {
      const id = (await t.post(`/api/pm/v2/projects/${big}/task-lists`, { title }, { as: lead })).body.data.id;
      await t.database.db.execute(sql`update task_lists set "order" = ${order} where id = ${id}`);
      return id as number;
    };
    const later = await list("Later", 2);
    const first = await list("First", 1);
    for (const [listId, prefix] of [
      [later, "L"],
      [first, "F"],
    ] as const) {
      for (let i = 0; i < 60; i++) {
        const body = { title: `${prefix}${i}`, task_list_id: listId, assignees: i === 0 ? [zed.id, amy.id] : [] };
        expect((await t.post(`/api/pm/v2/projects/${big}/tasks`, body, { as: lead })).status).toBe(201);
      }
    }
    // Task order within a list: the reverse of their making.
    await t.database.db.execute(sql`update tasks set "order" = 1000 - id where project_id = ${big}`);
    const filters = [
      { key: "project", value: [big] },
      { key: "status", value: 0 },
    ];
    const ask = async (more: Record<string, string> = {}, given = filters) => {
      const query = { filters: JSON.stringify(given), ...more };
      const res = await t.get("/api/pm-pro/v2/advance-report", { as: boss, query });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      return res.body as { data: (Project & { shown_tasks: number })[]; meta: { totals: unknown } };
    };
    const body = await ask();
    expect(body.meta.totals).toMatchObject({ total_projects: 1, total_tasks: 120 });
    const [project] = body.data;
    expect(project).toMatchObject({ total_tasks: 120, shown_tasks: 25 });
    expect(project.task_lists.map((l) => [l.title, l.tasks.length])).toEqual([["First", 25]]);
    expect(titles(project).slice(0, 2)).toEqual(["F59", "F58"]);

    // The next hundred (what is left: 95), from where the page stopped, across the lists' boundary.
    const next = (await ask({ tasks_of: String(big), tasks_offset: "25" })).data[0];
    expect(next).toMatchObject({ id: big, total_tasks: 120, shown_tasks: 120 });
    expect(next.task_lists.map((l) => [l.title, l.tasks.length])).toEqual([
      ["First", 35],
      ["Later", 60],
    ]);
    expect(titles(next).slice(0, 1)).toEqual(["F34"]);
    expect(titles(next).slice(-1)).toEqual(["L0"]);
    const withPeople = next.task_lists[0].tasks.find((x) => x.title === "F0") as unknown as {
      assignees: { display_name: string }[];
    };
    expect(withPeople.assignees.map((u) => u.display_name)).toEqual(["Amy", "Zed"]);
    expect((await ask({ tasks_of: String(big), tasks_offset: "120" })).data[0].task_lists).toEqual([]);
    // A project the project filter leaves out has nothing more to show.
    const elsewhere = [{ key: "project", value: [big + 1000] }];
    expect((await ask({ tasks_of: String(big) }, elsewhere)).data).toEqual([]);
    const refused: Record<string, string>[] = [{ tasks_of: "x" }, { tasks_of: String(big), tasks_offset: "-1" }];
    for (const bad of refused) {
      const res = await t.get("/api/pm-pro/v2/advance-report", {
        as: boss,
        query: { filters: JSON.stringify(filters), ...bad },
      });
      expect(res.status).toBe(400);
    }
  });
});
