import { sql } from "drizzle-orm";
import type { TestContext } from "./harness";

/** Tables whose rows change on every request, whatever the answer (sessions, sign-in attempts). */
const BOOKKEEPING = new Set(["sessions", "auth_attempts", "__drizzle_migrations"]);
/** Columns a request rewrites as bookkeeping (a token's last use), left out of their table's digest. */
const ROW_TEXT: Record<string, string> = { api_tokens: "(x.id, x.user_id, x.name, x.token_hash)::text" };

/**
 * A digest of every table but bookkeeping: equal before and after a request means it wrote nothing.
 * Built once per database (the table list), then one query per call.
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
  return async () => ((await t.database.db.execute(query)) as unknown as { rows: { digest: string }[] }).rows[0].digest;
}
