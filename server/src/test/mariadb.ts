import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import mysql from "mysql2/promise";

/**
 * A MariaDB for the WP Project Manager importer's tests (issue 47): a private `mariadbd` from Debian's
 * mariadb-server on a temporary data folder and a free port, or the server MARIADB_URL names. Missing binaries
 * fail loudly: an import test that skipped itself would say nothing about the importer.
 */
const MARIADBD = ["/usr/sbin/mariadbd", "/usr/bin/mariadbd"];
const INSTALL_DB = ["/usr/bin/mariadb-install-db", "/usr/sbin/mariadb-install-db"];
export const MISSING_MARIADB =
  "The WP Project Manager import tests need MariaDB: install Debian's mariadb-server (apt-get install mariadb-server), or set MARIADB_URL to a server they may create databases on.";

/** The dump the tests load, copied into the repository so CI needs nothing outside it. */
export const WP_FIXTURE_SQL = path.join(import.meta.dirname, "../modules/wp-import/fixtures/wp-pm.sql");

export type TestMariaDb = { url: string; stop(): Promise<void> };

const firstExisting = (candidates: string[]) => candidates.find((file) => fs.existsSync(file));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `mariadbd exited (${child.exitCode}) while starting:\n${fs.readFileSync(log, "utf8").slice(-2000)}`,
      );
    }
    try {
      const c = await mysql.createConnection(url);
      await c.end();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** A MariaDB server for this test file: MARIADB_URL's, or a private one stopped (and removed) by `stop`. */
export async function startTestMariaDb(): Promise<TestMariaDb> {
  const given = process.env.MARIADB_URL;
  // A shared server keeps running; the databases this file loaded on it are dropped.
  if (given) return { url: given, stop: () => dropLoaded(given) };
  const daemon = firstExisting(MARIADBD);
  const installDb = firstExisting(INSTALL_DB);
  if (!daemon || !installDb) throw new Error(MISSING_MARIADB);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-mariadb-"));
  const datadir = path.join(dir, "data");
  await promisify(execFile)(installDb, [
    "--no-defaults",
    `--datadir=${datadir}`,
    "--user=root",
    "--auth-root-authentication-method=normal",
    "--skip-test-db",
  ]);
  const port = await freePort();
  const log = path.join(dir, "server.log");
  const out = fs.openSync(log, "a");
  // We run as root in CI and here: mariadbd refuses root unless told so. Small buffers: the fixture is 1 MB.
  const child = spawn(
    daemon,
    [
      "--no-defaults",
      `--datadir=${datadir}`,
      `--port=${port}`,
      "--bind-address=127.0.0.1",
      `--socket=${path.join(dir, "mariadb.sock")}`,
      `--pid-file=${path.join(dir, "mariadb.pid")}`,
      "--user=root",
      "--skip-name-resolve",
      "--innodb-buffer-pool-size=64M",
      "--skip-log-bin",
    ],
    { stdio: ["ignore", out, out] },
  );
  const url = `mysql://root@127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    fs.closeSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

let counter = 0;
/** Databases loadWpFixture made, by server address. */
const loaded = new Map<string, Set<string>>();

async function dropLoaded(url: string) {
  const names = loaded.get(url);
  if (!names || names.size === 0) return;
  const admin = await mysql.createConnection(mysqlUrlFor(url, ""));
  try {
    for (const name of names) await admin.query(`drop database if exists \`${name}\``);
  } finally {
    names.clear();
    await admin.end();
  }
}

/** The address of `database` on the server `url` names. */
export function mysqlUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database on the server, loaded with the WP Project Manager fixture; answers its address. */
export async function loadWpFixture(url: string): Promise<string> {
  const name = `wp_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = await mysql.createConnection({ uri: mysqlUrlFor(url, ""), multipleStatements: true });
  try {
    await admin.query(`create database \`${name}\` character set utf8mb4`);
    await admin.query(`use \`${name}\``);
    await admin.query(fs.readFileSync(WP_FIXTURE_SQL, "utf8"));
  } finally {
    await admin.end();
  }
  loaded.set(url, (loaded.get(url) ?? new Set()).add(name));
  return mysqlUrlFor(url, name);
}
