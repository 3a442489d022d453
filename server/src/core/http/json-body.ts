/** Pieces are joined and encoded once they reach this many characters: well below V8's large-object size. */
const CHUNK_CHARS = 32 * 1024;
/** Arrays longer than this inside an array's element are written element by element too. */
const LONG_ARRAY = 32;

type Sink = { parts: string[]; chars: number; buffers: Buffer[] };

function push(sink: Sink, text: string) {
  sink.parts.push(text);
  sink.chars += text.length;
  if (sink.chars >= CHUNK_CHARS) flush(sink);
}

function flush(sink: Sink) {
  if (sink.parts.length === 0) return;
  sink.buffers.push(Buffer.from(sink.parts.join("")));
  sink.parts = [];
  sink.chars = 0;
}

/** What JSON.stringify writes in a value's place: the result of its toJSON, when it has one. */
function jsonValue(value: unknown, key: string): unknown {
  if (value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isLongArray = (value: unknown) => Array.isArray(value) && value.length > LONG_ARRAY;

/** Whether an object holds a long array among its values, or its children's (an envelope's `data`). */
function holdsLongArray(v: Record<string, unknown>): boolean {
  for (const child of Object.values(v)) {
    if (isLongArray(child)) return true;
    if (isPlainObject(child) && Object.values(child).some(isLongArray)) return true;
  }
  return false;
}

/** Whether a value is written piece by piece rather than by one JSON.stringify call. */
const needsPieces = (v: unknown) => (Array.isArray(v) ? v.length > LONG_ARRAY : isPlainObject(v) && holdsLongArray(v));

const hasToJSON = (v: unknown) =>
  v !== null && typeof v === "object" && typeof (v as { toJSON?: unknown }).toJSON === "function";

/**
 * An array's elements, several per JSON.stringify call: each call has a fixed cost, so a page of small rows
 * goes in groups sized from the row before them (about half a piece each), a page of large ones one by one.
 */
function writeArray(sink: Sink, v: unknown[]) {
  push(sink, "[");
  let perCall = 1;
  let i = 0;
  while (i < v.length) {
    if (i > 0) push(sink, ",");
    const first = v[i];
    if (needsPieces(first) || hasToJSON(first)) {
      // toJSON gets its own index as key; a group would renumber it.
      write(sink, jsonValue(first, String(i)), true, false);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < v.length && end - i < perCall && !needsPieces(v[end]) && !hasToJSON(v[end])) end++;
    const text = JSON.stringify(v.slice(i, end));
    push(sink, text.slice(1, -1));
    perCall = Math.max(1, Math.floor(CHUNK_CHARS / 2 / (text.length / (end - i))));
    i = end;
  }
  push(sink, "]");
}

/**
 * Writes a value (already through toJSON) as JSON.stringify would: arrays in groups of elements, objects
 * descended into at the top or when they hold a long array, anything else by one JSON.stringify call.
 */
function write(sink: Sink, v: unknown, inArray: boolean, top: boolean) {
  if (Array.isArray(v)) {
    writeArray(sink, v);
    return;
  }
  if (!isPlainObject(v) || !(top || holdsLongArray(v))) {
    const text = JSON.stringify(v);
    // JSON.stringify omits undefined, functions and symbols; inside an array they become null.
    push(sink, text === undefined ? (inArray ? "null" : "") : text);
    return;
  }
  push(sink, "{");
  let first = true;
  for (const [k, raw] of Object.entries(v)) {
    const item = jsonValue(raw, k);
    if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
    push(sink, `${first ? "" : ","}${JSON.stringify(k)}:`);
    first = false;
    write(sink, item, false, false);
  }
  push(sink, "}");
}

/**
 * `Buffer.from(JSON.stringify(value))`, the same bytes, built in pieces of ~32 KB. A page of task lists is
 * ~250 KB of JSON: as one string it lands in V8's large-object space, and its Buffer in freshly mapped
 * memory; on the 2-core VM the page faults of both made encoding cost three times the serialisation
 * itself (measured: 3.9 ms against 1.2 ms in pieces).
 */
/** An answer already serialised (by PostgreSQL: gantt/chart.ts); jsonBuffer sends its text as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function jsonBuffer(value: unknown): Buffer {
  if (value instanceof RawJson) return Buffer.from(value.text);
  const sink: Sink = { parts: [], chars: 0, buffers: [] };
  write(sink, jsonValue(value, ""), false, true);
  flush(sink);
  return sink.buffers.length === 1 ? sink.buffers[0] : Buffer.concat(sink.buffers);
}
