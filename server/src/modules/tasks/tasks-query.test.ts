import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { settings, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

describe("GET pm/v2/tasks across projects", () => {
  let boss: TestUser;
  let lead: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let apollo: number;
  let zeus: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    boss = await t.user({ manager: true });
    lead = await t.user();
    client = await t.user();
    outsider = await t.user();
    apollo = await t.project({ manager: lead, clients: [client] });
    zeus = await t.project({ manager: lead, clients: [client] });
    // In Zeus clients may see private tasks; in Apollo they may not (the default).
    await t.database.db
      .insert(settings)
      .values({ projectId: zeus, key: "capabilities", value: { client: { view_private_task: true } } });
    const mk = async (project: number, title: string, extra: Record<string, unknown> = {}, as = lead) => {
      const res = await t.post(`/api/pm/v2/projects/${project}/tasks`, { title, ...extra }, { as });
      expect(res.status, title).toBe(201);
      ids[title] = res.body.data.id;
    };
    await mk(apollo, "apollo public", { assignees: [client.id], due_date: "2026-01-10", start_at: "2026-01-01" });
    await mk(apollo, "apollo private", { privacy: true, assignees: [client.id], due_date: "2026-01-20" });
    await mk(apollo, "apollo client's", {}, client);
    await mk(zeus, "zeus public", { due_date: "2026-02-01" });
    await mk(zeus, "zeus private", { privacy: true, assignees: [client.id], due_date: "2026-02-15" });
    const hush = (
      await t.post(`/api/pm/v2/projects/${zeus}/task-lists`, { title: "Hush", privacy: true }, { as: lead })
    ).body.data.id;
    await mk(zeus, "zeus in private list", { task_list_id: hush });
    const elsewhere = await t.project({ manager: outsider });
    await mk(elsewhere, "elsewhere", {}, outsider);
  });

  const titles = async (as: TestUser, query = "") => {
    const res = await t.get(`/api/pm/v2/tasks?per_page=-1${query}`, { as });
    expect(res.status, query).toBe(200);
    return (res.body.data as { title: string }[]).map((x) => x.title).sort();
  };

  it("filters privacy per project in SQL: each project's flags, or the creator", async () => {
    expect(await titles(client)).toEqual(["apollo client's", "apollo public", "zeus private", "zeus public"].sort());
    expect(await titles(lead)).toEqual(
      [
        "apollo client's",
        "apollo private",
        "apollo public",
        "zeus in private list",
        "zeus private",
        "zeus public",
      ].sort(),
    );
    expect(await titles(outsider)).toEqual(["elsewhere"]);
    const none = await t.user();
    const empty = await t.get("/api/pm/v2/tasks", { as: none });
    expect(empty.body).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
    expect((await titles(boss)).length).toBeGreaterThanOrEqual(7);
    expect((await t.get("/api/pm/v2/tasks")).status).toBe(401);
  });

  it("runs as many queries for a page of 7 tasks as for a page of 1", async () => {
    const one = await t.get("/api/pm/v2/tasks?per_page=1", { as: lead });
    const all = await t.get("/api/pm/v2/tasks?per_page=-1", { as: lead });
    expect(all.body.data.length).toBeGreaterThan(1);
    expect(all.headers["x-query-count"]).toBe(one.headers["x-query-count"]);
    const bossOne = await t.get("/api/pm/v2/tasks?per_page=1", { as: boss });
    const bossAll = await t.get("/api/pm/v2/tasks?per_page=-1", { as: boss });
    expect(bossAll.headers["x-query-count"]).toBe(bossOne.headers["x-query-count"]);
  });

  it("carries project, list, assignees and the caller's abilities", async () => {
    const res = await t.get(`/api/pm/v2/tasks?users=${client.id}&orderby=due_date:asc`, { as: client });
    const [first] = res.body.data;
    expect(res.body.data.map((x: { title: string }) => x.title)).toEqual(["apollo public", "zeus private"]);
    expect(first).toMatchObject({
      project: { data: { id: apollo } },
      task_list: { data: { title: "Inbox", status: 1 } },
      assignees: { data: [{ id: client.id }] },
      meta: { can_edit: false, can_delete: false, can_complete: true },
    });
    const asLead = await t.get(`/api/pm/v2/tasks?project_id=${apollo}&users=${client.id}`, { as: lead });
    expect(asLead.body.data.every((x: { meta: { can_edit: boolean } }) => x.meta.can_edit)).toBe(true);
  });

  it("filters by project, status, dates with operators, completion dates and orders", async () => {
    expect(await titles(lead, `&project_id=${zeus}`)).toEqual(["zeus in private list", "zeus private", "zeus public"]);
    expect(await titles(client, `&project_id=${zeus},${apollo}&users=${client.id}`)).toEqual(
      ["apollo public", "zeus private"].sort(),
    );
    // A project the caller is not in gives nothing, not an error.
    expect(await titles(outsider, `&project_id=${apollo}`)).toEqual([]);
    expect(await titles(lead, "&due_date=2026-01-20&due_date_operator=less_than")).toEqual(["apollo public"]);
    expect(await titles(lead, "&due_date=2026-01-20&due_date_operator=greater_than_equal")).toEqual(
      ["apollo private", "zeus private", "zeus public"].sort(),
    );
    expect(await titles(lead, "&due_date=2026-01-10&due_date_operator=between&due_date_between=2026-02-01")).toEqual(
      ["apollo private", "apollo public", "zeus public"].sort(),
    );
    expect(await titles(lead, "&due_date=2026-02-01")).toEqual(["zeus public"]);
    expect(await titles(lead, "&start_at=2026-01-01&start_at_operator=equal")).toEqual(["apollo public"]);
    const bad = await t.get("/api/pm/v2/tasks?due_date=2026-01-01&due_date_operator=between", { as: lead });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.due_date_between).toEqual(["Give the second date of the range."]);
    expect((await t.get("/api/pm/v2/tasks?due_date_operator=around&due_date=2026-01-01", { as: lead })).status).toBe(
      400,
    );

    await t.post(`/api/pm/v2/projects/${zeus}/tasks/${ids["zeus public"]}/change-status`, { status: 1 }, { as: lead });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, ids["zeus public"]));
    const day = (row.completedAt as Date).toISOString().slice(0, 10);
    expect(await titles(lead, `&status=1`)).toEqual(["zeus public"]);
    expect(await titles(lead, `&completed_at_start=${day}&completed_at_end=${day}`)).toEqual(["zeus public"]);
    expect(await titles(lead, "&completed_at_start=2000-01-01&completed_at_end=2000-01-02")).toEqual([]);
    const ordered = await t.get("/api/pm/v2/tasks?orderby=title:desc&per_page=2&page=1", { as: lead });
    expect(ordered.body.data.map((x: { title: string }) => x.title)).toEqual(["zeus public", "zeus private"]);
    expect(ordered.body.meta.pagination).toMatchObject({ total: 6, per_page: 2, total_pages: 3 });
  });
});
