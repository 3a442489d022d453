import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTemplateCopy } from "../test/harness";
import { openDatabase, queryRows } from "./client";
import { compileStatement, runCompiled, statementName } from "./statements";

const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)),
  ]);

/**
 * drizzle's transaction() sends `begin` before its try/finally: when the connection dies right then (the
 * database restarting), it never gives the connection back. The pool then counted it as busy for ever:
 * later requests waited on a pool with no free connection, and a graceful shutdown (which waits for every
 * connection) hung. Here the connection dies as the transaction takes it, on a pool of one.
 */
describe("a connection that dies while checked out", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it("goes back to the pool, which opens a new one for the next caller, and the pool still ends", async () => {
    const copy = await createTemplateCopy();
    cleanup.push(() => copy.database.close(), copy.dropDatabase);
    const database = await openDatabase({ databaseUrl: copy.databaseUrl, poolSize: 1 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    let sabotage = true;
    pool.on("acquire", (client) => {
      if (!sabotage) return;
      sabotage = false;
      // What a database restart does to a connection: the socket closes under it.
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const again = await within(
      5000,
      "the next transaction",
      database.db.transaction(
        async (tx) => ((await tx.execute(sql`select 1 as one`)) as unknown as pg.QueryResult).rows[0],
      ),
    );
    expect(again).toEqual({ one: 1 });
    await within(5000, "ending the pool", database.close());
  });
});

/**
 * docs/decisions.md, "One way to run SQL": a statement is named, and so planned once per connection, only
 * through db/statements.ts, after its text; every statement keeps its first plan (plan_cache_mode).
 */
describe("the pool's connections", () => {
  it("keep prepared only the statements named after their text, each planned once", async () => {
    const copy = await createTemplateCopy();
    try {
      const database = await openDatabase({ databaseUrl: copy.databaseUrl, poolSize: 1 });
      const { db } = database;
      const statement = compileStatement(sql`select ${sql.placeholder("n")}::int + 1 as next`);
      expect(statement.name).toBe(statementName(statement.sql));
      expect(await runCompiled(db, statement, { n: 1 })).toEqual([{ next: 2 }]);
      expect(await runCompiled(db, statement, { n: 41 })).toEqual([{ next: 42 }]);
      await db.execute(sql`select ${7}::int as plain`);
      const prepared = await queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements`);
      expect(prepared.map((p) => p.name)).toEqual([statement.name]);
      expect(
        (await queryRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`))[0],
      ).toEqual({
        mode: "force_generic_plan",
      });
      await expect(runCompiled(db, statement, {})).rejects.toThrow(/n/);
      await database.close();
    } finally {
      await copy.database.close();
      await copy.dropDatabase();
    }
  });
});

/** The plans a connection gathers go with it: the pool replaces a connection once its lifetime is over. */
describe("a connection's lifetime", () => {
  it("ends: the pool opens a new backend for the next caller", async () => {
    const copy = await createTemplateCopy();
    try {
      const database = await openDatabase({ databaseUrl: copy.databaseUrl, poolSize: 1, connectionLifetimeSeconds: 1 });
      const backend = async () =>
        ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as pg.QueryResult).rows[0].pid;
      const first = await backend();
      expect(await backend()).toBe(first);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await backend()).not.toBe(first);
      await database.close();
    } finally {
      await copy.database.close();
      await copy.dropDatabase();
    }
  });
});
