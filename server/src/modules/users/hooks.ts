import type { Executor } from "../../db/client";

/**
 * What another feature does when a person's account stops (deactivated or deleted), in the same transaction:
 * the time tracker stops his running timers as his own stop would. `now` is the deactivation's time.
 */
export type UserDeactivationHook = (tx: Executor, userId: number, now: Date) => Promise<unknown>;

/** By name, so an app built twice in one process (tests, the bench) registers each hook once. */
const deactivationHooks = new Map<string, UserDeactivationHook>();

/** Called by a feature as it registers (its module plugin). */
export function registerUserDeactivationHook(name: string, hook: UserDeactivationHook): void {
  deactivationHooks.set(name, hook);
}

export async function userDeactivated(tx: Executor, userId: number, now: Date): Promise<void> {
  for (const hook of deactivationHooks.values()) await hook(tx, userId, now);
}
