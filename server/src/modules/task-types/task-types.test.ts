import { TASK_TYPE_DONE, TASK_TYPE_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();
const base = "/api/pm/v2/task-types";

const typesInDb = async () =>
  (
    (await t.database.db.execute(sql`select id, title, color from task_types order by id`)) as unknown as {
      rows: unknown[];
    }
  ).rows;

describe("task types", () => {
  it("global managers keep the workspace's types; everyone signed in reads them", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const made = await t.post(
      base,
      { title: " Bug ", color: "#D12E2E", description: "Something broken" },
      { as: boss },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      message: TASK_TYPE_DONE.created,
      data: { id: expect.any(Number), title: "Bug", color: "#d12e2e", description: "Something broken" },
    });
    const feature = await t.post(base, { title: "Feature" }, { as: boss });
    expect(feature.body.data.color).toBe("#7c3aed");
    const listed = await t.get(base, { as: worker });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((x: { title: string }) => x.title)).toEqual(["Bug", "Feature"]);

    const renamed = await t.post(`${base}/${feature.body.data.id}/update`, { title: "Story" }, { as: boss });
    expect(renamed.body).toMatchObject({ message: TASK_TYPE_DONE.updated, data: { title: "Story", color: "#7c3aed" } });
    expect((await t.get(base)).status).toBe(401);
  });

  it("refuses others, bad fields and unknown ids, changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    await t.project({ manager: lead });
    const type = (await t.post(base, { title: "Chore" }, { as: boss })).body.data;
    const digest = await databaseDigest(t);
    const before = await digest();
    // A project manager is not a global manager; he learns nothing about the body either.
    for (const [url, body] of [
      [base, { title: "Mine" }],
      [`${base}/${type.id}/update`, { title: "Mine" }],
      [`${base}/${type.id}/delete`, {}],
    ] as const) {
      expect((await t.post(url, body, { as: lead })).status).toBe(403);
    }
    const empty = await t.post(base, { title: "  " }, { as: boss });
    expect(empty.status).toBe(400);
    expect(empty.body.data.params.title).toEqual([TASK_TYPE_MESSAGES.titleRequired]);
    const long = await t.post(base, { title: "x".repeat(101) }, { as: boss });
    expect(long.status).toBe(400);
    const badColor = await t.post(base, { title: "Ok", color: "red" }, { as: boss });
    expect(badColor.body.data.params.color).toBeDefined();
    const wrongType = await t.post(base, { title: 42 }, { as: boss });
    expect(wrongType.status).toBe(400);
    const unknown = await t.post(`${base}/999999/update`, { title: "Gone" }, { as: boss });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual([TASK_TYPE_MESSAGES.notFound]);
    expect(await digest()).toEqual(before);
  });

  it("tasks and sub-tasks carry their type in every answer; deleting the type leaves them untyped", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead });
    const p = `/api/pm/v2/projects/${pid}`;
    const bug = (await t.post(base, { title: "Bug", color: "#d12e2e" }, { as: boss })).body.data;
    const list = (await t.post(`${p}/task-lists`, { title: "Work" }, { as: lead })).body.data;
    const made = await t.post(`${p}/tasks`, { title: "Crash", task_list_id: list.id, type_id: bug.id }, { as: lead });
    expect(made.status).toBe(201);
    expect(made.body.data.type).toEqual({ data: { id: bug.id, title: "Bug", color: "#d12e2e" } });
    const plain = (await t.post(`${p}/tasks`, { title: "Plain", task_list_id: list.id }, { as: lead })).body.data;
    expect(plain.type).toEqual({ data: null });

    const lists = await t.get(`${p}/task-lists`, { as: lead, query: { with: "incomplete_tasks" } });
    const rows = lists.body.data.flatMap(
      (l: { incomplete_tasks?: { data: unknown[] } }) => l.incomplete_tasks?.data ?? [],
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ title: "Crash", type: { data: expect.objectContaining({ id: bug.id }) } }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ title: "Plain", type: { data: null } }));

    const typed = await t.post(`${p}/tasks/${plain.id}/update`, { type_id: bug.id }, { as: lead });
    expect(typed.body.data.type.data.id).toBe(bug.id);
    expect(typed.body.activity).toMatchObject({ action: "update_task_type" });
    const untyped = await t.post(`${p}/tasks/${plain.id}/update`, { type_id: 0 }, { as: lead });
    expect(untyped.body.data.type).toEqual({ data: null });

    const sub = await t.post(
      `/api/pm-pro/v2/tasks/${made.body.data.id}/sub-tasks`,
      { project_id: pid, title: "Reproduce", type_id: bug.id },
      { as: lead },
    );
    expect(sub.status).toBe(201);
    expect(sub.body.data.type.data.id).toBe(bug.id);

    // An unknown type is the field's error, and nothing is made.
    const digest = await databaseDigest(t);
    const before = await digest();
    const wrong = await t.post(`${p}/tasks`, { title: "Odd", task_list_id: list.id, type_id: 999999 }, { as: lead });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params.type_id).toEqual([TASK_TYPE_MESSAGES.unknownType]);
    expect((await t.post(`${p}/tasks/${plain.id}/update`, { type_id: "x" }, { as: lead })).status).toBe(400);
    expect(await digest()).toEqual(before);

    const gone = await t.post(`${base}/${bug.id}/delete`, {}, { as: boss });
    expect(gone.body.message).toBe(TASK_TYPE_DONE.deleted);
    expect(await typesInDb()).not.toContainEqual(expect.objectContaining({ id: bug.id }));
    const after = await t.get(`${p}/tasks/${made.body.data.id}`, { as: lead });
    expect(after.body.data.type).toEqual({ data: null });
  });
});
