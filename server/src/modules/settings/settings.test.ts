import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

const flags = (res: { body: { data: { key: string; value: unknown }[] } }) =>
  res.body.data.find((s) => s.key === "capabilities")?.value as Record<string, Record<string, boolean>>;

describe("project settings: capabilities", () => {
  it("answers the defaults: co-workers everything, clients only create_*", async () => {
    const manager = await t.user();
    const id = await t.project({ manager });
    const res = await t.get(`/api/pm/v2/projects/${id}/settings`, { as: manager });
    expect(res.status).toBe(200);
    const caps = flags(res);
    expect(Object.values(caps.co_worker).every(Boolean)).toBe(true);
    expect(caps.client).toMatchObject({
      create_task: true,
      view_private_task: false,
      create_file: true,
      view_private_file: false,
    });
  });

  it("a saved change alters what a client can do in the very next request", async () => {
    const manager = await t.user();
    const client = await t.user();
    const id = await t.project({ manager, clients: [client] });
    const before = await t.get(`/api/pm/v2/projects/${id}`, { as: client });
    expect(before.body.data.meta.capabilities.view_private_task).toBe(false);
    const save = await t.post(
      `/api/pm/v2/projects/${id}/settings`,
      { settings: [{ key: "capabilities", value: { client: { view_private_task: "true", create_task: false } } }] },
      { as: manager },
    );
    expect(save.status).toBe(200);
    expect(save.body.message).toBe("The settings have been saved.");
    const after = await t.get(`/api/pm/v2/projects/${id}`, { as: client });
    expect(after.body.data.meta.capabilities).toMatchObject({ view_private_task: true, create_task: false });
  });

  it("refuses non-managers, malformed values and unknown flags, and changes nothing", async () => {
    const manager = await t.user();
    const worker = await t.user();
    const outsider = await t.user();
    const id = await t.project({ manager, coWorkers: [worker] });
    const body = { settings: [{ key: "capabilities", value: { client: { view_private_task: true } } }] };
    expect((await t.post(`/api/pm/v2/projects/${id}/settings`, body, { as: worker })).status).toBe(403);
    expect((await t.post(`/api/pm/v2/projects/${id}/settings`, body, { as: outsider })).status).toBe(404);
    const unknown = await t.post(
      `/api/pm/v2/projects/${id}/settings`,
      { settings: [{ key: "capabilities", value: { client: { fly: true } } }] },
      { as: manager },
    );
    expect(unknown.status).toBe(400);
    expect((await t.post(`/api/pm/v2/projects/${id}/settings`, { settings: [] }, { as: manager })).status).toBe(400);
    expect(
      (
        await t.post(
          `/api/pm/v2/projects/${id}/settings`,
          { settings: [{ key: "Bad Key", value: 1 }] },
          { as: manager },
        )
      ).status,
    ).toBe(400);
    const caps = flags(await t.get(`/api/pm/v2/projects/${id}/settings`, { as: manager }));
    expect(caps.client.view_private_task).toBe(false);
  });
});

describe("global settings", () => {
  it("managers save, everyone signed in reads, others are refused", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const save = await t.post(
      "/api/pm/v2/settings",
      { settings: [{ key: "daily_digest", value: false }] },
      { as: boss },
    );
    expect(save.status).toBe(200);
    const read = await t.get("/api/pm/v2/settings", { as: plain, query: { key: "daily_digest" } });
    expect(read.body.data).toEqual([{ key: "daily_digest", value: false }]);
    const denied = await t.post(
      "/api/pm/v2/settings",
      { settings: [{ key: "daily_digest", value: true }] },
      { as: plain },
    );
    expect(denied.status).toBe(403);
    expect((await t.get("/api/pm/v2/settings")).status).toBe(401);
  });
});
