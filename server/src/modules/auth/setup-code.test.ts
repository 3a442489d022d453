import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { prepareSetupCode } from "./setup-code";

// No CAIRN_SETUP_CODE: the app made one at start, as a fresh install does.
const t = useTestApp();
const stored = async () => t.database.db.select().from(settings).where(eq(settings.key, "setup_code"));

describe("the generated setup code", () => {
  it("is one code for every process on the database, 12 characters of Crockford's base32", async () => {
    const [row] = await stored();
    expect(row.value).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    // A second and third process starting on the same database read the first one's code back.
    expect(await prepareSetupCode(t.database.db, undefined)).toBe(row.value);
    expect(await prepareSetupCode(t.database.db, undefined)).toBe(row.value);
    expect(await stored()).toHaveLength(1);
  });

  it("creates the administrator when typed as grouped in the log, and is gone afterwards", async () => {
    const [row] = await stored();
    const grouped = String(row.value).match(/.{4}/g)?.join("-");
    const res = await t.post("/api/auth/setup", {
      email: "first@example.test",
      display_name: "First",
      password: "long-enough-1",
      setup_code: grouped,
    });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(0);
    // A process starting later finds users and makes no new code.
    expect(await prepareSetupCode(t.database.db, undefined)).toBeNull();
    expect(await stored()).toHaveLength(0);
  });
});
