import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, departments } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();
const base = "/api/erp/v1/hrm/departments";
const logged = () => t.database.db.select().from(activities).where(eq(activities.resourceType, "department"));

describe("departments", () => {
  it("global managers create, update and delete; everyone signed in lists them with lead and members", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user({ name: "Lena Lead" });
    const a = await t.user({ name: "Amy" });
    const b = await t.user({ name: "Bob" });
    const res = await t.post(
      base,
      { title: " Engineering ", lead_id: lead.id, member_ids: [b.id, a.id, lead.id] },
      { as: boss },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("A new department has been created successfully.");
    expect(res.body.data).toMatchObject({
      title: "Engineering",
      lead: { data: { id: lead.id, display_name: "Lena Lead" } },
      members: { data: [{ id: a.id }, { id: b.id }] },
    });
    const id = res.body.data.id;
    const plain = await t.user();
    const list = await t.get(base, { as: plain });
    expect(list.status).toBe(200);
    expect(list.body.data.find((d: { id: number }) => d.id === id).members.data).toHaveLength(2);

    const renamed = await t.post(`${base}/${id}`, { title: "R&D", lead_id: a.id }, { as: boss });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe("The department has been updated successfully.");
    expect(renamed.body.data).toMatchObject({
      title: "R&D",
      lead: { data: { id: a.id } },
      members: { data: [{ id: b.id }] },
    });
    const emptied = await t.post(`${base}/${id}/update`, { lead_id: 0, member_ids: [] }, { as: boss });
    expect(emptied.body.data).toMatchObject({ title: "R&D", lead: { data: null }, members: { data: [] } });
    expect(emptied.body.activity).toMatchObject({ action: "update_department_members", meta: { removed: ["Bob"] } });
    const rows = (await logged()).length;
    const same = await t.post(`${base}/${id}`, { title: "R&D", lead_id: 0, member_ids: [] }, { as: boss });
    expect(same.status).toBe(200);
    expect(same.body.activity).toBeUndefined();
    expect(await logged()).toHaveLength(rows);

    const removed = await t.post(`${base}/${id}/delete`, {}, { as: boss });
    expect(removed.body).toEqual({
      message: "The department has been deleted successfully.",
      data: { id },
      activity: expect.objectContaining({ action: "delete_department", project_id: null, meta: { title: "R&D" } }),
    });
    // Each change is a workspace row: created; renamed with a new lead (a member who became lead leaves the
    // members); lead and members emptied; deleted.
    const actions = (await logged()).filter((r) => r.resourceId === id).map((r) => r.action);
    expect(actions).toEqual([
      "create_department",
      "update_department_title",
      "update_department_lead",
      "update_department_members",
      "update_department_lead",
      "update_department_members",
      "delete_department",
    ]);
    expect((await t.post(`${base}/${id}/delete`, {}, { as: boss })).status).toBe(404);
    expect((await t.get(base)).status).toBe(401);
  });

  it("shows the people's e-mails to global managers only (issue 42 point 9)", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const member = await t.user();
    const made = await t.post(
      base,
      { title: `Mail ${Date.now()}`, lead_id: lead.id, member_ids: [member.id] },
      { as: boss },
    );
    expect(made.status).toBe(201);
    const projectManager = await t.user();
    await t.project({ manager: projectManager });
    const mine = (as: TestUser) =>
      t.get(base, { as }).then((res) => res.body.data.find((d: { id: number }) => d.id === made.body.data.id));
    for (const as of [projectManager, member]) {
      const seen = await mine(as);
      expect(seen.lead.data).toEqual({ id: lead.id, display_name: lead.displayName, avatar_url: null });
      expect(seen.members.data).toEqual([{ id: member.id, display_name: member.displayName, avatar_url: null }]);
      expect(JSON.stringify(seen)).not.toContain("@");
    }
    const managed = await mine(boss);
    expect(managed.lead.data.email).toBe(lead.email);
    expect(managed.members.data[0].email).toBe(member.email);
    // Other tests read the whole list.
    expect((await t.post(`${base}/${made.body.data.id}/delete`, {}, { as: boss })).status).toBe(200);
  });

  it("refuses missing, duplicate and too-long titles, unknown people and non-managers, changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const existing = (await t.post(base, { title: "Sales" }, { as: boss })).body.data;
    const rows = (await logged()).length;
    const refuse = async (body: unknown, field: string, message: string, url = base) => {
      const res = await t.post(url, body, { as: boss });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.params[field]).toEqual([message]);
    };
    await refuse({}, "title", "Department title is required.");
    await refuse({ title: "  " }, "title", "Department title is required.");
    await refuse({ title: "sales" }, "title", "A department with this title already exists.");
    await refuse({ title: "x".repeat(101) }, "title", "Must be at most 100 characters.");
    await refuse({ title: "New", lead_id: 999_999 }, "lead_id", "Every person must be an existing user.");
    await refuse(
      { title: "New", member_ids: [plain.id, 999_999] },
      "member_ids",
      "Every person must be an existing user.",
    );
    await refuse({ title: "New", member_ids: ["x"] }, "member_ids.0", "Must be a number.");
    await refuse({ title: "" }, "title", "Department title is required.", `${base}/${existing.id}`);
    for (const attempt of [
      () => t.post(base, { title: "Mine" }, { as: plain }),
      () => t.post(`${base}/${existing.id}`, { title: "Mine" }, { as: plain }),
      () => t.post(`${base}/${existing.id}/delete`, {}, { as: plain }),
    ]) {
      expect((await attempt()).status).toBe(403);
    }
    expect((await t.post(`${base}/999999`, { title: "Ghost" }, { as: boss })).status).toBe(404);
    const titles = (await t.database.db.select({ title: departments.title }).from(departments)).map((d) => d.title);
    expect(titles).toEqual(["Sales"]);
    expect(await logged()).toHaveLength(rows);
  });
});

describe("department on the project form", () => {
  let boss: TestUser;
  let lead: TestUser;
  let member: TestUser;
  let other: TestUser;
  let alone: TestUser;
  let sales: number;
  let support: number;

  const erp = (value: string) =>
    t.post("/api/pm/v2/settings", { settings: [{ key: "erp_integration", value }] }, { as: boss });
  const membersOf = async (pid: number) =>
    Object.fromEntries(
      (
        (await t.get(`/api/pm/v2/projects/${pid}`, { as: boss })).body.data.assignees.data as {
          id: number;
          role_id: number;
        }[]
      ).map((m) => [m.id, m.role_id]),
    );
  const createProject = (body: Record<string, unknown>) =>
    t.post("/api/pm/v2/projects", { title: `P ${Math.random().toString(36).slice(2)}`, ...body }, { as: boss });

  beforeAll(async () => {
    boss = await t.user({ manager: true });
    lead = await t.user({ name: "Lead" });
    member = await t.user({ name: "Member" });
    other = await t.user({ name: "Other" });
    alone = await t.user({ name: "Alone" });
    sales = (await t.post(base, { title: "Sales team", lead_id: lead.id, member_ids: [member.id] }, { as: boss })).body
      .data.id;
    support = (await t.post(base, { title: "Support team", lead_id: other.id }, { as: boss })).body.data.id;
  });

  it("is refused while the ERP integration is off; 0 is accepted and means none", async () => {
    await erp("0");
    const res = await createProject({ department_id: sales });
    expect(res.status).toBe(400);
    expect(res.body.data.params.department_id).toEqual([
      "Departments can be assigned only when the ERP integration is on.",
    ]);
    const none = await createProject({ department_id: 0 });
    expect(none.status).toBe(201);
    expect(await membersOf(none.body.data.id)).toEqual({ [boss.id]: 1 });
  });

  it("adds the lead as manager and members as co-workers, merged with the assignees sent", async () => {
    await erp("1");
    const res = await createProject({
      department_id: sales,
      assignees: [
        { user_id: boss.id, role_id: 1 },
        { user_id: member.id, role_id: 1 },
        { user_id: alone.id, role_id: 3 },
      ],
    });
    expect(res.status).toBe(201);
    const pid = res.body.data.id;
    // member was sent as manager: never demoted by the department.
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [lead.id]: 1, [member.id]: 1, [alone.id]: 3 });
    const chosen = await t.get(`/api/pm/v2/projects/${pid}`, { as: boss });
    expect(chosen.body.data.meta.department_id).toBe(sales);
    const log = await t.database.db
      .select({ meta: activities.meta })
      .from(activities)
      .where(and(eq(activities.projectId, pid), eq(activities.action, "update_project_department")));
    expect(log[0].meta).toMatchObject({ old: null, new: "Sales team" });
  });

  it("changing the department removes the members that came from the previous one, and only them", async () => {
    await erp("1");
    const pid = (
      await createProject({
        department_id: sales,
        assignees: [
          { user_id: boss.id, role_id: 1 },
          { user_id: alone.id, role_id: 2 },
        ],
      })
    ).body.data.id;
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [lead.id]: 1, [member.id]: 2, [alone.id]: 2 });
    const moved = await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: support }, { as: boss });
    expect(moved.status).toBe(200);
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [other.id]: 1, [alone.id]: 2 });
    // The same department again changes nothing, even for someone removed by hand since.
    await t.post(
      `/api/pm/v2/projects/${pid}/update`,
      {
        assignees: [
          { user_id: boss.id, role_id: 1 },
          { user_id: alone.id, role_id: 2 },
        ],
      },
      { as: boss },
    );
    await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: support }, { as: boss });
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [alone.id]: 2 });
    // None: the department's people who are still there leave with it.
    await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: sales }, { as: boss });
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [lead.id]: 1, [member.id]: 2, [alone.id]: 2 });
    await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: 0 }, { as: boss });
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [alone.id]: 2 });
    expect((await t.get(`/api/pm/v2/projects/${pid}`, { as: boss })).body.data.meta.department_id).toBe(0);
  });

  it("refuses an unknown department or a malformed id, and a change that would leave no manager", async () => {
    await erp("1");
    const unknown = await createProject({ department_id: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.params.department_id).toEqual(["The department was not found."]);
    expect((await createProject({ department_id: -1 })).status).toBe(400);
    expect((await createProject({ department_id: "abc" })).status).toBe(400);
    // A project whose only manager came from its department cannot drop the department.
    const pid = (await createProject({ department_id: sales, assignees: [{ user_id: boss.id, role_id: 2 }] })).body.data
      .id;
    expect(await membersOf(pid)).toEqual({ [boss.id]: 2, [lead.id]: 1, [member.id]: 2 });
    const orphan = await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: 0 }, { as: boss });
    expect(orphan.status).toBe(400);
    expect(orphan.body.data.params.department_id).toEqual(["A project needs at least one manager."]);
    expect(await membersOf(pid)).toEqual({ [boss.id]: 2, [lead.id]: 1, [member.id]: 2 });
  });

  it("deleting a department keeps its people in the projects as ordinary members", async () => {
    await erp("1");
    const temp = (await t.post(base, { title: "Temporary", lead_id: alone.id }, { as: boss })).body.data.id;
    const pid = (await createProject({ department_id: temp })).body.data.id;
    await t.post(`${base}/${temp}/delete`, {}, { as: boss });
    expect((await t.get(`/api/pm/v2/projects/${pid}`, { as: boss })).body.data.meta.department_id).toBe(0);
    await t.post(`/api/pm/v2/projects/${pid}/update`, { department_id: support }, { as: boss });
    expect(await membersOf(pid)).toEqual({ [boss.id]: 1, [alone.id]: 1, [other.id]: 1 });
  });
});
