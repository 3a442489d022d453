import { describe, expect, it } from "vitest";
import { contrastRatio, luminance, readableTextColor } from "./contrast";

describe("label chip text colour", () => {
  it("reads the WCAG luminance of long and short hex colours", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#fff")).toBeCloseTo(1);
    expect(luminance("00c2e0")).toBeCloseTo(luminance("#00C2E0") ?? -1);
    expect(luminance("teal")).toBeNull();
    expect(luminance("#12345")).toBeNull();
  });

  it("puts black on light colours and white on dark ones", () => {
    expect(readableTextColor("#00c2e0")).toBe("#000000");
    expect(readableTextColor("#ffeb3b")).toBe("#000000");
    expect(readableTextColor("#1a237e")).toBe("#ffffff");
    expect(readableTextColor("#c62828")).toBe("#ffffff");
    expect(readableTextColor("not a colour")).toBe("#000000");
  });

  it("always reaches at least 4.5:1 for mid-tone colours", () => {
    for (const color of ["#00c2e0", "#777777", "#e91e63", "#4caf50", "#ff9800", "#9c27b0", "#3f51b5"]) {
      const l = luminance(color) ?? 0;
      const text = readableTextColor(color) === "#000000" ? 0 : 1;
      expect(contrastRatio(l, text), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
