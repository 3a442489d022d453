import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

/**
 * The one way a statement is kept prepared on a connection (docs/decisions.md "One way to run SQL"). Every
 * query is drizzle's builder, or its `sql` template for what the builder cannot say, run by drizzle; most are
 * planned afresh on each run, which costs less than they take to run. The few whose planning is a real share
 * of their time (measured with EXPLAIN ANALYZE, figures in that entry) go through here: named after a digest
 * of their text, so PostgreSQL parses and plans them once per connection. The name is never typed by hand:
 * two texts never share one, and a text always finds its own.
 */
export function statementName(text: string): string {
  return `s_${createHash("sha1").update(text).digest("base64url")}`;
}

/** A builder query, prepared under the name of its own text: run it with `.execute(values)`. */
export function plannedOnce<Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
  query: Q,
): ReturnType<Q["prepare"]> {
  return query.prepare(statementName(query.toSQL().sql)) as ReturnType<Q["prepare"]>;
}

/**
 * A family of builder queries whose text depends only on `shape`, each built and prepared (under its text's
 * name) once per database handle and shape, its values as `sql.placeholder`s given to `.execute(values)`: for
 * the statements every request runs (the session lookup), where building the query each time would cost
 * more server CPU than PostgreSQL spends running it. The shape is the build's only input besides the
 * handle, so it is the whole key. A transaction is a handle of its own: its statements go with it.
 */
export function preparedFamily<S, Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
  build: (db: Executor, shape: S) => Q,
): (db: Executor, shape: S) => ReturnType<Q["prepare"]> {
  const byDatabase = new WeakMap<Executor, Map<string, ReturnType<Q["prepare"]>>>();
  return (db, shape) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = plannedOnce(build(db, shape));
      shapes.set(key, prepared);
    }
    return prepared;
  };
}

const dialect = new PgDialect();

/** A `sql` statement as its text and parameters (values or `sql.placeholder`s), and the text's name. */
export type CompiledStatement = Query & { name: string };

export function compileStatement(statement: SQL): CompiledStatement {
  const query = dialect.sqlToQuery(statement);
  return { ...query, name: statementName(query.sql) };
}

/**
 * A family of `sql` statements whose text depends only on `shape` (a small JSON-able value), compiled once
 * per shape: for a statement so large that building it would cost more than running it (search's). The
 * shape is the build's only input and the whole key, so no variation of the text can be missed by the key;
 * everything else travels as placeholders, filled in by `runCompiled`.
 */
export function statementFamily<S>(build: (shape: S) => SQL, maxShapes = 500): (shape: S) => CompiledStatement {
  const compiled = new Map<string, CompiledStatement>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let found = compiled.get(key);
    if (!found) {
      found = compileStatement(build(shape));
      if (compiled.size < maxShapes) compiled.set(key, found);
    }
    return found;
  };
}

/** Runs a compiled statement by its name, its placeholders filled from `values`, through drizzle's session. */
export async function runCompiled<T>(
  db: Executor,
  statement: CompiledStatement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(statement, undefined, statement.name, false);
  const result = (await prepared.execute(values)) as unknown as { rows: T[] };
  return result.rows;
}

/** A `sql` statement built for this request, run under the name of its text (its values are parameters). */
export function runNamed<T>(db: Executor, statement: SQL): Promise<T[]> {
  return runCompiled<T>(db, compileStatement(statement));
}
