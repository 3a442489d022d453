import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { comments, taskLists, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { forgetWordShares } from "./word-stats";

const t = useTestApp();

type Hit = { id: number; title: string; project_id: number; snippet: string };

/**
 * A word in a large share of the tasks or comments is scanned for instead of read through the GIN index
 * (tiers.ts SCAN_SHARE), once PostgreSQL's statistics say so. The answers must be as right as through the
 * index: the reader's projects only, privacy decided in SQL, the group filled and `has_more` true.
 */
describe("search: common words", () => {
  let boss: TestUser;
  let client: TestUser;
  let mine: number;
  let other: number;
  const statements: { text: string; values: unknown }[] = [];

  beforeAll(async () => {
    boss = await t.user({ manager: true });
    const lead = await t.user();
    client = await t.user();
    mine = await t.project({ manager: lead, clients: [client] });
    other = await t.project({ manager: lead });
    const db = t.database.db;
    for (const pid of [mine, other]) {
      const [list] = await db
        .insert(taskLists)
        .values({ projectId: pid, title: "Plain list", createdBy: lead.id })
        .returning({ id: taskLists.id });
      const made = await db
        .insert(tasks)
        .values(
          Array.from({ length: 2000 }, (_, i) => ({
            projectId: pid,
            taskListId: list.id,
            // Every other task says zircon, every third is private; none says garnet.
            title: i % 2 === 0 ? `Zircon number ${i}` : `Plain number ${i}`,
            isPrivate: i % 3 === 0,
            createdBy: lead.id,
          })),
        )
        .returning({ id: tasks.id });
      await db.insert(comments).values(
        made.map((task) => ({
          projectId: pid,
          commentableType: "task",
          commentableId: task.id,
          content: "<p>A garnet note</p>",
          createdBy: lead.id,
        })),
      );
    }
    await db.execute(sql`analyze tasks`);
    await db.execute(sql`analyze comments`);
    forgetWordShares();
    // What the app sends, to see which way each tier went.
    const pool = (db as unknown as { $client: { query: (config: unknown, values?: unknown) => unknown } }).$client;
    const query = pool.query.bind(pool);
    pool.query = (config: unknown, values?: unknown) => {
      if (config && typeof config === "object" && "text" in config)
        statements.push({ text: String(config.text), values: "values" in config ? config.values : values });
      return query(config, values);
    };
  });

  const search = async (as: TestUser, query: Record<string, string>) => {
    statements.length = 0;
    const res = await t.get("/api/pm/v2/search", { as, query: { model: "tasks", ...query } });
    expect(res.status).toBe(200);
    const main = statements.at(-1);
    return { hits: res.body.data as Hit[], meta: res.body.meta.groups.tasks, sql: main?.text ?? "", main };
  };

  /**
   * The generic plan PostgreSQL keeps for the statement the app last sent (search's statement is named after
   * its text, db/statements.ts, and a generic plan cannot see the values), with its values.
   */
  const planOf = async (main: { text: string; values: unknown } | undefined) => {
    type Client = {
      query: (text: string) => Promise<{ rows: Record<string, string>[] }>;
      escapeLiteral: (text: string) => string;
    };
    const pool = (t.database.db as unknown as { $client: { connect: () => Promise<Client & { release(): void }> } })
      .$client;
    const values = (main?.values ?? []) as unknown[];
    const client = await pool.connect();
    try {
      await client.query("set plan_cache_mode = force_generic_plan");
      await client.query(`prepare plan_probe as ${main?.text}`);
      const args = values.map((v) => (v === null ? "null" : client.escapeLiteral(String(v)))).join(", ");
      const result = await client.query(`explain (costs off) execute plan_probe(${args})`);
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await client.query("deallocate plan_probe");
      await client.query("reset plan_cache_mode");
      client.release();
    }
  };

  it("scans for a common title word, over all projects or the reader's, keeping privacy", async () => {
    const all = await search(boss, { query: "zircon" });
    expect(all.sql).toContain("coalesce(x.search_vector, ''::tsvector) @@");
    expect(all.hits).toHaveLength(10);
    expect(all.meta).toEqual({ count: 10, has_more: true });
    expect(all.hits.every((h) => h.title.startsWith("Zircon"))).toBe(true);

    const theirs = await search(client, { query: "zircon" });
    expect(theirs.sql).toContain("cross join lateral");
    expect(theirs.hits).toHaveLength(10);
    expect(theirs.hits.every((h) => h.project_id === mine && h.title.startsWith("Zircon"))).toBe(true);
    // The private ones are the multiples of three.
    expect(theirs.hits.every((h) => Number(h.title.split(" ")[2]) % 3 !== 0)).toBe(true);

    const inProject = await search(boss, { query: "zircon", project_id: String(other) });
    expect(inProject.hits.every((h) => h.project_id === other)).toBe(true);
    expect(inProject.meta.has_more).toBe(true);
  });

  it("scans the tasks' covering index, not the table, and still reads a missing word through GIN", async () => {
    await t.database.db.execute(sql`vacuum analyze tasks`);
    const all = await search(boss, { query: "zircon" });
    const scan = await planOf(all.main);
    expect(scan).toContain("Index Only Scan using tasks_search_scan_idx");
    expect(scan).not.toMatch(/Seq Scan on tasks/);
    // A misspelled word: its exact tiers go through the GIN index, never a walk of the client's projects.
    const none = await search(client, { query: "zirkon" });
    expect(await planOf(none.main)).toContain("Bitmap Index Scan on tasks_search_idx");
  });

  it("scans comments for a word common there, and points to their tasks", async () => {
    const theirs = await search(client, { query: "garnet" });
    expect(theirs.sql).toContain("coalesce(c.search_vector, ''::tsvector) @@");
    expect(theirs.hits).toHaveLength(10);
    expect(theirs.hits.every((h) => h.project_id === mine && Number(h.title.split(" ")[2]) % 3 !== 0)).toBe(true);
    expect(theirs.hits[0].snippet).toBe("A <mark>garnet</mark> note");
  });

  it("reads a rare word through the index", async () => {
    await t.database.db
      .insert(tasks)
      .values({ projectId: mine, taskListId: (await firstList(mine)).id, title: "Tourmaline", createdBy: boss.id });
    const rare = await search(client, { query: "tourmaline" });
    expect(rare.sql).not.toContain("coalesce(x.search_vector");
    expect(rare.hits.map((h) => h.title)).toEqual(["Tourmaline"]);
  });
});

async function firstList(pid: number) {
  const [list] = await t.database.db
    .select({ id: taskLists.id })
    .from(taskLists)
    .where(sql`${taskLists.projectId} = ${pid}`)
    .limit(1);
  return list;
}
