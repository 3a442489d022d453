import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { type FieldTeam, fieldTeam, newField, newTask, valuesOf } from "./test-support";

const t = useTestApp();

/** One field of each type; the long text is required (default "TBD"), the number defaults to 5. */
async function everyType(team: FieldTeam) {
  return {
    text: await newField(t, team, { name: "Notes", type: "text" }),
    long: await newField(t, team, { name: "Story", type: "long_text", required: true, default: "TBD" }),
    number: await newField(t, team, { name: "Points", type: "number", default: 5 }),
    date: await newField(t, team, { name: "Deadline", type: "date" }),
    dropdown: await newField(t, team, { name: "Severity", type: "dropdown", options: ["Low", "High"] }),
    multi: await newField(t, team, { name: "Platforms", type: "multi_select", options: ["Web", "iOS", "Android"] }),
    checkbox: await newField(t, team, { name: "Billable", type: "checkbox" }),
    url: await newField(t, team, { name: "Spec", type: "url" }),
    user: await newField(t, team, { name: "Reviewer", type: "user" }),
  };
}

const taskCount = async () =>
  Number(
    ((await t.database.db.execute(sql`select count(*)::int as n from tasks`)) as unknown as { rows: { n: number }[] })
      .rows[0].n,
  );

describe("custom values on tasks", () => {
  it("takes a value of every type on create; every task answer carries each field with its value", async () => {
    const team = await fieldTeam(t);
    const f = await everyType(team);
    const task = await newTask(t, team, {
      title: "Filled",
      custom_fields: {
        [f.text]: "  Call the client ",
        [f.long]: "Line one\nLine two",
        [f.number]: "12.75",
        [f.date]: "2026-05-31",
        [f.dropdown]: "High",
        [f.multi]: ["Android", "Web"],
        [f.checkbox]: true,
        [f.url]: "https://example.com/spec",
        [f.user]: team.worker.id,
      },
    });
    const expected = [
      { id: f.text, name: "Notes", type: "text", value: "Call the client" },
      { id: f.long, name: "Story", type: "long_text", value: "Line one\nLine two" },
      { id: f.number, name: "Points", type: "number", value: 12.75 },
      { id: f.date, name: "Deadline", type: "date", value: "2026-05-31" },
      { id: f.dropdown, name: "Severity", type: "dropdown", value: "High" },
      { id: f.multi, name: "Platforms", type: "multi_select", value: ["Web", "Android"] },
      { id: f.checkbox, name: "Billable", type: "checkbox", value: true },
      { id: f.url, name: "Spec", type: "url", value: "https://example.com/spec" },
      { id: f.user, name: "Reviewer", type: "user", value: team.worker.id },
    ];
    expect(task.custom_fields).toEqual({ data: expected });
    // The single task, the project's task list, the lists' embedded tasks, the board's card, the cross-project query.
    const single = await t.get(`${team.p}/tasks/${task.id}`, { as: team.worker });
    expect(single.body.data.custom_fields.data).toEqual(expected);
    const listed = await t.get(`${team.p}/tasks`, { as: team.worker });
    expect(listed.body.data[0].custom_fields.data).toEqual(expected);
    const lists = await t.get(`${team.p}/task-lists`, { as: team.worker, query: { with: "incomplete_tasks" } });
    expect(lists.body.data[0].incomplete_tasks.data[0].custom_fields.data).toEqual(expected);
    const board = await t.get(`/api/pm-pro/v2/projects/${team.pid}/kanboard`, { as: team.worker });
    const card = board.body.data.flatMap((c: { task: { data: unknown[] } }) => c.task.data)[0];
    expect(card.custom_fields.data).toEqual(expected);
    const mine = await t.get("/api/pm/v2/tasks", { as: team.worker, query: { project_id: String(team.pid) } });
    expect(mine.body.data[0].custom_fields.data).toEqual(expected);
  });

  it("gives a new task each field's default, unless a value (or an empty one) is given", async () => {
    const team = await fieldTeam(t);
    const f = await everyType(team);
    const plain = await newTask(t, team, { title: "Defaults" });
    const values = Object.fromEntries(plain.custom_fields.data.map((x) => [x.id, x.value]));
    expect(values).toEqual({
      [f.text]: null,
      [f.long]: "TBD",
      [f.number]: 5,
      [f.date]: null,
      [f.dropdown]: null,
      [f.multi]: null,
      [f.checkbox]: null,
      [f.url]: null,
      [f.user]: null,
    });
    const given = await newTask(t, team, { title: "Own", custom_fields: { [f.number]: "", [f.long]: "Mine" } });
    expect(await valuesOf(t, team, given.id)).toMatchObject({ [f.number]: null, [f.long]: "Mine" });
    // A sub-task is a task of the project too.
    const sub = await t.post(`/api/pm-pro/v2/tasks/${plain.id}/sub-tasks`, { title: "Part" }, { as: team.boss });
    expect(sub.status).toBe(201);
    expect(await valuesOf(t, team, sub.body.data.id)).toMatchObject({ [f.long]: "TBD", [f.number]: 5 });
  });

  it("refuses what a field's type, options, members or required rule refuse, each under its field; creates nothing", async () => {
    const team = await fieldTeam(t);
    const f = await everyType(team);
    const other = await fieldTeam(t);
    const foreign = await newField(t, other, { name: "Elsewhere", type: "text" });
    const before = await taskCount();
    const res = await t.post(
      `${team.p}/tasks`,
      {
        title: "Refused",
        task_list_id: team.list,
        custom_fields: {
          [f.text]: "ok",
          [f.long]: "",
          [f.number]: "abc",
          [f.date]: "2026-02-30",
          [f.dropdown]: "Medium",
          [f.multi]: ["Web", "Linux"],
          [f.checkbox]: "maybe",
          [f.url]: "ftp://example.com",
          [f.user]: team.outsider.id,
          [foreign]: "sneaky",
        },
      },
      { as: team.boss },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("rest_invalid_param");
    expect(res.body.data.params).toEqual({
      [`custom_fields.${f.long}`]: ["This field is required."],
      [`custom_fields.${f.number}`]: ["Must be a number."],
      [`custom_fields.${f.date}`]: ["Enter a date as YYYY-MM-DD."],
      [`custom_fields.${f.dropdown}`]: ["“Medium” is not an option of this field."],
      [`custom_fields.${f.multi}`]: ["“Linux” is not an option of this field."],
      [`custom_fields.${f.checkbox}`]: ["Must be true or false."],
      [`custom_fields.${f.url}`]: ["Enter a web address starting with http:// or https://."],
      [`custom_fields.${f.user}`]: ["Choose a member of the project."],
      [`custom_fields.${foreign}`]: ["This field does not belong to the task's project."],
    });
    for (const bad of ["not json", [1, 2], { abc: 1 }, { "0": 1 }]) {
      const r = await t.post(
        `${team.p}/tasks`,
        { title: "Bad", task_list_id: team.list, custom_fields: bad },
        { as: team.boss },
      );
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(
        Object.keys(r.body.data.params).some((k) => k.startsWith("custom_fields")),
        JSON.stringify(r.body),
      ).toBe(true);
    }
    const long = await t.post(
      `${team.p}/tasks`,
      { title: "Long", task_list_id: team.list, custom_fields: { [f.text]: "x".repeat(1001) } },
      { as: team.boss },
    );
    expect(long.body.data.params).toEqual({ [`custom_fields.${f.text}`]: ["Must be at most 1000 characters."] });
    expect(await taskCount()).toBe(before);
  });

  it("sets, changes and clears values on update; logs the change; equal values change nothing", async () => {
    const team = await fieldTeam(t);
    const f = await everyType(team);
    const task = await newTask(t, team, { title: "Edited" });
    const update = (custom_fields: Record<string, unknown>, as = team.boss) =>
      t.post(`${team.p}/tasks/${task.id}/update`, { custom_fields }, { as });
    const set = await update({ [f.number]: 8, [f.multi]: "iOS", [f.checkbox]: "0", [f.user]: String(team.client.id) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const shown = Object.fromEntries(
      (set.body.data.custom_fields.data as { id: number; value: unknown }[]).map((x) => [x.id, x.value]),
    );
    expect(shown).toMatchObject({ [f.number]: 8, [f.multi]: ["iOS"], [f.checkbox]: false, [f.user]: team.client.id });
    expect(set.body.activity).toMatchObject({
      action: "update_task_custom_fields",
      meta: { old: { Points: 5, Platforms: null }, new: { Points: 8, Platforms: ["iOS"] } },
    });
    const again = await update({ [f.number]: "8.0" });
    expect(again.status).toBe(200);
    expect(again.body.activity).toBeUndefined();
    const cleared = await update({ [f.number]: null, [f.multi]: [], [f.user]: 0 });
    expect(cleared.status).toBe(200);
    expect(await valuesOf(t, team, task.id)).toMatchObject({ [f.number]: null, [f.multi]: null, [f.user]: null });
    // A required field cannot be emptied; the refusal writes nothing (the number stays unset).
    const emptied = await update({ [f.long]: "  ", [f.number]: 3 });
    expect(emptied.status).toBe(400);
    expect(emptied.body.data.params).toEqual({ [`custom_fields.${f.long}`]: ["This field is required."] });
    expect(await valuesOf(t, team, task.id)).toMatchObject({ [f.long]: "TBD", [f.number]: null });
    // Values follow the task's own edit right: a co-worker may not edit the manager's task (403), his own he may.
    const refused = await update({ [f.text]: "mine now" }, team.worker);
    expect(refused.status).toBe(403);
    const own = await newTask(t, team, { title: "Worker's" }, team.worker);
    const ownEdit = await t.post(
      `${team.p}/tasks/${own.id}/update`,
      { custom_fields: { [f.text]: "my note" } },
      { as: team.worker },
    );
    expect(ownEdit.status).toBe(200);
    expect(await valuesOf(t, team, task.id)).toMatchObject({ [f.text]: null });
  });

  it("answers custom_fields: {data: []} for a project without fields, in the same statements", async () => {
    const team = await fieldTeam(t);
    const task = await newTask(t, team, { title: "Plain" });
    expect(task.custom_fields).toEqual({ data: [] });
    const read = await t.get(`${team.p}/tasks/${task.id}`, { as: team.boss });
    expect(read.body.data.custom_fields).toEqual({ data: [] });
    const single = read.headers["x-query-count"];
    const listed = await t.get(`${team.p}/tasks`, { as: team.boss });
    // Fields and values read inside the same statements: as many for 3 fields and 20 tasks as for none.
    await newField(t, team, { name: "A", type: "text", default: "a" });
    await newField(t, team, { name: "B", type: "number", default: 1 });
    await newField(t, team, { name: "C", type: "multi_select", options: ["x"], default: ["x"] });
    for (let i = 0; i < 20; i++) await newTask(t, team, { title: `Task ${i}` });
    const readAgain = await t.get(`${team.p}/tasks/${task.id}`, { as: team.boss });
    expect(readAgain.headers["x-query-count"]).toBe(single);
    const listedAgain = await t.get(`${team.p}/tasks`, { as: team.boss });
    expect(listedAgain.body.data).toHaveLength(20);
    expect(listedAgain.body.data[0].custom_fields.data.map((x: { value: unknown }) => x.value)).toEqual([
      "a",
      1,
      ["x"],
    ]);
    expect(listedAgain.headers["x-query-count"]).toBe(listed.headers["x-query-count"]);
  });
});
