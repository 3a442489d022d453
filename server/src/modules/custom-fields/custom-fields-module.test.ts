import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { fieldTeam, newField, newTask, switchCustomFields, valuesOf } from "./test-support";

const t = useTestApp();
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

const rowCount = async (table: "custom_fields" | "task_custom_values") =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0].n,
  );

describe("custom fields as a module", () => {
  it("switched off: its calls answer 404 module_disabled and change nothing; tasks carry no values; data stays", async () => {
    const team = await fieldTeam(t);
    const size = await newField(t, team, { name: "Size", type: "text", default: "M" });
    const task = await newTask(t, team, { title: "Sized", custom_fields: { [size]: "Xylophone" } });
    const search = () => t.get("/api/pm/v2/search", { as: team.boss, query: { query: "xylophone", model: "tasks" } });
    expect((await search()).body.data.map((h: { id: number }) => h.id)).toEqual([task.id]);
    await switchCustomFields(t, "deactivate");
    try {
      const before = [await rowCount("custom_fields"), await rowCount("task_custom_values")];
      const calls: [string, string, object?][] = [
        ["GET", team.f],
        ["POST", team.f, { name: "New", type: "text" }],
        ["POST", `${team.f}/${size}/update`, { name: "Renamed" }],
        ["POST", `${team.f}/${size}/delete`, {}],
        ["POST", `${team.f}/sorting`, { orders: [{ id: size, order: 1 }] }],
        ["POST", `${team.p}/tasks`, { title: "With values", task_list_id: team.list, custom_fields: { [size]: "S" } }],
        ["POST", `${team.p}/tasks/${task.id}/update`, { custom_fields: { [size]: "S" } }],
        ["GET", `${team.p}/tasks?custom_field[${size}]=X`],
        ["GET", `/api/pm/v2/tasks?custom_field[${size}]=X`],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.request(method, url, { as: team.boss, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual(DISABLED);
      }
      expect([await rowCount("custom_fields"), await rowCount("task_custom_values")]).toEqual(before);
      // Task answers still work, without values, wherever they come from.
      expect((await t.get(`${team.p}/tasks/${task.id}`, { as: team.boss })).body.data.custom_fields).toEqual({
        data: [],
      });
      expect((await t.get(`${team.p}/tasks`, { as: team.boss })).body.data[0].custom_fields).toEqual({ data: [] });
      const lists = await t.get(`${team.p}/task-lists`, { as: team.boss, query: { with: "incomplete_tasks" } });
      expect(lists.body.data[0].incomplete_tasks.data[0].custom_fields).toEqual({ data: [] });
      expect((await search()).body.data).toEqual([]);
      // Its rules still run: a task made meanwhile takes the default, shown once the module is back.
      const made = await newTask(t, team, { title: "Made while off" });
      expect(made.custom_fields).toEqual({ data: [] });
      await switchCustomFields(t, "activate");
      expect(await valuesOf(t, team, task.id)).toEqual({ [size]: "Xylophone" });
      expect(await valuesOf(t, team, made.id)).toEqual({ [size]: "M" });
    } finally {
      await switchCustomFields(t, "activate");
    }
  });
});

describe("custom fields and duplication", () => {
  it("a duplicated project has the fields, and each copied task its values", async () => {
    const team = await fieldTeam(t);
    const gm = await t.user({ manager: true });
    const level = await newField(t, team, {
      name: "Level",
      type: "dropdown",
      options: ["Low", "High"],
      show_on_card: true,
    });
    const owner = await newField(t, team, { name: "Owner", type: "user", default: team.worker.id });
    const points = await newField(t, team, { name: "Points", type: "number" });
    const task = await newTask(t, team, { title: "Carried", custom_fields: { [level]: "High", [points]: 13 } });
    await newTask(t, team, { title: "Bare", custom_fields: { [owner]: null } });
    const res = await t.post(`/api/pm-pro/v2/duplicate/project/${team.pid}`, {}, { as: gm });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copyId = res.body.data.id as number;
    const fields = await t.get(`/api/pm-pro/v2/projects/${copyId}/custom-fields`, { as: gm });
    const copied = fields.body.data as { id: number; name: string; project_id: number }[];
    expect(copied.map((x) => x.name)).toEqual(["Level", "Owner", "Points"]);
    expect(copied.every((x) => x.project_id === copyId && ![level, owner, points].includes(x.id))).toBe(true);
    expect(fields.body.data[0]).toMatchObject({ options: ["Low", "High"], show_on_card: true });
    expect(fields.body.data[1]).toMatchObject({ default: team.worker.id });
    const copyTasks = await t.get(`/api/pm/v2/projects/${copyId}/tasks`, { as: gm, query: { orderby: "title" } });
    const byTitle = Object.fromEntries(
      (
        copyTasks.body.data as {
          title: string;
          id: number;
          custom_fields: { data: { name: string; value: unknown }[] };
        }[]
      ).map((x) => [x.title, Object.fromEntries(x.custom_fields.data.map((v) => [v.name, v.value]))]),
    );
    expect(byTitle).toEqual({
      Bare: { Level: null, Owner: null, Points: null },
      Carried: { Level: "High", Owner: team.worker.id, Points: 13 },
    });
    // The copy's values are its own: editing them leaves the original's.
    const copyCarried = (copyTasks.body.data as { id: number; title: string }[]).find((x) => x.title === "Carried");
    const edit = await t.post(
      `/api/pm/v2/projects/${copyId}/tasks/${copyCarried?.id}/update`,
      { custom_fields: { [copied[2].id]: 1 } },
      { as: gm },
    );
    expect(edit.status).toBe(200);
    expect((await valuesOf(t, team, task.id))[points]).toBe(13);
  });

  it("a duplicated list's tasks keep their values", async () => {
    const team = await fieldTeam(t);
    const notes = await newField(t, team, { name: "Notes", type: "long_text" });
    const tags = await newField(t, team, { name: "Tags", type: "multi_select", options: ["a", "b"] });
    await newTask(t, team, { title: "Listed", custom_fields: { [notes]: "kept\ntext", [tags]: ["b", "a"] } });
    const res = await t.post(`/api/pm-pro/v2/duplicate/list/${team.list}`, {}, { as: team.boss });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const tasks = await t.get(`${team.p}/tasks`, { as: team.boss, query: { task_list_id: String(res.body.data.id) } });
    expect(tasks.body.data).toHaveLength(1);
    expect(tasks.body.data[0].custom_fields.data.map((x: { value: unknown }) => x.value)).toEqual([
      "kept\ntext",
      ["a", "b"],
    ]);
  });
});
