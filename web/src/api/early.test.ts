import { afterEach, describe, expect, it, vi } from "vitest";
import { get, post } from "./client";
import { bootZone, browserZone, EARLY_TTL_MS, startEarly, takeEarly } from "./early";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The zone the app sends (and the boot, once a page has remembered it). */
const zone = browserZone();

describe("reads started before the app", () => {
  it("answer the app's first request for the same URL, once; the next one asks the server", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ data: "early" }));
    startEarly("/api/branding", zone);
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
    startEarly("/api/auth/me", zone);
    await expect(get("auth/me")).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("are not taken by another URL, a write, or once stale", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json({ data: 1 }));
    startEarly("/api/branding?x=1", zone);
    await get("branding");
    expect(fetch).toHaveBeenCalledTimes(2);
    startEarly("/api/branding", zone);
    await post("branding", {});
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(takeEarly("/api/branding", zone)).toBeDefined();
    startEarly("/api/branding", zone, 1_000);
    expect(takeEarly("/api/branding", zone, 1_000 + EARLY_TTL_MS + 1)).toBeUndefined();
    expect(takeEarly("/api/branding?x=1", zone)).toBeDefined();
  });

  it("are dropped once stale even when nobody comes for them", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, "fetch").mockImplementation(async () => json({ data: 1 }));
      startEarly("/api/pm-pro/v2/projects/9/custom-fields", zone);
      vi.advanceTimersByTime(EARLY_TTL_MS + 1);
      expect(globalThis.__cairnEarlyReads?.has("/api/pm-pro/v2/projects/9/custom-fields")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are sent in the zone the last page remembered, and not taken by an app in another zone", async () => {
    localStorage.setItem("cairn-time-zone", "Pacific/Chatham");
    expect(bootZone()).toBe("Pacific/Chatham");
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json({ data: 1 }));
    startEarly("/api/auth/me", bootZone());
    expect(fetch.mock.calls[0][1]?.headers).toEqual({ "x-time-zone": "Pacific/Chatham" });
    await get("auth/me");
    // The app's own zone differs: it asked again, with its zone.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1][1]?.headers).toMatchObject({ "x-time-zone": zone });
  });

  it("remember the page's zone for the next page's boot", async () => {
    vi.resetModules();
    const page = await import("./early");
    expect(localStorage.getItem("cairn-time-zone")).toBeNull();
    page.browserZone();
    expect(localStorage.getItem("cairn-time-zone")).toBe(zone);
    expect(page.bootZone()).toBe(zone);
  });
});
