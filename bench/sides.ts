// The servers a bench pass measures besides its own: the database processes serving one, and BENCH_BASELINE's.
import pg from "pg";
import type { EmbeddedBenchData, PostgresBenchData, Target } from "./database";
import { installPids } from "./memory";
import { CLIENT_EMAIL, MANAGER_EMAIL, WORKER_EMAIL } from "./seed-large";
import { signIn, startServer } from "./server";

/**
 * The database processes doing the server's work: on a shared PostgreSQL, the backends connected to the
 * bench database (other helpers' databases are not ours); with an embedded database, whatever the server
 * started. Read after each route's warm-up, when the server's pool is full.
 */
export function databasePids(target: Target, serverPid: number): () => Promise<number[]> {
  if (target.kind !== "postgres") {
    return async () => installPids(serverPid, target.dataDir).filter((p) => p !== serverPid);
  }
  return async () => {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const found = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return found.rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
}

/** BENCH_BASELINE's server for a pass, on a copy of its own of the same seeded data, signed in. */
export async function startBaseline(
  data: PostgresBenchData | EmbeddedBenchData,
  passEnv: Record<string, string>,
  checkout: string,
  log: (s: string) => void,
) {
  const { target } = await data.freshCopy("cairn_bench_baseline");
  const server = await startServer(target, passEnv, checkout);
  const cookies = {
    manager: await signIn(server.base, MANAGER_EMAIL),
    worker: await signIn(server.base, WORKER_EMAIL),
    client: await signIn(server.base, CLIENT_EMAIL),
  };
  log(`  baseline (${checkout}) up in ${server.bootSeconds}`);
  return {
    side: "baseline" as const,
    server,
    base: server.base,
    pid: server.pid,
    cookies,
    dbPids: databasePids(target, server.pid),
  };
}
