import { type SQL, sql } from "drizzle-orm";
import type { TestContext } from "./harness";

/** Tables whose rows change on every request, whatever the answer (sessions, sign-in attempts). */
const BOOKKEEPING = new Set(["sessions", "auth_attempts", "__drizzle_migrations"]);
/** Columns a request rewrites as bookkeeping (a token's last use), left out of their table's digest. */
const ROW_TEXT: Record<string, string> = { api_tokens: "(x.id, x.user_id, x.name, x.token_hash)::text" };

/**
 * A digest of every table but bookkeeping: equal before and after a request means it wrote nothing.
 * Built once per database (the table list), then one query per call.
 *
 * Reading every table costs ~10 ms, and the fuzz and permission suites ask after each of thousands of
 * requests. Every change to a table's rows is written to the WAL first (Cairn has no unlogged tables), so
 * while the WAL's insert position has not moved since the last digest, no row can differ from it and that
 * digest is answered again. The position is read after each full digest: a read may prune pages and log it.
 */
export async function databaseDigest(t: TestContext): Promise<() => Promise<string>> {
  const tables = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables.rows
    .map((r) => r.tablename)
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => {
      const row = ROW_TEXT[name] ?? "x::text";
      return `(select md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) from "${name}" x)`;
    });
  const query = sql.raw(`select md5(${parts.join(" || ")}) as digest`);
  const position = sql`select pg_current_wal_insert_lsn()::text as lsn`;
  const read = async <Row>(statement: SQL) =>
    ((await t.database.db.execute(statement)) as unknown as { rows: Row[] }).rows[0];
  let last: { lsn: string; digest: string } | undefined;
  return async () => {
    if (last && (await read<{ lsn: string }>(position)).lsn === last.lsn) return last.digest;
    const { digest } = await read<{ digest: string }>(query);
    last = { digest, lsn: (await read<{ lsn: string }>(position)).lsn };
    return digest;
  };
}
