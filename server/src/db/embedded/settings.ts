import fs from "node:fs";

/**
 * Server settings for the embedded database, sized for a small machine that also runs Cairn itself
 * (docs/decisions.md, "The embedded database's settings"): PostgreSQL's own default buffer pool (the OS page
 * cache holds the rest), few connections, no parallel query or JIT (both add latency and memory to the short
 * queries Cairn runs). 32 MB of buffers: the pages the budgeted reads of the large dataset touch again and again fit
 * in it (none read from the page cache once warm, searches included, which read the covering index
 * tasks_search_scan_idx rather than the 93 MB table); each 32 MB more is resident memory counted against
 * issue 11's budget for the whole install (docs/decisions.md, "The embedded database's settings").
 */
export function embeddedServerSettings(): Record<string, string> {
  return {
    shared_buffers: "32MB",
    max_connections: "40",
    work_mem: "4MB",
    maintenance_work_mem: "32MB",
    effective_cache_size: "512MB",
    random_page_cost: "1.1",
    max_parallel_workers_per_gather: "0",
    jit: "off",
    // No replication from a private server: WAL carries only what crash recovery needs.
    wal_level: "minimal",
    max_wal_senders: "0",
    huge_pages: "off",
    dynamic_shared_memory_type: sharedMemoryType(),
    timezone: "UTC",
    log_min_messages: "warning",
    log_line_prefix: "",
  };
}

/** A container's /dev/shm is often 64 MB or less: then dynamic shared memory goes to files instead. */
function sharedMemoryType(): string {
  if (process.platform === "win32") return "windows";
  if (process.platform !== "linux") return "posix";
  try {
    const stats = fs.statfsSync("/dev/shm");
    return stats.blocks * stats.bsize >= 256 * 1024 * 1024 ? "posix" : "mmap";
  } catch {
    return "mmap";
  }
}

/** `-c name=value` pairs for the postgres command line. */
export function settingFlags(settings: Record<string, string>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}
