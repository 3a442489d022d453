import { and, eq, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { newSecret, sameDigest, sha256 } from "../../core/auth/tokens";
import type { Executor } from "../../db/client";
import { calendarFeeds, users } from "../../db/schema";

/**
 * Creates the caller's feed, or gives it a new token (the old address stops working at once). The token is
 * 256 random bits, returned here only; the table keeps its SHA-256.
 */
export async function createFeed(db: Executor, userId: number, withMilestones: boolean): Promise<string> {
  const token = newSecret();
  const values = { userId, tokenHash: sha256(token), withMilestones, etag: null, modifiedAt: sql`now()` };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...values, createdAt: sql`now()` } });
  return token;
}

/** Whether the caller has a feed, and what it holds (never its token: that was shown once). */
export async function feedStatus(db: Executor, userId: number) {
  const [row] = await db
    .select({ withMilestones: calendarFeeds.withMilestones, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Revokes the caller's feed; true when there was one. */
export async function revokeFeed(db: Executor, userId: number): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

export type Feed = { owner: CurrentUser; withMilestones: boolean; etag: string | null; modifiedAt: Date };

/** The feed a token opens, with its owner as he is now (a changed role counts at once), or null. */
export async function findFeed(db: Executor, token: string): Promise<Feed | null> {
  const hash = sha256(token);
  const [row] = await db
    .select({ feed: calendarFeeds, owner: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    // Deactivation deletes the feed; the condition keeps a feed made in a race with it closed too.
    .where(and(eq(calendarFeeds.tokenHash, hash), isNull(users.deactivatedAt)))
    .limit(1);
  // The index found the row by its hash; the comparison in constant time is the check (ARCHITECTURE.md).
  if (!row || !sameDigest(row.feed.tokenHash, hash)) return null;
  const { passwordHash: _, createdAt: __, ...owner } = row.owner;
  return { owner, withMilestones: row.feed.withMilestones, etag: row.feed.etag, modifiedAt: row.feed.modifiedAt };
}

/** Remembers what was served: the body's digest and when it last changed (the feed's Last-Modified). */
export async function noteFeedServed(db: Executor, userId: number, etag: string): Promise<Date> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ etag, modifiedAt: sql`now()` })
    .where(eq(calendarFeeds.userId, userId))
    .returning({ modifiedAt: calendarFeeds.modifiedAt });
  return row?.modifiedAt ?? new Date();
}
