import { TIME_FORMAT_MESSAGES } from "@cairn/shared/time-format";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("the profile's clock (12 h or 24 h)", () => {
  it("starts unset (the locale's clock), is set, changed and cleared again, and shows on the signed-in user", async () => {
    const u = await t.user();
    expect((await t.get("/api/auth/me", { as: u })).body.data.time_format).toBeNull();
    const set = await t.post("/api/auth/me", { time_format: "24h" }, { as: u });
    expect(set.status).toBe(200);
    expect(set.body.data.time_format).toBe("24h");
    await t.post("/api/auth/me", { time_format: "12h" }, { as: u });
    expect((await t.get("/api/auth/me", { as: u })).body.data.time_format).toBe("12h");
    const cleared = await t.post("/api/auth/me", { time_format: null }, { as: u });
    expect(cleared.body.data.time_format).toBeNull();
  });

  it("refuses a clock the app does not offer and wrong types; changes nothing, not even the other fields", async () => {
    const u = await t.user();
    await t.post("/api/auth/me", { time_format: "24h" }, { as: u });
    for (const time_format of ["24", "h23", "24H", "", 24, true, ["12h"], { "12h": true }]) {
      const res = await t.post("/api/auth/me", { time_format, display_name: "Changed" }, { as: u });
      expect(res.status, JSON.stringify(time_format)).toBe(400);
      expect(res.body.data.params.time_format).toEqual([TIME_FORMAT_MESSAGES.unknown]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.timeFormat).toBe("24h");
    expect(row.displayName).not.toBe("Changed");
  });

  it("is each user's own, and a deleted account's is wiped with his other preferences", async () => {
    const a = await t.user();
    const b = await t.user();
    await t.post("/api/auth/me", { time_format: "12h" }, { as: a });
    expect((await t.get("/api/auth/me", { as: b })).body.data.time_format).toBeNull();
    const admin = await t.user({ admin: true });
    const deleted = await t.post(`/api/pm/v2/users/${a.id}/delete`, {}, { as: admin });
    expect(deleted.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row.timeFormat).toBeNull();
  });

  it("is refused to a visitor who is not signed in", async () => {
    const res = await t.post("/api/auth/me", { time_format: "24h" });
    expect(res.status).toBe(401);
  });
});
