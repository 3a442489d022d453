/**
 * A sprint's progress and burndown (issue 20 point 8), pure so both sides and the tests agree. Estimations
 * are minutes (a task's `estimation`); the chart speaks hours.
 */
export type SprintTaskFacts = {
  /** 1: complete. */
  status: number;
  /** Minutes. */
  estimation: number;
  /** The reader's calendar day (YYYY-MM-DD) the task was completed on; null while it is not. */
  completedOn: string | null;
};

export type SprintProgress = { done: number; total: number; doneMinutes: number; totalMinutes: number };

export function sprintProgress(tasks: readonly SprintTaskFacts[]): SprintProgress {
  let done = 0;
  let doneMinutes = 0;
  let totalMinutes = 0;
  for (const t of tasks) {
    totalMinutes += t.estimation;
    if (t.status === 1) {
      done++;
      doneMinutes += t.estimation;
    }
  }
  return { done, total: tasks.length, doneMinutes, totalMinutes };
}

/** Whole percent of a part, 0 for an empty whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export type BurndownPoint = {
  date: string;
  /** Estimated hours not yet done at the end of that day; null for days still to come. */
  remaining: number | null;
  /** The straight line from every hour at the start to none on the due date. */
  ideal: number;
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** Days a chart draws at most: a longer sprint is drawn over its first this many days. */
export const BURNDOWN_MAX_DAYS = 366;

/**
 * One point per day from the start to the due date (both included; at least one day). A task counts as
 * burnt from the day it was completed; one completed before the start counts from the first day. Days after
 * `today` have no remaining value yet. Tasks done without a completion day (data from before it was kept)
 * count as done on the first day.
 */
export function burndownSeries(
  startAt: string,
  dueDate: string,
  today: string,
  tasks: readonly SprintTaskFacts[],
): BurndownPoint[] {
  const first = dayNumber(startAt);
  const last = Math.max(first, Math.min(dayNumber(dueDate), first + BURNDOWN_MAX_DAYS - 1));
  const now = dayNumber(today);
  const totalMinutes = tasks.reduce((sum, t) => sum + t.estimation, 0);
  const span = last - first;
  const points: BurndownPoint[] = [];
  for (let day = first; day <= last; day++) {
    const burnt = tasks
      .filter((t) => t.status === 1 && (t.completedOn === null || dayNumber(t.completedOn) <= day))
      .reduce((sum, t) => sum + t.estimation, 0);
    const ideal = span === 0 ? 0 : totalMinutes * (1 - (day - first) / span);
    points.push({ date: dateOf(day), remaining: day > now ? null : hours(totalMinutes - burnt), ideal: hours(ideal) });
  }
  return points;
}
