import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, tasks } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { hmac, issue, repository, sender, useGitBitProject } from "./test-support";

const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });
const g = useGitBitProject(t);

const taskOf = async (id: number) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];

describe("GitHub issue sync", () => {
  it("turns an opened issue into an Inbox task, once, whatever the redeliveries", async () => {
    const delivery = randomUUID();
    const res = await g.github("issues", { action: "opened", issue: issue(101), repository, sender }, { delivery });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.result).toBe("task created");
    const task = await taskOf(answer.task_id);
    expect(task).toMatchObject({ projectId: g.pid, title: "Crash on save", status: 0, createdBy: 0 });
    expect(task.description).toBe("<p>Steps:<br />1. save</p><p>It &lt;b&gt;crashes&lt;/b&gt;.</p>");
    const project = await t.get(`/api/pm/v2/projects/${g.pid}`, { as: g.manager });
    expect(task.taskListId).toBe(project.body.data.inbox_list_id);
    // The activity names the GitHub login nobody is mapped to.
    const feed = await t.get(`/api/pm/v2/projects/${g.pid}/activities`, { as: g.manager });
    const created = feed.body.data.find(
      (a: { action: string; resource_id: number }) => a.action === "create_task" && a.resource_id === task.id,
    );
    expect(created.actor.data).toEqual({ id: 0, display_name: "[Github] octocat" });

    const again = await g.github("issues", { action: "opened", issue: issue(101), repository, sender }, { delivery });
    expect(again.json().data.result).toBe("already handled");
    // The same issue opened in another body (another sender): the link, not the claim, keeps it single.
    const other = await g.github("issues", {
      action: "opened",
      issue: issue(101),
      repository,
      sender: { login: "hubot" },
    });
    expect(other.json().data.result).toBe("already linked");
    expect(
      (await t.database.db.select().from(tasks).where(eq(tasks.projectId, g.pid))).filter(
        (r) => r.title === "Crash on save",
      ),
    ).toHaveLength(1);
  });

  it("follows the issue's life: closed, reopened, edited, commented, comment edited and deleted, deleted", async () => {
    const opened = await g.github("issues", { action: "opened", issue: issue(202), repository, sender });
    const id = opened.json().data.task_id as number;
    await g.github("issues", { action: "closed", issue: { ...issue(202), state: "closed" }, repository, sender });
    expect((await taskOf(id)).status).toBe(1);
    await g.github("issues", { action: "reopened", issue: issue(202), repository, sender });
    expect((await taskOf(id)).status).toBe(0);
    await g.github("issues", {
      action: "edited",
      issue: issue(202, "Crash on save (Windows)", "Only on Windows"),
      repository,
      sender,
    });
    expect(await taskOf(id)).toMatchObject({ title: "Crash on save (Windows)", description: "<p>Only on Windows</p>" });

    const comment = { id: 9001, body: "Confirmed", user: { login: "octocat" } };
    const made = await g.github("issue_comment", { action: "created", issue: issue(202), comment, repository, sender });
    const commentId = made.json().data.comment_id as number;
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row).toMatchObject({ commentableType: "task", commentableId: id, content: "<p>Confirmed</p>" });
    await g.github("issue_comment", {
      action: "edited",
      issue: issue(202),
      comment: { ...comment, body: "Confirmed twice" },
      repository,
      sender,
    });
    expect((await t.database.db.select().from(comments).where(eq(comments.id, commentId)))[0].content).toBe(
      "<p>Confirmed twice</p>",
    );
    await g.github("issue_comment", { action: "deleted", issue: issue(202), comment, repository, sender });
    expect(await t.database.db.select().from(comments).where(eq(comments.id, commentId))).toHaveLength(0);

    const gone = await g.github("issues", { action: "deleted", issue: issue(202), repository, sender });
    expect(gone.json().data.result).toBe("task deleted");
    expect(await taskOf(id)).toBeUndefined();
    // An issue Cairn never saw opened is ignored, not guessed at.
    const stray = await g.github("issues", { action: "closed", issue: issue(999), repository, sender });
    expect(stray.json().data.result).toMatch(/^ignored/);
  });

  it("acts once on a captured body resent under a new delivery id, signed or not", async () => {
    for (const secret of ["", "replay-secret"]) {
      await g.enable(secret);
      const n = secret ? 811 : 810;
      const options = secret ? { secret } : {};
      const opened = await g.github("issues", { action: "opened", issue: issue(n), repository, sender }, options);
      const id = opened.json().data.task_id as number;
      const closed = { action: "closed", issue: { ...issue(n), state: "closed" }, repository, sender };
      expect((await g.github("issues", closed, options)).json().data.result).toBe("task completed");
      // Someone reopens the task; the captured "closed" body comes back under a fresh delivery id.
      await g.github("issues", { action: "reopened", issue: issue(n), repository, sender }, options);
      expect((await taskOf(id)).status).toBe(0);
      const replay = await g.github("issues", closed, { ...options, delivery: randomUUID() });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data.result).toBe("already handled");
      expect((await taskOf(id)).status).toBe(0);
    }
  });

  it("acts once when one body arrives twice at once, and once in each project it is sent to", async () => {
    const body = { action: "opened", issue: issue(820), repository, sender };
    const answers = await Promise.all([g.github("issues", body), g.github("issues", body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.result).sort()).toEqual(["already handled", "task created"]);
    const titled = async (pid: number) =>
      t.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.projectId, pid), eq(tasks.title, "Crash on save")));
    expect(await titled(g.pid)).toHaveLength(1);
    // A second project hooked to the same repository gets the same body: its own task.
    const first = g.pid;
    g.pid = await t.project({ manager: g.manager });
    await g.enable();
    expect((await g.github("issues", body)).json().data.result).toBe("task created");
    expect(await titled(g.pid)).toHaveLength(1);
    expect(await titled(first)).toHaveLength(1);
  });

  it("reads GitHub's form encoding too (payload=…), signed over the form body", async () => {
    await g.enable("form-secret");
    const body = new URLSearchParams({
      payload: JSON.stringify({ action: "opened", issue: issue(707), repository, sender }),
    }).toString();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/pm-pro/v2/integrations/${g.pid}?token=${g.token}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-github-event": "issues",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${hmac("form-secret", body)}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await taskOf(res.json().data.task_id)).title).toBe("Crash on save");
  });

  it("acts as the member the user map names", async () => {
    const mapped = await t.post(
      "/api/pm/v2/save_users_map_name",
      { project_id: g.pid, users: [{ user_id: g.worker.id, github: "OctoCat", bitbucket: "octo_bb" }] },
      { as: g.manager },
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.message).toBe("User mapping completed");
    expect(mapped.body.data.find((r: { user_id: number }) => r.user_id === g.worker.id)).toMatchObject({
      github: "OctoCat",
      bitbucket: "octo_bb",
    });
    const res = await g.github("issues", { action: "opened", issue: issue(303), repository, sender });
    expect((await taskOf(res.json().data.task_id)).createdBy).toBe(g.worker.id);
    const read = await t.get(`/api/pm/v2/projects/${g.pid}/users_map_name`, { as: g.manager });
    expect(read.body.data.map((r: { user_id: number }) => r.user_id).sort()).toEqual(
      [g.manager.id, g.worker.id].sort(),
    );
  });

  it("checks the shared secret's signature when one is set", async () => {
    await g.enable("s3cret");
    const payload = { action: "opened", issue: issue(404), repository, sender };
    expect((await g.github("issues", payload)).statusCode).toBe(401);
    expect((await g.github("issues", payload, { secret: "wrong" })).statusCode).toBe(401);
    expect((await g.github("issues", payload, { sign: "sha1=abc" })).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.projectId, g.pid), eq(tasks.title, "Crash on save"))),
    ).toHaveLength(0);
    const ok = await g.github("issues", payload, { secret: "s3cret" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.result).toBe("task created");
    // A refused delivery did not claim its id: the provider's retry, correctly signed, goes through.
    const delivery = randomUUID();
    expect((await g.github("issues", { ...payload, issue: issue(405) }, { delivery })).statusCode).toBe(401);
    expect(
      (await g.github("issues", { ...payload, issue: issue(405) }, { delivery, secret: "s3cret" })).json().data.result,
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
      `/api/pm-pro/v2/integrations/${g.pid}?token=nope`,
      `/api/pm-pro/v2/integrations/${g.pid}`,
      `/api/pm-pro/v2/integrations/999999?token=${g.token}`,
    ]) {
      const res = await t.app.inject({ method: "POST", url, headers, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toEqual(["Wrong Url"]);
    }
    await t.post(
      `/api/pm/v2/projects/${g.pid}/settings`,
      { settings: [{ key: "git_bit", value: { status: "disable" } }] },
      { as: g.manager },
    );
    const disabled = await g.github("issues", JSON.parse(payload));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toEqual(["Settings is not enabled"]);
    await g.enable();
    const boss = await t.user({ manager: true });
    await t.post("/api/pm-pro/v2/module-update", { module: "git-bit", type: "deactivate" }, { as: boss });
    const off = await g.github("issues", JSON.parse(payload));
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "git-bit", type: "activate" }, { as: boss });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.projectId, g.pid))).toHaveLength(0);
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
    if (secret) headers["x-hub-signature"] = `sha256=${hmac(secret, body)}`;
    return g.deliver(headers, body);
  }
  const actor = { display_name: "Bit Bucketeer", nickname: "bucketeer", account_id: "557058:1" };
  const bbIssue = (state = "new") => ({
    id: 7,
    title: "Broken link",
    state,
    content: { raw: "The *docs* link 404s", markup: "markdown" },
  });

  it("creates, completes, reopens and comments, with signatures checked", async () => {
    await g.enable("bb-secret");
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
    const feed = await t.get(`/api/pm/v2/projects/${g.pid}/activities`, { as: g.manager });
    expect(feed.body.data[0].actor.data.display_name).toBe("[Bitbucket] bucketeer");
  });

  it("acts once on a captured, signed body resent under a new request id", async () => {
    await g.enable("bb-secret");
    const made = await bitbucket("issue:created", { actor, issue: bbIssue() }, "bb-secret");
    const id = made.json().data.task_id as number;
    const resolved = { actor, issue: bbIssue("resolved"), changes: { state: { old: "new", new: "resolved" } } };
    expect((await bitbucket("issue:updated", resolved, "bb-secret")).json().data.result).toBe("task completed");
    await bitbucket(
      "issue:updated",
      { actor, issue: bbIssue("open"), changes: { state: { old: "resolved", new: "open" } } },
      "bb-secret",
    );
    expect((await taskOf(id)).status).toBe(0);
    // bitbucket() gives every delivery a fresh X-Request-UUID: the replay differs from the capture only there.
    const replay = await bitbucket("issue:updated", resolved, "bb-secret");
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe("already handled");
    expect((await taskOf(id)).status).toBe(0);
  });
});
