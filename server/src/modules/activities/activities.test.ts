import type { PrivateKind } from "@cairn/shared";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, settings } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Row = {
  action?: string;
  actor: TestUser;
  project: number;
  kinds?: PrivateKind[];
  owner?: TestUser;
  at?: string;
  title?: string;
};

async function insert(rows: Row[]) {
  const written = await t.database.db
    .insert(activities)
    .values(
      rows.map((r, i) => ({
        actorId: r.actor.id,
        action: r.action ?? "create_task",
        actionType: "create",
        resourceType: "task",
        resourceId: 1000 + i,
        projectId: r.project,
        meta: { task_title: r.title ?? `Task ${i}` },
        privateKinds: r.kinds ?? [],
        ownerId: (r.owner ?? r.actor).id,
        ...(r.at ? { createdAt: new Date(r.at) } : {}),
      })),
    )
    .returning({ id: activities.id });
  return written.map((w) => w.id);
}

const titles = (body: { data: { meta: { task_title: string } }[] }) => body.data.map((a) => a.meta.task_title);

describe("activities", () => {
  let boss: TestUser;
  let lead: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let apollo: number;
  let zeus: number;

  beforeAll(async () => {
    boss = await t.user({ manager: true, name: "Boss" });
    lead = await t.user({ name: "Lead" });
    worker = await t.user({ name: "Worker" });
    client = await t.user({ name: "Client" });
    outsider = await t.user({ name: "Outsider" });
    apollo = await t.project({ manager: lead, coWorkers: [worker], clients: [client], title: "Apollo" });
    zeus = await t.project({ manager: worker, title: "Zeus" });
    // The project creation wrote create_project rows; start the tests from a known log.
    await t.database.db.delete(activities);
    await insert([
      { actor: lead, project: apollo, title: "public", at: "2026-03-01T10:00:00Z" },
      { actor: lead, project: apollo, title: "lead private task", kinds: ["task"], at: "2026-03-02T10:00:00Z" },
      { actor: client, project: apollo, title: "client private task", kinds: ["task"], at: "2026-03-03T10:00:00Z" },
      { actor: lead, project: apollo, title: "private list", kinds: ["list"], at: "2026-03-04T10:00:00Z" },
      { actor: worker, project: zeus, title: "zeus", at: "2026-03-05T10:00:00Z" },
    ]);
  });

  it("hides private rows from a client without view_private_task, except his own", async () => {
    const res = await t.get(`/api/pm/v2/projects/${apollo}/activities`, { as: client });
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(["client private task", "public"]);
    const all = await t.get("/api/pm/v2/activities", { as: client });
    expect(titles(all.body)).toEqual(["client private task", "public"]);
    expect(all.body.meta.pagination).toMatchObject({ total: 2, count: 2, per_page: 20, current_page: 1 });
  });

  it("shows everything to the project manager and to a global manager", async () => {
    const res = await t.get(`/api/pm/v2/projects/${apollo}/activities`, { as: lead });
    expect(titles(res.body)).toEqual(["private list", "client private task", "lead private task", "public"]);
    const global = await t.get("/api/pm/v2/activities", { as: boss });
    expect(titles(global.body)).toEqual(["zeus", "private list", "client private task", "lead private task", "public"]);
  });

  it("applies the project's capabilities setting per project across projects", async () => {
    // Co-workers see private items by default; here Apollo takes view_private_task away from them.
    const before = await t.get("/api/pm/v2/activities", { as: worker });
    expect(titles(before.body)).toEqual(["zeus", "private list", "client private task", "lead private task", "public"]);
    await t.database.db
      .insert(settings)
      .values({ projectId: apollo, key: "capabilities", value: { co_worker: { view_private_task: "false" } } });
    const after = await t.get("/api/pm/v2/activities", { as: worker });
    expect(titles(after.body)).toEqual(["zeus", "private list", "public"]);
    const own = await t.get(`/api/pm/v2/projects/${apollo}/activities`, { as: worker });
    expect(titles(own.body)).toEqual(["private list", "public"]);
    await t.database.db.delete(settings);
  });

  it("shows a non-member nothing of the project", async () => {
    const res = await t.get(`/api/pm/v2/projects/${apollo}/activities`, { as: outsider });
    expect(res.status).toBe(404);
    const all = await t.get("/api/pm/v2/activities", { as: outsider, query: { project_id: String(apollo) } });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([]);
    expect((await t.get("/api/pm/v2/activities")).status).toBe(401);
  });

  it("includes the actor and the project", async () => {
    const res = await t.get("/api/pm/v2/activities", { as: boss, query: { per_page: "1" } });
    const [a] = res.body.data;
    expect(a.actor).toEqual({
      data: { id: worker.id, display_name: "Worker", email: worker.email, avatar_url: null },
    });
    expect(a.project).toEqual({ data: { id: zeus, title: "Zeus" } });
    expect(a).toMatchObject({ action: "create_task", resource_type: "task", project_id: zeus });
    expect(a.created_at.datetime).toBe("2026-03-05T10:00:00.000Z");
  });

  it("filters by project, actor and dates, and orders oldest first on request", async () => {
    const byProject = await t.get("/api/pm/v2/activities", { as: boss, query: { project_id: String(zeus) } });
    expect(titles(byProject.body)).toEqual(["zeus"]);
    const byUser = await t.get("/api/pm/v2/activities", { as: boss, query: { user_id: String(client.id) } });
    expect(titles(byUser.body)).toEqual(["client private task"]);
    const byDates = await t.get("/api/pm/v2/activities", {
      as: boss,
      query: { updated_at_start: "2026-03-02", updated_at: "2026-03-03" },
    });
    expect(titles(byDates.body)).toEqual(["client private task", "lead private task"]);
    const oldest = await t.get("/api/pm/v2/activities", { as: lead, query: { orderby: "created_at|ASC" } });
    expect(titles(oldest.body)).toEqual(["public", "lead private task", "client private task", "private list"]);
    const bad = await t.get("/api/pm/v2/activities", { as: boss, query: { updated_at: "March" } });
    expect(bad.status).toBe(400);
  });

  it("pages newest first with a constant number of queries", async () => {
    const owner = await t.user({ name: "Pager" });
    const small = await t.project({ manager: owner, title: "Small" });
    const big = await t.project({ manager: owner, title: "Big" });
    await t.database.db.delete(activities).where(inArray(activities.projectId, [small, big]));
    const stamp = (i: number) => new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString();
    await insert(Array.from({ length: 5 }, (_, i) => ({ actor: owner, project: small, title: `s${i}`, at: stamp(i) })));
    await insert(Array.from({ length: 50 }, (_, i) => ({ actor: owner, project: big, title: `b${i}`, at: stamp(i) })));

    const first = await t.get(`/api/pm/v2/projects/${big}/activities`, { as: owner });
    expect(first.body.data).toHaveLength(20);
    expect(titles(first.body).slice(0, 3)).toEqual(["b49", "b48", "b47"]);
    expect(first.body.meta.pagination).toMatchObject({ total: 50, count: 20, total_pages: 3 });
    const third = await t.get(`/api/pm/v2/projects/${big}/activities`, { as: owner, query: { page: "3" } });
    expect(titles(third.body)).toEqual(Array.from({ length: 10 }, (_, i) => `b${9 - i}`));

    const fewRows = await t.get(`/api/pm/v2/projects/${small}/activities`, { as: owner, query: { per_page: "50" } });
    const manyRows = await t.get(`/api/pm/v2/projects/${big}/activities`, { as: owner, query: { per_page: "50" } });
    expect(fewRows.body.data).toHaveLength(5);
    expect(manyRows.body.data).toHaveLength(50);
    expect(manyRows.headers["x-query-count"]).toBe(fewRows.headers["x-query-count"]);

    const crossFew = await t.get("/api/pm/v2/activities", {
      as: owner,
      query: { project_id: String(small), per_page: "50" },
    });
    const crossMany = await t.get("/api/pm/v2/activities", { as: owner, query: { per_page: "50" } });
    expect(crossFew.body.data).toHaveLength(5);
    expect(crossMany.body.data).toHaveLength(50);
    expect(crossMany.body.meta.pagination.total).toBe(55);
    expect(crossMany.headers["x-query-count"]).toBe(crossFew.headers["x-query-count"]);
    expect(Number(crossMany.headers["x-query-count"])).toBeLessThanOrEqual(4);
  });

  it("counts a long history only up to ten pages ahead, and says so", async () => {
    const owner = await t.user({ name: "Historian" });
    const long = await t.project({ manager: owner, title: "Long history" });
    await insert(Array.from({ length: 250 }, (_, i) => ({ actor: owner, project: long, title: `h${i}` })));
    const first = await t.get(`/api/pm/v2/projects/${long}/activities`, { as: owner });
    expect(first.body.meta.pagination).toMatchObject({ total: 200, total_capped: true, total_pages: 10 });
    const across = await t.get("/api/pm/v2/activities", { as: owner });
    expect(across.body.meta.pagination).toMatchObject({ total: 200, total_capped: true });
    // With 50 a page the count reaches 500 rows: all 250 plus the create_project row.
    const big = await t.get(`/api/pm/v2/projects/${long}/activities`, { as: owner, query: { per_page: "50" } });
    expect(big.body.meta.pagination.total).toBe(251);
    expect(big.body.meta.pagination.total_capped).toBeUndefined();
    // Past the last page: no rows, and the total is counted apart.
    const past = await t.get(`/api/pm/v2/projects/${long}/activities`, {
      as: owner,
      query: { per_page: "50", page: "7" },
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBe(251);
    const oldest = await t.get(`/api/pm/v2/projects/${long}/activities`, { as: owner, query: { orderby: "asc" } });
    const times = oldest.body.data.map((a: { committed_at: { datetime: string } }) => a.committed_at.datetime);
    expect(times).toEqual([...times].sort());
  });
});
