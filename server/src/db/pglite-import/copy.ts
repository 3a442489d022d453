import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

const BATCH = 5000;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type CopyReport = { tables: number; rows: number };

/**
 * Copies every row of Cairn's tables from a PGlite database into a PostgreSQL database with the same
 * schema, in one transaction of the target: all of it lands, or nothing does. Rows travel as JSON
 * (`row_to_json` there, `json_populate_recordset` here), which carries every column type Cairn uses
 * unchanged; triggers and foreign keys are set aside for the load (session_replication_role), sequences
 * continue where they stood, and each table's row count is checked before commit.
 */
export async function copyPgliteIntoPostgres(source: PGlite, target: pg.Client): Promise<CopyReport> {
  const tables = (
    await source.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  let rows = 0;
  await target.query("begin");
  try {
    await target.query("set local session_replication_role = replica");
    const targetTables = new Set(
      (
        await target.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'")
      ).rows.map((r) => r.name),
    );
    if (targetTables.size > 0) await target.query(`truncate ${[...targetTables].map(quote).join(", ")}`);
    for (const table of tables) {
      if (!targetTables.has(table)) throw new Error(`The new database has no table "${table}".`);
      rows += await copyTable(source, target, table);
    }
    await copySequences(source, target);
    await target.query("commit");
  } catch (err) {
    await target.query("rollback");
    throw err;
  }
  return { tables: tables.length, rows };
}

async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  const columns = (
    await source.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).rows.map((r) => quote(r.name));
  const list = columns.join(", ");
  let copied = 0;
  await source.exec("begin");
  try {
    await source.exec(
      `declare cairn_copy no scroll cursor for select row_to_json(t)::text as r from (select ${list} from ${quote(table)}) t`,
    );
    for (;;) {
      const batch = (await source.query<{ r: string }>(`fetch ${BATCH} from cairn_copy`)).rows;
      if (batch.length === 0) break;
      await target.query(
        `insert into ${quote(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
        [`[${batch.map((b) => b.r).join(",")}]`],
      );
      copied += batch.length;
    }
    await source.exec("close cairn_copy; commit");
  } catch (err) {
    await source.exec("rollback");
    throw err;
  }
  const counted = await target.query<{ n: string }>(`select count(*) as n from ${quote(table)}`);
  if (Number(counted.rows[0]?.n) !== copied) {
    throw new Error(`Table "${table}": copied ${copied} rows but the new database holds ${counted.rows[0]?.n}.`);
  }
  return copied;
}

async function copySequences(source: PGlite, target: pg.Client): Promise<void> {
  const sequences = (
    await source.query<{ name: string }>("select sequencename as name from pg_sequences where schemaname = 'public'")
  ).rows;
  for (const { name } of sequences) {
    const state = (
      await source.query<{ last_value: string | number; is_called: boolean }>(
        `select last_value, is_called from ${quote(name)}`,
      )
    ).rows[0];
    if (!state) continue;
    await target.query("select setval($1::regclass, $2, $3)", [quote(name), String(state.last_value), state.is_called]);
  }
}
