import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../core/net/free-port";
import { descendantsOf } from "../../core/os/processes";
import { findPostgresBinaries, type PostgresBinaries } from "./binaries";
import { handOver, postgresRunAs, type RunAs } from "./os-user";
import { makeWayForPostmaster } from "./postmaster";
import { embeddedServerSettings, settingFlags } from "./settings";

export type EmbeddedLog = { info(msg: string): void; warn(msg: string): void; error(msg: string): void };

const SOCKET_PORT = 5432;
/** Unix socket paths longer than this fail to bind (sun_path is 108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 103;
const DATABASE = "cairn";
const ROLE = "cairn";

/**
 * A private PostgreSQL server that Cairn starts, watches and stops itself. It listens on a unix socket
 * inside its own data directory (or, when that path is too long, on a free loopback port with a password),
 * so two instances on one machine never collide and no other OS user can connect.
 */
export class EmbeddedPostgres {
  private child: ChildProcess | undefined;
  private stopping = false;
  private crashes: number[] = [];
  private recent: string[] = [];
  private binaries: PostgresBinaries | undefined;
  private runAs: RunAs;
  private endpoint: { host: string; port: number; password?: string } | undefined;
  /** Called when the server died and could not be restarted: the process should exit. */
  onFatal: (err: Error) => void = () => undefined;

  constructor(
    readonly dataDir: string,
    private readonly log: EmbeddedLog,
  ) {}

  get connectionString(): string {
    if (!this.endpoint) throw new Error("The embedded database is not started.");
    return this.urlFor(DATABASE);
  }

  urlFor(database: string): string {
    const e = this.endpoint;
    if (!e) throw new Error("The embedded database is not started.");
    if (e.password === undefined) {
      return `postgresql://${ROLE}@localhost:${e.port}/${database}?host=${encodeURIComponent(e.host)}`;
    }
    return `postgresql://${ROLE}:${encodeURIComponent(e.password)}@${e.host}:${e.port}/${database}`;
  }

  /** The postmaster and every process below it, for measuring the memory of the whole install. */
  pids(): number[] {
    const root = this.child?.pid;
    return root ? [root, ...descendantsOf([root])] : [];
  }

  async start(): Promise<void> {
    const started = Date.now();
    this.binaries = await findPostgresBinaries();
    this.runAs = postgresRunAs();
    if (!fs.existsSync(path.join(this.dataDir, "PG_VERSION"))) await this.initialise();
    else handOver(this.dataDir, this.runAs);
    await makeWayForPostmaster(this.dataDir, (line) => this.log.warn(line));
    this.endpoint = await this.chooseEndpoint();
    await this.launch();
    await this.ensureDatabase();
    this.log.info(`embedded database ready in ${Date.now() - started} ms (${this.dataDir})`);
  }

  async stop(timeoutMs = 20_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGINT"); // fast shutdown: ends sessions, writes a checkpoint, keeps every commit
    const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), timeoutMs).unref());
    if ((await Promise.race([exited, timer])) === "timeout") {
      this.log.warn("the embedded database did not stop in time; killing it");
      child.kill("SIGKILL");
      await exited;
    }
  }

  private async initialise(): Promise<void> {
    const binaries = this.binaries as PostgresBinaries;
    handOver(this.dataDir, this.runAs);
    const useSocket = this.socketFits();
    const args = [
      "-D",
      this.dataDir,
      "-U",
      ROLE,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
      "--no-instructions",
      "-c",
      `dynamic_shared_memory_type=${embeddedServerSettings().dynamic_shared_memory_type}`,
    ];
    // A password only matters when the server must listen on loopback TCP, where other local users can reach it.
    let pwFile: string | undefined;
    if (!useSocket) {
      pwFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-pw-")), "pw");
      fs.writeFileSync(pwFile, this.password(), { mode: 0o600 });
      if (this.runAs) fs.chownSync(pwFile, this.runAs.uid, this.runAs.gid);
      if (this.runAs) fs.chownSync(path.dirname(pwFile), this.runAs.uid, this.runAs.gid);
      args.push(`--pwfile=${pwFile}`);
    }
    this.log.info(`creating the embedded database in ${this.dataDir}`);
    const output = await run(binaries.initdb, args, this.runAs);
    if (pwFile) fs.rmSync(path.dirname(pwFile), { recursive: true, force: true });
    if (output.code !== 0) {
      fs.rmSync(this.dataDir, { recursive: true, force: true });
      throw new Error(`Could not create the embedded database (initdb exited with ${output.code}):\n${output.text}`);
    }
  }

  private socketFits(): boolean {
    return Buffer.byteLength(path.join(this.dataDir, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH;
  }

  /** Kept beside the data directory, readable by Cairn only; used only for the loopback fallback. */
  private password(): string {
    const file = `${this.dataDir}.password`;
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600 });
    return fs.readFileSync(file, "utf8").trim();
  }

  private async chooseEndpoint() {
    if (this.socketFits() && process.platform !== "win32") return { host: this.dataDir, port: SOCKET_PORT };
    return { host: "127.0.0.1", port: await freePort(), password: this.password() };
  }

  private async launch(): Promise<void> {
    const binaries = this.binaries as PostgresBinaries;
    const e = this.endpoint as { host: string; port: number; password?: string };
    const socket = e.password === undefined;
    const args = [
      "-D",
      this.dataDir,
      "-p",
      String(e.port),
      ...settingFlags({
        ...embeddedServerSettings(),
        listen_addresses: socket ? "" : "127.0.0.1",
        unix_socket_directories: socket ? this.dataDir : "",
        unix_socket_permissions: "0700",
      }),
    ];
    this.recent = [];
    const child = spawn(binaries.postgres, args, {
      stdio: ["ignore", "pipe", "pipe"],
      uid: this.runAs?.uid,
      gid: this.runAs?.gid,
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        this.recent.push(line);
        if (this.recent.length > 40) this.recent.shift();
        if (
          /^(FATAL|PANIC|ERROR|WARNING)/.test(line) &&
          !/the database system is (starting up|shutting down|not yet accepting connections)|terminating connection due to administrator command/.test(
            line,
          )
        )
          this.log.warn(`database: ${line}`);
      }
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const exitedEarly = new Promise<never>((_, reject) =>
      child.once("exit", (code, signal) =>
        reject(
          new Error(`The embedded database stopped while starting (${signal ?? code}):\n${this.recent.join("\n")}`),
        ),
      ),
    );
    exitedEarly.catch(() => undefined);
    await Promise.race([this.waitUntilAccepting(), exitedEarly]);
    child.once("exit", (code, signal) => this.onExit(code, signal));
  }

  private async waitUntilAccepting(): Promise<void> {
    const until = Date.now() + 60_000;
    for (;;) {
      const client = new pg.Client({ connectionString: this.urlFor("postgres") });
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => undefined);
        if (Date.now() > until) throw new Error(`The embedded database did not accept connections in 60 s: ${err}`);
        await new Promise((r) => setTimeout(r, 30));
      }
    }
  }

  private async ensureDatabase(): Promise<void> {
    const client = new pg.Client({ connectionString: this.urlFor("postgres") });
    await client.connect();
    try {
      const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
      if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
    } finally {
      await client.end();
    }
  }

  /** A crash is restarted (three times a minute at most); beyond that the process is told to stop. */
  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) return;
    const now = Date.now();
    this.crashes = [...this.crashes.filter((t) => now - t < 60_000), now];
    this.log.error(`the embedded database stopped (${signal ?? code}):\n${this.recent.slice(-10).join("\n")}`);
    if (this.crashes.length > 3) {
      this.onFatal(new Error("The embedded database stopped four times in a minute; giving up."));
      return;
    }
    setTimeout(() => {
      if (this.stopping) return;
      this.log.warn("restarting the embedded database");
      makeWayForPostmaster(this.dataDir, (line) => this.log.warn(line))
        .then(() => this.launch())
        .then(() => this.log.info("the embedded database is back"))
        .catch((err: Error) => this.onFatal(err));
    }, 500).unref();
  }
}

function run(file: string, args: string[], runAs: RunAs): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ["ignore", "pipe", "pipe"],
      uid: runAs?.uid,
      gid: runAs?.gid,
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
      // initdb refuses to write into a folder it cannot reach from its working directory as postgres.
      cwd: os.tmpdir(),
    });
    let text = "";
    child.stdout?.on("data", (d) => {
      text += d;
    });
    child.stderr?.on("data", (d) => {
      text += d;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, text }));
  });
}
