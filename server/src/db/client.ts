import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Logger, type Placeholder, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm/relations";
import pg from "pg";
import { markFromDatabase } from "./errors";
import { listen, type StopListening } from "./listen";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * Ids as ONE array parameter (`col = any(${idArray(ids)})`): unlike inArray's one parameter per id, the
 * SQL text stays the same whatever the number of ids, and building it costs nothing per id. The array goes
 * as its text (`{1,2,3}`, integers need no quoting): handed a JS array, pg quoted and escaped each element
 * (0.04 ms of a board read's 200 cards).
 */
export const idArray = (ids: readonly number[] | Placeholder): SQL =>
  Array.isArray(ids) ? sql`${sql.param(intArrayText(ids))}::int[]` : sql`${sql.param(ids)}::int[]`;

/** PostgreSQL's text form of an integer array; anything not an integer would be refused there, so it is here. */
function intArrayText(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`Not an id: ${id}`);
  return `{${ids.join(",")}}`;
}

export type Database = {
  db: Db;
  /** "embedded": the private server Cairn runs itself (db/embedded); "postgres": a server given by DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** LISTENs on a channel over a connection of its own (db/listen.ts): live feeds across every process. */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
    onDrop?: () => void,
  ): Promise<StopListening>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Counts the SQL statements each request runs, so the bench can show that none grows with the data. */
export const queryCounter = new AsyncLocalStorage<{ count: number }>();
const countingLogger: Logger = {
  logQuery() {
    const store = queryCounter.getStore();
    if (store) store.count++;
  },
};

export type OpenOptions = {
  databaseUrl: string;
  poolSize?: number;
  kind?: Database["kind"];
  /** How long a connection serves before the pool replaces it (CONNECTION_LIFETIME_S by default). */
  connectionLifetimeSeconds?: number;
};

/**
 * A connection keeps the plan of every statement prepared on it by name (db/statements.ts) for as long as it
 * lives: replaced every ten minutes, a connection holds only what was asked for lately; the new one plans
 * each named statement again once (a few milliseconds, once per statement per ten minutes).
 */
const CONNECTION_LIFETIME_S = 600;

/**
 * Every statement keeps the plan made at its first run (docs/decisions.md, "One way to run SQL"): PostgreSQL's
 * own choice plans each named statement afresh for its first five runs on each connection, and the search's
 * statements cost 4 to 47 ms each to plan with their values. CAIRN_PG_PLAN_CACHE=auto leaves PostgreSQL's own
 * choice (for comparing, or a query that needs it). Not a startup option of the connection: one in
 * DATABASE_URL would replace it.
 */
const CONNECTION_SETUP = process.env.CAIRN_PG_PLAN_CACHE === "auto" ? null : "set plan_cache_mode = force_generic_plan";

/**
 * The pool's client, made robust: errors carry where they came from (markFromDatabase), and a connection
 * that breaks while checked out goes back to the pool. Statements run as drizzle sends them: planned
 * each time, unless db/statements.ts names one.
 */
class ReleasingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection the server ends while it is checked out (the database restarting) emits 'error' with no
    // pool listener, which would end the process. It goes back to the pool now, with the error, so the
    // pool drops it; whoever held it gets an error from its next statement.
    this.on("error", (err) => this.release(markFromDatabase(err)));
  }

  /** The pool's release for the current checkout (pg-pool assigns `release` each time it hands us out). */
  private poolRelease: ((err?: Error) => void) | undefined;

  // Releasing twice is harmless here: the first release wins. drizzle's transaction() sends `begin` before
  // its try/finally, so a connection that died right then was never released; the pool kept counting it,
  // and a shutdown waiting for the pool waited forever. The 'error' listener above releases it instead.
  set release(fn: ((err?: Error) => void) | undefined) {
    this.poolRelease = fn;
  }

  get release(): (err?: Error) => void {
    return (err) => {
      const release = this.poolRelease;
      this.poolRelease = undefined;
      release?.(err);
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's connect() has a callback and a promise form; both are passed on.
  override connect(callback?: any): any {
    const ready = super
      .connect()
      .then(() => this.setUp())
      .catch((err: unknown) => Promise.reject(markFromDatabase(err)));
    if (!callback) return ready;
    ready.then(() => callback(), callback);
  }

  /**
   * Runs before the pool hands the new connection out, so no request's statement is queued behind it. A
   * server without the setting (PostgreSQL before 12) goes on planning as it always did.
   */
  private async setUp() {
    if (CONNECTION_SETUP) await super.query(CONNECTION_SETUP).catch(() => undefined);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; all are passed on.
  override query(config: any, values?: any, callback?: any): any {
    // pg-pool passes a callback (in second place when there are no values); drizzle awaits the promise.
    const marked =
      (cb: (err: unknown, ...rest: unknown[]) => void) =>
      (err: unknown, ...rest: unknown[]) =>
        cb(markFromDatabase(err), ...rest);
    if (typeof values === "function") values = marked(values);
    if (typeof callback === "function") callback = marked(callback);
    const result: unknown = super.query(config, values, callback);
    return result instanceof Promise ? result.catch((err: unknown) => Promise.reject(markFromDatabase(err))) : result;
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_S,
    Client: ReleasingClient,
  });
  // A connection that breaks while idle (the server restarted) is dropped from the pool, not fatal.
  pool.on("error", () => undefined);
  const db = drizzleNodePg(pool, { schema, logger: countingLogger }) as unknown as Db;
  return {
    db,
    kind: options.kind ?? "postgres",
    listen: (channel, onNotify, onReconnect, onDrop) =>
      listen(options.databaseUrl, channel, onNotify, onReconnect, onDrop),
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrateNodePg(database.db as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder });
}

/** The rows of a raw SQL statement, typed by the caller (drizzle types `execute` loosely across drivers). */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
