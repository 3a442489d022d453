import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDecimals, formatMoney, invoiceStatus, invoiceTotals, parseDecimal, toMinor } from "./invoice-math";

describe("invoice arithmetic", () => {
  it("reads decimals exactly, empty quantities as 1 and anything else non-numeric as 0", () => {
    expect(parseDecimal("12.5")).toBe(12_500_000n);
    expect(parseDecimal(0.1)).toBe(100_000n);
    expect(parseDecimal(" -3 ")).toBe(-3_000_000n);
    expect(parseDecimal("1.0000005")).toBe(1_000_001n);
    expect(parseDecimal("abc")).toBeNull();
    expect(parseDecimal("1e3")).toBeNull();
    expect(parseDecimal(".")).toBeNull();
    const t = invoiceTotals([
      { rate: "10", quantity: "", tax: "" },
      { rate: "10", quantity: "two", tax: 0 },
      { rate: "x", quantity: 3, tax: 0 },
    ]);
    expect(t.lines.map((l) => l.base)).toEqual([1000, 0, 0]);
  });

  it("does the spec's sums: base, discount before tax, total and due, per line then summed", () => {
    // 3 × 19.99 = 59.97; 10 % off = 6.00 (5.997); tax 20 % of 53.97 = 10.79 (10.794)
    // 1.5 h × 80 = 120.00; 10 % off = 12.00; tax 0
    const t = invoiceTotals(
      [
        { rate: "19.99", quantity: 3, tax: 20 },
        { rate: 80, quantity: "1.5", tax: "" },
      ],
      { discount: 10, paid: ["50", 20.5] },
    );
    expect(t.lines).toEqual([
      { base: 5997, discount: 600, tax: 1079, total: 6476 },
      { base: 12000, discount: 1200, tax: 0, total: 10800 },
    ]);
    expect(t).toMatchObject({ subtotal: 179.97, discount: 18, tax: 10.79, total: 172.76, paid: 70.5, due: 102.26 });
    expect(t.minor).toEqual({ subtotal: 17997, discount: 1800, tax: 1079, total: 17276, paid: 7050, due: 10226 });
  });

  it("never shows 0.1 + 0.2 float errors", () => {
    const t = invoiceTotals([
      { rate: 0.1, quantity: 1, tax: 0 },
      { rate: 0.2, quantity: 1, tax: 0 },
    ]);
    expect(t.total).toBe(0.3);
    expect(t.minor.total).toBe(30);
  });

  it("uses each currency's decimals, and rounds Swiss francs to 5 centimes", () => {
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("kwd")).toBe(3);
    expect(currencyDecimals("EUR")).toBe(2);
    expect(invoiceTotals([{ rate: "1234.5", quantity: 1, tax: 0 }], { currency: "JPY" }).total).toBe(1235);
    expect(invoiceTotals([{ rate: "1.2345", quantity: 2, tax: 0 }], { currency: "KWD" }).total).toBe(2.469);
    const chf = invoiceTotals([{ rate: "10.12", quantity: 1, tax: "7.7" }], { currency: "CHF" });
    expect(chf.lines[0]).toEqual({ base: 1010, discount: 0, tax: 80, total: 1090 });
    expect(chf.total).toBe(10.9);
    expect(toMinor("3.33", "CHF")).toBe(335);
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(1235, "JPY")).toBe("¥1,235");
    // No discount is shown negated: -0 is written as nothing, not "-$0.00".
    expect(formatMoney(-0, "USD")).toBe("$0.00");
    expect(formatMoney(-1250, "USD")).toBe("-$12.50");
  });

  it("gives the status codes 0, 1 and 3 (never the original server's 2)", () => {
    const lines = [{ rate: 100, quantity: 1, tax: 0 }];
    expect(invoiceStatus(invoiceTotals(lines))).toBe(0);
    expect(invoiceStatus(invoiceTotals(lines, { paid: [40] }))).toBe(3);
    expect(invoiceStatus(invoiceTotals(lines, { paid: [40, 60] }))).toBe(1);
    expect(invoiceStatus(invoiceTotals(lines, { paid: [150] }))).toBe(1);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
  const quantity = fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 100).toFixed(2));
  const percent = fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2));
  const line = fc.record({ rate: cents, quantity, tax: percent });

  it("keeps totals the exact sums of the lines shown, whatever the lines and their order", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        percent,
        fc.array(cents, { maxLength: 5 }),
        (lines, discount, paid) => {
          const t = invoiceTotals(lines, { discount, paid });
          const sum = (k: "base" | "discount" | "tax" | "total") => t.lines.reduce((a, l) => a + l[k], 0);
          expect(t.minor.subtotal).toBe(sum("base"));
          expect(t.minor.discount).toBe(sum("discount"));
          expect(t.minor.tax).toBe(sum("tax"));
          expect(t.minor.total).toBe(t.minor.subtotal + t.minor.tax - t.minor.discount);
          expect(t.minor.total).toBe(sum("total"));
          expect(t.minor.due).toBe(t.minor.total - t.minor.paid);
          // The same lines reversed give the same cents: no order-dependent drift.
          const reversed = invoiceTotals([...lines].reverse(), { discount, paid });
          expect(reversed.minor).toEqual(t.minor);
          // Each line alone is what it is within the whole.
          for (const [i, l] of lines.entries()) expect(invoiceTotals([l], { discount }).lines[0]).toEqual(t.lines[i]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("stays within half a cent per rounding of the exact rational amount", () => {
    fc.assert(
      fc.property(line, percent, (l, discount) => {
        const t = invoiceTotals([l], { discount });
        // Exact arithmetic in hundred-millionths of a cent, independently of the implementation.
        const big = (s: string) => BigInt(s.replace(".", ""));
        const base = big(l.rate) * big(l.quantity); // cents × 100
        const exactTotal = base * (10_000n - big(discount)) * (10_000n + big(l.tax)); // cents × 10^10
        const shown = BigInt(t.lines[0].total) * 10_000_000_000n;
        const diff = shown > exactTotal ? shown - exactTotal : exactTotal - shown;
        // Three roundings of at most half a cent each: the base's and the discount's grow by (1 + tax) through
        // the tax, the tax's own does not. Half a cent is 5 × 10^9 here; (1 + tax) rounded up.
        const onePlusTax = (10_000n + big(l.tax) + 9_999n) / 10_000n;
        const bound = 5_000_000_000n * (2n * onePlusTax + 1n);
        expect(diff <= bound).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
