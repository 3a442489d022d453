import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { userAddresses } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

let client: TestUser;
let clientsManager: TestUser;
let otherManager: TestUser;
let worker: TestUser;

const url = (id: number) => `/api/pm-pro/v2/invoice/user-address/user/${id}`;
const stored = async (id: number) =>
  (await t.database.db.select().from(userAddresses).where(eq(userAddresses.userId, id)))[0]?.value ?? null;

beforeEach(async () => {
  client = await t.user({ name: "Cleo Client" });
  clientsManager = await t.user();
  otherManager = await t.user();
  worker = await t.user();
  // The client's project, and another one whose manager has nothing to do with him.
  await t.project({ manager: clientsManager, coWorkers: [worker], clients: [client] });
  await t.project({ manager: otherManager });
  await t.post(url(client.id), { name: "Client Co", city: "Zurich" }, { as: client });
});

describe("a user's billing address", () => {
  it("is his own to read and change", async () => {
    const read = await t.get(url(client.id), { as: client });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      user_id: client.id,
      value: { name: "Client Co", city: "Zurich" },
      can_edit: true,
    });
    const saved = await t.post(url(client.id), { name: "Client AG" }, { as: client });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Address has been saved.");
    expect(await stored(client.id)).toEqual({ name: "Client AG" });
  });

  it("is read and changed by a global manager", async () => {
    const boss = await t.user({ manager: true });
    expect((await t.get(url(client.id), { as: boss })).body.data.can_edit).toBe(true);
    expect((await t.post(url(client.id), { name: "By the boss" }, { as: boss })).status).toBe(200);
    expect(await stored(client.id)).toEqual({ name: "By the boss" });
    // A user who does not exist is one.
    expect((await t.get(url(999_999), { as: boss })).status).toBe(404);
    expect((await t.post(url(999_999), { name: "Nobody" }, { as: boss })).status).toBe(404);
  });

  it("is read, not changed, by the manager of a project he is a client of", async () => {
    const read = await t.get(url(client.id), { as: clientsManager });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ value: { name: "Client Co", city: "Zurich" }, can_edit: false });
    const write = await t.post(url(client.id), { name: "Changed by his manager" }, { as: clientsManager });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("rest_forbidden");
    expect(await stored(client.id)).toEqual({ name: "Client Co", city: "Zurich" });
  });

  it("is read by a project's manager when an invoice of his project is to him, whatever his role", async () => {
    const pid = await t.project({ manager: otherManager, coWorkers: [worker] });
    expect((await t.get(url(worker.id), { as: otherManager })).status).toBe(404);
    const made = await t.post(
      `/api/pm-pro/v2/projects/${pid}/invoice`,
      { client_id: worker.id, title: "Help", items: { entryNames: [{ name: "Work", amount: 10 }] } },
      { as: otherManager },
    );
    expect(made.status).toBe(201);
    const read = await t.get(url(worker.id), { as: otherManager });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ user_id: worker.id, value: null, can_edit: false });
    expect((await t.post(url(worker.id), { name: "W" }, { as: otherManager })).status).toBe(403);
  });

  it("is not revealed to a manager of another project, a co-worker of his project, or as a co-worker's", async () => {
    const missing = await t.get(url(999_999), { as: otherManager });
    expect(missing.status).toBe(404);
    for (const [who, target] of [
      [otherManager, client],
      [worker, client],
      // The project's manager is no client: his address is his own.
      [client, clientsManager],
      [otherManager, clientsManager],
    ] as const) {
      const read = await t.get(url(target.id), { as: who });
      expect(read.status).toBe(404);
      expect(read.body).toEqual(missing.body);
      const write = await t.post(url(target.id), { name: "Bill to me" }, { as: who });
      expect(write.status).toBe(404);
      expect(write.body).toEqual(missing.body);
    }
    expect(await stored(client.id)).toEqual({ name: "Client Co", city: "Zurich" });
    expect(await stored(clientsManager.id)).toBeNull();
  });

  it("refuses bad ids and bad fields, and callers not signed in, changing nothing", async () => {
    for (const id of ["abc", "0", "-1", "1.5"]) {
      expect((await t.get(`/api/pm-pro/v2/invoice/user-address/user/${id}`, { as: client })).status, id).toBe(400);
    }
    const wrongType = await t.post(url(client.id), { name: ["not", "a", "string"] }, { as: client });
    expect(wrongType.status).toBe(400);
    expect((await t.get(url(client.id), { as: null })).status).toBe(401);
    expect((await t.post(url(client.id), { name: "Anon" }, { as: null })).status).toBe(401);
    expect(await stored(client.id)).toEqual({ name: "Client Co", city: "Zurich" });
  });
});
