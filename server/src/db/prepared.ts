import type { Executor } from "./client";

const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement built once per executor and name (drizzle's `prepare`): the hot reads skip building their SQL
 * on every request, which profiling showed costing as much as running it. The name must say everything that
 * changes the statement's text (e.g. which privacy conditions it carries); values travel as placeholders.
 */
export function preparedStatement<T>(db: Executor, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
