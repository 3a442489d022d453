import { sql } from "drizzle-orm";
import type { Paging } from "./envelope";

/** A page's total read in the same statement as its rows: window functions run before LIMIT. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page whose rows carry it (`windowTotal`, or any scalar total column). A page past the
 * last has no row to carry it, so only then is it counted apart.
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  p: Paging,
  countApart: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  return p.offset === 0 ? 0 : countApart();
}
