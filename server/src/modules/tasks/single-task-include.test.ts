import { MODULE } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../test/harness";
import { registerSingleTaskInclude } from "./load";

const t = useTestApp();

/** An include of this test only, on the Slack switch: the task's title as PostgreSQL upper-cases it. */
registerSingleTaskInclude<string>({
  name: "shout",
  module: MODULE.slack,
  answer: z.object({ value: z.string(), task: z.number(), reader: z.number() }),
  sql: (taskId) => sql<string>`(select upper(st.title) from tasks st where st.id = ${taskId})`,
  present: (value, { task }, viewer) => ({ value, task: task.id, reader: viewer.person.id }),
});

describe("a single-task include (tasks/load.ts)", () => {
  it("comes in the task's own statement when asked, and is left out while its module is off", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    const base = `/api/pm/v2/projects/${pid}`;
    const list = (await t.post(`${base}/task-lists`, { title: "L" }, { as: boss })).body.data.id as number;
    const id = (await t.post(`${base}/tasks`, { title: "Loud", task_list_id: list }, { as: boss })).body.data.id;
    const read = (w?: string) => t.get(`${base}/tasks/${id}`, { as: boss, ...(w ? { query: { with: w } } : {}) });

    const plain = await read();
    const asked = await read("shout");
    expect(asked.status).toBe(200);
    expect(asked.body.data.shout).toEqual({ value: "LOUD", task: id, reader: boss.id });
    expect(plain.body.data.shout).toBeUndefined();
    // In the task's own statement: no round trip more than without it.
    expect(asked.headers["x-query-count"]).toBe(plain.headers["x-query-count"]);
    const { shout: _, ...rest } = asked.body.data;
    expect(rest).toEqual(plain.body.data);

    const off = await t.post(
      "/api/pm-pro/v2/module-update",
      { module: MODULE.slack, type: "deactivate" },
      { as: boss },
    );
    expect(off.status).toBe(200);
    const whileOff = await read("shout");
    expect(whileOff.status).toBe(200);
    expect(whileOff.body.data.shout).toBeUndefined();
  });
});
