import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../db/client";
import { EmbeddedPostgres } from "../db/embedded/server";

/**
 * Migrates one template database before the suite; each test file then works on a database created
 * from it (CREATE DATABASE … TEMPLATE, ~50 ms). The server is the one DATABASE_URL names, or else an
 * embedded PostgreSQL started for this run, exactly as `npm start` runs it.
 */
export default async function setup() {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  let scratch: string | undefined;
  if (!url) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-test-pg-"));
    fs.chmodSync(scratch, 0o755);
    const quiet = {
      info: () => undefined,
      warn: (m: string) => console.warn(m),
      error: (m: string) => console.error(m),
    };
    embedded = new EmbeddedPostgres(path.join(scratch, "postgres"), quiet);
    await embedded.start();
    url = embedded.urlFor("postgres");
    // Test files that start their own server process (durability) use the same binaries, not this server.
    process.env.CAIRN_TEST_EMBEDDED = "1";
  }
  // A template per run, so two runs against one server never drop each other's.
  const name = `cairn_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const templateUrl = withDatabase(url, name);
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  process.env.CAIRN_TEST_TEMPLATE_URL = templateUrl;
  process.env.CAIRN_TEST_TEMPLATE_NAME = name;
  // Where the cluster tests build the server (one folder per worker inside); vitest ends its workers
  // without an exit event, so the run removes the builds here.
  const buildRoot = path.resolve(import.meta.dirname, "../../dist-cluster", `run-${process.pid}`);
  process.env.CAIRN_TEST_BUILD_ROOT = buildRoot;
  return async () => {
    fs.rmSync(buildRoot, { recursive: true, force: true });
    if (embedded) {
      await embedded.stop();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
      return;
    }
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
