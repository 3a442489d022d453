import { describe, expect, it } from "vitest";
import { jsonBuffer } from "./json-body";

const same = (value: unknown) => expect(jsonBuffer(value).toString("utf8")).toBe(JSON.stringify(value));

describe("jsonBuffer", () => {
  it("writes the bytes JSON.stringify writes, for every kind of value", () => {
    same({ a: 1, b: "two", c: null, d: true, e: [1, "x", null], f: { g: { h: [] } }, i: {} });
    same([]);
    same([1, [2, [3, []]], { a: [{}] }]);
    same('a string with "quotes", \\ and é ✓ 😀 and \u2028');
    same(42);
    same(null);
    // undefined, functions and symbols: left out of objects, null in arrays; NaN and Infinity are null.
    same({ a: undefined, b: () => 1, c: Symbol("s"), d: Number.NaN, e: Number.POSITIVE_INFINITY });
    same([undefined, () => 1, Symbol("s"), Number.NaN]);
    // toJSON is called once, with its key, as JSON.stringify does.
    same({ when: new Date(Date.UTC(2026, 10, 21, 12, 30)), list: [new Date(0)] });
    same({ custom: { toJSON: (key: string) => ({ key, nested: [1, 2] }) } });
    same(Object.assign(Object.create(null), { a: [1] }));
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    same({ p: new Point(1, 2), m: new Map([[1, 2]]) });
  });

  it("writes large pages in pieces, whatever the nesting, with the same bytes", () => {
    const task = (i: number) => ({ id: i, title: `Task ${i} — ✓`, meta: { can_edit: i % 2 === 0 }, gone: undefined });
    const lists = Array.from({ length: 15 }, (_, l) => ({
      id: l,
      incomplete_tasks: { data: Array.from({ length: 200 }, (_, i) => task(l * 1000 + i)) },
      complete_tasks: { data: Array.from({ length: 20 }, (_, i) => task(i)) },
    }));
    const page = { data: lists, meta: { pagination: { total: 15 } } };
    expect(JSON.stringify(page).length).toBeGreaterThan(200_000);
    same(page);
    same([page, page]);
    same({ data: Array.from({ length: 5000 }, (_, i) => i) });
  });
});
