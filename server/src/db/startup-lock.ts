import pg from "pg";
import type { EmbeddedLog } from "./embedded/server";

/**
 * The session-level advisory lock that processes starting on one database take in turn, so migrations and
 * first-run setup run one process at a time: two processes migrating an empty database at once collide
 * (a duplicate key on `pg_extension_name_index`), and a rolling upgrade with pending migrations is the
 * same race. The number is "Cairn" in ASCII: any fixed int8 would do, it only has to be the same in every
 * process and unlikely to be chosen by another application sharing the server.
 */
export const STARTUP_LOCK_KEY = 0x436169726e;

/**
 * Runs `work` while holding the start-up lock, on a connection of its own (an advisory lock belongs to the
 * session that took it; a pooled connection would be handed to others meanwhile). A process that dies
 * holding it releases it with its connection, so a crash mid-migration never blocks the next start.
 */
export async function withStartupLock<T>(databaseUrl: string, log: EmbeddedLog, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const [{ locked }] = (await client.query("select pg_try_advisory_lock($1) as locked", [STARTUP_LOCK_KEY])).rows;
    if (!locked) {
      log.info("another process is migrating or setting up the database; waiting for it");
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
