import fs from "node:fs";
import autocannon from "autocannon";

/** CPU time (ms) a process has used so far, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export type Route = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Paths to spread the requests over (each with every body); `path` is probed first. */
  paths?: string[];
  /** Bodies to cycle through (writes). */
  bodies?: unknown[];
  as: "manager" | "worker" | "client";
  write?: boolean;
  /** Answered from the server's read cache between writes (core/http/read-cache). */
  cached?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Concurrent callers when not the run's (a person's own timer: one caller, clicking alone). */
  connections?: number;
  /**
   * The least throughput the route owes, as a share of the floor's in the same pass (ARCHITECTURE.md "Budgets"):
   * `cached` where the read cache answers it (the pass with the cache on), `fresh` where it reads afresh. A route
   * with none stated is measured and shown, not judged.
   */
  share?: { cached?: number; fresh?: number };
  /** The floor itself: a signed-in no-op, what every request costs; the others' shares are of its req/s. */
  floor?: boolean;
};

/** The share a route owes in a pass, if ARCHITECTURE.md states one. */
export function requiredShare(route: Route, pass: string): number | undefined {
  if (!route.share) return undefined;
  return pass === "on" && route.cached ? (route.share.cached ?? route.share.fresh) : route.share.fresh;
}

export type RouteResult = {
  route: Route;
  /** Which pass measured it (read cache on or off). */
  pass: string;
  /** Which checkout answered: this one, or BENCH_BASELINE's. */
  side: "this" | "baseline";
  status: number;
  queries: string;
  p50?: number;
  p95?: number;
  p99?: number;
  rps?: number;
  errors?: number;
  /** Requests answered in the measured seconds, and every response time (ms, sorted): for combining rounds. */
  requests?: number;
  seconds?: number;
  times?: number[];
  /** Server process CPU per request: unlike latency, it hardly depends on what else the machine runs. */
  cpuPerRequest?: number;
  /** PostgreSQL's CPU per request, when it runs on this machine. */
  dbCpuPerRequest?: number;
  /**
   * The load generator's own CPU per request (this process: autocannon). It shares the two cores with the server
   * and PostgreSQL, so it is time the server could not have: real callers are on other machines.
   */
  clientCpuPerRequest?: number;
  note?: string;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One autocannon run; collects every response time, since autocannon's summary has no p95. */
function cannon(url: string, route: Route, cookie: string, connections: number, seconds: number) {
  const headers = { cookie, "content-type": "application/json", ...route.headers };
  const requests = (route.paths ?? [route.path]).flatMap((path) =>
    route.bodies
      ? route.bodies.map((b) => ({ method: route.method, path, body: JSON.stringify(b), headers }))
      : [{ method: route.method, path, headers }],
  );
  const times: number[] = [];
  return new Promise<{ times: number[]; errors: number; rps: number; total: number }>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      const errors = result.errors + result.timeouts + result.non2xx;
      resolve({ times, errors, rps: result.requests.total / seconds, total: result.requests.total });
    });
    instance.on("response", (_client, _status, _bytes, ms) => {
      times.push(ms);
    });
  });
}

/** Probes the route once (status, queries per request), then warms up and measures it under load. */
export async function measure(
  base: string,
  route: Route,
  cookie: string,
  opts: {
    connections: number;
    warmup: number;
    seconds: number;
    pass: string;
    side: RouteResult["side"];
    /** The server process. */
    pid: number;
    /** The database processes serving the server, read after the warm-up (when its pool is full). */
    databasePids: () => Promise<number[]>;
  },
): Promise<RouteResult> {
  const { pass, side } = opts;
  const probe = await fetch(base + route.path, {
    method: route.method,
    headers: { cookie, "content-type": "application/json", ...route.headers },
    body: route.bodies ? JSON.stringify(route.bodies[0]) : undefined,
  });
  const queries = probe.headers.get("x-query-count") ?? "?";
  const text = await probe.text();
  if (probe.status === 404) {
    const code = /"code":"([^"]+)"/.exec(text)?.[1] ?? "404";
    return { route, pass, side, status: 404, queries: "n/a", note: code === "rest_no_route" ? "not built yet" : code };
  }
  if (probe.status >= 400) return { route, pass, side, status: probe.status, queries, note: text.slice(0, 120) };
  const connections = route.connections ?? opts.connections;
  if (opts.warmup > 0) await cannon(base, route, cookie, connections, opts.warmup);
  const dbPids = await opts.databasePids();
  // Per process, so a backend that ends during the run is left out rather than counted negative.
  const dbBefore = new Map(dbPids.map((p) => [p, cpuMs(p)]));
  const cpuBefore = cpuMs(opts.pid);
  const clientBefore = process.cpuUsage();
  const run = await cannon(base, route, cookie, connections, opts.seconds);
  const cpuPerRequest = (cpuMs(opts.pid) - cpuBefore) / Math.max(1, run.total);
  const client = process.cpuUsage(clientBefore);
  const clientCpuPerRequest = (client.user + client.system) / 1000 / Math.max(1, run.total);
  let dbMs = dbPids.length === 0 ? Number.NaN : 0;
  for (const [pid, before] of dbBefore) {
    const after = cpuMs(pid);
    if (!Number.isNaN(after) && !Number.isNaN(before)) dbMs += after - before;
  }
  const dbCpuPerRequest = dbMs / Math.max(1, run.total);
  const sorted = run.times.sort((a, b) => a - b);
  return {
    route,
    pass,
    side,
    status: probe.status,
    queries,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: run.rps,
    errors: run.errors,
    requests: run.total,
    seconds: opts.seconds,
    times: sorted,
    cpuPerRequest,
    dbCpuPerRequest,
    clientCpuPerRequest,
  };
}

/**
 * Short measurements of one route on one server, taken in turn with another server's, as one: rates over the
 * summed seconds, CPU per request weighted by requests, percentiles over every response.
 */
export function combineRounds(rounds: RouteResult[]): RouteResult {
  const measured = rounds.filter((r) => r.requests !== undefined);
  if (measured.length === 0) return rounds[0];
  const requests = measured.reduce((sum, r) => sum + (r.requests ?? 0), 0);
  const seconds = measured.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const perRequest = (pick: (r: RouteResult) => number | undefined) =>
    measured.reduce((sum, r) => sum + (pick(r) ?? 0) * (r.requests ?? 0), 0) / Math.max(1, requests);
  const times = measured.flatMap((r) => r.times ?? []).sort((a, b) => a - b);
  return {
    ...measured[0],
    requests,
    seconds,
    times,
    rps: requests / Math.max(1e-9, seconds),
    errors: measured.reduce((sum, r) => sum + (r.errors ?? 0), 0),
    cpuPerRequest: perRequest((r) => r.cpuPerRequest),
    dbCpuPerRequest: perRequest((r) => r.dbCpuPerRequest),
    clientCpuPerRequest: perRequest((r) => r.clientCpuPerRequest),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}
