import fs from "node:fs";

/** The parent of a process, read from /proc; undefined when it ended or there is no /proc (macOS, Windows). */
function parentOf(pid: number): number | undefined {
  try {
    // The command name in parentheses may hold spaces; the fields after it are fixed.
    return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
  } catch {
    return undefined;
  }
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
