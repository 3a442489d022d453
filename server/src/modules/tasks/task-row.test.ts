import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { milestones, tasks, taskTypes } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { embeddedTask } from "../task-lists/embed-tasks";
import { relatedFromJson, relatedJson } from "./related";
import { registerTaskRowAddOn, taskSummary } from "./task-row";

const t = useTestApp();

/** An add-on of this test only: each task's title, upper-cased by PostgreSQL, handed to `seen`. */
const seen = new Map<number, string>();
registerTaskRowAddOn<string>({
  name: "shout",
  perTask: (ids) => sql`select st.id, upper(st.title) as shout from tasks st where st.id = any(${ids})`,
  json: (x) => `to_json(${x}.shout)`,
  decode: (v: string) => `${v}!`,
  into: (_related, taskId, value) => seen.set(taskId, value),
});

/** A task with every summary field set to something other than its default (and one with them unset). */
async function tasksOfEveryKind() {
  const manager = await t.user();
  const pid = await t.project({ manager });
  const base = `/api/pm/v2/projects/${pid}`;
  const list = (await t.post(`${base}/task-lists`, { title: "Kinds" }, { as: manager })).body.data.id as number;
  const make = async (title: string) =>
    (await t.post(`${base}/tasks`, { title, task_list_id: list }, { as: manager })).body.data.id as number;
  const plain = await make("Plain");
  const full = await make(`Full "quoted" \\ é`);
  const db = t.database.db;
  const [type] = await db
    .insert(taskTypes)
    .values({ title: "Bug", color: "#ff0000", createdBy: manager.id })
    .returning();
  const [milestone] = await db
    .insert(milestones)
    .values({ projectId: pid, title: "M", createdBy: manager.id })
    .returning();
  await db
    .update(tasks)
    .set({
      status: 1,
      order: 7,
      milestoneId: milestone.id,
      startAt: "2026-01-02",
      dueDate: "2026-03-04",
      completedAt: new Date("2026-03-04T05:06:07.089Z"),
      completedBy: manager.id,
      isPrivate: true,
      typeId: type.id,
    })
    .where(eq(tasks.id, full));
  return { manager, base, ids: [plain, full] };
}

describe("the task row declaration", () => {
  it("decodes what its select writes, field by field, as drizzle reads the same row", async () => {
    const { ids } = await tasksOfEveryKind();
    for (const id of ids) {
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
      const found = (await t.database.db.execute(
        sql`select ${sql.raw(taskSummary.json("t"))} as row from tasks t where t.id = ${id}`,
      )) as unknown as { rows: { row: string }[] };
      const decoded = taskSummary.decode(JSON.parse(found.rows[0].row)) as Record<string, unknown>;
      expect(Object.keys(decoded)).toEqual(taskSummary.fields.map((f) => f.name));
      for (const f of taskSummary.fields) expect([f.name, decoded[f.name]]).toEqual([f.name, row[f.name]]);
    }
  });

  it("extends a shape after its own fields, and refuses a name that is not an identifier", () => {
    expect(embeddedTask.fields.slice(0, taskSummary.fields.length)).toEqual(taskSummary.fields);
    const tuple = embeddedTask.fields.map((_, i) => i);
    const decoded = embeddedTask.decode(tuple) as Record<string, unknown>;
    embeddedTask.fields.forEach((f, i) => {
      if (!f.codec.decode) expect(decoded[f.name]).toBe(i);
    });
    expect(() => taskSummary.extend([{ name: "a-b", sql: () => "1", codec: { json: (e) => e } }])).toThrow();
  });

  it("hands an add-on its values for the tasks it has them for, in related data and in the lists' rows", async () => {
    const { manager, base, ids } = await tasksOfEveryKind();
    const found = (await t.database.db.execute(
      sql`select ${relatedJson(sql`${`{${ids.join(",")}}`}::int[]`, sql`false`)} as related`,
    )) as unknown as { rows: { related: Parameters<typeof relatedFromJson>[0] }[] };
    relatedFromJson(found.rows[0].related);
    expect(seen.get(ids[0])).toBe("PLAIN!");
    expect(seen.get(ids[1])).toBe(`FULL "QUOTED" \\ É!`);
    seen.clear();
    const lists = await t.get(`${base}/task-lists?with=incomplete_tasks,complete_tasks`, { as: manager });
    expect(lists.status).toBe(200);
    expect(lists.body.data[0].incomplete_tasks.data.map((x: { id: number }) => x.id)).toEqual([ids[0]]);
    expect(lists.body.data[0].complete_tasks.data.map((x: { id: number }) => x.id)).toEqual([ids[1]]);
    expect(seen.get(ids[0])).toBe("PLAIN!");
    expect(seen.get(ids[1])).toBe(`FULL "QUOTED" \\ É!`);
  });
});
