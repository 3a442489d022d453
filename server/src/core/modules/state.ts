import { eq } from "drizzle-orm";
import { type Db, type Executor, queryCounter } from "../../db/client";
import { moduleStates } from "../../db/schema";

/**
 * How long a process trusts its copy of the switched-off modules. The state lives in the database, so
 * every process agrees within this time; the process that makes a change sees it at once.
 */
export const MODULE_STATE_TTL_MS = 1000;

/** The paths of switched-off modules, read at most once per TTL per process. */
export class ModuleStateCache {
  private disabled: Promise<Set<string>> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = MODULE_STATE_TTL_MS,
  ) {}

  disabledPaths(): Promise<Set<string>> {
    if (this.disabled === null || Date.now() - this.loadedAt > this.ttlMs) {
      this.loadedAt = Date.now();
      // Not counted as the request's own statements (x-query-count): it is the process's, once a second.
      const loading = queryCounter
        .exit(() => readDisabled(this.db))
        .catch((err: unknown) => {
          // A failed read is not cached: the next request tries again.
          if (this.disabled === loading) this.disabled = null;
          throw err;
        });
      this.disabled = loading;
    }
    return this.disabled;
  }

  /** Called after a change commits: a read already under way is dropped, so the next one sees the change. */
  invalidate(): void {
    this.disabled = null;
  }
}

async function readDisabled(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ path: moduleStates.path }).from(moduleStates).where(eq(moduleStates.enabled, false));
  return new Set(rows.map((r) => r.path));
}

/** Whether a module is on, read now (background work has no request and no cache to lean on). */
export async function moduleIsOn(db: Executor, path: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: moduleStates.enabled })
    .from(moduleStates)
    .where(eq(moduleStates.path, path));
  return row?.enabled ?? true;
}
