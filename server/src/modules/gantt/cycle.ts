import type { Dependency } from "./schedule";

/**
 * The tasks a new link `source → target` would lead round in a circle, from `source` back to it, or undefined
 * when it closes none: there is a circle exactly when `target` already leads to `source`. Every link type
 * counts (a start-to-start circle is as circular for a reader). Breadth first, over the project's links loaded
 * once, so the path shown is a shortest one.
 */
export function circleThrough(source: number, target: number, links: readonly Dependency[]): number[] | undefined {
  const next = new Map<number, number[]>();
  for (const link of links) next.set(link.source, [...(next.get(link.source) ?? []), link.target]);
  const cameFrom = new Map<number, number>([[target, target]]);
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    if (id === source) {
      const path = [id];
      for (let at = id; at !== target; at = cameFrom.get(at) as number) path.unshift(cameFrom.get(at) as number);
      return [source, ...path];
    }
    for (const n of next.get(id) ?? []) {
      if (!cameFrom.has(n)) {
        cameFrom.set(n, id);
        queue.push(n);
      }
    }
  }
  return undefined;
}
