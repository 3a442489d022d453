import { describe, expect, it } from "vitest";
import { MAX_SEARCH_PARTS, parseSearch } from "./query-syntax";
import { inTitles } from "./tsquery";
import { lexemesOf, partShare } from "./word-stats";

const w = (text: string, negated = false) => ({ text, phrase: false, negated });
const p = (text: string, negated = false) => ({ text, phrase: true, negated });

describe("reading what was typed", () => {
  it("splits words, quoted phrases, exclusions and `or` alternatives", () => {
    expect(parseSearch('buy  "party hats" -clown')).toEqual([[w("buy"), p("party hats"), w("clown", true)]]);
    expect(parseSearch("cake OR pie -lemon")).toEqual([[w("cake")], [w("pie"), w("lemon", true)]]);
    expect(parseSearch('-"lemon cake" tart')).toEqual([[p("lemon cake", true), w("tart")]]);
  });

  it("drops what looks for nothing: stray or, lone minus, empty quotes, exclusions alone", () => {
    expect(parseSearch("or cake or or")).toEqual([[w("cake")]]);
    expect(parseSearch('- "" cake "unclosed phrase')).toEqual([[w("cake"), p("unclosed phrase")]]);
    expect(parseSearch("-lemon")).toEqual([]);
    expect(parseSearch("-lemon or cake")).toEqual([[w("cake")]]);
    expect(parseSearch("   ")).toEqual([]);
  });

  it("keeps the first parts of a very long query, whatever characters it holds", () => {
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");
    expect(parseSearch(many).flat()).toHaveLength(MAX_SEARCH_PARTS);
    expect(parseSearch("a&b | !c :* 'd'")).toEqual([[w("a&b"), w("|"), w("!c"), w(":*"), w("'d'")]]);
  });
});

describe("tsquery texts", () => {
  it("restricts every lexeme to titles, quotes inside lexemes included", () => {
    expect(inTitles("'it''s' <-> 'a\\\\b' | 'x'")).toBe("'it''s':A <-> 'a\\\\b':A | 'x':A");
  });

  it("estimates how common a part is from its lexemes", () => {
    const shares = new Map([
      ["test", 0.1],
      ["tests", 0.05],
      ["login", 0.2],
    ]);
    expect(lexemesOf("'test' | 'tests' | 'it''s'")).toEqual(["test", "tests", "it's"]);
    expect(partShare("'test' | 'tests'", false, shares)).toBeCloseTo(0.15);
    expect(partShare("'login' <-> 'test'", true, shares)).toBeCloseTo(0.1);
    expect(partShare("'rare'", false, shares)).toBe(0);
  });
});
