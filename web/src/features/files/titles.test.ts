import { describe, expect, it } from "vitest";
import { cardTitleLimit, cutTitle } from "./titles";

describe("cutTitle", () => {
  it("keeps a title at or under the limit", () => {
    expect(cutTitle("Budget 2026", 20)).toBe("Budget 2026");
    expect(cutTitle("a".repeat(20), 20)).toBe("a".repeat(20));
  });
  it("cuts a longer title and marks the cut", () => {
    expect(cutTitle("Quarterly planning notes", 20)).toBe("Quarterly planning n…");
  });
  it("never splits a character made of two UTF-16 units", () => {
    expect(cutTitle(`${"é".repeat(19)}😀😀`, 20)).toBe(`${"é".repeat(19)}😀…`);
  });
  it("gives uploaded files 25 characters and everything else 20", () => {
    expect(cardTitleLimit("pro_file")).toBe(25);
    expect(cardTitleLimit("file")).toBe(20);
    expect(cardTitleLimit("doc")).toBe(20);
  });
});
