/**
 * Where the server reads the time when an answer depends on it (lateness: today's date). Injected into
 * buildApp so tests can fix "now" to an instant; everything else keeps the database's now().
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests). */
export const fixedClock = (at: string | Date): Clock => {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
};
