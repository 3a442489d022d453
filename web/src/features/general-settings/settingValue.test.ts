import { describe, expect, it } from "vitest";
import { frontEndPageOf, settingOn } from "./settingValue";

describe("settingOn", () => {
  it("reads every stored form of on and off", () => {
    for (const on of [true, 1, "1", "true"]) expect(settingOn(on, false)).toBe(true);
    for (const off of [false, 0, "0", "false"]) expect(settingOn(off, true)).toBe(false);
  });

  it("falls back to the default when unset or unreadable", () => {
    expect(settingOn(undefined)).toBe(true);
    expect(settingOn(null)).toBe(true);
    expect(settingOn("maybe", false)).toBe(false);
  });
});

describe("frontEndPageOf", () => {
  it("keeps a page id and title", () => {
    expect(frontEndPageOf({ page_id: 2, post_title: "My Tasks" })).toEqual({ page_id: 2, post_title: "My Tasks" });
    expect(frontEndPageOf({ page_id: "3", post_title: "Calendar" })).toEqual({ page_id: 3, post_title: "Calendar" });
  });

  it("answers null for nothing chosen or a broken value", () => {
    expect(frontEndPageOf(null)).toBeNull();
    expect(frontEndPageOf("projects")).toBeNull();
    expect(frontEndPageOf({ page_id: 0, post_title: "" })).toBeNull();
    expect(frontEndPageOf({ post_title: "Projects" })).toBeNull();
  });
});
