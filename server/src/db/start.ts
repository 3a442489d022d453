import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { type Database, migrateDatabase, openDatabase } from "./client";
import { type EmbeddedLog, EmbeddedPostgres } from "./embedded/server";
import { importPgliteFolderIfAny } from "./pglite-import/run";

export type RunningDatabase = {
  database: Database;
  /** The private server, when no DATABASE_URL is set. */
  embedded: EmbeddedPostgres | undefined;
  /** Ends the pool, then stops the embedded server. */
  close(): Promise<void>;
};

/** The embedded server's folder inside CAIRN_DATA_DIR (PGlite, before it, used `db/`). */
export const embeddedClusterDir = (dataDir: string) => path.join(dataDir, "postgres");

/**
 * The database for this process: the server DATABASE_URL names, or else a private PostgreSQL that Cairn
 * starts itself. Either way migrated to the current schema, and a data folder from the PGlite era imported.
 */
export async function startDatabase(config: Config, log: EmbeddedLog): Promise<RunningDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.dbPoolSize });
    await migrateDatabase(database);
    return { database, embedded: undefined, close: () => database.close() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const embedded = new EmbeddedPostgres(embeddedClusterDir(config.dataDir), log);
  await embedded.start();
  const database = await openDatabase({
    databaseUrl: embedded.connectionString,
    kind: "embedded",
    poolSize: config.dbPoolSize,
  });
  try {
    await migrateDatabase(database);
    await importPgliteFolderIfAny(config.dataDir, database, embedded.connectionString, log);
  } catch (err) {
    await database.close();
    await embedded.stop();
    throw err;
  }
  return {
    database,
    embedded,
    async close() {
      await database.close();
      await embedded.stop();
    },
  };
}
