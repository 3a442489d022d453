import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { type FieldTeam, fieldTeam, newField, newTask } from "./test-support";

const t = useTestApp();

type Fields = Record<"text" | "number" | "date" | "dropdown" | "multi" | "checkbox" | "url" | "user", number>;

describe("filtering tasks by custom fields", () => {
  let team: FieldTeam;
  let f: Fields;
  beforeAll(async () => {
    team = await fieldTeam(t);
    f = {
      text: await newField(t, team, { name: "Notes", type: "text" }),
      number: await newField(t, team, { name: "Points", type: "number" }),
      date: await newField(t, team, { name: "Deadline", type: "date" }),
      dropdown: await newField(t, team, { name: "Severity", type: "dropdown", options: ["Low", "High"] }),
      multi: await newField(t, team, { name: "Platforms", type: "multi_select", options: ["Web", "iOS", "Android"] }),
      checkbox: await newField(t, team, { name: "Billable", type: "checkbox" }),
      url: await newField(t, team, { name: "Spec", type: "url" }),
      user: await newField(t, team, { name: "Reviewer", type: "user" }),
    };
    await newTask(t, team, {
      title: "Alpha",
      custom_fields: {
        [f.text]: "Call the Client back",
        [f.number]: 3,
        [f.date]: "2026-01-10",
        [f.dropdown]: "High",
        [f.multi]: ["Web", "iOS"],
        [f.checkbox]: true,
        [f.url]: "https://docs.example.com/alpha",
        [f.user]: team.worker.id,
      },
    });
    await newTask(t, team, {
      title: "Beta",
      custom_fields: {
        [f.text]: "Write the report",
        [f.number]: 8.5,
        [f.date]: "2026-03-01",
        [f.dropdown]: "Low",
        [f.multi]: ["Android"],
        [f.checkbox]: false,
        [f.user]: team.boss.id,
      },
    });
    await newTask(t, team, { title: "Gamma", custom_fields: { [f.number]: 12, [f.multi]: ["iOS"] } });
  });

  const titles = async (query: Record<string, string>, url = `${team.p}/tasks`) => {
    const res = await t.get(url, { as: team.boss, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { title: string }[]).map((x) => x.title).sort();
  };
  const cf = (id: number, end?: string) => `custom_field[${id}]${end ? `[${end}]` : ""}`;

  it("filters by every type: exact, ranges, containing, options, ticked or not, a person", async () => {
    expect(await titles({ [cf(f.number)]: "8.5" })).toEqual(["Beta"]);
    expect(await titles({ [cf(f.number, "min")]: "3", [cf(f.number, "max")]: "10" })).toEqual(["Alpha", "Beta"]);
    expect(await titles({ [cf(f.number, "min")]: "9" })).toEqual(["Gamma"]);
    expect(await titles({ [cf(f.date)]: "2026-01-10" })).toEqual(["Alpha"]);
    expect(await titles({ [cf(f.date, "min")]: "2026-02-01" })).toEqual(["Beta"]);
    expect(await titles({ [cf(f.text)]: "client" })).toEqual(["Alpha"]);
    expect(await titles({ [cf(f.text)]: "100%" })).toEqual([]);
    expect(await titles({ [cf(f.url)]: "docs.example" })).toEqual(["Alpha"]);
    expect(await titles({ [cf(f.dropdown)]: "Low" })).toEqual(["Beta"]);
    expect(await titles({ [cf(f.multi)]: "iOS" })).toEqual(["Alpha", "Gamma"]);
    expect(await titles({ [cf(f.checkbox)]: "true" })).toEqual(["Alpha"]);
    // Not ticked: ticked off, or never set.
    expect(await titles({ [cf(f.checkbox)]: "0" })).toEqual(["Beta", "Gamma"]);
    expect(await titles({ [cf(f.user)]: String(team.worker.id) })).toEqual(["Alpha"]);
    // Filters combine, with each other and with the task's own.
    expect(await titles({ [cf(f.multi)]: "iOS", [cf(f.number, "min")]: "5" })).toEqual(["Gamma"]);
    expect(await titles({ [cf(f.multi)]: "iOS", title: "alp" })).toEqual(["Alpha"]);
    // The cross-project query takes them too (a JSON list as well).
    const all = "/api/pm/v2/tasks";
    expect(await titles({ [cf(f.dropdown)]: "High" }, all)).toEqual(["Alpha"]);
    expect(await titles({ custom_field: JSON.stringify([{ id: f.number, max: "4" }]) }, all)).toEqual(["Alpha"]);
  });

  it("refuses a field of no project of the caller's, a value its type refuses, a range on text (400 per filter)", async () => {
    const other = await fieldTeam(t);
    const foreign = await newField(t, other, { name: "Elsewhere", type: "text" });
    const refused = async (
      query: Record<string, string>,
      params: Record<string, string[]>,
      url = `${team.p}/tasks`,
    ) => {
      const res = await t.get(url, { as: team.worker, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.data.params).toEqual(params);
    };
    await refused({ [cf(foreign)]: "x" }, { [cf(foreign)]: ["The custom field was not found."] });
    await refused({ [cf(foreign)]: "x" }, { [cf(foreign)]: ["The custom field was not found."] }, "/api/pm/v2/tasks");
    await refused({ [cf(f.number)]: "abc" }, { [cf(f.number)]: ["Must be a number."] });
    await refused({ [cf(f.date, "max")]: "someday" }, { [cf(f.date)]: ["Enter a date as YYYY-MM-DD."] });
    await refused(
      { [cf(f.text, "min")]: "a" },
      { [cf(f.text)]: ["Only number and date fields filter by min and max."] },
    );
    await refused({ [cf(f.dropdown)]: "Medium" }, { [cf(f.dropdown)]: ["“Medium” is not an option of this field."] });
    await refused({ [cf(f.checkbox)]: "perhaps" }, { [cf(f.checkbox)]: ["Must be true or false."] });
    await refused({ [cf(f.number)]: " " }, { "custom_field.0.value": ["Give a value (or min and max) to filter by."] });
  });

  it("gives the advanced report a custom_field filter (JSON or the bracket form)", async () => {
    const gm = await t.user({ manager: true });
    const report = async (query: string) => {
      const res = await t.get(`/api/pm-pro/v2/advance-report?${query}`, { as: gm });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { task_lists: { tasks: { title: string }[] }[] }[]).flatMap((p) =>
        p.task_lists.flatMap((l) => l.tasks.map((x) => x.title)),
      );
    };
    const filters = JSON.stringify([{ key: "custom_field", value: { id: f.multi, value: "iOS" } }]);
    expect((await report(`filters=${encodeURIComponent(filters)}`)).sort()).toEqual(["Alpha", "Gamma"]);
    const bracket = `filters[0][key]=custom_field&filters[0][value][id]=${f.number}&filters[0][value][min]=4`;
    expect((await report(bracket)).sort()).toEqual(["Beta", "Gamma"]);
    const both = JSON.stringify([
      { key: "custom_field", value: { id: f.number, min: "4" } },
      { key: "status", value: 0 },
      { key: "project", value: [team.pid] },
    ]);
    expect((await report(`filters=${encodeURIComponent(both)}`)).sort()).toEqual(["Beta", "Gamma"]);
    const csv = await t.get(`/api/pm-pro/v2/advance-report?csv=1&filters=${encodeURIComponent(filters)}`, { as: gm });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain("Alpha");
    expect(csv.body).not.toContain("Beta");
    const bad = JSON.stringify([{ key: "custom_field", value: { id: f.number, value: "lots" } }]);
    const refused = await t.get(`/api/pm-pro/v2/advance-report?filters=${encodeURIComponent(bad)}`, { as: gm });
    expect(refused.status).toBe(400);
    expect(refused.body.data.params).toEqual({ "filters.custom_field": ["Must be a number."] });
    const noValue = JSON.stringify([{ key: "custom_field", value: { id: f.number } }]);
    const empty = await t.get(`/api/pm-pro/v2/advance-report?filters=${encodeURIComponent(noValue)}`, { as: gm });
    expect(empty.status).toBe(400);
  });
});

describe("search through custom field text", () => {
  it("finds a task by a text or long-text value, with a passage; private tasks stay private", async () => {
    const team = await fieldTeam(t);
    const notes = await newField(t, team, { name: "Notes", type: "long_text" });
    const level = await newField(t, team, { name: "Level", type: "dropdown", options: ["Zephyrine"] });
    const open = await newTask(t, team, {
      title: "Quiet title",
      custom_fields: { [notes]: "Ask about the zephyrine glaze" },
    });
    const secret = await newTask(t, team, {
      title: "Hidden title",
      privacy: true,
      custom_fields: { [notes]: "zephyrine pricing" },
    });
    await newTask(t, team, { title: "Only the option", custom_fields: { [level]: "Zephyrine" } });
    const search = async (as = team.boss, query = "zephyrine") => {
      const res = await t.get("/api/pm/v2/search", {
        as,
        query: { query, model: "tasks", project_id: String(team.pid) },
      });
      expect(res.status).toBe(200);
      return res.body.data as { id: number; title: string; snippet: string }[];
    };
    const found = await search();
    expect(found.map((h) => h.id).sort()).toEqual([open.id, secret.id].sort());
    expect(found.find((h) => h.id === open.id)?.snippet).toContain("<mark>zephyrine</mark>");
    // Stems and near spellings reach values as they reach titles.
    expect((await search(team.boss, "zephyrin")).map((h) => h.id)).toContain(open.id);
    // A client without view_private_task sees the public task only (the project's flags are off by default for
    // clients: the original's default).
    const asClient = await search(team.client);
    expect(asClient.map((h) => h.id)).not.toContain(secret.id);
    expect(await search(team.outsider)).toEqual([]);
  });
});
