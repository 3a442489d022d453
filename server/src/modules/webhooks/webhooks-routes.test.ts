import { beforeAll, describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";

/** The webhooks' routes: what they answer, and every refusal, which changes nothing. */
const t = useTestApp();

/** A public address given as a literal: no DNS is asked, and no job runs in this file. */
const PUBLIC_URL = "https://93.184.215.14/hook";

let boss: TestUser;
let manager: TestUser;
let coWorker: TestUser;
let client: TestUser;
let outsider: TestUser;
let pid: number;
let otherPid: number;
let base: string;
let hookId: number;
let otherHookId: number;
let workspaceHookId: number;

beforeAll(async () => {
  boss = await t.user({ manager: true });
  manager = await t.user();
  coWorker = await t.user();
  client = await t.user();
  outsider = await t.user();
  pid = await t.project({ manager, coWorkers: [coWorker], clients: [client] });
  otherPid = await t.project({ manager: outsider });
  base = `/api/pm-pro/v2/projects/${pid}/webhooks`;
  hookId = (await t.post(base, { url: PUBLIC_URL, events: ["task.created"] }, { as: manager })).body.data.id;
  otherHookId = (
    await t.post(
      `/api/pm-pro/v2/projects/${otherPid}/webhooks`,
      { url: PUBLIC_URL, events: ["task.created"] },
      { as: outsider },
    )
  ).body.data.id;
  workspaceHookId = (
    await t.post("/api/pm-pro/v2/webhooks", { url: PUBLIC_URL, events: ["project.created"] }, { as: boss })
  ).body.data.id;
});

describe("webhook endpoints", () => {
  it("answers the secret once, at creation, and never in the list", async () => {
    const res = await t.post(
      base,
      { url: PUBLIC_URL, events: ["task.updated", "task.created", "task.created"], description: "CI", active: "0" },
      { as: manager },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("The webhook has been created. Copy its secret now: it is shown only once.");
    expect(res.body.data).toMatchObject({
      project_id: pid,
      url: PUBLIC_URL,
      // Each once, in the list's own order.
      events: ["task.created", "task.updated"],
      active: false,
      description: "CI",
      created_by: manager.id,
      last_status: null,
    });
    expect(res.body.data.secret).toMatch(/^whsec_/);
    const list = await t.get(base, { as: manager });
    expect(list.status).toBe(200);
    expect(list.body.data.map((h: { id: number }) => h.id)).toEqual([hookId, res.body.data.id]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.data.secret);
    expect(JSON.stringify(list.body)).not.toContain("secret");

    // A global manager manages every project's endpoints; the workspace's are apart.
    expect((await t.get(base, { as: boss })).body.data).toHaveLength(2);
    expect((await t.get("/api/pm-pro/v2/webhooks", { as: boss })).body.data.map((h: { id: number }) => h.id)).toEqual([
      workspaceHookId,
    ]);
  });

  it("updates what it is given, and rotates the secret on request", async () => {
    const made = await t.post(base, { url: PUBLIC_URL, events: ["task.created"] }, { as: manager });
    const path = `${base}/${made.body.data.id}`;
    const res = await t.post(`${path}/update`, { active: false, events: ["comment.created"] }, { as: manager });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ url: PUBLIC_URL, active: false, events: ["comment.created"] });
    expect(res.body.data.secret).toBeUndefined();
    const rotated = await t.post(`${path}/rotate-secret`, {}, { as: manager });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(made.body.data.secret);
    // A paused endpoint cannot be tested: nothing would be sent.
    const ping = await t.post(`${path}/test`, {}, { as: manager });
    expect(ping.status).toBe(422);
    expect(ping.body.message).toEqual(["The webhook is paused: activate it first."]);
    expect((await t.post(`${path}/delete`, {}, { as: manager })).status).toBe(200);
    expect((await t.get(`${path}/deliveries`, { as: manager })).status).toBe(404);
  });

  it("refuses bad fields and addresses Cairn will not call, changing nothing", async () => {
    const digest = await databaseDigest(t);
    const before = await digest();
    const bad: [unknown, string, number, string][] = [
      [{ events: ["task.created"] }, "url", 400, "Enter the URL that receives the deliveries."],
      [{ url: 42, events: ["task.created"] }, "url", 400, "Enter the URL that receives the deliveries."],
      [{ url: "not a url", events: ["task.created"] }, "url", 400, "Enter a full URL starting with https://."],
      [{ url: PUBLIC_URL, events: [] }, "events", 400, "Choose at least one event."],
      [{ url: PUBLIC_URL, events: "task.created" }, "events", 400, "Choose at least one event."],
      [{ url: PUBLIC_URL, events: ["task.exploded"] }, "events.0", 400, "Unknown event."],
      [{ url: PUBLIC_URL, events: ["ping"] }, "events.0", 400, "Unknown event."],
      [{ url: PUBLIC_URL, events: ["task.created"], active: "maybe" }, "active", 400, "Must be true or false."],
      [
        { url: PUBLIC_URL, events: ["task.created"], description: "x".repeat(501) },
        "description",
        400,
        "The description is at most 500 characters.",
      ],
      [
        { url: "http://93.184.215.14/hook", events: ["task.created"] },
        "url",
        422,
        "Enter a full URL starting with https://.",
      ],
      [
        { url: "https://user:pw@93.184.215.14/hook", events: ["task.created"] },
        "url",
        422,
        "Enter a full URL starting with https://.",
      ],
      [
        { url: "https://127.0.0.1/hook", events: ["task.created"] },
        "url",
        422,
        "Cairn only calls public addresses over https: 127.0.0.1 is a loopback address.",
      ],
      [
        { url: "https://10.1.2.3/hook", events: ["task.created"] },
        "url",
        422,
        "Cairn only calls public addresses over https: 10.1.2.3 is a private address.",
      ],
      [
        { url: "https://169.254.169.254/latest", events: ["task.created"] },
        "url",
        422,
        "Cairn only calls public addresses over https: 169.254.169.254 is a link local address.",
      ],
      [
        { url: "https://[::1]/hook", events: ["task.created"] },
        "url",
        422,
        "Cairn only calls public addresses over https: ::1 is a loopback address.",
      ],
      [
        { url: "https://metadata.google.internal/x", events: ["task.created"] },
        "url",
        422,
        "Cairn only calls public addresses over https: metadata.google.internal is a metadata service.",
      ],
    ];
    for (const [body, field, status, message] of bad) {
      const res = await t.post(base, body, { as: manager });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.data.params[field], JSON.stringify(res.body)).toEqual([message]);
    }
    // The same rules on update.
    const update = await t.post(`${base}/${hookId}/update`, { url: "https://127.0.0.1/x" }, { as: manager });
    expect(update.status).toBe(422);
    expect((await t.post(`${base}/${hookId}/update`, { events: ["nope"] }, { as: manager })).status).toBe(400);
    expect((await t.post(`${base}/${hookId}/update`, { active: [] }, { as: manager })).status).toBe(400);
    expect(await digest()).toBe(before);
  });

  it("refuses callers without the right, and other scopes' ids, changing nothing", async () => {
    const digest = await databaseDigest(t);
    const before = await digest();
    const hook = `${base}/${hookId}`;
    const calls: [string, string, unknown?][] = [
      ["GET", base],
      ["POST", base, { url: PUBLIC_URL, events: ["task.created"] }],
      ["POST", `${hook}/update`, { active: false }],
      ["POST", `${hook}/rotate-secret`],
      ["POST", `${hook}/test`],
      ["GET", `${hook}/deliveries`],
      ["POST", `${hook}/deliveries/1/resend`],
      ["POST", `${hook}/delete`],
    ];
    const expectAll = async (as: TestUser | undefined, status: number, at: (path: string) => string = (p) => p) => {
      for (const [method, path, body] of calls) {
        const res = await t.request(method, at(path), { as, ...(method === "POST" ? { body: body ?? {} } : {}) });
        expect(res.status, `${method} ${at(path)}`).toBe(status);
        expect(JSON.stringify(res.body)).not.toContain("whsec_");
      }
    };
    // Members who are not its managers: the project is theirs to see, its webhooks not.
    await expectAll(coWorker, 403);
    await expectAll(client, 403);
    // Not a member: the project is not revealed.
    await expectAll(outsider, 404);
    await expectAll(undefined, 401);
    // Another project's endpoint, by its manager, through this project's address: as an id of nothing.
    await expectAll(manager, 404, (p) => p.replace(`/${hookId}`, `/${otherHookId}`).replace(base, base));
    // A workspace endpoint through a project's address, and a project's through the workspace's.
    const workspace = "/api/pm-pro/v2/webhooks";
    for (const path of [
      `${base}/${workspaceHookId}/update`,
      `${workspace}/${hookId}/update`,
      `${workspace}/${otherHookId}/delete`,
    ]) {
      expect((await t.post(path, { active: false }, { as: boss })).status, path).toBe(404);
    }
    // The workspace's routes are global managers' only.
    for (const as of [manager, coWorker, outsider]) {
      expect((await t.get(workspace, { as })).status).toBe(403);
      expect((await t.post(workspace, { url: PUBLIC_URL, events: ["task.created"] }, { as })).status).toBe(403);
      expect((await t.post(`${workspace}/${workspaceHookId}/delete`, {}, { as })).status).toBe(403);
    }
    // A delivery of another endpoint.
    expect((await t.post(`${hook}/deliveries/999999/resend`, {}, { as: manager })).body.message).toEqual([
      "The delivery was not found.",
    ]);
    // Ids that are not ids.
    expect((await t.post(`${base}/abc/update`, { active: false }, { as: manager })).status).toBe(400);
    expect((await t.get(`${hook}/deliveries`, { as: manager, query: { per_page: "0" } })).status).toBe(400);
    expect(await digest()).toBe(before);
  });
});
