import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { fieldTeam, newField, newTask, valuesOf } from "./test-support";

const t = useTestApp();

const count = async (table: "custom_fields" | "task_custom_values") =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0].n,
  );

describe("a project's custom fields", () => {
  it("creates a field of every type, answers 201 with it, and members read them in order", async () => {
    const team = await fieldTeam(t);
    const bodies = [
      { name: "Notes", type: "text" },
      { name: "Story", type: "long_text", required: true, default: "To be written" },
      { name: "Points", type: "number", default: "5" },
      { name: "Deadline", type: "date" },
      { name: "Severity", type: "dropdown", options: ["Low", "High"], default: "Low", show_on_card: true },
      { name: "Platforms", type: "multi_select", options: ["Web", "iOS"], default: ["iOS", "Web"] },
      { name: "Billable", type: "checkbox", default: false },
      { name: "Spec", type: "url" },
      { name: "Reviewer", type: "user", default: team.worker.id },
    ];
    const first = await t.post(team.f, bodies[0], { as: team.boss });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: "The custom field has been added.",
      data: {
        id: expect.any(Number),
        project_id: team.pid,
        name: "Notes",
        type: "text",
        options: [],
        required: false,
        default: null,
        show_on_card: false,
        order: 0,
      },
    });
    for (const body of bodies.slice(1)) await newField(t, team, body);
    for (const reader of [team.worker, team.client]) {
      const res = await t.get(team.f, { as: reader });
      expect(res.status).toBe(200);
      expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(bodies.map((b) => b.name));
    }
    const read = (await t.get(team.f, { as: team.boss })).body.data;
    // Defaults as answers carry them: a number as a number, options in the field's order.
    expect(read.map((f: { default: unknown }) => f.default)).toEqual([
      null,
      "To be written",
      5,
      null,
      "Low",
      ["Web", "iOS"],
      false,
      null,
      team.worker.id,
    ]);
    expect(read[4]).toMatchObject({ options: ["Low", "High"], show_on_card: true, order: 4 });
    expect((await t.get(team.f, { as: team.outsider })).status).toBe(404);
  });

  it("refuses malformed definitions with each field's message, and changes nothing", async () => {
    const team = await fieldTeam(t);
    await newField(t, team, { name: "Taken", type: "text" });
    const before = await count("custom_fields");
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ type: "text" }, { name: ["Field name is required."] }],
      [{ name: "  ", type: "text" }, { name: ["Field name is required."] }],
      [{ name: "x".repeat(101), type: "text" }, { name: ["Must be at most 100 characters."] }],
      [{ name: "Bell\u0007", type: "text" }, { name: ["Must not contain control characters."] }],
      [
        { name: "Odd", type: "colour" },
        {
          type: ["Type must be one of text, long_text, number, date, dropdown, multi_select, checkbox, url or user."],
        },
      ],
      [{ name: "Pick", type: "dropdown" }, { options: ["Give at least one option."] }],
      [
        { name: "Pick", type: "text", options: ["a"] },
        { options: ["Only dropdown and multi-select fields have options."] },
      ],
      [{ name: "Pick", type: "dropdown", options: ["a", "A"] }, { options: ["Each option may appear only once."] }],
      [{ name: "Pick", type: "dropdown", options: ["a", ""] }, { "options.1": ["An option cannot be empty."] }],
      [{ name: "Pick", type: "dropdown", options: "not a list" }, { options: ["Options must be a list of texts."] }],
      [
        { name: "Pick", type: "dropdown", options: ["a"], default: "b" },
        { default: ["“b” is not an option of this field."] },
      ],
      [{ name: "N", type: "number", default: "abc" }, { default: ["Must be a number."] }],
      [
        { name: "N", type: "number", required: true },
        { default: ["A required field needs a default value: new tasks take it."] },
      ],
      [{ name: "U", type: "user", default: team.outsider.id }, { default: ["Choose a member of the project."] }],
      [{ name: "taken", type: "text" }, { name: ["The project already has a field of this name."] }],
    ];
    for (const [body, params] of cases) {
      const res = await t.post(team.f, body, { as: team.boss });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(res.body.data.params, JSON.stringify(body)).toEqual(params);
    }
    const nul = await t.post(team.f, { name: "a\u0000b", type: "text" }, { as: team.boss });
    expect(nul.status).toBe(400);
    expect(nul.body.data.params.name).toBeDefined();
    expect(await count("custom_fields")).toBe(before);
  });

  it("lets only the project's managers and global managers define fields", async () => {
    const team = await fieldTeam(t);
    const gm = await t.user({ manager: true });
    const field = await newField(t, team, { name: "Size", type: "number" });
    const other = await fieldTeam(t);
    const foreign = await newField(t, other, { name: "Elsewhere", type: "text" });
    const before = await count("custom_fields");
    const writes: [string, unknown][] = [
      [team.f, { name: "New", type: "text" }],
      [`${team.f}/${field}/update`, { name: "Renamed" }],
      [`${team.f}/${field}/delete`, {}],
      [`${team.f}/sorting`, { orders: [{ id: field, order: 3 }] }],
    ];
    for (const [url, body] of writes) {
      for (const who of [team.worker, team.client])
        expect((await t.post(url, body, { as: who })).status, url).toBe(403);
      expect((await t.post(url, body, { as: team.outsider })).status, url).toBe(404);
    }
    // Another project's field, through this project: not found, and it stays as it was.
    expect((await t.post(`${team.f}/${foreign}/update`, { name: "Hijack" }, { as: team.boss })).status).toBe(404);
    expect((await t.post(`${team.f}/${foreign}/delete`, {}, { as: team.boss })).status).toBe(404);
    expect((await t.post(`${team.f}/sorting`, { orders: [{ id: foreign, order: 1 }] }, { as: team.boss })).status).toBe(
      404,
    );
    expect(await count("custom_fields")).toBe(before);
    expect((await t.get(other.f, { as: other.boss })).body.data[0].name).toBe("Elsewhere");
    // A global manager who is no member may.
    const made = await t.post(team.f, { name: "By the boss", type: "checkbox" }, { as: gm });
    expect(made.status).toBe(201);
  });

  it("updates a field: name, options, card flag; the type only while no task holds a value", async () => {
    const team = await fieldTeam(t);
    const level = await newField(t, team, { name: "Level", type: "dropdown", options: ["Low", "High"] });
    const res = await t.post(
      `${team.f}/${level}/update`,
      { name: "Priority level", options: ["Low", "High", "Urgent"], show_on_card: true },
      { as: team.boss },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "The custom field has been updated.",
      data: { name: "Priority level", options: ["Low", "High", "Urgent"], show_on_card: true },
    });
    const task = await newTask(t, team, { title: "Holds High", custom_fields: { [level]: "High" } });
    const before = await count("task_custom_values");
    // An option in use stays; the type stays while a value exists.
    const removing = await t.post(`${team.f}/${level}/update`, { options: ["Low", "Urgent"] }, { as: team.boss });
    expect(removing.status).toBe(400);
    expect(removing.body.data.params).toEqual({
      options: ["“High” is set on 1 task(s): take it off them before removing it."],
    });
    const retype = await t.post(`${team.f}/${level}/update`, { type: "text" }, { as: team.boss });
    expect(retype.status).toBe(400);
    expect(retype.body.data.params).toEqual({
      type: ["The type cannot change while tasks have values of this field."],
    });
    // An option no task holds may go.
    const unused = await t.post(`${team.f}/${level}/update`, { options: ["Low", "High"] }, { as: team.boss });
    expect(unused.status).toBe(200);
    expect(await count("task_custom_values")).toBe(before);
    // Once the value is taken off, the type may change (its options go with the old type).
    const cleared = await t.post(
      `${team.p}/tasks/${task.id}/update`,
      { custom_fields: { [level]: "" } },
      { as: team.boss },
    );
    expect(cleared.status).toBe(200);
    const text = await t.post(`${team.f}/${level}/update`, { type: "text" }, { as: team.boss });
    expect(text.status).toBe(200);
    expect(text.body.data).toMatchObject({ type: "text", options: [], default: null });
  });

  it("made required, gives its default to every task without a value; renamed onto another's name is refused", async () => {
    const team = await fieldTeam(t);
    const points = await newField(t, team, { name: "Points", type: "number" });
    await newField(t, team, { name: "Other", type: "text" });
    const a = await newTask(t, team, { title: "A", custom_fields: { [points]: 8 } });
    const b = await newTask(t, team, { title: "B" });
    const refused = await t.post(`${team.f}/${points}/update`, { required: true }, { as: team.boss });
    expect(refused.body.data.params).toEqual({
      default: ["A required field needs a default value: new tasks take it."],
    });
    const res = await t.post(`${team.f}/${points}/update`, { required: true, default: 1 }, { as: team.boss });
    expect(res.status).toBe(200);
    expect((await valuesOf(t, team, a.id))[points]).toBe(8);
    expect((await valuesOf(t, team, b.id))[points]).toBe(1);
    const clash = await t.post(`${team.f}/${points}/update`, { name: "OTHER" }, { as: team.boss });
    expect(clash.body.data.params).toEqual({ name: ["The project already has a field of this name."] });
  });

  it("deletes a field and its value on every task", async () => {
    const team = await fieldTeam(t);
    const field = await newField(t, team, { name: "Gone", type: "text" });
    const task = await newTask(t, team, { title: "Had it", custom_fields: { [field]: "value" } });
    const res = await t.post(`${team.f}/${field}/delete`, {}, { as: team.boss });
    expect(res.body).toEqual({
      message: "The custom field has been deleted, with its values on every task.",
      data: { id: field },
    });
    expect(await valuesOf(t, team, task.id)).toEqual({});
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from task_custom_values where field_id = ${field}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(0);
    expect((await t.post(`${team.f}/${field}/delete`, {}, { as: team.boss })).status).toBe(404);
  });

  it("sorts the fields; a bad order list is refused and changes nothing", async () => {
    const team = await fieldTeam(t);
    const a = await newField(t, team, { name: "A", type: "text" });
    const b = await newField(t, team, { name: "B", type: "text" });
    const c = await newField(t, team, { name: "C", type: "text" });
    const names = async () => (await t.get(team.f, { as: team.worker })).body.data.map((f: { name: string }) => f.name);
    const res = await t.post(
      `${team.f}/sorting`,
      {
        orders: [
          { id: c, order: 0 },
          { id: a, order: 1 },
          { id: b, order: 2 },
        ],
      },
      { as: team.boss },
    );
    expect(res.status).toBe(200);
    expect(await names()).toEqual(["C", "A", "B"]);
    for (const body of [{}, { orders: [] }, { orders: [{ id: a }] }, { orders: "x" }]) {
      expect((await t.post(`${team.f}/sorting`, body, { as: team.boss })).status, JSON.stringify(body)).toBe(400);
    }
    const twice = await t.post(
      `${team.f}/sorting`,
      {
        orders: [
          { id: a, order: 5 },
          { id: a, order: 6 },
        ],
      },
      { as: team.boss },
    );
    expect(twice.status).toBe(404);
    expect(await names()).toEqual(["C", "A", "B"]);
  });

  it("holds at most 50 fields per project (422)", async () => {
    const team = await fieldTeam(t);
    await t.database.db.execute(sql`insert into custom_fields (project_id, name, type, created_by)
      select ${team.pid}, 'Field ' || n, 'text', ${team.boss.id} from generate_series(1, 50) n`);
    const res = await t.post(team.f, { name: "One too many", type: "text" }, { as: team.boss });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(["A project holds at most 50 custom fields."]);
  });
});
