import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { type Reply, startTestContext, type TestContext, type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

/** The type each open task of the lists shows, by task title. */
const typesShown = (res: Reply) =>
  Object.fromEntries(
    res.body.data.flatMap((l: { incomplete_tasks: { data: unknown[] } }) =>
      (l.incomplete_tasks.data as { title: string; type: { data: { title: string; color: string } | null } }[]).map(
        (task) => [task.title, task.type.data && `${task.type.data.title} ${task.type.data.color}`],
      ),
    ),
  );

describe("a task type's change reaches the cached task lists", () => {
  let boss: TestUser;
  let worker: TestUser;
  let typeId: number;
  let listsUrl: string;
  /** A second app process on the same database: its own read cache, the same sessions. */
  let other: TestContext;
  let otherDir: string;

  beforeAll(async () => {
    boss = await t.user({ manager: true });
    worker = await t.user();
    const pid = await t.project({ manager: boss, coWorkers: [worker] });
    typeId = (await t.post("/api/pm/v2/task-types", { title: "Bug", color: "#d12e2e" }, { as: boss })).body.data.id;
    const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Work" }, { as: boss });
    const made = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Typed", task_list_id: list.body.data.id, type_id: typeId },
      { as: boss },
    );
    expect(made.status).toBe(201);
    listsUrl = `/api/pm/v2/projects/${pid}/task-lists?with=incomplete_tasks`;
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-other-"));
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 2 });
    other = await startTestContext({ on: { database, dataDir: otherDir } });
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  /** Reads on both processes until each answers from its cache, so a stale answer would be there to serve. */
  async function cachedOnBoth() {
    for (const app of [t, other]) {
      await app.get(listsUrl, { as: worker });
      const again = await app.get(listsUrl, { as: worker });
      expect(again.headers["x-read-cache"]).toBe("hit");
    }
  }

  it("renamed, then recoloured: the next read shows it, on this process and on another", async () => {
    await cachedOnBoth();
    expect(typesShown(await t.get(listsUrl, { as: worker }))).toEqual({ Typed: "Bug #d12e2e" });
    const renamed = await t.post(`/api/pm/v2/task-types/${typeId}/update`, { title: "Defect" }, { as: boss });
    expect(renamed.status).toBe(200);
    for (const app of [t, other]) {
      expect(typesShown(await app.get(listsUrl, { as: worker }))).toEqual({ Typed: "Defect #d12e2e" });
    }

    await cachedOnBoth();
    // Through the other process this time.
    const recoloured = await other.post(`/api/pm/v2/task-types/${typeId}/update`, { color: "#2e7dd1" }, { as: boss });
    expect(recoloured.status).toBe(200);
    for (const app of [t, other]) {
      expect(typesShown(await app.get(listsUrl, { as: worker }))).toEqual({ Typed: "Defect #2e7dd1" });
    }
  });

  it("a write that did not come through the app (an administrator's SQL) is seen too", async () => {
    await cachedOnBoth();
    await t.database.db.execute(sql`update task_types set title = 'Fault' where id = ${typeId}`);
    for (const app of [t, other]) {
      expect(typesShown(await app.get(listsUrl, { as: worker }))).toEqual({ Typed: "Fault #2e7dd1" });
    }
  });
});
