import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { TestContext } from "./harness";

/** Tables whose rows change on every request, whatever the answer (sessions, sign-in attempts). */
const BOOKKEEPING = new Set(["sessions", "auth_attempts", "__drizzle_migrations"]);
/** Columns a request rewrites as bookkeeping (a token's last use), left out of their table's digest. */
const ROW_TEXT: Record<string, string> = { api_tokens: "(x.id, x.user_id, x.name, x.token_hash)::text" };

/**
 * A digest of every table but bookkeeping: equal before and after a request means it wrote nothing.
 * Built once per database (the table list), then one query per call.
 *
 * Reading every table costs ~17 ms, and the fuzz and permission suites ask after each of thousands of
 * requests. Every change to a table's rows is written to the WAL first (Cairn has no unlogged tables), so
 * while the WAL's insert position has not moved since the last digest, no row can differ from it and that
 * digest is answered again. The position is read after each full digest: a read may prune pages and log it.
 */
export async function databaseDigest(t: TestContext): Promise<() => Promise<string>> {
  const query = sql.raw(await digestText(t));
  let last: { lsn: string; digest: string } | undefined;
  return async () => {
    if (last && (await walPosition(t)) === last.lsn) return last.digest;
    const { digest } = await readRow<{ digest: string }>(t, query);
    last = { digest, lsn: await walPosition(t) };
    return digest;
  };
}

/**
 * For suites that write before each request they judge (the permission matrix makes the item it asks about):
 * `pin()` holds the database as it stands in a repeatable-read snapshot on a connection of the watch's own,
 * and the `changed()` it returns tells whether anything but bookkeeping differs now, reading the old digest in
 * that snapshot. No digest is read at all when the WAL has not moved, where a digest before each request cost
 * ~17 ms whatever the request did.
 */
export async function databaseWatch(t: TestContext) {
  const text = await digestText(t);
  const fresh = sql.raw(text);
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const position = async () => (await client.query<{ lsn: string }>(WAL_POSITION)).rows[0].lsn;
  let pinned = false;
  const unpin = async () => {
    if (pinned) await client.query("rollback");
    pinned = false;
  };
  return {
    async pin(): Promise<{ changed(): Promise<boolean> }> {
      await unpin();
      await client.query("begin isolation level repeatable read");
      pinned = true;
      // The snapshot is taken by this first statement.
      const before = await position();
      return {
        async changed() {
          try {
            if ((await position()) === before) return false;
            const old = (await client.query<{ digest: string }>(text)).rows[0].digest;
            return old !== (await readRow<{ digest: string }>(t, fresh)).digest;
          } finally {
            await unpin();
          }
        },
      };
    },
    async close() {
      await unpin();
      await client.end();
    },
  };
}

/** One statement reading every table but bookkeeping into an md5 (the table list is read once). */
async function digestText(t: TestContext): Promise<string> {
  const tables = await readRows<{ tablename: string }>(
    t,
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  );
  const parts = tables
    .map((r) => r.tablename)
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => {
      const row = ROW_TEXT[name] ?? "x::text";
      return `(select md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) from "${name}" x)`;
    });
  return `select md5(${parts.join(" || ")}) as digest`;
}

const readRows = async <Row>(t: TestContext, statement: SQL) =>
  ((await t.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
const readRow = async <Row>(t: TestContext, statement: SQL) => (await readRows<Row>(t, statement))[0];
/** Where the next WAL record will go: it moves with every row written, committed or not. */
const WAL_POSITION = "select pg_current_wal_insert_lsn()::text as lsn";
const walPositionSql = sql.raw(WAL_POSITION);
const walPosition = async (t: TestContext) => (await readRow<{ lsn: string }>(t, walPositionSql)).lsn;
