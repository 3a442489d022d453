import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ensureAdminFromEnv } from "../modules/auth/service";
import { withDatabase } from "../test/global-setup";
import { migrationJournalLength } from "../test/migration-journal";
import { onOneConnection } from "../test/one-connection";
import { type Database, openDatabase, queryRows } from "./client";
import { prepareDatabase } from "./start";
import { STARTUP_LOCK_KEY } from "./startup-lock";

/**
 * Processes started at the same moment on one empty database: each with its own pool, as separate
 * processes would be, racing through migrations and first-run setup.
 */
const maintenanceUrl = withDatabase(process.env.CAIRN_TEST_TEMPLATE_URL as string, "postgres");
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const made: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `cairn_start_${process.pid}_${Date.now().toString(36)}_${made.length}`;
  await onOneConnection(maintenanceUrl, (c) => c.query(`create database ${name}`));
  made.push(name);
  return withDatabase(maintenanceUrl, name);
}

afterAll(async () => {
  await onOneConnection(maintenanceUrl, async (c) => {
    for (const name of made) await c.query(`drop database if exists ${name} with (force)`);
  });
});

describe("processes starting together on one database", () => {
  it("all come up on an empty database: migrations applied once, one first administrator", {
    timeout: 120_000,
  }, async () => {
    const url = await emptyDatabase();
    const databases: Database[] = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })),
    );
    const created: string[] = [];
    try {
      const starts = await Promise.allSettled(
        databases.map((database) =>
          prepareDatabase(url, database, quiet, async () => {
            const admin = await ensureAdminFromEnv(database.db, "first@start.test", "a-long-password");
            if (admin) created.push(admin.email);
          }),
        ),
      );
      expect(starts.filter((s) => s.status === "rejected")).toEqual([]);
      expect(created).toEqual(["first@start.test"]);
      const rows = await queryRows(
        databases[0].db,
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select count(*)::int from users) as users`,
      );
      expect(rows).toEqual([{ migrations: migrationJournalLength(), users: 1 }]);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });

  it("creates the first administrator once even when asked at the same moment outside the lock", async () => {
    const url = await emptyDatabase();
    const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
    try {
      await prepareDatabase(url, database, quiet, async () => undefined);
      const made = await Promise.all(
        [0, 1, 2].map(() => ensureAdminFromEnv(database.db, "once@start.test", "a-long-password")),
      );
      expect(made.filter(Boolean).map((admin) => admin?.email)).toEqual(["once@start.test"]);
    } finally {
      await database.close();
    }
  });

  it("waits for a process holding the start-up lock, then finds nothing left to do", {
    timeout: 120_000,
  }, async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      let done = false;
      const start = prepareDatabase(url, database, quiet, async () => undefined).then(() => {
        done = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      // Nothing ran while another process held the lock: not one migration.
      expect(done).toBe(false);
      const before = await holder.query("select count(*)::int as n from pg_namespace where nspname = 'drizzle'");
      expect(before.rows[0].n).toBe(0);
      await holder.end(); // a process that ends (or dies) releases the lock with its connection
      await start;
      const after = await queryRows(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(after).toEqual([{ n: migrationJournalLength() }]);
    } finally {
      await holder.end().catch(() => undefined);
      await database.close();
    }
  });
});
