import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { download, postForm } from "../../test/forms";
import { createTemplateCopy, startTestContext } from "../../test/harness";
import { type Database, type Db, migrationsFolder } from "../client";
import * as schema from "../schema";
import { importPgliteFolderIfAny, pgliteFolder } from "./run";

/**
 * A workspace written by the PGlite-era Cairn (the same app code, on a PGlite data folder) must come
 * across whole into the PostgreSQL server on first start: rows, ids, sequences, and the uploaded files.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-import-"));
const logged: string[] = [];
const log = {
  info: (m: string) => logged.push(m),
  warn: (m: string) => logged.push(m),
  error: (m: string) => logged.push(m),
};
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function pgliteInstall(): Promise<Database> {
  const client = await PGlite.create({ dataDir: pgliteFolder(dataDir), extensions: { pg_trgm, unaccent, btree_gist } });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  // The import reads rows only: nothing listens to an old install.
  return { db, kind: "embedded", listen: async () => async () => undefined, close: () => client.close() };
}

describe("importing a PGlite data folder", () => {
  it("brings every row and file across once, keeps a backup, and the workspace works on", {
    timeout: 180_000,
  }, async () => {
    // The old install: a project with a list, a task, a comment and an uploaded file.
    const old = await startTestContext({ on: { database: await pgliteInstall(), dataDir } });
    const manager = await old.user({ name: "Mona Manager" });
    const worker = await old.user({ name: "Walt Worker" });
    const pid = await old.project({ manager, coWorkers: [worker], title: "Moved house" });
    const list = (await old.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Boxes" }, { as: manager })).body
      .data;
    const task = (
      await old.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Pack the books", board_id: list.id }, { as: worker })
    ).body.data;
    const comment = await old.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>Heavy ones at the bottom</p>", commentable_id: task.id, commentable_type: "task" },
      { as: manager },
    );
    expect(comment.status).toBe(201);
    const bytes = Buffer.from("a file that must survive the move\n".repeat(50));
    const uploaded = await postForm(
      old,
      `/api/pm-pro/v2/projects/${pid}/files`,
      { type: "pro_file" },
      [{ name: "inventory.txt", content: bytes, type: "text/plain" }],
      worker,
    );
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data[0];
    const before = {
      task: (await old.get(`/api/pm/v2/projects/${pid}/tasks/${task.id}`, { as: worker })).body.data,
      lists: (
        await old.get(`/api/pm/v2/projects/${pid}/task-lists`, { as: worker, query: { with: "incomplete_tasks" } })
      ).body,
      activities: (await old.get(`/api/pm/v2/projects/${pid}/activities`, { as: manager })).body.data.length,
    };
    await old.close();

    // First start on the new server: a migrated, empty database.
    const target = await createTemplateCopy();
    await importPgliteFolderIfAny(dataDir, target.database, target.databaseUrl, log);
    expect(fs.existsSync(pgliteFolder(dataDir))).toBe(false);
    const backups = fs.readdirSync(dataDir).filter((name) => name.startsWith("db.pglite-backup-"));
    expect(backups).toHaveLength(1);
    expect(logged.some((line) => /imported \d+ rows in \d+ tables from PGlite/.test(line))).toBe(true);

    const now = await startTestContext({ on: { database: target.database, dataDir } });
    try {
      const same = await now.get(`/api/pm/v2/projects/${pid}/tasks/${task.id}`, { as: worker });
      expect(same.status).toBe(200);
      expect(same.body.data).toEqual(before.task);
      const lists = await now.get(`/api/pm/v2/projects/${pid}/task-lists`, {
        as: worker,
        query: { with: "incomplete_tasks" },
      });
      expect(lists.body).toEqual(before.lists);
      expect((await now.get(`/api/pm/v2/projects/${pid}/activities`, { as: manager })).body.data).toHaveLength(
        before.activities,
      );
      // The session cookies made before the move still sign people in.
      const got = await download(now, file.download_url, worker);
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.bytes, bytes)).toBe(0);
      // Sequences continue past the imported ids: new rows do not collide.
      const next = await now.post(
        `/api/pm/v2/projects/${pid}/tasks`,
        { title: "Unpack", board_id: list.id },
        { as: worker },
      );
      expect(next.status).toBe(201);
      expect(next.body.data.id).toBeGreaterThan(task.id);
      // A second start finds nothing left to import and changes nothing.
      await importPgliteFolderIfAny(dataDir, target.database, target.databaseUrl, log);
      expect((await now.get(`/api/pm/v2/projects/${pid}/tasks/${next.body.data.id}`, { as: worker })).status).toBe(200);
    } finally {
      await now.close();
      await target.dropDatabase();
    }
  });
});
