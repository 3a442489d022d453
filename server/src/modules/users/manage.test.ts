import { PEOPLE_MESSAGES as M } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, invoices, projectMembers, users } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { isErrorShape } from "../../test/error-shape";
import { type TestUser, useTestApp } from "../../test/harness";
import { feedCalls } from "../calendar/feed-test-support";
import { timeTracker } from "../time-tracker/test-support";

const t = useTestApp();
const f = feedCalls(t);
const tt = timeTracker(t);
const U = "/api/pm/v2/users";

const refused = (status: number, message?: string) =>
  expect.objectContaining({
    status,
    body: expect.objectContaining(message ? { message: [message] } : {}),
  });

const statusOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

const lastActivity = async () =>
  (await t.database.db.select().from(activities).orderBy(sql`${activities.id} desc`).limit(1))[0];

describe("administrators manage people", () => {
  it("edits name and e-mail, logs it, and answers an e-mail taken with the field error", async () => {
    const admin = await t.user({ admin: true });
    const person = await t.user({ name: "Pat Before" });
    const other = await t.user();
    const res = await t.post(`${U}/${person.id}`, { display_name: "Pat After", email: "Pat@New.test" }, { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.userUpdated);
    expect(res.body.data).toMatchObject({
      id: person.id,
      display_name: "Pat After",
      email: "pat@new.test",
      status: "active",
    });
    // The activity as every write answers it (presented, not the stored row).
    expect(res.body.activity).toMatchObject({ action: "update_user", committed_at: { timezone: "UTC" } });
    expect(res.body.activity).not.toHaveProperty("createdAt");
    expect(await lastActivity()).toMatchObject({ action: "update_user", resourceType: "user", resourceId: person.id });
    const taken = await t.post(`${U}/${person.id}`, { email: other.email }, { as: admin });
    expect(taken.status).toBe(400);
    expect(taken.body.data.params.email).toEqual(["A user with this e-mail already exists."]);
    expect((await statusOf(person.id)).email).toBe("pat@new.test");
  });

  it("refuses bad fields, an unknown id and a non-manager, changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const person = await t.user();
    const digest = await databaseDigest(t);
    const before = await digest();
    const bad = await t.post(`${U}/${person.id}`, { email: "nope", display_name: "", manager: "maybe" }, { as: boss });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(["display_name", "email", "manager"]);
    expect((await t.post(`${U}/abc/deactivate`, {}, { as: boss })).status).toBe(400);
    for (const action of ["", "/deactivate", "/reactivate", "/delete", "/password-reset", "/sessions/revoke"]) {
      const missing = await t.post(`${U}/999999${action}`, {}, { as: boss });
      expect(missing, action).toEqual(refused(404));
      expect(isErrorShape(404, missing.body)).toBe(true);
      const denied = await t.post(`${U}/${person.id}${action}`, {}, { as: plain });
      expect(denied, action).toEqual(refused(403));
      expect((await t.post(`${U}/${person.id}${action}`, {}, { as: null })).status, action).toBe(401);
    }
    expect(await digest()).toBe(before);
  });

  it("only the administrator makes or unmakes global managers", async () => {
    const admin = await t.user({ admin: true });
    const boss = await t.user({ manager: true });
    const person = await t.user();
    const otherBoss = await t.user({ manager: true });
    const digest = await databaseDigest(t);
    const before = await digest();
    expect(await t.post(`${U}/${person.id}`, { manager: true }, { as: boss })).toEqual(
      refused(403, M.onlyAdminSetsManagers),
    );
    expect(await t.post(`${U}/${otherBoss.id}`, { manager: false }, { as: boss })).toEqual(
      refused(403, M.onlyAdminManagesManagers),
    );
    // Nor around the rule: another manager's e-mail, deactivation or password reset.
    for (const action of ["/deactivate", "/delete", "/password-reset", "/sessions/revoke"]) {
      expect(await t.post(`${U}/${otherBoss.id}${action}`, {}, { as: boss }), action).toEqual(refused(403));
    }
    expect(await t.post(`${U}/${admin.id}`, { email: "mine@example.test" }, { as: boss })).toEqual(refused(403));
    const created = await t.post(
      U,
      { email: "new-boss@example.test", display_name: "New boss", password: "password-123", manager: true },
      { as: boss },
    );
    expect(created).toEqual(refused(403, M.onlyAdminSetsManagers));
    expect(await digest()).toBe(before);

    const made = await t.post(`${U}/${person.id}`, { manager: true }, { as: admin });
    expect(made.status).toBe(200);
    expect(made.body.data.manager).toBe(true);
    expect(made.body.activity).toMatchObject({ action: "grant_user_manager" });
    const unmade = await t.post(`${U}/${otherBoss.id}`, { manager: false }, { as: admin });
    expect(unmade.body.data.manager).toBe(false);
    expect(unmade.body.activity).toMatchObject({ action: "revoke_user_manager" });
    expect(await t.post(`${U}/${admin.id}`, { manager: false }, { as: admin })).toEqual(refused(422, M.adminIsManager));
  });

  it("deactivation refuses his session, token, feed and sign-in, stops his timer, hides him from pickers", async () => {
    const boss = await t.user({ manager: true });
    const { worker, manager, pid, taskId } = await tt.team();
    const token = (await t.post("/api/auth/tokens", { name: "CI" }, { as: worker })).body.data.token as string;
    const feed = await f.create(worker);
    expect((await f.fetchFeed(feed.url)).status).toBe(200);
    expect((await t.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await tt.start(taskId, pid, worker)).status).toBe(201);
    await tt.startedAgo((await tt.running(worker.id))[0].id, 120);

    const res = await t.post(`${U}/${worker.id}/deactivate`, {}, { as: boss });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.userDeactivated);
    expect(res.body.data.status).toBe("deactivated");
    expect(res.body.activity).toMatchObject({ action: "deactivate_user" });

    expect((await t.get("/api/auth/me", { as: worker })).status).toBe(401);
    expect((await t.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await f.fetchFeed(feed.url)).status).toBe(404);
    const login = await t.post("/api/auth/login", { email: worker.email, password: worker.password });
    expect(login).toEqual(refused(403, M.accountDeactivated));
    expect(login.headers["set-cookie"]).toBeUndefined();
    // The timer stopped with its time kept, as his own stop would.
    expect(await tt.running(worker.id)).toEqual([]);
    const [log] = await tt.rows<{ total: number }>(sql`select total from time_logs where user_id = ${worker.id}`);
    expect(log.total).toBeGreaterThanOrEqual(120);
    // Pickers leave him out; the managers' directory shows him among the deactivated; membership stays.
    const picker = await t.get("/api/pm/v2/assigned_users", { as: manager });
    expect(picker.body.data.map((u: { id: number }) => u.id)).not.toContain(worker.id);
    const directory = await t.get(U, { as: manager, query: { per_page: "all" } });
    expect(directory.body.data.map((u: { id: number }) => u.id)).not.toContain(worker.id);
    const deactivated = await t.get(U, { as: boss, query: { status: "deactivated", per_page: "all" } });
    expect(deactivated.body.data.find((u: { id: number }) => u.id === worker.id)).toMatchObject({
      status: "deactivated",
    });
    // A non-manager asking for the deactivated ones still gets active people only.
    const sneaky = await t.get(U, { as: manager, query: { status: "deactivated", per_page: "all" } });
    expect(sneaky.body.data.map((u: { id: number }) => u.id)).not.toContain(worker.id);
    const members = await t.database.db.select().from(projectMembers).where(eq(projectMembers.userId, worker.id));
    expect(members).toHaveLength(1);
    // ... and the project still lists him, marked, so his past work keeps a name.
    const project = await t.get(`/api/pm/v2/projects/${pid}`, { as: manager, query: { with: "assignees" } });
    expect(project.body.data.assignees.data.find((u: { id: number }) => u.id === worker.id)).toMatchObject({
      status: "deactivated",
    });
    expect(await t.post(`${U}/${worker.id}/deactivate`, {}, { as: boss })).toEqual(refused(422, M.alreadyDeactivated));
    expect(await t.post(`${U}/${worker.id}/password-reset`, {}, { as: boss })).toEqual(
      refused(422, M.deactivatedNoReset),
    );

    const back = await t.post(`${U}/${worker.id}/reactivate`, {}, { as: boss });
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe("active");
    expect(back.body.activity).toMatchObject({ action: "reactivate_user" });
    expect((await t.post("/api/auth/login", { email: worker.email, password: worker.password })).status).toBe(200);
    // What deactivation revoked stays revoked.
    expect((await t.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(await t.post(`${U}/${worker.id}/reactivate`, {}, { as: boss })).toEqual(refused(422, M.notDeactivated));
  });

  it("nobody deactivates or deletes himself", async () => {
    const boss = await t.user({ manager: true });
    await t.user({ admin: true });
    for (const action of ["/deactivate", "/delete"]) {
      expect(await t.post(`${U}/${boss.id}${action}`, {}, { as: boss }), action).toEqual(refused(422, M.notYourself));
    }
    expect((await t.get("/api/auth/me", { as: boss })).status).toBe(200);
  });

  it("delete keeps his work as by “Deleted user”, wipes him, and is refused while he is an invoice's client", async () => {
    const boss = await t.user({ manager: true });
    const person: TestUser = await t.user({ name: "Dana Departed" });
    const pid = await t.project({ manager: person });
    const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Dana's list" }, { as: person });
    expect(list.status).toBe(201);
    const [invoice] = await t.database.db
      .insert(invoices)
      .values({ projectId: pid, clientId: person.id, title: "Bill", dueDate: "2026-12-31", createdBy: boss.id })
      .returning();
    const digest = await databaseDigest(t);
    const before = await digest();
    const blocked = await t.post(`${U}/${person.id}/delete`, {}, { as: boss });
    expect(blocked).toEqual(refused(422, M.ownsInvoices.replace("{count}", "1")));
    expect(blocked.body.code).toBe("rest_user_owns_invoices");
    expect(await digest()).toBe(before);
    await t.database.db.delete(invoices).where(eq(invoices.id, invoice.id));

    const res = await t.post(`${U}/${person.id}/delete`, {}, { as: boss });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ display_name: "Deleted user", status: "deleted" });
    expect(res.body.activity).toMatchObject({ action: "delete_user" });
    expect(JSON.stringify(res.body)).not.toContain("Dana");
    const row = await statusOf(person.id);
    expect(row).toMatchObject({ displayName: "Deleted user", timezone: null, locale: null, isManager: false });
    expect(row.deletedAt).not.toBeNull();
    expect(row.deactivatedAt).not.toBeNull();
    expect(row.email).not.toBe(person.email);
    expect((await t.post("/api/auth/login", { email: person.email, password: person.password })).status).toBe(401);
    expect((await t.post("/api/auth/login", { email: row.email, password: person.password })).status).toBe(401);
    // His list is still there, by "Deleted user"; a deleted account is gone for the management routes.
    const lists = await t.get(`/api/pm/v2/projects/${pid}/task-lists`, { as: boss });
    expect(JSON.stringify(lists.body)).toContain("Dana's list");
    expect(await t.post(`${U}/${person.id}/reactivate`, {}, { as: boss })).toEqual(refused(404));
    // The e-mail is free again.
    const again = await t.post(
      U,
      { email: person.email, display_name: "Dana", password: "password-123" },
      { as: boss },
    );
    expect(again.status).toBe(201);
  });

  it("sends a one-hour password reset mail and signs someone out everywhere", async () => {
    const boss = await t.user({ manager: true });
    const person = await t.user({ name: "Rita Reset" });
    const res = await t.post(`${U}/${person.id}/password-reset`, {}, { as: boss });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.resetSent.replace("{email}", person.email));
    const rows = await tt.rows<{ text: string }>(
      sql`select payload->>'text' as text from jobs where kind = 'mail' and payload->>'to' = ${person.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain("/set-password?token=");
    const [expiry] = await tt.rows<{ expires_at: string }>(
      sql`select expires_at from password_tokens where user_id = ${person.id}`,
    );
    const minutes = (new Date(expiry.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const out = await t.post(`${U}/${person.id}/sessions/revoke`, {}, { as: boss });
    expect(out.status).toBe(200);
    expect(out.body.activity).toMatchObject({ action: "revoke_user_sessions" });
    expect((await t.get("/api/auth/me", { as: person })).status).toBe(401);
    // Revoking his own keeps the session he does it from.
    expect((await t.post(`${U}/${boss.id}/sessions/revoke`, {}, { as: boss })).status).toBe(200);
    expect((await t.get("/api/auth/me", { as: boss })).status).toBe(200);
  });
});
