import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("projects", () => {
  it("a global manager creates a project with members, an Inbox list and an activity", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const res = await t.post(
      "/api/pm/v2/projects",
      { title: "Apollo", assignees: [{ user_id: worker.id, role_id: 2 }] },
      { as: boss },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("A new project has been created successfully.");
    expect(res.body.data.title).toBe("Apollo");
    expect(res.body.data.status).toBe("current");
    expect(res.body.data.inbox_list_id).toEqual(expect.any(Number));
    expect(res.body.activity.action).toBe("create_project");
    const roles = res.body.data.assignees.data.map((m: { id: number; role_id: number }) => [m.id, m.role_id]);
    expect(roles).toEqual(
      expect.arrayContaining([
        [boss.id, 1],
        [worker.id, 2],
      ]),
    );
  });

  it("members see their projects; others get 404", async () => {
    const manager = await t.user();
    const outsider = await t.user();
    const id = await t.project({ manager });
    expect((await t.get(`/api/pm/v2/projects/${id}`, { as: manager })).status).toBe(200);
    const hidden = await t.get(`/api/pm/v2/projects/${id}`, { as: outsider });
    expect(hidden.status).toBe(404);
    const list = await t.get("/api/pm/v2/projects", { as: outsider });
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it("refuses a duplicate title, a missing title and a non-manager creator", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    await t.post("/api/pm/v2/projects", { title: "Unique one" }, { as: boss });
    const dup = await t.post("/api/pm/v2/projects", { title: "unique ONE" }, { as: boss });
    expect(dup.status).toBe(400);
    expect(dup.body.data.params.title).toEqual(["Project title must be unique."]);
    const missing = await t.post("/api/pm/v2/projects", {}, { as: boss });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "rest_invalid_param", message: ["Project title is required."] });
    const denied = await t.post("/api/pm/v2/projects", { title: "Nope" }, { as: plain });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toEqual(["You have no permission."]);
  });

  it("cleans the description's HTML before storing it", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.post(
      "/api/pm/v2/projects",
      {
        title: "Sanitised",
        description: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
      },
      { as: boss },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.description).not.toMatch(/script|onclick|javascript:/);
    expect(res.body.data.description).toContain("Hi");
  });

  it("updates fields with one activity per change, archives, and refuses a co-worker", async () => {
    const manager = await t.user();
    const worker = await t.user();
    const id = await t.project({ manager, coWorkers: [worker] });
    const res = await t.post(
      `/api/pm/v2/projects/${id}/update`,
      { title: "Renamed", status: "archived" },
      { as: manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Renamed", status: "archived" });
    const archived = await t.get("/api/pm/v2/projects", { as: manager, query: { status: "archived" } });
    expect(archived.body.data.map((p: { id: number }) => p.id)).toContain(id);
    const denied = await t.post(`/api/pm/v2/projects/${id}/update`, { title: "Mine now" }, { as: worker });
    expect(denied.status).toBe(403);
    expect((await t.get(`/api/pm/v2/projects/${id}`, { as: manager })).body.data.title).toBe("Renamed");
    expect((await t.post(`/api/pm/v2/projects/${id}/delete`, {}, { as: worker })).status).toBe(403);
    expect((await t.post(`/api/pm/v2/projects/${id}/delete`, {}, { as: manager })).status).toBe(200);
    expect((await t.get(`/api/pm/v2/projects/${id}`, { as: manager })).status).toBe(404);
  });

  it("pages the list with its total, also past the last page, and gives the caller's role", async () => {
    const manager = await t.user({ manager: true });
    for (const n of [1, 2, 3]) await t.post("/api/pm/v2/projects", { title: `Pagetest ${n}` }, { as: manager });
    const first = await t.get("/api/pm/v2/projects", { as: manager, query: { query: "Pagetest", per_page: "2" } });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, total_pages: 2 });
    expect(first.body.data[0].meta.role_id).toBe(1);
    const past = await t.get("/api/pm/v2/projects", {
      as: manager,
      query: { query: "Pagetest", per_page: "2", page: "5" },
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBe(3);
  });
});
