import { asc, eq, gt, sql } from "drizzle-orm";
import type { presentActivity } from "../../core/activity/record";
import type { Database } from "../../db/client";
import type { StopListening } from "../../db/listen";
import { activities, projects, users } from "../../db/schema";
import { presentFeedRow } from "../activities/page";

/** The channel migration 0016's trigger notifies after each statement that adds activity. */
export const ACTIVITY_CHANNEL = "cairn_activity";

export type LiveActivity = ReturnType<typeof presentActivity>;
type Send = (rows: LiveActivity[]) => void;

/** The most rows one catch-up sends (a reconnecting reader missed more: he reloads the page). */
const BATCH = 100;
/**
 * Rows are read from a little before the newest one sent: ids are taken when rows are inserted, not when
 * they commit, so a slow transaction can commit a lower id after a higher one was sent.
 */
const LOOK_BACK = 50;
/** Notifications in quick succession (a burst of writes) are answered by one read. */
const SETTLE_MS = 30;

/**
 * New activity, newest last, with actor and project (the feed's row shape), past `afterId`. Every
 * project: the progress feed is for global managers, who see all of it (activities/reader-scope.ts).
 */
export async function activitiesAfter(database: Database, afterId: number, limit = BATCH): Promise<LiveActivity[]> {
  const rows = await database.db
    .select({
      activity: activities,
      actor: { id: users.id, displayName: users.displayName, email: users.email },
      project: { id: projects.id, title: projects.title },
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .leftJoin(projects, eq(projects.id, activities.projectId))
    .where(gt(activities.id, afterId))
    .orderBy(asc(activities.id))
    .limit(limit);
  return rows.map(presentFeedRow);
}

/**
 * The progress feed's live side: one LISTEN connection for the whole process, opened while someone
 * watches, and one read per burst of notifications shared by every watcher. Works across processes:
 * the notification comes from the database, whichever process wrote.
 */
export class ActivityStream {
  private readonly watchers = new Set<Send>();
  private stopListening: Promise<StopListening> | undefined;
  private newestSent = 0;
  /** The newest row when listening began: the look-back never reaches rows from before. */
  private floor = 0;
  /** Ids sent lately, so the look-back never sends a row twice. */
  private readonly recent: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  /** Starts sending new activity to `send`; returns the function that stops. */
  async watch(send: Send): Promise<() => void> {
    if (this.watchers.size === 0 && !this.stopListening) {
      const [{ newest }] = (
        (await this.database.db.execute(
          sql`select coalesce(max(id), 0)::int as newest from ${activities}`,
        )) as unknown as {
          rows: { newest: number }[];
        }
      ).rows;
      this.newestSent = Math.max(this.newestSent, newest);
      this.floor = this.newestSent;
      this.stopListening = this.database.listen(
        ACTIVITY_CHANNEL,
        () => this.soon(),
        () => this.soon(),
      );
      await this.stopListening;
    }
    this.watchers.add(send);
    return () => {
      this.watchers.delete(send);
      if (this.watchers.size === 0) void this.quiet();
    };
  }

  /** Ends listening (the last watcher left, or the server closes). */
  async quiet(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (stop) await (await stop)();
  }

  private soon() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.reading = this.reading.then(() => this.readAndSend()).catch(() => undefined);
    }, SETTLE_MS);
  }

  /** Sends what is new; a burst larger than a batch is read in a few batches, then left to a reload. */
  private async readAndSend() {
    for (let batch = 0; batch < 5 && this.watchers.size > 0; batch++) {
      if (!(await this.sendBatch())) return;
    }
  }

  /** One read past the newest row sent; whether it filled a whole batch (more may wait). */
  private async sendBatch(): Promise<boolean> {
    const found = await activitiesAfter(this.database, Math.max(this.floor, this.newestSent - LOOK_BACK));
    const rows = found.filter((r) => !this.recent.includes(r.id));
    if (rows.length === 0) return false;
    for (const r of rows) {
      this.recent.push(r.id);
      this.newestSent = Math.max(this.newestSent, r.id);
    }
    this.recent.splice(0, Math.max(0, this.recent.length - 4 * BATCH));
    for (const send of this.watchers) send(rows);
    return found.length === BATCH;
  }
}
