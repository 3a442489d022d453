import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, settings, users } from "../../db/schema";
import { useTestApp } from "../../test/harness";

const t = useTestApp({ env: { CAIRN_SETUP_CODE: "TEST-SETUP-C0DE" } });

describe("first administrator", () => {
  it("setup needs the setup code from the log; a wrong or missing one changes nothing", async () => {
    // This file's database starts empty; no other test here creates users before this one.
    const person = { email: "Root@Example.test", display_name: "Root", password: "long-enough-1" };
    const missing = await t.post("/api/auth/setup", person);
    expect(missing.status).toBe(400);
    expect(missing.body.data.params).toEqual({ setup_code: ["Enter the setup code from the server's log."] });
    const wrong = await t.post("/api/auth/setup", { ...person, setup_code: "AAAA-BBBB-CCCC" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params.setup_code[0]).toMatch(/The setup code is not right.*log/);
    const wrongType = await t.post("/api/auth/setup", { ...person, setup_code: 123456789012 });
    expect(wrongType.status).toBe(400);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect((await t.get("/api/auth/setup")).body.data.needed).toBe(true);
  });

  it("setup creates the administrator once with the code, signs them in, then refuses", async () => {
    expect((await t.get("/api/auth/setup")).body.data.needed).toBe(true);
    const res = await t.post("/api/auth/setup", {
      email: "Root@Example.test",
      display_name: "Root",
      password: "long-enough-1",
      // Typed as people do: lower case, spaces instead of dashes, O for zero.
      setup_code: "test setup cOde",
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: "root@example.test", capabilities: { manage: true, admin: true } });
    expect(String(res.headers["set-cookie"])).toMatch(/cairn_session=.+HttpOnly.*SameSite=Lax/i);
    // Over plain http the cookie is not Secure: a browser would drop it and the sign-in would not stick.
    expect(String(res.headers["set-cookie"])).not.toMatch(/Secure/i);
    expect((await t.get("/api/auth/setup")).body.data.needed).toBe(false);
    // The code is consumed: nothing of it is left in the settings.
    expect(await t.database.db.select().from(settings).where(eq(settings.key, "setup_code"))).toHaveLength(0);
    const again = await t.post("/api/auth/setup", {
      email: "x@example.test",
      display_name: "X",
      password: "long-enough-1",
      setup_code: "TEST-SETUP-C0DE",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual(["The administrator already exists."]);
    expect(await t.database.db.select().from(users).where(eq(users.email, "x@example.test"))).toHaveLength(0);
  });

  it("refuses malformed setup input with field messages", async () => {
    const res = await t.post("/api/auth/setup", { email: "not-an-email", display_name: "", password: "short" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params).sort()).toEqual(["display_name", "email", "password", "setup_code"]);
  });
});

describe("sign in and out", () => {
  it("signs in with the right password, reads me, signs out", async () => {
    const u = await t.user({ name: "Sam Signin" });
    const login = await t.post("/api/auth/login", { email: u.email.toUpperCase(), password: u.password });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ id: u.id, display_name: "Sam Signin", capabilities: { manage: false } });
    expect(login.body.data).not.toHaveProperty("password_hash");
    const cookie = String(login.headers["set-cookie"]).match(/cairn_session=([^;]+)/)?.[1] as string;
    const me = await t.get("/api/auth/me", { headers: { cookie: `cairn_session=${cookie}` } });
    expect(me.body.data.id).toBe(u.id);
    await t.post("/api/auth/logout", {}, { headers: { cookie: `cairn_session=${cookie}` } });
    const after = await t.get("/api/auth/me", { headers: { cookie: `cairn_session=${cookie}` } });
    expect(after.status).toBe(401);
  });

  it("answers 401 for a wrong password and for an unknown e-mail alike", async () => {
    const u = await t.user();
    const wrong = await t.post("/api/auth/login", { email: u.email, password: "nope-nope" });
    const unknown = await t.post("/api/auth/login", { email: "nobody@example.test", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toEqual(unknown.body.message);
  });

  it("unauthenticated reads answer 401 in the error shape", async () => {
    const res = await t.get("/api/pm/v2/projects");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: "rest_not_logged_in",
      message: ["You are not signed in."],
      data: { status: 401 },
    });
  });

  it("an expired session is refused", async () => {
    const u = await t.user();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, u.id));
    expect((await t.get("/api/auth/me", { as: u })).status).toBe(401);
  });
});

describe("session and project read together", () => {
  it("admits members of the URL's project in one query, and refuses others, expired sessions and bad tokens", async () => {
    const lead = await t.user();
    const outsider = await t.user();
    const id = await t.project({ manager: lead });
    const own = await t.get(`/api/pm/v2/projects/${id}`, { as: lead });
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(id);
    // Session + access (one), then members, counts and department: the access is not read a second time.
    expect(own.headers["x-query-count"]).toBe("4");
    expect((await t.get(`/api/pm/v2/projects/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.get("/api/pm/v2/projects/2147483647", { as: lead })).status).toBe(404);
    // Membership changes between requests are seen at once: nothing of the access outlives its request. (A
    // global manager adds the outsider: a project manager may name only people he already shares a project with.)
    const boss = await t.user({ manager: true });
    await t.post(
      `/api/pm/v2/projects/${id}/update`,
      {
        assignees: [
          { user_id: lead.id, role_id: 1 },
          { user_id: outsider.id, role_id: 2 },
        ],
      },
      { as: boss },
    );
    expect((await t.get(`/api/pm/v2/projects/${id}`, { as: outsider })).status).toBe(200);
    const token = (await t.post("/api/auth/tokens", { name: "script" }, { as: lead })).body.data.token as string;
    const viaToken = await t.get(`/api/pm/v2/projects/${id}/task-lists`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaToken.status).toBe(200);
    const forged = await t.get(`/api/pm/v2/projects/${id}/task-lists`, {
      headers: { authorization: "Bearer cairn_x" },
    });
    expect(forged.status).toBe(401);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, lead.id));
    expect((await t.get(`/api/pm/v2/projects/${id}/task-lists`, { as: lead })).status).toBe(401);
  });
});

describe("cross-site requests", () => {
  it("refuses a cookie-carrying write from a foreign Origin and changes nothing", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.post(
      "/api/pm/v2/projects",
      { title: "CSRF target" },
      { as: boss, headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    const list = await t.get("/api/pm/v2/projects", { as: boss, query: { query: "CSRF target" } });
    expect(list.body.data).toHaveLength(0);
  });

  it("serves the app's own origin and requests without an Origin", async () => {
    const boss = await t.user({ manager: true });
    const own = await t.post(
      "/api/pm/v2/projects",
      { title: "Own origin" },
      { as: boss, headers: { origin: "http://localhost:3000" } },
    );
    expect(own.status).toBe(201);
    const script = await t.post("/api/pm/v2/projects", { title: "No origin" }, { as: boss });
    expect(script.status).toBe(201);
  });
});

describe("personal API tokens", () => {
  it("creates a token shown once, authenticates with it, lists it without the secret, revokes it", async () => {
    const u = await t.user({ manager: true });
    const created = await t.post("/api/auth/tokens", { name: "CI script" }, { as: u });
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect(token).toMatch(/^cairn_/);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await t.get("/api/auth/me", { headers: bearer })).body.data.id).toBe(u.id);
    // A bearer write from a script is served even with a foreign Origin: no cookie, no CSRF.
    const write = await t.post("/api/pm/v2/projects", { title: "Via token" }, { headers: bearer });
    expect(write.status).toBe(201);
    const list = await t.get("/api/auth/tokens", { as: u });
    expect(list.body.data).toEqual([expect.objectContaining({ name: "CI script" })]);
    expect(JSON.stringify(list.body)).not.toContain(token);
    await t.post(`/api/auth/tokens/${created.body.data.id}/delete`, {}, { as: u });
    expect((await t.get("/api/auth/me", { headers: bearer })).status).toBe(401);
  });

  it("refuses a made-up token and another user's token id", async () => {
    expect((await t.get("/api/auth/me", { headers: { authorization: "Bearer cairn_forged" } })).status).toBe(401);
    const a = await t.user();
    const b = await t.user();
    const created = await t.post("/api/auth/tokens", { name: "mine" }, { as: a });
    expect((await t.post(`/api/auth/tokens/${created.body.data.id}/delete`, {}, { as: b })).status).toBe(404);
    expect((await t.post("/api/auth/tokens", { name: "" }, { as: a })).status).toBe(400);
  });
});

describe("profile", () => {
  it("updates name, time zone and first day of week; refuses an unknown zone", async () => {
    const u = await t.user();
    const res = await t.post(
      "/api/auth/me",
      { display_name: "New Name", timezone: "Europe/Paris", week_start: 0 },
      { as: u },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ display_name: "New Name", timezone: "Europe/Paris", week_start: 0 });
    const bad = await t.post("/api/auth/me", { timezone: "Mars/Olympus" }, { as: u });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.timezone).toEqual(["Unknown time zone."]);
  });

  it("answers a body that changes nothing (empty, or only fields it does not know) with the profile unchanged", async () => {
    const u = await t.user();
    const before = (await t.get("/api/auth/me", { as: u })).body.data;
    for (const body of [{}, { colour: "teal" }]) {
      const res = await t.post("/api/auth/me", body, { as: u });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.data).toEqual(before);
    }
  });

  it("changes the password only with the current one, and signs out the user's other browsers", async () => {
    const u = await t.user();
    const other = await t.post("/api/auth/login", { email: u.email, password: u.password });
    const otherCookie = String(other.headers["set-cookie"]).match(/cairn_session=([^;]+)/)?.[1];
    const missing = await t.post("/api/auth/me", { password: "brand-new-pass" }, { as: u });
    expect(missing.status).toBe(400);
    expect(missing.body.data.params.current_password).toEqual(["Enter your current password."]);
    const wrong = await t.post(
      "/api/auth/me",
      { password: "brand-new-pass", current_password: "not-it-at-all" },
      { as: u },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params.current_password).toEqual(["The current password is incorrect."]);
    const ok = await t.post("/api/auth/me", { password: "brand-new-pass", current_password: u.password }, { as: u });
    expect(ok.status).toBe(200);
    expect((await t.get("/api/auth/me", { as: u })).status).toBe(200);
    const stale = await t.get("/api/auth/me", { headers: { cookie: `cairn_session=${otherCookie}` } });
    expect(stale.status).toBe(401);
    expect((await t.post("/api/auth/login", { email: u.email, password: "brand-new-pass" })).status).toBe(200);
  });
});
