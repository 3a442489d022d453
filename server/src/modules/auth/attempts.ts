import { MESSAGES } from "@cairn/shared";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { tooManyRequests } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { authAttempts } from "../../db/schema";

/**
 * Sign-in throttling after OWASP's advice against lock-out denial of service: no account is ever locked,
 * attempts are slowed with growing delays instead, counted per address, per account, and per account on
 * one address. An address that has not been failing on an account is never slowed down by the account's
 * counter, so the owner gets in with the right password while someone else guesses. Counted in the
 * database, so every process of a cluster shares the limits.
 */
export const THROTTLE = {
  /** One address guessing one account's password: the tightest limit. */
  pair: { free: 5 },
  /** Every address together on one account: slows the addresses that have failed on it. */
  account: { free: 10 },
  /** One address across every account (a password-spraying address). */
  address: { free: 50 },
} as const;
type Kind = keyof typeof THROTTLE;

/** Failures are forgotten this long after the first one of their window (unless a delay still runs). */
const WINDOW = sql.raw("interval '15 minutes'");
/** The longest delay: past the free attempts each one doubles it, from one second up to this. */
const MAX_DELAY_SECONDS = 15 * 60;

const stale = sql`${authAttempts.windowStart} < now() - ${WINDOW} and coalesce(${authAttempts.blockedUntil}, '-infinity') <= now()`;

function keysOf(email: string, address: string): Record<Kind, string> {
  return { pair: `pair:${email}|${address}`, account: `email:${email}`, address: `ip:${address}` };
}

/** Whether the attempt may go on to the password check, and if not in how many seconds it may. */
function waitFor(rows: { key: string; failures: number; wait: number }[], keys: Record<Kind, string>): number {
  const row = (kind: Kind) => rows.find((r) => r.key === keys[kind]) ?? { failures: 0, wait: 0 };
  const pairHasFailed = row("pair").failures > 0;
  return Math.max(row("address").wait, row("pair").wait, pairHasFailed ? row("account").wait : 0);
}

/** Counts the attempt on `key` and sets the delay the next one waits for. */
async function count(tx: Executor, key: string, free: number) {
  const failures = sql`${authAttempts.failures} + 1`;
  await tx
    .update(authAttempts)
    .set({
      failures,
      blockedUntil: sql`case when ${failures} >= ${free}
        then now() + least(power(2, ${failures} - ${free}), ${MAX_DELAY_SECONDS}) * interval '1 second'
        else ${authAttempts.blockedUntil} end`,
    })
    .where(eq(authAttempts.key, key));
}

/**
 * Reserves a sign-in attempt before the password is hashed: counted as a failure at once, in one
 * transaction that holds the counters' rows, so parallel guesses queue on the rows and no more than the
 * free attempts reach the check. A throttled attempt is refused (429 with Retry-After) and counts nothing.
 * On success the caller calls `succeeded()`: the account's counters are cleared and the address's
 * reservation undone.
 */
export async function reserveSignInAttempt(db: Db, email: string, address: string) {
  const keys = keysOf(email, address);
  // Sorted, so two transactions always lock the rows in the same order (no deadlock).
  const sorted = Object.values(keys).sort();
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(authAttempts)
      .values(sorted.map((key) => ({ key, windowStart: sql`now()`, failures: 0 })))
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: sql`case when ${stale} then 0 else ${authAttempts.failures} end`,
          windowStart: sql`case when ${stale} then now() else ${authAttempts.windowStart} end`,
          blockedUntil: sql`case when ${stale} then null else ${authAttempts.blockedUntil} end`,
        },
      })
      .returning({
        key: authAttempts.key,
        failures: authAttempts.failures,
        wait: sql<number>`greatest(0, ceil(extract(epoch from ${authAttempts.blockedUntil} - now())))::int`,
      });
    const wait = waitFor(rows, keys);
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyAttempts, wait);
    for (const kind of Object.keys(THROTTLE) as Kind[]) await count(tx, keys[kind], THROTTLE[kind].free);
  });
  return {
    async succeeded() {
      await db.delete(authAttempts).where(inArray(authAttempts.key, [keys.pair, keys.account]));
      // The address's counter is not cleared: signing in to one's own account must not reset guesses elsewhere.
      // Its reservation is undone; a row left with no failure goes.
      await db.delete(authAttempts).where(and(eq(authAttempts.key, keys.address), lte(authAttempts.failures, 1)));
      const failures = sql`${authAttempts.failures} - 1`;
      await db
        .update(authAttempts)
        .set({
          failures,
          blockedUntil: sql`case when ${failures} < ${THROTTLE.address.free} then null else ${authAttempts.blockedUntil} end`,
        })
        .where(eq(authAttempts.key, keys.address));
    },
  };
}
