import { LANGUAGE_MESSAGES } from "@cairn/shared/languages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("the profile's language", () => {
  it("starts unset (the browser's), is set and cleared again, and shows on the signed-in user", async () => {
    const u = await t.user();
    expect((await t.get("/api/auth/me", { as: u })).body.data.language).toBeNull();
    const set = await t.post("/api/auth/me", { language: "de" }, { as: u });
    expect(set.status).toBe(200);
    expect(set.body.data.language).toBe("de");
    expect((await t.get("/api/auth/me", { as: u })).body.data.language).toBe("de");
    const cleared = await t.post("/api/auth/me", { language: null }, { as: u });
    expect(cleared.body.data.language).toBeNull();
  });

  it("refuses a language the app is not written in, a tag with a region, a wrong type; changes nothing", async () => {
    const u = await t.user();
    await t.post("/api/auth/me", { language: "de" }, { as: u });
    for (const language of ["fr", "de-DE", "DE", "", 1, true, ["de"], { de: true }]) {
      const res = await t.post("/api/auth/me", { language, display_name: "Changed" }, { as: u });
      expect(res.status, JSON.stringify(language)).toBe(400);
      expect(res.body.data.params.language).toEqual([LANGUAGE_MESSAGES.unknown]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.language).toBe("de");
    expect(row.displayName).not.toBe("Changed");
  });

  it("is each user's own: one user's choice leaves another's as it was", async () => {
    const a = await t.user();
    const b = await t.user();
    await t.post("/api/auth/me", { language: "de" }, { as: a });
    expect((await t.get("/api/auth/me", { as: b })).body.data.language).toBeNull();
  });

  it("is refused to a visitor who is not signed in", async () => {
    const res = await t.post("/api/auth/me", { language: "de" });
    expect(res.status).toBe(401);
  });
});
