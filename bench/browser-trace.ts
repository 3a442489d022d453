/**
 * Reads a Chromium performance trace (the JSON that playwright-core's browser.stopTracing() returns) and says
 * where the page's main thread spent its time from navigation start until the page was usable: self time by
 * kind of work, so nested events (a layout forced inside a script) count once, under the innermost one.
 */
export type MainThreadTime = {
  windowMs: number;
  /** Wall-clock self time by kind; on a busy machine it includes the time the thread waited for a core. */
  byKind: Record<string, number>;
  /** The thread's CPU time by kind (trace events' `tdur`): what the page cost, whatever else ran. */
  cpuByKind: Record<string, number>;
  cpuMs: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};

const KINDS: [kind: string, test: RegExp][] = [
  ["garbage collection", /GC|Scavenge|Sweep|Mark/],
  ["script parse and compile", /^v8\.(compile|parse|deserialize)|Compile|ParseOnBackground|StreamingCompile/],
  ["script run", /^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.|V8\.)/],
  ["style", /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/],
  ["layout", /^(Layout|UpdateLayout|IntersectionObserverController)/],
  ["paint and composite", /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|Decode)/],
  ["HTML parse", /^ParseHTML/],
];

const kindOf = (name: string) => KINDS.find(([, test]) => test.test(name))?.[0] ?? "other (tasks, loading, idle)";

/** The renderer main thread that navigated to the page: its process, thread and navigation start. */
function mainThread(events: TraceEvent[], urlPart: string) {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const starts = events.filter(
    (e) =>
      e.name === "navigationStart" &&
      mains.has(`${e.pid}:${e.tid}`) &&
      (e.args?.data?.documentLoaderURL ?? "").includes(urlPart),
  );
  const start = starts.at(-1);
  return start ? { pid: start.pid, tid: start.tid, origin: start.ts } : undefined;
}

type Span = { name: string; start: number; end: number; cpu: number };

/** Complete ("X") events plus begin/end pairs, as [start, end] in microseconds. */
function spans(events: TraceEvent[]) {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.ph === "X") out.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur ?? 0 });
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const begin = open.pop();
      const cpu = begin?.tts !== undefined && e.tts !== undefined ? e.tts - begin.tts : 0;
      if (begin) out.push({ name: begin.name, start: begin.ts, end: e.ts, cpu });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** `urlPart`: a piece of the measured page's address, to tell its navigation from the browser's own pages. */
export function mainThreadTime(trace: Buffer, usableMs: number, urlPart = "/task-lists"): MainThreadTime | undefined {
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = mainThread(events, urlPart);
  if (!main) return undefined;
  const windowStart = main.origin;
  const windowEnd = main.origin + usableMs * 1000;
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const byKind: Record<string, number> = {};
  const cpuByKind: Record<string, number> = {};
  // Self time: each span's length inside the window, less the parts its children (nested spans) cover.
  // CPU time likewise, in proportion to the part of the span inside the window.
  type Open = Span & { child: number; childCpu: number };
  const stack: Open[] = [];
  const close = (span: Open) => {
    const inside = Math.max(0, Math.min(span.end, windowEnd) - Math.max(span.start, windowStart));
    const share = span.end > span.start ? inside / (span.end - span.start) : 0;
    const kind = kindOf(span.name);
    byKind[kind] = (byKind[kind] ?? 0) + Math.max(0, inside - span.child) / 1000;
    cpuByKind[kind] = (cpuByKind[kind] ?? 0) + (Math.max(0, span.cpu - span.childCpu) * share) / 1000;
    const parent = stack.at(-1);
    if (parent) {
      parent.child += inside;
      parent.childCpu += span.cpu;
    }
  };
  for (const span of spans(mine)) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= span.start) close(stack.pop() as Open);
    stack.push({ ...span, child: 0, childCpu: 0 });
  }
  while (stack.length > 0) close(stack.pop() as Open);
  const busy = Object.values(byKind).reduce((sum, ms) => sum + ms, 0);
  byKind["idle (waiting for the network)"] = Math.max(0, usableMs - busy);
  const cpuMs = Object.values(cpuByKind).reduce((sum, ms) => sum + ms, 0);
  for (const kind of Object.keys(byKind)) byKind[kind] = Math.round(byKind[kind]);
  for (const kind of Object.keys(cpuByKind)) cpuByKind[kind] = Math.round(cpuByKind[kind]);
  return { windowMs: usableMs, byKind, cpuByKind, cpuMs: Math.round(cpuMs) };
}
