import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { ensureAdminFromEnv } from "./modules/auth/service";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, "db") });
  await migrateDatabase(database);
  const admin = await ensureAdminFromEnv(database.db, config.adminEmail, config.adminPassword);
  const app = await buildApp({ config, database });
  if (admin) app.log.info({ email: admin.email }, "created the first administrator");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Cairn is running at ${config.publicUrl} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
