import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import Cursor from "pg-cursor";
import { type Db, queryCounter } from "./client";

const dialect = new PgDialect();

/**
 * Reads a statement's rows in batches through a server-side cursor on a connection of its own: an export
 * of any size holds one batch in memory at a time. Rows come as `pg` gives them (column names as
 * selected; dates and timestamps best cast to text in the statement). The connection goes back to the
 * pool when the reader stops, finished or not (a download cut short ends the generator).
 *
 * Works on the embedded server and on DATABASE_URL alike: both are a `pg` pool behind drizzle.
 */
export async function* cursorRows<R = Record<string, unknown>>(db: Db, query: SQL, batchSize = 1000) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const store = queryCounter.getStore();
  if (store) store.count++;
  const client = await pool.connect();
  const cursor = client.query(new Cursor<R>(text, params as unknown[]));
  let failed: Error | undefined;
  try {
    while (true) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      yield rows;
    }
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    await cursor.close().catch(() => undefined);
    // A connection whose cursor failed is dropped rather than handed to the next request.
    client.release(failed);
  }
}
