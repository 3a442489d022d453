import { eq } from "drizzle-orm";
import { type Database, type Db, type Executor, queryCounter } from "../../db/client";
import type { StopListening } from "../../db/listen";
import { moduleStates } from "../../db/schema";

/** The channel migration 0043's trigger on module_states notifies after each statement that changes it. */
export const MODULES_CHANNEL = "cairn_modules";

/**
 * How long a process trusts its copy of the switched-off modules while it cannot hear changes (its
 * listener is down, or not started): every process then agrees within this time.
 */
export const MODULE_STATE_TTL_MS = 1000;
/**
 * While listening, a change made by any process drops the copy at once (the notification arrives in
 * milliseconds); the copy is read again after this anyway, bounding what a lost notification could cost.
 */
export const MODULE_STATE_HEARD_TTL_MS = 60_000;

/**
 * The paths of switched-off modules, read once per process and dropped when any process changes them
 * (NOTIFY cairn_modules); read at most once per MODULE_STATE_TTL_MS while the notifications cannot be heard.
 */
export class ModuleStateCache {
  private disabled: Promise<Set<string>> | null = null;
  private loadedAt = 0;
  private hearing = false;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = MODULE_STATE_TTL_MS,
  ) {}

  /**
   * Listens for switches made by any process: each drops the copy; so does a reconnect of the listener, as
   * the changes sent while it was down were lost. Stopped with the returned function (the app's close).
   */
  async follow(listen: Database["listen"]): Promise<StopListening> {
    const stop = await listen(
      MODULES_CHANNEL,
      () => this.invalidate(),
      () => this.hear(true),
      () => this.hear(false),
    );
    this.hear(true);
    return async () => {
      this.hear(false);
      await stop();
    };
  }

  private hear(hearing: boolean): void {
    this.hearing = hearing;
    this.invalidate();
  }

  disabledPaths(): Promise<Set<string>> {
    const ttl = this.hearing ? MODULE_STATE_HEARD_TTL_MS : this.ttlMs;
    if (this.disabled === null || Date.now() - this.loadedAt > ttl) {
      this.loadedAt = Date.now();
      // Not counted as the request's own statements (x-query-count): it is the process's, not the request's.
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
