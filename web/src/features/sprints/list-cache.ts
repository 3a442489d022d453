import type { Collection } from "../../api/client";

/**
 * A new sprint on top of the first page that keeps its size (spec 001 §9: the list drops its last item when
 * one is added), with the totals counting it. Later pages are read again by the caller.
 */
export function prependKeepingSize<T extends { id: number }>(page: Collection<T>, added: T): Collection<T> {
  if (page.data.some((s) => s.id === added.id)) return page;
  const { per_page, total } = page.meta.pagination;
  const data = [added, ...page.data].slice(0, per_page);
  const newTotal = total + 1;
  return {
    data,
    meta: {
      pagination: {
        ...page.meta.pagination,
        total: newTotal,
        count: data.length,
        total_pages: Math.max(1, Math.ceil(newTotal / per_page)),
      },
    },
  };
}
