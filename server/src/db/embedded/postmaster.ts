import fs from "node:fs";
import path from "node:path";
import { isZombie, parentOf } from "../../core/os/processes";

/** How long the processes of a dead server may take to end before the start gives up on the folder. */
const WAIT_FOR_THE_DEAD_MS = 15_000;

/**
 * Who holds a lock file of the data folder (postmaster.pid, or the socket's `.s.PGSQL.5432.lock`):
 * - nobody: no file, or its process is gone (PostgreSQL clears such a file itself, after its own checks);
 * - dead: a zombie, killed but not reaped yet (right after its process group was SIGKILLed); PostgreSQL
 *   takes it for alive and refuses to start;
 * - stranger: the pid now belongs to an unrelated process; PostgreSQL would refuse while it lives;
 * - orphan: a server of this folder left running when the Cairn that started it was killed alone;
 * - running: a server of this folder whose Cairn is alive (a second start on the same folder).
 */
type Holder = { kind: "nobody" } | { kind: "dead" | "stranger" | "orphan" | "running"; pid: number };

/**
 * Makes way for a new server on this folder, or refuses: an orphaned server is stopped with a fast
 * shutdown (which keeps every committed write); the lock files of a dead or unrelated process are removed;
 * a server another live Cairn runs is never touched (removing its lock would let two servers write one
 * folder, which corrupts it), and the start stops with a clear message instead.
 */
export async function makeWayForPostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  // Again after acting: an orphan killed with SIGKILL leaves its files behind as a dead server's.
  for (let round = 0; round < 3; round++) {
    const held = lockFilesOf(dataDir)
      .map((lockFile) => ({ lockFile, holder: holderOf(lockFile, dataDir) }))
      .filter(({ holder }) => holder.kind !== "nobody");
    if (held.length === 0) return;
    for (const { lockFile, holder } of held) await makeWay(dataDir, lockFile, holder, log);
  }
}

async function makeWay(dataDir: string, lockFile: string, holder: Holder, log: (line: string) => void) {
  if (holder.kind === "nobody") return;
  if (holder.kind === "running") {
    throw new Error(
      `The embedded database in ${dataDir} is already in use by another running process ` +
        `(postgres pid ${holder.pid}, started by pid ${parentOf(holder.pid)}): is Cairn already running on this ` +
        "CAIRN_DATA_DIR? Stop it first, or give this process a CAIRN_DATA_DIR of its own.",
    );
  }
  if (holder.kind === "orphan") {
    await stopOrphan(holder.pid, log);
    return;
  }
  await waitUntilNothingRunsIn(dataDir);
  log(
    holder.kind === "dead"
      ? `clearing the lock file of a database server that was killed (pid ${holder.pid}, not reaped yet): ${lockFile}`
      : `clearing a stale lock file whose pid ${holder.pid} now belongs to another program: ${lockFile}`,
  );
  fs.rmSync(lockFile, { force: true });
}

/** postmaster.pid first (PostgreSQL checks it first), then the socket lock files beside it. */
function lockFilesOf(dataDir: string): string[] {
  const sockets = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir).filter((name) => /^\.s\.PGSQL\.\d+\.lock$/.test(name))
    : [];
  return [path.join(dataDir, "postmaster.pid"), ...sockets.map((name) => path.join(dataDir, name))];
}

function holderOf(lockFile: string, dataDir: string): Holder {
  if (!fs.existsSync(lockFile)) return { kind: "nobody" };
  const pid = Number(fs.readFileSync(lockFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { kind: "nobody" };
  if (isZombie(pid)) return { kind: "dead", pid };
  if (!isPostmasterOf(pid, dataDir)) return { kind: "stranger", pid };
  return startedByLiveCairn(pid) ? { kind: "running", pid } : { kind: "orphan", pid };
}

/**
 * A server's parent is the Cairn that started it while that one lives; once it died, the server was handed
 * to init (or a service manager's reaper), which is not a node process. An unreadable parent counts as a
 * live Cairn: when in doubt, leave the server alone. Without /proc (macOS) a live server of our own folder
 * is taken for an orphan, as before.
 */
function startedByLiveCairn(pid: number): boolean {
  if (!fs.existsSync("/proc/self")) return false;
  const parent = parentOf(pid);
  if (parent === undefined || parent <= 1) return false;
  try {
    return fs.realpathSync(`/proc/${parent}/exe`) === fs.realpathSync(process.execPath);
  } catch {
    return true;
  }
}

async function stopOrphan(pid: number, log: (line: string) => void): Promise<void> {
  log(`stopping a database server left running by an earlier Cairn (pid ${pid})`);
  process.kill(pid, "SIGINT");
  if (await exited(pid, 15_000)) return;
  log(`the earlier database server (pid ${pid}) did not stop in 15 s; killing it`);
  process.kill(pid, "SIGKILL");
  if (!(await exited(pid, 5_000))) throw new Error(`Could not stop the database server (pid ${pid}).`);
}

/**
 * The backends of a server killed alone notice its death and end within a moment; until they have, a new
 * server must not start on the folder. They are found by their working directory, which is the data folder.
 * (PostgreSQL itself also refuses while a dead server's shared memory is still attached.)
 */
async function waitUntilNothingRunsIn(dataDir: string): Promise<void> {
  const until = Date.now() + WAIT_FOR_THE_DEAD_MS;
  for (;;) {
    const left = processesWorkingIn(dataDir);
    if (left.length === 0) return;
    if (Date.now() > until) {
      throw new Error(
        `Processes of an earlier database server still run in ${dataDir} (pids ${left.join(", ")}); stop them first.`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function processesWorkingIn(dir: string): number[] {
  if (!fs.existsSync("/proc/self")) return [];
  const wanted = fs.realpathSync(dir);
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === wanted && !isZombie(Number(entry))) found.push(Number(entry));
    } catch {
      /* ended meanwhile, or another user's process (never ours) */
    }
  }
  return found;
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
  // Without /proc (macOS), a live pid in our own lock file is taken to be ours, as PostgreSQL itself does.
  if (!fs.existsSync("/proc/self")) return true;
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return args.some((a) => path.resolve(a) === path.resolve(dataDir)) && args.some((a) => a.endsWith("postgres"));
  } catch {
    return false;
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid) || isZombie(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid) || isZombie(pid);
}
