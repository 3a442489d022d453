import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("users", () => {
  it("a manager creates a user who can sign in", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.post(
      "/api/pm/v2/users",
      { email: "New@Example.test", display_name: "Newbie", password: "password-123" },
      { as: boss },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: "new@example.test", display_name: "Newbie", manager: false });
    expect(res.body.data).not.toHaveProperty("password_hash");
    const login = await t.post("/api/auth/login", { email: "new@example.test", password: "password-123" });
    expect(login.status).toBe(200);
  });

  it("refuses a non-manager, a duplicate e-mail, and bad fields", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const denied = await t.post(
      "/api/pm/v2/users",
      { email: "a@example.test", display_name: "A", password: "password-123" },
      { as: plain },
    );
    expect(denied.status).toBe(403);
    const dup = await t.post(
      "/api/pm/v2/users",
      { email: plain.email, display_name: "Again", password: "password-123" },
      { as: boss },
    );
    expect(dup.status).toBe(400);
    expect(dup.body.data.params.email).toEqual(["A user with this e-mail already exists."]);
    const bad = await t.post(
      "/api/pm/v2/users",
      { email: 42, display_name: "x".repeat(101), password: "short", manager: "maybe" },
      { as: boss },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(["display_name", "email", "manager", "password"]);
  });

  it("searches users by name or e-mail and pages them", async () => {
    const boss = await t.user({ manager: true });
    await t.user({ name: "Zelda Quasar" });
    const res = await t.get("/api/pm/v2/users", { as: boss, query: { query: "quasar" } });
    expect(res.body.data.map((u: { display_name: string }) => u.display_name)).toEqual(["Zelda Quasar"]);
    expect(res.body.meta.pagination).toMatchObject({ total: 1, count: 1, current_page: 1 });
  });

  it("assigned_users lists the people who share a project with the caller", async () => {
    const manager = await t.user();
    const mate = await t.user();
    const stranger = await t.user();
    await t.project({ manager, coWorkers: [mate] });
    const res = await t.get("/api/pm/v2/assigned_users/", { as: mate });
    const ids = res.body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, mate.id]));
    expect(ids).not.toContain(stranger.id);
  });

  it("a non-manager's directory holds only the people they share a project with", async () => {
    const manager = await t.user();
    const client = await t.user();
    const stranger = await t.user({ name: "Stranger Danger" });
    await t.project({ manager, clients: [client] });
    const res = await t.get("/api/pm/v2/users", { as: client, query: { per_page: "all" } });
    const ids = res.body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, client.id]));
    expect(ids).not.toContain(stranger.id);
  });
});
