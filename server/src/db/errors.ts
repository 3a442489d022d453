/**
 * Errors raised by the database connection carry this mark, so the HTTP layer can tell "the database is
 * away" (503, retry) from the same network codes raised elsewhere, such as an S3 store refusing a connection.
 */
const FROM_DATABASE = Symbol.for("cairn.fromDatabase");

export function markFromDatabase<E>(err: E): E {
  if (err && typeof err === "object") (err as Record<symbol, unknown>)[FROM_DATABASE] = true;
  return err;
}

export function isMarkedFromDatabase(err: unknown): boolean {
  return Boolean(err && typeof err === "object" && (err as Record<symbol, unknown>)[FROM_DATABASE]);
}
