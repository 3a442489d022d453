import { daysBetween } from "@cairn/shared/calendar";

export type Placed<T> = { item: T; lane: number; firstDay: number; dayCount: number };

/**
 * Where each all-day item sits on a row of the user timeline: its first visible day (0-based) and how many
 * visible days it covers, clipped to the range; items that share a day get separate lanes (first fit, in
 * order of start), so none hides another.
 */
export function layoutRow<T extends { start: string; end: string }>(
  items: T[],
  rangeStart: string,
  days: number,
): { placed: Placed<T>[]; lanes: number } {
  const sorted = [...items].sort((a, b) => a.start.localeCompare(b.start) || b.end.localeCompare(a.end));
  const laneEnds: number[] = [];
  const placed: Placed<T>[] = [];
  for (const item of sorted) {
    const first = Math.max(0, daysBetween(rangeStart, item.start));
    const last = Math.min(days - 1, daysBetween(rangeStart, item.end));
    if (last < first) continue;
    let lane = laneEnds.findIndex((end) => end < first);
    if (lane === -1) lane = laneEnds.push(last) - 1;
    else laneEnds[lane] = last;
    placed.push({ item, lane, firstDay: first, dayCount: last - first + 1 });
  }
  return { placed, lanes: Math.max(1, laneEnds.length) };
}
