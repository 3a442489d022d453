import { CREDENTIAL_MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiTokens, users } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { issuePasswordToken } from "../users/password-tokens";

const t = useTestApp();

async function tokenOf(u: TestUser, body: Record<string, unknown> = {}) {
  const made = await t.post("/api/auth/tokens", { name: "script", ...body }, { as: u });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.id as number, bearer: { authorization: `Bearer ${made.body.data.token}` } };
}

const sessionOnlyRefusal = {
  code: "rest_forbidden",
  message: [CREDENTIAL_MESSAGES.sessionOnly],
  data: { status: 403 },
};

describe("what takes a session, not an API token", () => {
  it("refuses a token making or revoking tokens or a calendar feed URL, changing the password or setting one, and changes nothing", async () => {
    const u = await t.user();
    const { id, bearer } = await tokenOf(u);
    const [hashBefore] = await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id));
    const calls = [
      () => t.post("/api/auth/tokens", { name: "minted by a token" }, { headers: bearer }),
      () => t.post(`/api/auth/tokens/${id}/delete`, {}, { headers: bearer }),
      () => t.post("/api/calendar/feed", {}, { headers: bearer }),
      () => t.post("/api/auth/me", { password: "taken-over-1", current_password: u.password }, { headers: bearer }),
      async () =>
        t.post(
          "/api/auth/password/set",
          { token: await issuePasswordToken(t.database.db, u.id), password: "taken-over-2" },
          { headers: bearer },
        ),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toEqual(sessionOnlyRefusal);
    }
    const [hashAfter] = await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id));
    expect(hashAfter.h).toBe(hashBefore.h);
    expect((await t.get("/api/auth/tokens", { as: u })).body.data).toHaveLength(1);
    expect((await t.get("/api/calendar/feed", { as: u })).body.data.exists).toBe(false);
    // A token still renames its user and reads its list.
    const renamed = await t.post("/api/auth/me", { display_name: "Renamed by script" }, { headers: bearer });
    expect(renamed.status).toBe(200);
    expect((await t.get("/api/auth/tokens", { headers: bearer })).status).toBe(200);
  });
});

describe("a new password ends the old credentials", () => {
  it("a password change keeps the current browser, ends the others and every API token", async () => {
    const u = await t.user();
    const { bearer } = await tokenOf(u);
    const second = await tokenOf(u, { expires_in_days: 30 });
    const other = await t.post("/api/auth/login", { email: u.email, password: u.password });
    const otherCookie = String(other.headers["set-cookie"]).match(/cairn_session=([^;]+)/)?.[1];
    expect((await t.get("/api/auth/me", { headers: bearer })).status).toBe(200);
    const ok = await t.post("/api/auth/me", { password: "brand-new-pass", current_password: u.password }, { as: u });
    expect(ok.status).toBe(200);
    expect((await t.get("/api/auth/me", { as: u })).status).toBe(200);
    for (const headers of [bearer, second.bearer, { cookie: `cairn_session=${otherCookie}` }]) {
      expect((await t.get("/api/auth/me", { headers })).status).toBe(401);
    }
    expect((await t.get("/api/auth/tokens", { as: u })).body.data).toEqual([]);
  });

  it("a password set through a link ends every session and API token", async () => {
    const u = await t.user();
    const { bearer } = await tokenOf(u);
    const res = await t.post("/api/auth/password/set", {
      token: await issuePasswordToken(t.database.db, u.id),
      password: "chosen-by-link",
    });
    expect(res.status).toBe(200);
    expect((await t.get("/api/auth/me", { headers: bearer })).status).toBe(401);
    expect((await t.get("/api/auth/me", { as: u })).status).toBe(401);
  });
});

describe("token expiry and last use", () => {
  it("gives a token the chosen expiry, lists when it expires and was last used, and refuses it once expired", async () => {
    const u = await t.user();
    const forever = await tokenOf(u, { expires_in_days: null });
    const weekly = await tokenOf(u, { name: "weekly", expires_in_days: 7 });
    const list = (await t.get("/api/auth/tokens", { as: u })).body.data;
    expect(list).toEqual([
      { id: forever.id, name: "script", created_at: expect.any(String), last_used_at: null, expires_at: null },
      {
        id: weekly.id,
        name: "weekly",
        created_at: expect.any(String),
        last_used_at: null,
        expires_at: expect.any(String),
      },
    ]);
    const days = (Date.parse(list[1].expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // A use is written down without holding up the answer; uses within the minute after write nothing more.
    expect((await t.get("/api/auth/me", { headers: weekly.bearer })).status).toBe(200);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, weekly.id)))[0].lastUsedAt;
    await expect.poll(lastUsed).not.toBeNull();
    const first = await lastUsed();
    expect((await t.get("/api/auth/me", { headers: weekly.bearer })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(await lastUsed()).toEqual(first);
    const shown = (await t.get("/api/auth/tokens", { as: u })).body.data[1];
    expect(shown.last_used_at).toBe(first?.toISOString());

    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, weekly.id));
    expect((await t.get("/api/auth/me", { headers: weekly.bearer })).status).toBe(401);
    expect((await t.get("/api/auth/me", { headers: forever.bearer })).status).toBe(200);
  });

  it("refuses an expiry off the list or of the wrong type, and makes no token", async () => {
    const u = await t.user();
    for (const expires_in_days of [5, 0, -7, "soon", true, 7.5]) {
      const res = await t.post("/api/auth/tokens", { name: "bad", expires_in_days }, { as: u });
      expect(res.status, String(expires_in_days)).toBe(400);
      expect(res.body.data.params.expires_in_days).toEqual([CREDENTIAL_MESSAGES.expiryChoice]);
    }
    expect((await t.get("/api/auth/tokens", { as: u })).body.data).toEqual([]);
    expect((await t.post("/api/auth/tokens", { name: "x", expires_in_days: 7 })).status).toBe(401);
  });
});
