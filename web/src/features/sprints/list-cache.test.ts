import { describe, expect, it } from "vitest";
import type { Collection } from "../../api/client";
import { prependKeepingSize } from "./list-cache";

const page = (ids: number[], total: number, perPage = 3): Collection<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: {
    pagination: {
      total,
      count: ids.length,
      per_page: perPage,
      current_page: 1,
      total_pages: Math.ceil(total / perPage),
    },
  },
});

describe("prependKeepingSize", () => {
  it("puts the new sprint first and drops the last one, keeping the page's size", () => {
    const next = prependKeepingSize(page([3, 2, 1], 3), { id: 4 });
    expect(next.data.map((s) => s.id)).toEqual([4, 3, 2]);
    expect(next.meta.pagination).toMatchObject({ total: 4, count: 3, total_pages: 2 });
  });

  it("grows a page that has room, and leaves a page that already shows the sprint alone", () => {
    expect(prependKeepingSize(page([1], 1), { id: 2 }).data.map((s) => s.id)).toEqual([2, 1]);
    const shown = page([2, 1], 2);
    expect(prependKeepingSize(shown, { id: 2 })).toBe(shown);
  });
});
