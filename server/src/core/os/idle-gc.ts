import v8 from "node:v8";
import vm from "node:vm";

/**
 * V8 collects its old generation when it runs short of room, not when the process goes quiet: after a busy
 * spell the server kept ~30 MB of dead objects (heap used 68 MB, 37 MB live) until the next busy spell, and
 * the install's memory after load is what a small machine has to hold (issue 11). One full collection once
 * the server has been idle for a while gives those pages back; it costs a few milliseconds when nobody waits.
 */
export type IdleCollector = { stop(): void };

/**
 * A full collection that also compacts: V8's `gc()` extension, with compaction switched on for that one
 * collection. Without it the dead objects are freed but the pages they shared with live ones stay mapped
 * (after a bench load: heap used 99 -> 34 MB, old space still 62 MB committed); compacted, they go back to
 * the system. The flag is read when a context is created and when a collection starts, so a fresh context
 * carries the function and the server's own global stays as it was. `compact: false` is the plain
 * collection, for measuring what is alive without moving it (compacting a large heap maps its copies first).
 */
export function fullCollection(options: { compact?: boolean } = {}): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  if (options.compact === false) return gc;
  return () => {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}

/**
 * Looks every second at how many requests the server has taken (`served`, a counter the caller increments):
 * once some came since the last collection and none for `quietMs`, it collects, once, and says how long it
 * took.
 */
export function collectWhenIdle(
  served: () => number,
  collect: () => void,
  options: { quietMs?: number; collected?: (ms: number) => void } = {},
): IdleCollector {
  const quietMs = options.quietMs ?? 3000;
  let seen = served();
  let seenAtLastCollection = seen;
  let quietSince = Date.now();
  const timer = setInterval(() => {
    const now = served();
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    } else if (now !== seenAtLastCollection && Date.now() - quietSince >= quietMs) {
      const started = performance.now();
      collect();
      seenAtLastCollection = now;
      options.collected?.(performance.now() - started);
    }
  }, 1000);
  // Never the reason the process stays up.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
