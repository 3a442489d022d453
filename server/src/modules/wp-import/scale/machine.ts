import { execFile } from "node:child_process";
import os from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * What the bench says about the machine it ran on: cores, memory, Node, and what else was using the CPU
 * meanwhile (the two cores are shared with other people's test runs, so a slow figure needs that context).
 */
export function machine() {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

export type CpuSnapshot = {
  at: string;
  load: number[];
  busy: { pid: number; cpu: number; command: string; ours: boolean }[];
};

/** This process and every process it started (MariaDB, the embedded PostgreSQL and its backends). */
async function ownProcesses(): Promise<Set<number>> {
  const { stdout: out } = await run("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" });
  const children = new Map<number, number[]>();
  for (const line of out.trim().split("\n")) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const ours = new Set<number>();
  const visit = (pid: number) => {
    ours.add(pid);
    for (const c of children.get(pid) ?? []) if (!ours.has(c)) visit(c);
  };
  visit(process.pid);
  return ours;
}

/**
 * The processes using more than 5 % of a core over one second (command names only: never arguments). Run
 * without blocking: the import goes on (and the RSS sampler with it) while top watches.
 */
export async function cpuSnapshot(): Promise<CpuSnapshot> {
  const at = new Date().toISOString();
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  try {
    const ours = await ownProcesses();
    const { stdout: text } = await run("top", ["-b", "-n", "2", "-d", "1", "-w", "200"], { encoding: "utf8" });
    // top's first screen averages since boot; the second is the last second.
    const screen = text.slice(text.lastIndexOf("\ntop - "));
    const rows = screen.split("\n").filter((l) => /^\s*\d+\s/.test(l));
    const busy = rows
      .map((l) => l.trim().split(/\s+/))
      .map((c) => ({ pid: Number(c[0]), cpu: Number(c[8]), command: c.slice(11).join(" ") }))
      .filter((p) => p.cpu > 5)
      .map((p) => ({ ...p, ours: ours.has(p.pid) }));
    return { at, load, busy };
  } catch {
    return { at, load, busy: [] };
  }
}
