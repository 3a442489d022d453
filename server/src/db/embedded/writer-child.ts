import pg from "pg";
import { EmbeddedPostgres } from "./server";

/**
 * A process of its own for the crash tests (crash-restart.test.ts): starts the embedded server on the
 * folder given, commits one row, prints it once the commit is acknowledged, then waits to be killed.
 */
const [dataDir, value] = process.argv.slice(2);
const server = new EmbeddedPostgres(dataDir, {
  info: () => undefined,
  warn: (m) => console.error(m),
  error: (m) => console.error(m),
});
await server.start();
const client = new pg.Client({ connectionString: server.connectionString });
await client.connect();
await client.query("create table if not exists acknowledged (value text primary key)");
await client.query("insert into acknowledged values ($1)", [value]);
console.log(`acknowledged ${value} at ${server.connectionString}`);
setInterval(() => undefined, 60_000);
