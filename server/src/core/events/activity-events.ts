import { inArray } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client";
import { activities, jobSwitches } from "../../db/schema";
import type { ActivityRow } from "../activity/record";
import { type JobContext, registerJobHandler } from "../jobs/kinds";

/**
 * A feature that acts on changes after they commit (notification mail, Slack): it gets the activity rows of
 * one change (one item, one actor, one statement: e.g. a title and a due date edited together) and enqueues
 * its own jobs with `tx`. Every consumer's jobs are written in one transaction, so a retried event never
 * queues the same mail twice.
 */
export type ActivityConsumer = (rows: ActivityRow[], ctx: JobContext, tx: Tx) => Promise<void>;

const consumers = new Map<string, ActivityConsumer>();

export function registerActivityConsumer(name: string, consumer: ActivityConsumer): void {
  consumers.set(name, consumer);
}

type ActivityJob = { activity_ids: number[] };

/** The `activity` jobs the activities table's trigger writes (migration 0023). */
registerJobHandler("activity", async (payload, ctx) => {
  const ids = (payload as ActivityJob).activity_ids ?? [];
  if (ids.length === 0 || consumers.size === 0) return;
  const rows = await ctx.db.select().from(activities).where(inArray(activities.id, ids)).orderBy(activities.id);
  if (rows.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const consume of consumers.values()) await consume(rows, ctx, tx);
  });
});

/**
 * Tells the activity trigger whether mail goes out (migration 0033): without it, a change queues a job only
 * when its project posts to Slack. Written by each server as it starts and by the one that saves the mail
 * settings; the set-up is workspace data, so every process of a cluster answers the same.
 */
export async function recordMailSwitch(db: Executor, mailOn: boolean): Promise<void> {
  await db
    .insert(jobSwitches)
    .values({ name: "notification_mail", enabled: mailOn })
    .onConflictDoUpdate({ target: jobSwitches.name, set: { enabled: mailOn } });
}
