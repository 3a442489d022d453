import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../db/client";

/**
 * Migrates one template database before the suite; each test file then starts from a copy of it:
 * a PGlite data-dir dump, or a PostgreSQL database created from the template (when DATABASE_URL is set).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
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
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
  const dump = await database.pglite?.dumpDataDir("none");
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await (dump as Blob).arrayBuffer()));
  process.env.CAIRN_TEST_TEMPLATE_DUMP = file;
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
