import { generateKeyPairSync } from "node:crypto";
import { isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signLicense } from "../../core/license/license-key";
import { activities } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const vendor = generateKeyPairSync("ed25519");
const vendorPublic = vendor.publicKey.export({ type: "spki", format: "pem" }) as string;
const vendorPrivate = vendor.privateKey.export({ type: "pkcs8", format: "pem" }) as string;

const t = useTestApp({ env: { CAIRN_LICENSE_PUBLIC_KEY: vendorPublic } });

const WORKSPACE_ACTIONS = [
  "deactivate_module",
  "activate_module",
  "activate_license",
  "delete_license",
  "create_department",
  "update_department_title",
  "update_department_lead",
  "update_department_members",
  "delete_department",
];

type Feed = { data: { action: string; project_id: number | null }[] };
const actionsOf = (body: Feed) => body.data.map((a) => a.action);
const workspaceRows = () => t.database.db.select().from(activities).where(isNull(activities.projectId));

describe("workspace activity", () => {
  let boss: TestUser;
  let lead: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let plain: TestUser;
  let pid: number;
  const answers: Record<string, unknown>[] = [];

  beforeAll(async () => {
    boss = await t.user({ manager: true, name: "Bea Boss" });
    lead = await t.user({ name: "Lena Lead" });
    worker = await t.user({ name: "Walt Worker" });
    client = await t.user({ name: "Cleo Client" });
    plain = await t.user({ name: "Pat Plain" });
    pid = await t.project({ manager: lead, coWorkers: [worker], clients: [client] });
    // The manager's feed is read (and cached) before the changes: they must show at once all the same.
    expect((await t.get("/api/pm/v2/activities", { as: boss })).status).toBe(200);

    const as = { as: boss };
    answers.push((await t.post("/api/pm-pro/v2/module-update", { module: "files", type: "deactivate" }, as)).body);
    answers.push((await t.post("/api/pm-pro/v2/module-update", { module: "files", type: "activate" }, as)).body);
    const key = signLicense({ email: "owner@example.test", plan: "business", issued_at: "2026-11-21" }, vendorPrivate);
    answers.push((await t.post("/api/pm-pro/v2/license/activation", { email: "owner@example.test", key }, as)).body);
    answers.push((await t.post("/api/pm-pro/v2/license/delete", {}, as)).body);
    const base = "/api/erp/v1/hrm/departments";
    const created = (await t.post(base, { title: "R&D", member_ids: [worker.id] }, as)).body;
    answers.push(created);
    const id = created.data.id;
    answers.push((await t.post(`${base}/${id}`, { title: "Lab", lead_id: lead.id, member_ids: [client.id] }, as)).body);
    answers.push((await t.post(`${base}/${id}/delete`, {}, as)).body);
  });

  it("writes a row of no project for each change, and the write's answer carries it", async () => {
    expect(answers.map((a) => (a.activity as { action: string }).action)).toEqual([
      "deactivate_module",
      "activate_module",
      "activate_license",
      "delete_license",
      "create_department",
      // Three fields changed: the answer carries the last row, as a task's update does.
      "update_department_members",
      "delete_department",
    ]);
    const rows = await workspaceRows();
    expect(rows.map((r) => r.action)).toEqual(WORKSPACE_ACTIONS);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: boss.id, projectId: null, ownerId: null, privateKinds: [] });
    }
    const meta = Object.fromEntries(rows.map((r) => [r.action, r.meta]));
    expect(meta.deactivate_module).toEqual({ module: "files", title: "Files" });
    expect(meta.activate_license).toEqual({ email: "owner@example.test", plan: "business" });
    expect(JSON.stringify(rows)).not.toContain("license_key");
    expect(meta.update_department_title).toEqual({ title: "Lab", old: "R&D", new: "Lab" });
    expect(meta.update_department_lead).toEqual({ title: "Lab", old: null, new: "Lena Lead" });
    expect(meta.update_department_members).toEqual({
      title: "Lab",
      added: ["Cleo Client"],
      removed: ["Walt Worker"],
    });
    expect(meta.delete_department).toEqual({ title: "Lab" });
  });

  it("shows the rows to global managers in the activity feed, at once", async () => {
    const feed = await t.get("/api/pm/v2/activities", { as: boss, query: { per_page: "50" } });
    expect(feed.status).toBe(200);
    const workspace = (feed.body as Feed).data.filter((a) => a.project_id === null);
    expect(workspace.map((a) => a.action)).toEqual([...WORKSPACE_ACTIONS].reverse());
    const byBoss = await t.get("/api/pm/v2/activities", { as: boss, query: { user_id: String(boss.id) } });
    expect(actionsOf(byBoss.body)).toEqual(expect.arrayContaining(WORKSPACE_ACTIONS));
  });

  it("never shows them to anyone else: project managers, co-workers, clients, people in no project", async () => {
    for (const who of [lead, worker, client, plain]) {
      const queries: Record<string, string>[] = [
        {},
        { user_id: String(boss.id) },
        { project_id: String(pid) },
        { per_page: "-1" },
      ];
      for (const query of queries) {
        const feed = await t.get("/api/pm/v2/activities", { as: who, query });
        expect(feed.status).toBe(200);
        expect((feed.body as Feed).data.filter((a) => a.project_id === null)).toEqual([]);
        expect(actionsOf(feed.body)).not.toEqual(expect.arrayContaining(["deactivate_module"]));
      }
    }
    for (const who of [lead, worker, client]) {
      const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: who, query: { per_page: "-1" } });
      expect(feed.status).toBe(200);
      expect((feed.body as Feed).data.every((a) => a.project_id === pid)).toBe(true);
    }
    // The project's members do see the project's own rows: the filter is about workspace rows, not them.
    const own = await t.get("/api/pm/v2/activities", { as: worker });
    expect(actionsOf(own.body)).toContain("create_project");
  });
});
