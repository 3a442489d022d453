import { asc, gt, inArray, lt, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { leftStoredBytes } from "../../db/schema";
import { registerPeriodic } from "../jobs/kinds";
import { storageFromConfig } from "./driver";
import type { Storage } from "./storage";

/**
 * A record no process claimed in this time is dropped: every live process sweeps many times a day, so by
 * then the bytes are nowhere (or on a process that has been down for a week; docs/operations.md says so).
 */
const KEEP_RECORDS_DAYS = 7;
const SWEEP_EVERY_MS = 15 * 60_000;
const PAGE = 1000;

/**
 * The app's storage, which records the key of bytes it could not find when removing them: with local folders
 * of their own, another process of the cluster holds them, and sweeps them (sweepLeftBytes).
 */
export function recordingLeftBytes(storage: Storage, db: Db): Storage {
  return {
    ...storage,
    async remove(key) {
      const removal = await storage.remove(key);
      if (removal === "absent") await db.insert(leftStoredBytes).values({ storageKey: key }).onConflictDoNothing();
      return removal;
    },
  };
}

/**
 * Removes the recorded bytes this process holds, then the records of keys nobody claimed in a week. A key is
 * written by one process only (a new random key per upload), so once its holder removed the bytes, the record
 * is done with. `storage` is the driver itself: a key absent here stays recorded for the others.
 */
export async function sweepLeftBytes(db: Db, storage: Storage): Promise<{ removed: number; dropped: number }> {
  let removed = 0;
  let after = "";
  for (;;) {
    const page = await db
      .select({ key: leftStoredBytes.storageKey })
      .from(leftStoredBytes)
      .where(gt(leftStoredBytes.storageKey, after))
      .orderBy(asc(leftStoredBytes.storageKey))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1].key;
    const gone: string[] = [];
    for (const { key } of page) {
      if ((await storage.remove(key)) === "removed") gone.push(key);
    }
    if (gone.length > 0) await db.delete(leftStoredBytes).where(inArray(leftStoredBytes.storageKey, gone));
    removed += gone.length;
    if (page.length < PAGE) break;
  }
  const dropped = await db
    .delete(leftStoredBytes)
    .where(lt(leftStoredBytes.recordedAt, sql`now() - make_interval(days => ${KEEP_RECORDS_DAYS})`))
    .returning({ key: leftStoredBytes.storageKey });
  return { removed, dropped: dropped.length };
}

/** Every process sweeps its own folder (the job queue's periodic work runs in each); S3 leaves nothing behind. */
export function sweepLeftBytesPeriodically(): void {
  registerPeriodic("left-bytes-sweep", SWEEP_EVERY_MS, async (ctx: { db: Db; config: Config }) => {
    if (ctx.config.storage === "local") await sweepLeftBytes(ctx.db, storageFromConfig(ctx.config));
  });
}
