import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./core/http/log-redaction";
import { startDatabase } from "./db/start";
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
  const app = await buildAppOnDatabase(config);

  let closing = false;
  const shutdown = async (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // A request or connection that never ends must not keep the process (and its database) up for ever.
    setTimeout(() => {
      app.log.error("shutdown took over 15 s: stopping the database without waiting for the rest");
      void (app.running.embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    }, 15_000).unref();
    // In order: stop taking requests and finish those under way, end the pool, then stop the database.
    await app.close().catch((err) => app.log.error(err, "closing the HTTP server"));
    await app.running.close().catch((err) => app.log.error(err, "stopping the database"));
    process.exit(code);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGHUP", () => void shutdown("SIGHUP"));
  if (app.running.embedded) {
    app.running.embedded.onFatal = (err) => {
      app.log.fatal(err.message);
      void shutdown("database", 1);
    };
  }

  await app.listen({ port: config.port, host: config.host });
  await app.jobs.start();
  app.log.info(
    `Cairn is running at ${config.publicUrl} (${app.running.embedded ? `embedded database in ${app.running.embedded.dataDir}` : "PostgreSQL"})`,
  );
}

async function buildAppOnDatabase(config: ReturnType<typeof loadConfig>) {
  const log = createLogger(config.logLevel);
  const running = await startDatabase(
    config,
    { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    async (database) => {
      const admin = await ensureAdminFromEnv(database.db, config.adminEmail, config.adminPassword);
      if (admin) log.info({ email: admin.email }, "created the first administrator");
    },
  );
  const app = await buildApp({ config, database: running.database, loggerInstance: log });
  return Object.assign(app, { running });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
