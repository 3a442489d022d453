import fs from "node:fs";
import path from "node:path";

/**
 * A PostgreSQL server left running for this data directory, typically after Cairn was killed with SIGKILL
 * (the server is a plain child and survives its parent). It holds the lock file and the socket, so the
 * next start would fail; we stop it with a fast shutdown, which keeps every committed write.
 */
export async function stopOrphanedPostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a dead owner's file itself
  if (!isPostmasterOf(pid, dataDir)) {
    // The pid was reused by an unrelated process: PostgreSQL would refuse to start while it lives.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping a database server left running by an earlier Cairn (pid ${pid})`);
  process.kill(pid, "SIGINT");
  if (await exited(pid, 15_000)) return;
  log(`the earlier database server (pid ${pid}) did not stop in 15 s; killing it`);
  process.kill(pid, "SIGKILL");
  if (!(await exited(pid, 5_000))) throw new Error(`Could not stop the database server (pid ${pid}) on ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isPostmasterOf(pid: number, dataDir: string): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  // Without /proc (macOS), a live pid in our own lock file is taken to be ours, as PostgreSQL itself does.
  if (!fs.existsSync("/proc/self")) return true;
  try {
    const args = fs.readFileSync(cmdline, "utf8").split("\0");
    return args.some((a) => path.resolve(a) === path.resolve(dataDir)) && args.some((a) => a.endsWith("postgres"));
  } catch {
    return false;
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}
