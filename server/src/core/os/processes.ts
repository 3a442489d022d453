import fs from "node:fs";

/** The fields of /proc/PID/stat after the command name (state, parent, ...); undefined without the process or /proc. */
function statFields(pid: number): string[] | undefined {
  try {
    // The command name in parentheses may hold spaces (and parentheses); the fields after it are fixed.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** The parent of a process, read from /proc; undefined when it ended or there is no /proc (macOS, Windows). */
export function parentOf(pid: number): number | undefined {
  const parent = statFields(pid)?.[1];
  return parent === undefined ? undefined : Number(parent);
}

/**
 * A process that has ended but not been reaped by its parent yet (state Z, or X while it goes): it holds
 * no memory, no files and no locks, yet `kill(pid, 0)` still finds it. False without /proc.
 */
export function isZombie(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === "Z" || state === "X";
}

/**
 * Every live process below the given ones (children, grandchildren, ...), from one scan of /proc. Empty where
 * there is no /proc: callers use it to measure memory, which only Linux reports this way anyway.
 */
export function descendantsOf(roots: readonly number[]): number[] {
  if (!fs.existsSync("/proc/self")) return [];
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}
