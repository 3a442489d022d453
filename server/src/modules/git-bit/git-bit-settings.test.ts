import { describe, expect, it } from "vitest";
import type { TestUser } from "../../test/harness";
import { useTestApp } from "../../test/harness";
import { issue, repository, sender, useGitBitProject } from "./test-support";

const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });
const g = useGitBitProject(t);

describe("GitHub / Bitbucket settings and user map", () => {
  it("shows managers the address and whether a secret is set, members only the status, and nobody the secret", async () => {
    await g.enable("top-secret");
    const read = (as: TestUser) => t.get(`/api/pm/v2/projects/${g.pid}/settings`, { as, query: { key: "git_bit" } });
    const mine = (await read(g.manager)).body.data[0].value;
    expect(mine).toEqual({
      status: "enable",
      webhook_url: `https://pm.example.test/api/pm-pro/v2/integrations/${g.pid}?token=${g.token}`,
      secret_set: true,
    });
    expect((await read(g.worker)).body.data[0].value).toEqual({ status: "enable" });
    const everything = await t.get(`/api/pm/v2/projects/${g.pid}/settings`, { as: g.manager });
    expect(JSON.stringify(everything.body)).not.toContain("top-secret");
    // Saving again keeps the address; an empty secret turns the signature check off.
    await g.enable("");
    expect((await read(g.manager)).body.data[0].value).toMatchObject({
      webhook_url: mine.webhook_url,
      secret_set: false,
    });
    const bad = await t.post(
      `/api/pm/v2/projects/${g.pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "yes" } }] },
      { as: g.manager },
    );
    expect(bad.status).toBe(400);
    const byWorker = await t.post(
      `/api/pm/v2/projects/${g.pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "disable" } }] },
      { as: g.worker },
    );
    expect(byWorker.status).toBe(403);
  });

  it("makes a new address on demand, and the old one stops working", async () => {
    const res = await t.post(`/api/pm-pro/v2/projects/${g.pid}/integrations/git-bit/regenerate`, {}, { as: g.manager });
    expect(res.status).toBe(200);
    const url = res.body.data.webhook_url as string;
    expect(url).toMatch(
      new RegExp(`^https://pm\\.example\\.test/api/pm-pro/v2/integrations/${g.pid}\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect((await g.github("issues", { action: "opened", issue: issue(606), repository, sender })).statusCode).toBe(
      404,
    );
    g.token = new URL(url).searchParams.get("token") as string;
    expect((await g.github("issues", { action: "opened", issue: issue(606), repository, sender })).statusCode).toBe(
      200,
    );
    expect(
      (await t.post(`/api/pm-pro/v2/projects/${g.pid}/integrations/git-bit/regenerate`, {}, { as: g.worker })).status,
    ).toBe(403);
  });

  it("refuses a user map from non-managers, for strangers and with malformed logins", async () => {
    const stranger = await t.user();
    const save = (users: unknown, as = g.manager) =>
      t.post("/api/pm/v2/save_users_map_name", { project_id: g.pid, users }, { as });
    expect((await save([{ user_id: g.worker.id, github: "w" }], g.worker)).status).toBe(403);
    const strange = await save([{ user_id: stranger.id, github: "s" }]);
    expect(strange.status).toBe(400);
    expect(strange.body.data.params["users.0.user_id"]).toEqual(["Only the project's members can be mapped."]);
    expect((await save([{ user_id: g.worker.id, github: "bad login!" }])).status).toBe(400);
    expect((await save([{ user_id: g.worker.id, github: "x".repeat(101) }])).status).toBe(400);
    expect((await save([])).status).toBe(400);
    expect((await t.get(`/api/pm/v2/projects/${g.pid}/users_map_name`, { as: g.worker })).status).toBe(403);
    const map = await t.get(`/api/pm/v2/projects/${g.pid}/users_map_name`, { as: g.manager });
    expect(map.body.data.every((r: { github: string | null }) => r.github === null)).toBe(true);
  });
});
