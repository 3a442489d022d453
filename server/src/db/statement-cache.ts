import { Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { type Db, queryCounter } from "./client";

const dialect = new PgDialect();

/**
 * A value of a cached statement, as an InitPlan over a named placeholder, never a bare parameter: the plan is
 * then the same for every value (the planner cannot peek at it), so after five executions PostgreSQL keeps
 * one generic plan per connection for the statement (the client names every statement) instead of planning
 * the app's costliest statement to plan on every request. What the planner would judge from the values
 * (is a word common?) is decided in code instead (search/tiers.ts).
 */
// The cast outside keeps `= any(...)` reading an array rather than a subquery's rows.
export const param = (name: string, type: string) =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})::${sql.raw(type)}`;

/** A statement's text with its placeholders numbered by name: each name is one parameter, however often used. */
export type CachedStatement = { text: string; names: string[] };

const cache = new Map<string, CachedStatement>();
/**
 * Shapes are few (search: groups asked for × the reader's privacy × near spellings or not × scans; reports:
 * kind × which filters are set): a bound, not an LRU.
 */
const MAX_SHAPES = 500;

/**
 * A statement built once per shape, every value a named placeholder, and its text kept; a request only fills
 * in the values. The search's main statement is ~20 KB of SQL with ~300 placeholders: building it with drizzle
 * cost ~2.5 ms of CPU per request. `key` must name everything that changes the text (and be unique across
 * callers: prefix it with the feature).
 */
export function cachedStatement(key: string, build: () => SQL): CachedStatement {
  const found = cache.get(key);
  if (found) return found;
  const query = dialect.sqlToQuery(build());
  const names: string[] = [];
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const param = query.params[Number(n) - 1];
    if (!(param instanceof Placeholder)) throw new Error(`cached statement ${key}: a value is not a placeholder`);
    let index = names.indexOf(param.name);
    if (index < 0) index = names.push(param.name) - 1;
    return `$${index + 1}`;
  });
  const statement = { text, names };
  if (cache.size < MAX_SHAPES) cache.set(key, statement);
  return statement;
}

/** Runs a cached statement through the app's pool (named, so prepared once per connection), counted as any. */
export async function runCached<T>(db: Db, statement: CachedStatement, values: Record<string, unknown>) {
  const store = queryCounter.getStore();
  if (store) store.count++;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query<T & pg.QueryResultRow>({
    text: statement.text,
    values: statement.names.map((name) => {
      if (!(name in values)) throw new Error(`cached statement: no value for ${name}`);
      return values[name];
    }),
  });
  return result.rows;
}
