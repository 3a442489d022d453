import { afterEach, describe, expect, it, vi } from "vitest";
import { get, post } from "./client";
import { EARLY_TTL_MS, startEarly, takeEarly } from "./early";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reads started before the app", () => {
  it("answer the app's first request for the same URL, once; the next one asks the server", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ data: "early" }));
    startEarly("/api/branding");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]?.headers).toHaveProperty("x-time-zone");
    fetch.mockResolvedValueOnce(json({ data: "later" }));
    expect(await get("branding")).toEqual({ data: "early" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await get("branding")).toEqual({ data: "later" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("carry the server's refusal to the app as any answer does", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ code: "unauthorized", message: "Sign in." }, 401));
    startEarly("/api/auth/me");
    await expect(get("auth/me")).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("are not taken by another URL, a write, or once stale", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json({ data: 1 }));
    startEarly("/api/branding?x=1");
    await get("branding");
    expect(fetch).toHaveBeenCalledTimes(2);
    startEarly("/api/branding");
    await post("branding", {});
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(takeEarly("/api/branding")).toBeDefined();
    startEarly("/api/branding", 1_000);
    expect(takeEarly("/api/branding", 1_000 + EARLY_TTL_MS + 1)).toBeUndefined();
    expect(takeEarly("/api/branding?x=1")).toBeDefined();
  });

  it("are dropped once stale even when nobody comes for them", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, "fetch").mockImplementation(async () => json({ data: 1 }));
      startEarly("/api/pm-pro/v2/projects/9/custom-fields");
      vi.advanceTimersByTime(EARLY_TTL_MS + 1);
      expect(globalThis.__cairnEarlyReads?.has("/api/pm-pro/v2/projects/9/custom-fields")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
