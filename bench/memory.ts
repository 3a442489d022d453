import fs from "node:fs";
import path from "node:path";
import { descendantsOf } from "../server/src/core/os/processes";

/** One `Name:  N kB` field of a /proc file, in kB; NaN when the process is gone or the field missing. */
function kbField(file: string, field: string): number {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(file, "utf8"))?.[1];
    return kb === undefined ? Number.NaN : Number(kb);
  } catch {
    return Number.NaN;
  }
}

/** Resident set size of one process, in MB. */
export const rssMb = (pid: number) => Math.round(kbField(`/proc/${pid}/status`, "VmRSS") / 1024);

/**
 * Proportional set size of a group of processes, in MB: each shared page counts once across them, split
 * between its sharers. Summing RSS instead counts PostgreSQL's shared buffers once per backend (the probe
 * in issue 11 found 282 MB of RSS for 46 MB of PSS). Processes that ended meanwhile are skipped.
 */
export function pssMb(pids: readonly number[]): number {
  let total = 0;
  let found = false;
  for (const pid of pids) {
    const kb = kbField(`/proc/${pid}/smaps_rollup`, "Pss");
    if (Number.isNaN(kb)) continue;
    total += kb;
    found = true;
  }
  return found ? Math.round(total / 1024) : Number.NaN;
}

/** Postmasters whose data directory lies under `dir` (read from their postmaster.pid), alive right now. */
function postmastersUnder(dir: string, depth = 3): number[] {
  if (depth < 0 || !fs.existsSync(dir)) return [];
  const found: number[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === "postmaster.pid") {
      const pid = Number(fs.readFileSync(full, "utf8").split("\n")[0]);
      if (pid > 0 && fs.existsSync(`/proc/${pid}`)) found.push(pid);
    } else if (entry.isDirectory()) found.push(...postmastersUnder(full, depth - 1));
  }
  return found;
}

/**
 * The processes of the whole install: the server, whatever it started (an embedded PostgreSQL spawned as
 * its child, with the backends below it), and a postmaster running from the install's data folder even if
 * it was detached from the server (pg_ctl-style). With an external DATABASE_URL this is the server alone.
 */
export function installPids(serverPid: number, dataDir?: string): number[] {
  const roots = [serverPid, ...(dataDir ? postmastersUnder(dataDir) : [])];
  return [...new Set([...roots, ...descendantsOf(roots)])];
}

/** The install's memory at one moment: the server's own RSS and PSS, and the PSS of every process of it. */
export type MemorySample = { serverRss: number; serverPss: number; installPss: number; processes: number };

export function sampleMemory(serverPid: number, dataDir?: string): MemorySample {
  const pids = installPids(serverPid, dataDir);
  return {
    serverRss: rssMb(serverPid),
    serverPss: pssMb([serverPid]),
    installPss: pssMb(pids),
    processes: pids.length,
  };
}

/** What a process is, for the breakdown: PostgreSQL names its processes in their command line. */
function processKind(pid: number): string {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0+$/, "").replace(/\0/g, " ");
    if (cmd.startsWith("postgres: ")) return cmd.slice("postgres: ".length).replace(/ \[local\].*| 127\.0\.0\.1.*/, "");
    return path.basename(cmd.split(" ")[0] ?? "?");
  } catch {
    return "gone";
  }
}

/** The install's PSS by kind of process, largest first: "node 139, cairn cairn ×5 60, checkpointer 40 …". */
export function pssByKind(serverPid: number, dataDir?: string): string {
  const byKind = new Map<string, { mb: number; n: number }>();
  for (const pid of installPids(serverPid, dataDir)) {
    const kind = processKind(pid);
    const mb = pssMb([pid]);
    if (Number.isNaN(mb)) continue;
    const k = byKind.get(kind) ?? { mb: 0, n: 0 };
    byKind.set(kind, { mb: k.mb + mb, n: k.n + 1 });
  }
  return [...byKind]
    .sort((a, b) => b[1].mb - a[1].mb)
    .map(([kind, k]) => `${kind}${k.n > 1 ? ` ×${k.n}` : ""} ${k.mb}`)
    .join(", ");
}
