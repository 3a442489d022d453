import mysql from "mysql2/promise";
import pg from "pg";

/**
 * Where an import's time goes, statement by statement: while on, every query through node-postgres (Cairn's
 * database) and mysql2's promise connection (the WordPress database) is timed from send to answer and summed
 * by its shape (numbers, strings and parameter lists folded), so a per-row round trip or a whole-table read
 * shows up as one line with its count. Only in the measuring process, and undone by `stop`.
 */
/** `rows`: rows returned, or written for a statement that returns none. */
export type StatementTime = { side: "cairn" | "source"; shape: string; count: number; ms: number; rows: number };

export function shapeOf(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\$\d+/g, "?")
    .replace(/\b\d+\b/g, "#")
    .replace(/\((?:\s*[?#]\s*,)+\s*[?#]\s*\)/g, "(…)")
    .replace(/(?:\(…\)\s*,\s*)+\(…\)/g, "(…), …")
    .trim()
    .slice(0, 200);
}

type Callback = (err: unknown, result: unknown) => void;
type AnyQuery = (this: unknown, ...args: unknown[]) => unknown;

const rowsOf = (result: unknown): number => {
  if (Array.isArray(result)) return Array.isArray(result[0]) ? result[0].length : result.length;
  // node-postgres: rows returned, else rows written (an INSERT without RETURNING has rowCount only).
  const r = result as { rowCount?: number | null; rows?: unknown[] } | undefined;
  return r?.rows?.length || r?.rowCount || 0;
};

export function timeStatements() {
  const times = new Map<string, StatementTime>();
  const note = (side: StatementTime["side"], text: string, started: number, result: unknown) => {
    const shape = shapeOf(text);
    const key = `${side} ${shape}`;
    const t = times.get(key) ?? { side, shape, count: 0, ms: 0, rows: 0 };
    t.count++;
    t.ms += performance.now() - started;
    t.rows += rowsOf(result);
    times.set(key, t);
  };
  const textOf = (arg: unknown) =>
    typeof arg === "string"
      ? arg
      : ((arg as { text?: string; sql?: string })?.text ?? (arg as { sql?: string })?.sql ?? "");

  // Both drivers' query methods take many argument shapes; they are passed on untouched, hence the loose types.
  const pgProto = pg.Client.prototype as unknown as { query: AnyQuery };
  const pgQuery = pgProto.query;
  pgProto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as { submit?: unknown } | string;
    // Cursors and other submittables stream their own way: left as they are.
    if (typeof first === "object" && first !== null && typeof first.submit === "function")
      return pgQuery.apply(this, args);
    const started = performance.now();
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        note("cairn", textOf(first), started, result);
        (last as Callback)(err, result);
      };
      return pgQuery.apply(this, args);
    }
    const out = pgQuery.apply(this, args) as Promise<unknown>;
    return out.then((result) => {
      note("cairn", textOf(first), started, result);
      return result;
    });
  };

  // The promise connection class is exported at run time but not in mysql2's types.
  const myClass = (mysql as unknown as { PromiseConnection: { prototype: { query: AnyQuery } } }).PromiseConnection;
  const myProto = myClass.prototype;
  const myQuery = myProto.query;
  myProto.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    return (myQuery.apply(this, args) as Promise<unknown>).then((result) => {
      note("source", textOf(args[0]), started, result);
      return result;
    });
  };

  return {
    stop() {
      pgProto.query = pgQuery;
      myProto.query = myQuery;
    },
    top(n: number): StatementTime[] {
      return [...times.values()].sort((a, b) => b.ms - a.ms).slice(0, n);
    },
  };
}
