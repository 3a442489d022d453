import { describe, expect, it, vi } from "vitest";
import { paging } from "./envelope";
import { pageTotal } from "./page-total";

describe("pageTotal", () => {
  it("reads the total off the page's first row without counting again", async () => {
    const countApart = vi.fn(async () => 99);
    expect(await pageTotal([{ total: 42 }, { total: 42 }], paging(2, 10), countApart)).toBe(42);
    expect(countApart).not.toHaveBeenCalled();
  });

  it("knows an empty first page holds nothing, and counts apart only past the last page", async () => {
    const countApart = vi.fn(async () => 7);
    expect(await pageTotal([], paging(1, 10), countApart)).toBe(0);
    expect(countApart).not.toHaveBeenCalled();
    expect(await pageTotal([], paging(5, 10), countApart)).toBe(7);
    expect(countApart).toHaveBeenCalledOnce();
  });
});
