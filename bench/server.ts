import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../server/src/core/net/free-port";
import type { Target } from "./database";
import { BENCH_PASSWORD } from "./seed-large";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type RunningServer = { child: ChildProcess; pid: number; base: string; bootSeconds: string };

/**
 * The real server as a child process on a free loopback port, with `extraEnv` on top of ours; `checkout` is
 * the folder whose built server runs (another one for BENCH_BASELINE).
 */
export async function startServer(
  target: Target,
  extraEnv: Record<string, string>,
  checkout = root,
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    CAIRN_LOG_LEVEL: "warn",
  };
  delete childEnv.CAIRN_ADMIN_EMAIL;
  delete childEnv.CAIRN_ADMIN_PASSWORD;
  if (target.kind === "postgres") childEnv.DATABASE_URL = target.url;
  else {
    delete childEnv.DATABASE_URL;
    childEnv.CAIRN_DATA_DIR = target.dataDir;
  }
  // The compiled server, as `npm start` runs it (`npm run bench` builds it first). BENCH_SERVER_ARGS adds
  // node flags for a look inside, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (written when the server stops).
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(checkout, "server/dist/main.js")], {
    cwd: checkout,
    env: childEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const bootSeconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { child, pid: child.pid as number, base, bootSeconds: bootSeconds() };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not answer /api/health within 60 s");
}

export async function stopServer(server: RunningServer) {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}
