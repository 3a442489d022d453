import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, type Placeholder, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { ExtractTablesWithRelations } from "drizzle-orm/relations";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * Ids as ONE array parameter (`col = any(${idArray(ids)})`): unlike inArray's one parameter per id, the
 * SQL text stays the same whatever the number of ids, and building it costs nothing per id.
 */
export const idArray = (ids: readonly number[] | Placeholder): SQL => sql`${sql.param(ids)}::int[]`;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** The underlying PGlite instance, for dumps in tests. */
  pglite?: PGlite;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Counts the SQL statements each request runs, so the bench can show that none grows with the data. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();
const countingLogger: Logger = {
  logQuery() {
    const store = queryCounter.getStore();
    if (store) store.count++;
  },
};

export type OpenOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string | null; loadDataDir?: Blob | File };

/** PGlite settings that keep the embedded database's memory modest for a small team's server. */
const pgliteStartParams = [
  "-c",
  "shared_buffers=32MB",
  "-c",
  "work_mem=4MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=4MB",
];

/**
 * A client that names every parameterised statement after a digest of its text, so PostgreSQL parses and
 * plans it once per connection instead of on every request (planning cost up to ~1 ms on the heavier reads).
 * Same text ⇔ same name, so two statements never clash; the set of texts is bounded because ids travel as
 * one array parameter (`idArray`), never as one placeholder per id.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only touch the config form.
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === "object" && typeof config.text === "string" && !config.name) {
      const params = config.values ?? values;
      if (Array.isArray(params) && params.length > 0) {
        config = { ...config, name: statementName(config.text) };
      }
    }
    return super.query(config, values, callback);
  }
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash("sha1").update(text).digest("base64url")}`;
    if (statementNames.size < 5000) statementNames.set(text, name);
  }
  return name;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
    });
    // Dates stay strings: a date-only value must never pass through a JS Date and shift a day.
    pool.on("error", () => undefined);
    const db = drizzleNodePg(pool, { schema, logger: countingLogger }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    await initDataDirInChild(options.dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...defaultPgliteStartParams(), ...pgliteStartParams],
  } as ConstructorParameters<typeof PGlite>[0]);
  const db = drizzlePglite(client, { schema, logger: countingLogger }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), pglite: client };
}

/**
 * A new data directory needs initdb, which runs a second PostgreSQL build in the process: that process
 * peaked at ~800 MB and kept ~440 MB for good, against ~315 MB for a server that opens an existing
 * directory. A short-lived child runs it instead, so the server itself never carries that memory.
 */
async function initDataDirInChild(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dataDir} (initdb exited with ${code}).`);
}

function defaultPgliteStartParams(): string[] {
  // startParams replaces PGlite's own list, so start from it and add ours.
  return (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migrateNodePg(database.db as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}
