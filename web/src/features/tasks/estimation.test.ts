import { describe, expect, it } from "vitest";
import { formatEstimation, parseEstimation } from "./estimation";

describe("estimation", () => {
  it("reads hours:minutes, bare hours and nothing", () => {
    expect(parseEstimation("1:30")).toBe(90);
    expect(parseEstimation("0:05")).toBe(5);
    expect(parseEstimation(" 2 ")).toBe(120);
    expect(parseEstimation("")).toBe(0);
  });
  it("refuses what it cannot read", () => {
    expect(parseEstimation("1:75")).toBeNull();
    expect(parseEstimation("abc")).toBeNull();
    expect(parseEstimation("-1")).toBeNull();
  });
  it("writes minutes back as hours:minutes", () => {
    expect(formatEstimation(90)).toBe("1:30");
    expect(formatEstimation(5)).toBe("0:05");
    expect(formatEstimation(0)).toBe("");
  });
});
