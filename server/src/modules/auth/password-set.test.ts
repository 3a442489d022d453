import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../core/auth/tokens";
import { passwordTokens, sessions } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";
import { issuePasswordToken, PASSWORD_TOKEN_DAYS } from "../users/password-tokens";

const t = useTestApp();
const SET = "/api/auth/password/set";

describe("setting a password with a one-time token", () => {
  it("sets the password, signs out the old sessions, and spends the token and its siblings", async () => {
    const person = await t.user({ name: "Ivy Invited" });
    const token = await issuePasswordToken(t.database.db, person.id);
    const sibling = await issuePasswordToken(t.database.db, person.id);
    const [stored] = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, sha256(token)));
    // Only the digest is kept, with a week to live.
    expect(stored.userId).toBe(person.id);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(PASSWORD_TOKEN_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(PASSWORD_TOKEN_DAYS);

    const res = await t.post(SET, { token, password: "brand new password" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your password has been set. Sign in with it.", data: null });
    expect((await t.post("/api/auth/login", { email: person.email, password: "brand new password" })).status).toBe(200);
    expect((await t.post("/api/auth/login", { email: person.email, password: person.password })).status).toBe(401);
    // The session the helper made before is gone; only the new sign-in's remains.
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(left.map((x) => x.tokenHash)).not.toContain(sha256(person.cookie));
    for (const spent of [token, sibling]) {
      const again = await t.post(SET, { token: spent, password: "yet another one" });
      expect(again.status).toBe(400);
      expect(again.body.data.params).toEqual({
        token: ["This link has expired or was used already. Ask for a new one (Forgot password? on the sign-in page)."],
      });
    }
  });

  it("refuses an expired, unknown or malformed token and a password that breaks the rules, changing nothing", async () => {
    const person = await t.user({ name: "Exa Expired" });
    const expired = await issuePasswordToken(t.database.db, person.id, new Date(Date.now() - 8 * 86_400_000));
    const live = await issuePasswordToken(t.database.db, person.id);
    const digest = await databaseDigest(t);
    const before = await digest();
    const refusals: [unknown, string[]][] = [
      [{ token: expired, password: "long enough pw" }, ["token"]],
      [{ token: "not-a-token", password: "long enough pw" }, ["token"]],
      [{ token: "", password: "long enough pw" }, ["token"]],
      [{ token: "x".repeat(201), password: "long enough pw" }, ["token"]],
      [{ token: 42, password: "long enough pw" }, ["token"]],
      [{ password: "long enough pw" }, ["token"]],
      [{ token: live, password: "short" }, ["password"]],
      [{ token: live, password: "p".repeat(201) }, ["password"]],
      [{ token: live }, ["password"]],
      [{ token: live, password: "nul\u0000inside" }, ["password"]],
      [{}, ["password", "token"]],
    ];
    for (const [body, fields] of refusals) {
      const res = await t.post(SET, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(isErrorShape(400, res.body)).toBe(true);
      expect(Object.keys(res.body.data.params).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await digest()).toBe(before);
    // The live one still works after all that.
    expect((await t.post(SET, { token: live, password: "finally chosen" })).status).toBe(200);
  });

  it("lets one of two simultaneous uses of a token through", async () => {
    const person = await t.user({ name: "Duo Double" });
    const token = await issuePasswordToken(t.database.db, person.id);
    const answers = await Promise.all([
      t.post(SET, { token, password: "first password" }),
      t.post(SET, { token, password: "second password" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});
