import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSingleSubmit } from "./useSingleSubmit";

describe("useSingleSubmit", () => {
  it("ignores a second submit while the first is running, then accepts the next", async () => {
    const { result } = renderHook(() => useSingleSubmit());
    let release: () => void = () => undefined;
    let runs = 0;
    const slow = () =>
      new Promise<void>((resolve) => {
        runs++;
        release = resolve;
      });
    const first = result.current(slow);
    const second = result.current(slow);
    expect(await second).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    expect(await result.current(async () => undefined)).toBe(true);
  });

  it("answers false on a refusal and lets the next submit through", async () => {
    const { result } = renderHook(() => useSingleSubmit());
    expect(await result.current(() => Promise.reject(new Error("refused")))).toBe(false);
    expect(await result.current(async () => undefined)).toBe(true);
  });
});
