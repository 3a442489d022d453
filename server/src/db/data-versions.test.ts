import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../test/global-setup";
import { type TestUser, useTestApp } from "../test/harness";

/**
 * The data versions (read cache keys) are bumped at commit. Two transactions that change rows of the same
 * projects in opposite orders used to take the projects' version locks in opposite orders at commit, and
 * PostgreSQL aborted one of them as a deadlock (a 500 for its caller). These run such transactions side
 * by side on real PostgreSQL, many at once, and expect every commit to go through.
 */
const templateUrl = process.env.CAIRN_TEST_TEMPLATE_URL;

describe.runIf(templateUrl !== undefined)("data versions under concurrent writes", () => {
  const t = useTestApp();
  let url: string;
  let manager: TestUser;
  const projects: number[] = [];
  /** Per project, its task ids (first 100 for the pairs, the rest to lengthen a commit). */
  const tasksOf = new Map<number, number[]>();

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function connect(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        return c;
      }),
    );
  }

  const versionOf = async (projectId: number) =>
    Number(
      (await rows<{ v: string }>(sql`select version as v from project_versions where project_id = ${projectId}`))[0].v,
    );

  beforeAll(async () => {
    const [{ name }] = await rows<{ name: string }>(sql`select current_database() as name`);
    url = withDatabase(templateUrl as string, name);
    manager = await t.user({ name: "Manager" });
    for (let i = 0; i < 4; i++) projects.push(await t.project({ manager }));
    for (const pid of projects) {
      const [list] = await rows<{ id: number }>(
        sql`insert into task_lists (project_id, title, created_by) values (${pid}, 'Work', ${manager.id}) returning id`,
      );
      const created = await rows<{ id: number }>(sql`insert into tasks (project_id, task_list_id, title, created_by)
        select ${pid}, ${list.id}, 'Task ' || g, ${manager.id} from generate_series(1, 600) g returning id`);
      tasksOf.set(
        pid,
        created.map((r) => r.id),
      );
    }
  });

  const taskUpdate = (ids: number[]) => `update tasks set title = title || '.' where id = any('{${ids}}'::int[])`;

  /**
   * One transaction per plan, each on its own connection: every plan's statements run, then all commit at
   * once. Answers what each commit did (rejected: PostgreSQL aborted it, e.g. as a deadlock).
   */
  async function commitTogether(plans: string[][]) {
    const clients = await connect(plans.length);
    try {
      await Promise.all(
        plans.map(async (statements, i) => {
          await clients[i].query("begin");
          for (const s of statements) await clients[i].query(s);
        }),
      );
      const results = await Promise.allSettled(clients.map((c) => c.query("commit")));
      return results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  }

  /** A task of `first`, fifty tasks of `filler` (so the commit takes a while), then a task of `last`. */
  const crossing = (i: number, first: number, filler: number, last: number) => [
    taskUpdate([tasksOf.get(first)?.[i] as number]),
    taskUpdate(tasksOf.get(filler)?.slice(100 + i * 50, 150 + i * 50) ?? []),
    taskUpdate([tasksOf.get(last)?.[i] as number]),
  ];

  it("commits transactions that change the same two projects in opposite orders, many at once", async () => {
    const [a, b, fillA, fillB] = projects;
    const before = [await versionOf(a), await versionOf(b)];
    const plans = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? crossing(i, a, fillA, b) : crossing(i, b, fillB, a),
    );
    expect(await commitTogether(plans)).toEqual([]);
    expect(await versionOf(a)).toBeGreaterThan(before[0]);
    expect(await versionOf(b)).toBeGreaterThan(before[1]);
  }, 30_000);

  it("commits a change of the directory and of a project made in opposite orders", async () => {
    const [a, , fillA, fillB] = projects;
    const people = await Promise.all(Array.from({ length: 8 }, () => t.user()));
    const rename = (u: TestUser) => `update users set display_name = display_name || '.' where id = ${u.id}`;
    const plans = people.map((u, i) => {
      const task = taskUpdate([tasksOf.get(a)?.[20 + i] as number]);
      const filler = taskUpdate(tasksOf.get(i % 2 === 0 ? fillA : fillB)?.slice(500 + i * 12, 512 + i * 12) ?? []);
      return i % 2 === 0 ? [rename(u), filler, task] : [task, filler, rename(u)];
    });
    expect(await commitTogether(plans)).toEqual([]);
  }, 30_000);

  it("bumps each project a transaction changed once, and forgets a deleted project's version", async () => {
    const [a, b] = projects;
    const before = [await versionOf(a), await versionOf(b)];
    expect(
      await commitTogether([
        [taskUpdate(tasksOf.get(a)?.slice(0, 40) ?? []), taskUpdate([tasksOf.get(b)?.[0] as number])],
      ]),
    ).toEqual([]);
    const after = [await versionOf(a), await versionOf(b)];
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
    // One new value each from the shared sequence: two bumps in all.
    expect(Math.abs(after[1] - after[0])).toBe(1);
    const gone = await t.project({ manager });
    expect(await versionOf(gone)).toBeGreaterThan(0);
    await commitTogether([[`delete from projects where id = ${gone}`]]);
    expect(await rows(sql`select 1 from project_versions where project_id = ${gone}`)).toEqual([]);
  });
});
