import type { ActivityAnswer } from "@cairn/shared";

export const DEFAULT_PER_PAGE = 20;
/** The most rows any page holds, also for per_page=-1 ("all"); said in meta.pagination.max_per_page. */
export const MAX_PER_PAGE = 2000;

export type Paging = { page: number; perPage: number; offset: number };

/** Turns ?page and ?per_page into a bounded window; -1 means "as many as the server allows". */
export function paging(page: number | undefined, perPage: number | undefined, fallback = DEFAULT_PER_PAGE): Paging {
  const size = perPage === undefined ? fallback : perPage === -1 ? MAX_PER_PAGE : Math.min(perPage, MAX_PER_PAGE);
  const current = Math.max(1, page ?? 1);
  return { page: current, perPage: size, offset: (current - 1) * size };
}

export function paginationMeta(total: number, count: number, p: Paging) {
  return {
    pagination: {
      total,
      count,
      per_page: p.perPage,
      current_page: p.page,
      total_pages: Math.max(1, Math.ceil(total / p.perPage)),
      max_per_page: MAX_PER_PAGE,
    },
  };
}

export const item = <T>(data: T) => ({ data });
export const collection = <T>(data: T[], total: number, p: Paging) => ({
  data,
  meta: paginationMeta(total, data.length, p),
});

/** A write's answer: the message the UI toasts, the item, and the activity row when one was written. */
export const written = <T>(message: string, data: T, activity?: ActivityAnswer): Written<T> =>
  activity === undefined ? { message, data } : { message, data, activity };

export type Written<T> = { message: string; data: T; activity?: ActivityAnswer };

/** Related records travel wrapped as in the original: `creator: {data: {...}}`. */
export const wrap = <T>(data: T) => ({ data });

/** Parses `?with=a,b` into a set. */
export const includes = (value: string | undefined) =>
  new Set(
    (value ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
