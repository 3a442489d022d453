import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../core/net/free-port";
import { withDatabase } from "../test/global-setup";
import { onOneConnection } from "../test/one-connection";
import { builtServer, serverDir } from "./server-build";

/**
 * Real app processes (the production build, `node main.js`) on one fresh PostgreSQL database, each on its
 * own port and with its own data folder, as on separate machines behind a load balancer. The cluster test
 * (cluster.test.ts) drives them; a check for a new point needs only `startCluster`, `request` and, for
 * crashes, `kill` and `restart`.
 */
export const CLUSTER_ADMIN = { email: "admin@cluster.test", password: "cluster-password-1" };
/** Pinned for checks that need the first-administrator screen (with the admin variables unset). */
export const CLUSTER_SETUP_CODE = "CLUSTER0SETUP";
const STARTUP_TIMEOUT_MS = 45_000;

export type ClusterOptions = {
  /** How many processes (2 unless told). */
  size?: number;
  /** Environment for every process, on top of the cluster's own (DATABASE_URL, PORT, the admin). */
  env?: Record<string, string>;
  /**
   * false: no CAIRN_ADMIN_* variables, so the first administrator is made through the setup screen with
   * CLUSTER_SETUP_CODE (`POST /api/auth/setup`). True unless told.
   */
  admin?: boolean;
};

/** A JSON answer, and which process gave it. */
// biome-ignore lint/suspicious/noExplicitAny: checks read answer bodies loosely, asserting on what they expect.
export type Answer = { status: number; body: any; headers: Headers; on: number };

export type RequestOptions = {
  /** A session cookie from `signIn`. */
  as?: string;
  body?: unknown;
  /** Which process answers; by default the next one in turn among those running. */
  on?: number;
  headers?: Record<string, string>;
};

type AppProcess = {
  port: number;
  dataDir: string;
  child: ChildProcess | undefined;
  exited: Promise<number | NodeJS.Signals | null> | undefined;
  /** Every line it printed (stdout and stderr), over all its runs. */
  lines: string[];
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** A fresh database on the server DATABASE_URL names, then `size` processes started at the same moment. */
export async function startCluster(options: ClusterOptions = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("The cluster runs on the PostgreSQL server that DATABASE_URL names.");
  const name = `cairn_cluster_${process.pid}_${Date.now().toString(36)}`;
  await onOneConnection(serverUrl, (c) => c.query(`create database ${name}`));
  const databaseUrl = withDatabase(serverUrl, name);
  const main = await builtServer();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-cluster-"));
  const processes: AppProcess[] = [];
  for (let i = 0; i < (options.size ?? 2); i++) {
    processes.push({
      port: await freePort(),
      dataDir: path.join(scratch, `process-${i}`),
      child: undefined,
      exited: undefined,
      lines: [],
    });
  }
  const envOf = (p: AppProcess): NodeJS.ProcessEnv => ({
    ...withoutCairnVariables(process.env),
    DATABASE_URL: databaseUrl,
    PORT: String(p.port),
    HOST: "127.0.0.1",
    CAIRN_DATA_DIR: p.dataDir,
    CAIRN_PUBLIC_URL: `http://127.0.0.1:${p.port}`,
    ...(options.admin === false
      ? {}
      : { CAIRN_ADMIN_EMAIL: CLUSTER_ADMIN.email, CAIRN_ADMIN_PASSWORD: CLUSTER_ADMIN.password }),
    CAIRN_SETUP_CODE: CLUSTER_SETUP_CODE,
    CAIRN_LOG_LEVEL: "info",
    ...options.env,
  });
  const url = (i: number) => `http://127.0.0.1:${processes[i].port}`;
  const launch = (i: number) => {
    const p = processes[i];
    const child = spawn(process.execPath, [main], {
      cwd: serverDir,
      env: envOf(p),
      stdio: ["ignore", "pipe", "pipe"],
    });
    p.child = child;
    let partial = "";
    const keep = (chunk: Buffer) => {
      const text = partial + chunk.toString("utf8");
      const lines = text.split("\n");
      partial = lines.pop() ?? "";
      p.lines.push(...lines.filter((line) => line.trim()));
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    p.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  };
  const running = (i: number) => {
    const child = processes[i].child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  const waitUntilHealthy = async (i: number) => {
    const until = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < until) {
      if (!running(i)) throw new Error(`process ${i} exited while starting:\n${tail(processes[i].lines)}`);
      try {
        if ((await fetch(`${url(i)}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(
      `process ${i} did not answer /api/health in ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(processes[i].lines)}`,
    );
  };

  let turn = 0;
  /** The next running process in turn, so consecutive requests alternate between processes. */
  const nextRunning = () => {
    for (let tried = 0; tried < processes.length; tried++) {
      const i = turn++ % processes.length;
      if (running(i)) return i;
    }
    throw new Error("no process of the cluster is running");
  };

  const cluster = {
    databaseUrl,
    size: processes.length,
    url,
    /** What process i printed (pino's JSON lines and anything else), over all its runs. */
    logs: (i: number) => [...processes[i].lines],
    running,

    /** A raw fetch on process `on` (by default the next in turn). */
    fetch(pathname: string, init: RequestInit = {}, on: number = nextRunning()) {
      return fetch(`${url(on)}${pathname}`, { ...init, signal: init.signal ?? AbortSignal.timeout(20_000) });
    },

    /** A JSON request, answered by the next process in turn unless `on` says which. */
    async request(method: string, pathname: string, options: RequestOptions = {}): Promise<Answer> {
      const on = options.on ?? nextRunning();
      const headers: Record<string, string> = { ...options.headers };
      if (options.as) headers.cookie = options.as;
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const res = await cluster.fetch(
        pathname,
        { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
        on,
      );
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body, headers: res.headers, on };
    },

    /** Rows of a statement on the cluster's database, for checks that look past the API. */
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
      return onOneConnection(databaseUrl, async (c) => (await c.query(text, values)).rows as T[]);
    },

    /** Signs the administrator in on process `on` (0 unless told); the session cookie, for `as`. */
    async signIn(on = 0, credentials = CLUSTER_ADMIN): Promise<string> {
      const res = await cluster.request("POST", "/api/auth/login", { body: credentials, on });
      if (res.status !== 200)
        throw new Error(`sign-in on process ${on} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.headers.get("set-cookie")?.split(";")[0] ?? "";
    },

    /**
     * Which process owns the connection whose local port is `port` (a request a stand-in received tells its
     * caller's port): for checks that must kill the process holding a job. Linux only (/proc).
     */
    sender(port: number): number | undefined {
      const inode = socketInodeOfLocalPort(port);
      if (inode === undefined) return undefined;
      const index = processes.findIndex((p) => p.child?.pid !== undefined && holdsSocket(p.child.pid, inode));
      return index === -1 ? undefined : index;
    },

    /** Sends the signal to process i and waits until it has exited; its exit code or signal. */
    async kill(i: number, signal: NodeJS.Signals = "SIGKILL") {
      const p = processes[i];
      if (!running(i)) return p.exited;
      p.child?.kill(signal);
      return p.exited;
    },

    /** Starts process i again (same port, data folder and environment) and waits until it answers. */
    async restart(i: number) {
      if (running(i)) await cluster.kill(i, "SIGTERM");
      launch(i);
      await waitUntilHealthy(i);
    },

    /** Stops every process, then drops the database and the data folders. */
    async close() {
      await Promise.all(processes.map((_, i) => cluster.kill(i, "SIGKILL")));
      await onOneConnection(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };

  // All at once: the processes race through migrations and first-run setup, as on a real first start.
  for (let i = 0; i < processes.length; i++) launch(i);
  try {
    await Promise.all(processes.map((_, i) => waitUntilHealthy(i)));
  } catch (err) {
    await cluster.close();
    throw err;
  }
  return cluster;
}

/** The test run's own CAIRN_* variables (a developer's shell, the test template) must not reach the processes. */
function withoutCairnVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith("CAIRN_")));
}

const tail = (lines: string[]) => lines.slice(-30).join("\n");

/** The inode of the TCP socket bound locally to `port` (IPv4 or IPv6), from /proc/net/tcp*. */
function socketInodeOfLocalPort(port: number): string | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`)) return fields[9];
    }
  }
  return undefined;
}

function holdsSocket(pid: number, inode: string): boolean {
  const fdDir = `/proc/${pid}/fd`;
  try {
    return fs.readdirSync(fdDir).some((fd) => {
      try {
        return fs.readlinkSync(path.join(fdDir, fd)) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}
