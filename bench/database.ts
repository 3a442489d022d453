import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, migrateDatabase, openDatabase } from "../server/src/db/client";
import { EmbeddedPostgres } from "../server/src/db/embedded/server";
import { embeddedClusterDir } from "../server/src/db/start";
import { readFilesFolder, seedFilesFolder } from "./seed-files";
import { type BenchTargets, readTargets, seedLarge } from "./seed-large";

export type Target = { kind: "embedded"; dataDir: string } | { kind: "postgres"; url: string };
export type Targets = BenchTargets & { filesFolderId: number };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const secondsSince = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * What the seeded data depends on: the migrations and the seed scripts. A template seeded from the same
 * files is the same data, so it is reused across runs (seeding takes minutes, a copy seconds).
 */
function seedKey(): string {
  const hash = createHash("sha256");
  const migrations = path.join(root, "server/src/db/migrations");
  for (const file of fs.readdirSync(migrations, { recursive: true }) as string[]) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  for (const file of ["bench/seed-large.ts", "bench/seed-files.ts"])
    hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest("hex").slice(0, 10);
}

async function seed(database: Database, log: (s: string) => void) {
  await migrateDatabase(database);
  const large = await seedLarge(database, log);
  await seedFilesFolder(database, large.projectId, log);
  // The files folder came after seedLarge's own analyze: without statistics its plans would be guesses
  // until autovacuum happened to run mid-bench.
  await database.db.execute(sql.raw("vacuum analyze"));
}

async function targetsOf(database: Database): Promise<Targets> {
  const large = await readTargets(database);
  return { ...large, filesFolderId: await readFilesFolder(database) };
}

/**
 * PostgreSQL: the large dataset lives in a template database `cairn_bench_seed_<key>`, seeded when none
 * matches the current migrations and seed scripts (BENCH_RESEED=1 forces it). Each pass then runs on its
 * own copy, `cairn_bench` (dropped and re-created), so one pass's writes never reach the next.
 */
export class PostgresBenchData {
  private constructor(
    private readonly serverUrl: string,
    private readonly template: string,
  ) {}

  static async prepare(serverUrl: string, log: (s: string) => void): Promise<PostgresBenchData> {
    const template = `cairn_bench_seed_${seedKey()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const existing = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'cairn_bench_seed%'",
      );
      const names = existing.rows.map((r) => r.datname);
      if (names.includes(template) && env("BENCH_RESEED") !== "1") {
        log(`Reusing the seeded template ${template} (BENCH_RESEED=1 seeds afresh).`);
      } else {
        // Seeded under a temporary name and renamed when complete: an interrupted seed is never reused.
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query("create database cairn_bench_seeding");
        const started = performance.now();
        log("Seeding the large dataset (postgres):");
        const database = await openDatabase({
          databaseUrl: withDatabase(serverUrl, "cairn_bench_seeding"),
          poolSize: 1,
        });
        try {
          await seed(database, log);
        } finally {
          await database.close();
        }
        await admin.query(`alter database cairn_bench_seeding rename to ${template}`);
        log(`  seeded in ${secondsSince(started)}`);
      }
    } finally {
      await admin.end();
    }
    return new PostgresBenchData(serverUrl, template);
  }

  /** A fresh copy of the seeded data for one pass (one per checkout), and what the load aims at in it. */
  async freshCopy(name = "cairn_bench"): Promise<{ target: Target; targets: Targets }> {
    const admin = new pg.Client({ connectionString: this.serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name} template ${this.template}`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(this.serverUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      return { target: { kind: "postgres", url }, targets: await targetsOf(database) };
    } finally {
      await database.close();
    }
  }

  async dispose() {}
}

/** PGlite: seeded once per run into a temporary folder; each pass runs on a copy of that folder. */
/**
 * The default install's database: a private PostgreSQL server under a CAIRN_DATA_DIR. Seeded once through
 * that server, stopped, and each pass gets a copy of the whole folder for the app to start on.
 */
export class EmbeddedBenchData {
  private readonly copies: string[] = [];

  private constructor(private readonly seeded: string) {}

  static async prepare(log: (s: string) => void): Promise<EmbeddedBenchData> {
    const seeded = benchFolder("cairn-bench-seed-");
    const started = performance.now();
    log("Seeding the large dataset (embedded PostgreSQL):");
    await withEmbedded(seeded, log, (database) => seed(database, log));
    log(`  seeded in ${secondsSince(started)}`);
    return new EmbeddedBenchData(seeded);
  }

  async freshCopy(): Promise<{ target: Target; targets: Targets }> {
    const dataDir = benchFolder("cairn-bench-");
    this.copies.push(dataDir);
    fs.cpSync(embeddedClusterDir(this.seeded), embeddedClusterDir(dataDir), { recursive: true });
    const targets = await withEmbedded(
      dataDir,
      () => undefined,
      (database) => targetsOf(database),
    );
    return { target: { kind: "embedded", dataDir }, targets };
  }

  async dispose() {
    for (const dir of [this.seeded, ...this.copies]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function benchFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755); // the server may run as the postgres OS user (when the bench runs as root)
  return dir;
}

async function withEmbedded<T>(
  dataDir: string,
  log: (s: string) => void,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const server = new EmbeddedPostgres(embeddedClusterDir(dataDir), { info: log, warn: log, error: log });
  await server.start();
  const database = await openDatabase({ databaseUrl: server.connectionString, kind: "embedded" });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
    await server.stop();
  }
}

const env = (name: string) => process.env[name];
