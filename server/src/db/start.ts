import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { type Database, migrateDatabase, openDatabase } from "./client";
import { type EmbeddedLog, EmbeddedPostgres } from "./embedded/server";
import { importPgliteFolderIfAny } from "./pglite-import/run";
import { withStartupLock } from "./startup-lock";

/** First-run setup that must not run in two processes at once (the first administrator). */
export type FirstRunSetup = (database: Database) => Promise<void>;

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
 * starts itself. Either way migrated to the current schema, a data folder from the PGlite era imported and
 * `firstRun` done, all under the start-up lock, so processes started together take their turn.
 */
export async function startDatabase(
  config: Config,
  log: EmbeddedLog,
  firstRun: FirstRunSetup = async () => undefined,
): Promise<RunningDatabase> {
  if (config.databaseUrl) {
    const databaseUrl = config.databaseUrl;
    const database = await openDatabase({ databaseUrl, poolSize: config.dbPoolSize });
    try {
      await prepareDatabase(databaseUrl, database, log, firstRun);
    } catch (err) {
      await database.close();
      throw err;
    }
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
    await prepareDatabase(embedded.connectionString, database, log, async () => {
      await importPgliteFolderIfAny(config.dataDir, database, embedded.connectionString, log);
      await firstRun(database);
    });
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

/**
 * Migrations, then first-run setup, one process at a time: the first to take the lock migrates, the others
 * find nothing pending. A rolling upgrade is the same: the first new process migrates while old ones serve.
 */
export async function prepareDatabase(
  databaseUrl: string,
  database: Database,
  log: EmbeddedLog,
  firstRun: FirstRunSetup,
): Promise<void> {
  await withStartupLock(databaseUrl, log, async () => {
    await migrateDatabase(database);
    await firstRun(database);
  });
}
