import { activityText } from "@cairn/shared";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, labels } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();
const url = (pid: number, rest = "") => `/api/pm-pro/v2/projects/${pid}/settings/labels${rest}`;

async function setup() {
  const manager = await t.user();
  const worker = await t.user();
  const client = await t.user();
  const outsider = await t.user();
  const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  return { manager, worker, client, outsider, pid };
}

const labelCount = async (pid: number) =>
  (await t.database.db.select({ n: count() }).from(labels).where(eq(labels.projectId, pid)))[0].n;

const create = async (pid: number, as: TestUser, body: Record<string, unknown> = {}) => {
  const res = await t.post(url(pid), { title: "Bug", color: "#FF0000", ...body }, { as });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; title: string; color: string };
};

describe("project labels", () => {
  it("a project manager creates, updates and deletes labels; every member lists them", async () => {
    const { manager, worker, client, pid } = await setup();
    const res = await t.post(
      url(pid),
      { title: "  Bug ", description: "Broken things", color: "#FF0000" },
      { as: manager },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("A new label has been created successfully.");
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      title: "Bug",
      description: "Broken things",
      color: "#ff0000",
      project_id: pid,
    });
    expect(res.body.activity).toMatchObject({ action: "create_label", resource_type: "label", project_id: pid });
    expect(activityText({ action: "create_label", meta: res.body.activity.meta })).toBe(
      "Someone created the label Bug.",
    );
    const id = res.body.data.id;
    await t.post(url(pid), { title: "Idea", color: "#00c2e0" }, { as: manager });

    for (const reader of [worker, client, manager]) {
      const list = await t.get(url(pid), { as: reader });
      expect(list.status).toBe(200);
      expect(list.body.data.map((l: { title: string }) => l.title)).toEqual(["Bug", "Idea"]);
    }

    const updated = await t.post(url(pid, `/${id}`), { title: "Defect", color: "#00FF00" }, { as: manager });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("The label has been updated successfully.");
    expect(updated.body.data).toMatchObject({ id, title: "Defect", description: "Broken things", color: "#00ff00" });
    expect(updated.body.activity.action).toBe("update_label");
    const alias = await t.post(url(pid, `/${id}/update`), { description: null }, { as: manager });
    expect(alias.body.data).toMatchObject({ title: "Defect", description: "" });
    const same = await t.post(url(pid, `/${id}`), { title: "Defect" }, { as: manager });
    expect(same.status).toBe(200);
    expect(same.body.activity).toBeUndefined();

    const removed = await t.post(url(pid, `/${id}/delete`), {}, { as: manager });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: "The label has been deleted successfully.", data: { id } });
    expect(removed.body.activity.action).toBe("delete_label");
    expect((await t.get(url(pid), { as: manager })).body.data.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await t.post(url(pid, `/${id}/delete`), {}, { as: manager })).status).toBe(404);
  });

  it("a global manager who is not a member keeps labels too", async () => {
    const { pid } = await setup();
    const boss = await t.user({ manager: true });
    await create(pid, boss);
    expect(await labelCount(pid)).toBe(1);
  });

  it("refuses empty, missing, malformed and too-long fields with the spec's texts, and stores nothing", async () => {
    const { manager, pid } = await setup();
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await t.post(url(pid), body, { as: manager });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(res.body.data.params[field]).toEqual([message]);
    };
    await refuse({ title: "", color: "#00c2e0" }, "title", "Label name required!");
    await refuse({ title: "   ", color: "#00c2e0" }, "title", "Label name required!");
    await refuse({ color: "#00c2e0" }, "title", "Label name required!");
    await refuse({ title: "A", color: "" }, "color", "Label color required!");
    await refuse({ title: "A" }, "color", "Label color required!");
    await refuse({ title: "A", color: "red" }, "color", "Label color must be a colour like #00c2e0.");
    await refuse({ title: "A", color: "#00c2e" }, "color", "Label color must be a colour like #00c2e0.");
    await refuse({ title: "x".repeat(101), color: "#00c2e0" }, "title", "Must be at most 100 characters.");
    await refuse(
      { title: "A", color: "#00c2e0", description: "d".repeat(1001) },
      "description",
      "Must be at most 1000 characters.",
    );
    await refuse({ title: ["A"], color: "#00c2e0" }, "title", "Label name required!");
    const both = await t.post(url(pid), { title: "", color: "" }, { as: manager });
    expect(both.body.message).toEqual(["Label name required!", "Label color required!"]);
    expect(await labelCount(pid)).toBe(0);
    await create(pid, manager, { title: "x".repeat(100), description: "d".repeat(1000) });
  });

  it("refuses an update that empties a field, and changes nothing", async () => {
    const { manager, pid } = await setup();
    const label = await create(pid, manager);
    const empty = await t.post(url(pid, `/${label.id}`), { title: "" }, { as: manager });
    expect(empty.status).toBe(400);
    expect(empty.body.data.params.title).toEqual(["Label name required!"]);
    const color = await t.post(url(pid, `/${label.id}`), { color: "" }, { as: manager });
    expect(color.body.data.params.color).toEqual(["Label color required!"]);
    const [row] = await t.database.db.select().from(labels).where(eq(labels.id, label.id));
    expect(row).toMatchObject({ title: "Bug", color: "#ff0000" });
  });

  it("refuses co-workers and clients (403), outsiders (404) and another project's label (404)", async () => {
    const { manager, worker, client, outsider, pid } = await setup();
    const label = await create(pid, manager);
    const otherPid = await t.project({ manager });
    const foreign = await create(otherPid, manager, { title: "Elsewhere" });
    for (const who of [worker, client]) {
      expect((await t.post(url(pid), { title: "Mine", color: "#000000" }, { as: who })).status).toBe(403);
      // Refused before validation: even an invalid body answers 403.
      expect((await t.post(url(pid), {}, { as: who })).status).toBe(403);
      expect((await t.post(url(pid, `/${label.id}`), { title: "Mine" }, { as: who })).status).toBe(403);
      expect((await t.post(url(pid, `/${label.id}/delete`), {}, { as: who })).status).toBe(403);
    }
    expect((await t.get(url(pid), { as: outsider })).status).toBe(404);
    expect((await t.post(url(pid), { title: "Mine", color: "#000000" }, { as: outsider })).status).toBe(404);
    expect((await t.get(url(pid))).status).toBe(401);
    const cross = await t.post(url(pid, `/${foreign.id}`), { title: "Stolen" }, { as: manager });
    expect(cross.status).toBe(404);
    expect(cross.body.message).toEqual(["The label was not found."]);
    expect((await t.post(url(pid, `/${foreign.id}/delete`), {}, { as: manager })).status).toBe(404);
    expect((await t.post(url(pid, "/abc"), { title: "x" }, { as: manager })).status).toBe(400);
    expect(await labelCount(pid)).toBe(1);
    expect(await labelCount(otherPid)).toBe(1);
    const [kept] = await t.database.db.select().from(labels).where(eq(labels.id, label.id));
    expect(kept.title).toBe("Bug");
    const logs = await t.database.db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.resourceType, "label"), eq(activities.projectId, pid)));
    expect(logs[0].n).toBe(1);
  });
});
