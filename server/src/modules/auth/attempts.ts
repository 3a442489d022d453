import { MESSAGES } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { tooManyRequests } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { authAttempts } from "../../db/schema";

// Failed sign-ins are counted in the database so every process of a cluster shares the limit.
const WINDOW_MINUTES = 15;
export const MAX_FAILURES = { email: 10, address: 50 } as const;

export async function assertNotLocked(db: Db, keys: { key: string; max: number }[]) {
  for (const { key, max } of keys) {
    const [row] = await db.select().from(authAttempts).where(eq(authAttempts.key, key)).limit(1);
    if (row && row.failures >= max && row.windowStart.getTime() > Date.now() - WINDOW_MINUTES * 60_000) {
      throw tooManyRequests(MESSAGES.tooManyAttempts);
    }
  }
}

export async function recordFailure(db: Db, keys: string[]) {
  for (const key of keys) {
    await db
      .insert(authAttempts)
      .values({ key, windowStart: new Date(), failures: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          // A window that has passed starts again from one failure.
          failures: sql`case when ${authAttempts.windowStart} < now() - interval '${sql.raw(String(WINDOW_MINUTES))} minutes' then 1 else ${authAttempts.failures} + 1 end`,
          windowStart: sql`case when ${authAttempts.windowStart} < now() - interval '${sql.raw(String(WINDOW_MINUTES))} minutes' then now() else ${authAttempts.windowStart} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
