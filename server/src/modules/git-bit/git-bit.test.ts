import { createHmac, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { comments, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });

let manager: TestUser;
let worker: TestUser;
let pid: number;
let token: string;

/** The card's toggle and secret, saved through the project settings call; the answer gives the address. */
async function enableGitBit(secret = "") {
  const res = await t.post(
    `/api/pm/v2/projects/${pid}/settings`,
    { settings: [{ key: "git_bit", value: { status: "enable", secret } }] },
    { as: manager },
  );
  expect(res.status).toBe(200);
  const url = res.body.data[0].value.webhook_url as string;
  token = new URL(url).searchParams.get("token") as string;
}

beforeEach(async () => {
  manager = await t.user({ name: "Mia Manager" });
  worker = await t.user({ name: "Walt Worker" });
  pid = await t.project({ manager, coWorkers: [worker] });
  await enableGitBit();
});

/** GitHub's delivery as its documentation shows it: JSON body, event and delivery headers, optional signature. */
async function github(
  event: string,
  payload: object,
  options: { secret?: string; delivery?: string; sign?: string } = {},
) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "GitHub-Hookshot/0a1b2c3",
    "x-github-event": event,
    "x-github-delivery": options.delivery ?? randomUUID(),
  };
  if (options.secret)
    headers["x-hub-signature-256"] = `sha256=${createHmac("sha256", options.secret).update(body).digest("hex")}`;
  if (options.sign) headers["x-hub-signature-256"] = options.sign;
  return t.app.inject({
    method: "POST",
    url: `/api/pm-pro/v2/integrations/${pid}?token=${token}`,
    headers,
    payload: body,
  });
}

const issue = (id: number, title = "Crash on save", body = "Steps:\n1. save\n\nIt <b>crashes</b>.") => ({
  id,
  number: id % 1000,
  title,
  body,
  state: "open",
  user: { login: "octocat" },
});
const repository = { id: 1296269, full_name: "octo/hello-world" };
const sender = { login: "octocat" };

const taskOf = async (id: number) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];

describe("GitHub issue sync", () => {
  it("turns an opened issue into an Inbox task, once, whatever the redeliveries", async () => {
    const delivery = randomUUID();
    const res = await github("issues", { action: "opened", issue: issue(101), repository, sender }, { delivery });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.result).toBe("task created");
    const task = await taskOf(answer.task_id);
    expect(task).toMatchObject({ projectId: pid, title: "Crash on save", status: 0, createdBy: 0 });
    expect(task.description).toBe("<p>Steps:<br />1. save</p><p>It &lt;b&gt;crashes&lt;/b&gt;.</p>");
    const project = await t.get(`/api/pm/v2/projects/${pid}`, { as: manager });
    expect(task.taskListId).toBe(project.body.data.inbox_list_id);
    // The activity names the GitHub login nobody is mapped to.
    const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: manager });
    const created = feed.body.data.find(
      (a: { action: string; resource_id: number }) => a.action === "create_task" && a.resource_id === task.id,
    );
    expect(created.actor.data).toEqual({ id: 0, display_name: "[Github] octocat" });

    const again = await github("issues", { action: "opened", issue: issue(101), repository, sender }, { delivery });
    expect(again.json().data.result).toBe("already handled");
    const other = await github("issues", { action: "opened", issue: issue(101), repository, sender });
    expect(other.json().data.result).toBe("already linked");
    expect(
      (await t.database.db.select().from(tasks).where(eq(tasks.projectId, pid))).filter(
        (r) => r.title === "Crash on save",
      ),
    ).toHaveLength(1);
  });

  it("follows the issue's life: closed, reopened, edited, commented, comment edited and deleted, deleted", async () => {
    const opened = await github("issues", { action: "opened", issue: issue(202), repository, sender });
    const id = opened.json().data.task_id as number;
    await github("issues", { action: "closed", issue: { ...issue(202), state: "closed" }, repository, sender });
    expect((await taskOf(id)).status).toBe(1);
    await github("issues", { action: "reopened", issue: issue(202), repository, sender });
    expect((await taskOf(id)).status).toBe(0);
    await github("issues", {
      action: "edited",
      issue: issue(202, "Crash on save (Windows)", "Only on Windows"),
      repository,
      sender,
    });
    expect(await taskOf(id)).toMatchObject({ title: "Crash on save (Windows)", description: "<p>Only on Windows</p>" });

    const comment = { id: 9001, body: "Confirmed", user: { login: "octocat" } };
    const made = await github("issue_comment", { action: "created", issue: issue(202), comment, repository, sender });
    const commentId = made.json().data.comment_id as number;
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row).toMatchObject({ commentableType: "task", commentableId: id, content: "<p>Confirmed</p>" });
    await github("issue_comment", {
      action: "edited",
      issue: issue(202),
      comment: { ...comment, body: "Confirmed twice" },
      repository,
      sender,
    });
    expect((await t.database.db.select().from(comments).where(eq(comments.id, commentId)))[0].content).toBe(
      "<p>Confirmed twice</p>",
    );
    await github("issue_comment", { action: "deleted", issue: issue(202), comment, repository, sender });
    expect(await t.database.db.select().from(comments).where(eq(comments.id, commentId))).toHaveLength(0);

    const gone = await github("issues", { action: "deleted", issue: issue(202), repository, sender });
    expect(gone.json().data.result).toBe("task deleted");
    expect(await taskOf(id)).toBeUndefined();
    // An issue Cairn never saw opened is ignored, not guessed at.
    const stray = await github("issues", { action: "closed", issue: issue(999), repository, sender });
    expect(stray.json().data.result).toMatch(/^ignored/);
  });

  it("reads GitHub's form encoding too (payload=…), signed over the form body", async () => {
    await enableGitBit("form-secret");
    const body = new URLSearchParams({
      payload: JSON.stringify({ action: "opened", issue: issue(707), repository, sender }),
    }).toString();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/pm-pro/v2/integrations/${pid}?token=${token}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-github-event": "issues",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${createHmac("sha256", "form-secret").update(body).digest("hex")}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await taskOf(res.json().data.task_id)).title).toBe("Crash on save");
  });

  it("acts as the member the user map names", async () => {
    const mapped = await t.post(
      "/api/pm/v2/save_users_map_name",
      { project_id: pid, users: [{ user_id: worker.id, github: "OctoCat", bitbucket: "octo_bb" }] },
      { as: manager },
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.message).toBe("User mapping completed");
    expect(mapped.body.data.find((r: { user_id: number }) => r.user_id === worker.id)).toMatchObject({
      github: "OctoCat",
      bitbucket: "octo_bb",
    });
    const res = await github("issues", { action: "opened", issue: issue(303), repository, sender });
    expect((await taskOf(res.json().data.task_id)).createdBy).toBe(worker.id);
    const read = await t.get(`/api/pm/v2/projects/${pid}/users_map_name`, { as: manager });
    expect(read.body.data.map((r: { user_id: number }) => r.user_id).sort()).toEqual([manager.id, worker.id].sort());
  });

  it("checks the shared secret's signature when one is set", async () => {
    await enableGitBit("s3cret");
    const payload = { action: "opened", issue: issue(404), repository, sender };
    expect((await github("issues", payload)).statusCode).toBe(401);
    expect((await github("issues", payload, { secret: "wrong" })).statusCode).toBe(401);
    expect((await github("issues", payload, { sign: "sha1=abc" })).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.projectId, pid), eq(tasks.title, "Crash on save"))),
    ).toHaveLength(0);
    const ok = await github("issues", payload, { secret: "s3cret" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.result).toBe("task created");
    // A refused delivery did not claim its id: the provider's retry, correctly signed, goes through.
    const delivery = randomUUID();
    expect((await github("issues", { ...payload, issue: issue(405) }, { delivery })).statusCode).toBe(401);
    expect(
      (await github("issues", { ...payload, issue: issue(405) }, { delivery, secret: "s3cret" })).json().data.result,
    ).toBe("task created");
  });

  it("refuses wrong addresses, a switched-off setting and a switched-off module, creating nothing", async () => {
    const payload = JSON.stringify({ action: "opened", issue: issue(505), repository, sender });
    const headers = {
      "content-type": "application/json",
      "x-github-event": "issues",
      "x-github-delivery": randomUUID(),
    };
    for (const url of [
      `/api/pm-pro/v2/integrations/${pid}?token=nope`,
      `/api/pm-pro/v2/integrations/${pid}`,
      `/api/pm-pro/v2/integrations/999999?token=${token}`,
    ]) {
      const res = await t.app.inject({ method: "POST", url, headers, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toEqual(["Wrong Url"]);
    }
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "disable" } }] },
      { as: manager },
    );
    const disabled = await github("issues", JSON.parse(payload));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toEqual(["Settings is not enabled"]);
    await enableGitBit();
    const boss = await t.user({ manager: true });
    await t.post("/api/pm-pro/v2/module-update", { module: "git-bit", type: "deactivate" }, { as: boss });
    const off = await github("issues", JSON.parse(payload));
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "git-bit", type: "activate" }, { as: boss });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.projectId, pid))).toHaveLength(0);
  });

  it("shows managers the address and whether a secret is set, members only the status, and nobody the secret", async () => {
    await enableGitBit("top-secret");
    const read = (as: TestUser) => t.get(`/api/pm/v2/projects/${pid}/settings`, { as, query: { key: "git_bit" } });
    const mine = (await read(manager)).body.data[0].value;
    expect(mine).toEqual({
      status: "enable",
      webhook_url: `https://pm.example.test/api/pm-pro/v2/integrations/${pid}?token=${token}`,
      secret_set: true,
    });
    expect((await read(worker)).body.data[0].value).toEqual({ status: "enable" });
    const everything = await t.get(`/api/pm/v2/projects/${pid}/settings`, { as: manager });
    expect(JSON.stringify(everything.body)).not.toContain("top-secret");
    // Saving again keeps the address; an empty secret turns the signature check off.
    await enableGitBit("");
    expect((await read(manager)).body.data[0].value).toMatchObject({
      webhook_url: mine.webhook_url,
      secret_set: false,
    });
    const bad = await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "yes" } }] },
      { as: manager },
    );
    expect(bad.status).toBe(400);
    const byWorker = await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "disable" } }] },
      { as: worker },
    );
    expect(byWorker.status).toBe(403);
  });

  it("makes a new address on demand, and the old one stops working", async () => {
    const res = await t.post(`/api/pm-pro/v2/projects/${pid}/integrations/git-bit/regenerate`, {}, { as: manager });
    expect(res.status).toBe(200);
    const url = res.body.data.webhook_url as string;
    expect(url).toMatch(
      new RegExp(`^https://pm\\.example\\.test/api/pm-pro/v2/integrations/${pid}\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect((await github("issues", { action: "opened", issue: issue(606), repository, sender })).statusCode).toBe(404);
    token = new URL(url).searchParams.get("token") as string;
    expect((await github("issues", { action: "opened", issue: issue(606), repository, sender })).statusCode).toBe(200);
    expect(
      (await t.post(`/api/pm-pro/v2/projects/${pid}/integrations/git-bit/regenerate`, {}, { as: worker })).status,
    ).toBe(403);
  });

  it("refuses a user map from non-managers, for strangers and with malformed logins", async () => {
    const stranger = await t.user();
    const save = (users: unknown, as = manager) =>
      t.post("/api/pm/v2/save_users_map_name", { project_id: pid, users }, { as });
    expect((await save([{ user_id: worker.id, github: "w" }], worker)).status).toBe(403);
    const strange = await save([{ user_id: stranger.id, github: "s" }]);
    expect(strange.status).toBe(400);
    expect(strange.body.data.params["users.0.user_id"]).toEqual(["Only the project's members can be mapped."]);
    expect((await save([{ user_id: worker.id, github: "bad login!" }])).status).toBe(400);
    expect((await save([{ user_id: worker.id, github: "x".repeat(101) }])).status).toBe(400);
    expect((await save([])).status).toBe(400);
    expect((await t.get(`/api/pm/v2/projects/${pid}/users_map_name`, { as: worker })).status).toBe(403);
    const map = await t.get(`/api/pm/v2/projects/${pid}/users_map_name`, { as: manager });
    expect(map.body.data.every((r: { github: string | null }) => r.github === null)).toBe(true);
  });
});

describe("Bitbucket issue sync", () => {
  async function bitbucket(eventKey: string, payload: object, secret?: string) {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Bitbucket-Webhooks/2.0",
      "x-event-key": eventKey,
      "x-hook-uuid": "{b3c2a1d0-0000-4000-8000-000000000001}",
      "x-request-uuid": randomUUID(),
      "x-attempt-number": "1",
    };
    if (secret) headers["x-hub-signature"] = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
    return t.app.inject({
      method: "POST",
      url: `/api/pm-pro/v2/integrations/${pid}?token=${token}`,
      headers,
      payload: body,
    });
  }
  const actor = { display_name: "Bit Bucketeer", nickname: "bucketeer", account_id: "557058:1" };
  const bbIssue = (state = "new") => ({
    id: 7,
    title: "Broken link",
    state,
    content: { raw: "The *docs* link 404s", markup: "markdown" },
  });

  it("creates, completes, reopens and comments, with signatures checked", async () => {
    await enableGitBit("bb-secret");
    expect(
      (await bitbucket("issue:created", { actor, issue: bbIssue(), repository: { full_name: "team/repo" } }))
        .statusCode,
    ).toBe(401);
    const made = await bitbucket(
      "issue:created",
      { actor, issue: bbIssue(), repository: { full_name: "team/repo" } },
      "bb-secret",
    );
    const id = made.json().data.task_id as number;
    expect(await taskOf(id)).toMatchObject({ title: "Broken link", description: "<p>The *docs* link 404s</p>" });
    await bitbucket(
      "issue:updated",
      { actor, issue: bbIssue("resolved"), changes: { state: { old: "new", new: "resolved" } } },
      "bb-secret",
    );
    expect((await taskOf(id)).status).toBe(1);
    await bitbucket(
      "issue:updated",
      { actor, issue: bbIssue("open"), changes: { state: { old: "resolved", new: "open" } } },
      "bb-secret",
    );
    expect((await taskOf(id)).status).toBe(0);
    const c = await bitbucket(
      "issue:comment_created",
      { actor, issue: bbIssue("open"), comment: { id: 55, content: { raw: "On it" } } },
      "bb-secret",
    );
    expect(c.json().data.result).toBe("comment created");
    const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: manager });
    expect(feed.body.data[0].actor.data.display_name).toBe("[Bitbucket] bucketeer");
  });
});
