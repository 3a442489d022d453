import { SLACK_OPTION_DEFAULTS } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { postForm } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";

const slack = await startHttpCapture();
const t = useTestApp({
  env: { CAIRN_ALLOW_HTTP_WEBHOOKS: slack.host, CAIRN_PUBLIC_URL: "https://pm.example.test" },
});
afterAll(() => slack.close());

let manager: TestUser;
let worker: TestUser;
let pid: number;
let base: string;

type Message = {
  username: string;
  text: string;
  attachments: { author_name: string; title: string; title_link: string; text: string; fields: { value: string }[] }[];
};
const messages = () => slack.requests.map((r) => r.json as Message);

/** The project's Slack card, saved through the project settings call as the web app saves it. */
async function useSlack(value: Record<string, unknown>) {
  const res = await t.post(
    `/api/pm/v2/projects/${pid}/settings`,
    { settings: [{ key: "slack", value }] },
    { as: manager },
  );
  expect(res.status).toBe(200);
}

const deliver = () => t.app.jobs.drain();

beforeEach(async () => {
  manager = await t.user({ name: "Mia Manager" });
  worker = await t.user({ name: "Walt Worker" });
  pid = await t.project({ manager, coWorkers: [worker] });
  base = `/api/pm/v2/projects/${pid}`;
  await useSlack({ status: "enable", webhook: slack.url("/hook") });
  await deliver();
  slack.clear();
});

const newTask = async (body: Record<string, unknown> = {}) => {
  const res = await t.post(`${base}/tasks`, { title: "Ship it", ...body }, { as: manager });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; task_list_id: number };
};

describe("Slack", () => {
  it("posts a new task with its list, assignees, due date and description as Slack markup", async () => {
    const task = await newTask({
      assignees: [worker.id],
      due_date: "2026-12-24",
      description: '<p>Read <a href="https://docs.test/x">the <b>docs</b></a></p>',
    });
    expect(slack.requests).toHaveLength(0); // the request never waits for Slack
    await deliver();
    expect(slack.requests).toHaveLength(1);
    expect(slack.requests[0].url).toBe("/hook");
    expect(slack.requests[0].headers["content-type"]).toBe("application/json");
    const [m] = messages();
    const taskUrl = `https://pm.example.test/projects/${pid}/task-lists/tasks/${task.id}`;
    expect(m.username).toBe("Cairn");
    expect(m.text).toBe(
      `New task has been created in *<https://pm.example.test/projects/${pid}/task-lists/${task.task_list_id}|Inbox>*`,
    );
    expect(m.attachments[0]).toMatchObject({ author_name: "Mia Manager", title: "Ship it", title_link: taskUrl });
    expect(m.attachments[0].text).toBe("Read <https://docs.test/x|the *docs*>");
    expect(m.attachments[0].fields.map((f) => f.value)).toEqual([
      `*Assigned To*: _<https://pm.example.test/my-tasks/reports/${worker.id}|Walt Worker>_`,
      `*Due*: _<!date^${Date.parse("2026-12-24T00:00:00Z") / 1000}^{date_short}^${taskUrl}|2026-12-24>_`,
    ]);
  });

  it("posts an update only when the title, description or due date changed, and status changes as the reference words them", async () => {
    const task = await newTask();
    await deliver();
    slack.clear();
    await t.post(`${base}/tasks/${task.id}/update`, { estimation: 30 }, { as: manager });
    await deliver();
    expect(slack.requests).toHaveLength(0);
    await t.post(
      `${base}/tasks/${task.id}/update`,
      { title: "Ship it today", due_date: "2026-12-01" },
      { as: manager },
    );
    await deliver();
    expect(messages().map((m) => m.text)).toEqual([
      `*<https://pm.example.test/projects/${pid}/task-lists/tasks/${task.id}|Ship it>* has been updated`,
    ]);
    slack.clear();
    await t.post(`${base}/tasks/${task.id}/change-status`, { status: 1 }, { as: manager });
    await deliver();
    await t.post(`${base}/tasks/${task.id}/change-status`, { status: 0 }, { as: manager });
    await deliver();
    const link = `<https://pm.example.test/projects/${pid}/task-lists/tasks/${task.id}|Ship it today>`;
    expect(messages().map((m) => [m.text, m.attachments[0].text])).toEqual([
      ["", `~*${link}*~ has been completed.`],
      ["", `*${link}* has been re-opened.`],
    ]);
  });

  it("posts new comments on tasks but not edited ones by default, and follows each option", async () => {
    const task = await newTask();
    await deliver();
    slack.clear();
    const comment = await t.post(
      `${base}/comments`,
      { content: "<p>Done <i>soon</i></p>", commentable_type: "task", commentable_id: task.id },
      { as: worker },
    );
    expect(comment.status).toBe(201);
    await deliver();
    await t.post(`${base}/comments/${comment.body.data.id}/update`, { content: "<p>Done now</p>" }, { as: worker });
    await deliver();
    expect(messages().map((m) => [m.text.split(" *")[0], m.attachments[0].author_name, m.attachments[0].text])).toEqual(
      [["New comment on", "Walt Worker", "Done _soon_"]],
    );
    slack.clear();
    await useSlack({
      status: "enable",
      webhook: slack.url("/hook"),
      options: { tasks: { ...SLACK_OPTION_DEFAULTS, create: "false" }, subTasks: SLACK_OPTION_DEFAULTS },
    });
    await newTask({ title: "Quiet one" });
    await deliver();
    expect(slack.requests).toHaveLength(0);
  });

  it("lists a comment's attachments as links to Cairn", async () => {
    const task = await newTask();
    await deliver();
    slack.clear();
    const res = await postForm(
      t,
      `${base}/comments`,
      { content: "<p>See the log</p>", commentable_type: "task", commentable_id: task.id },
      [{ name: "crash.log", content: "boom", type: "text/plain" }],
      worker,
    );
    expect(res.status).toBe(201);
    await deliver();
    const fileId = res.body.data.files.data[0].id as number;
    const fields = messages()[0].attachments[0].fields.map((f) => f.value);
    expect(fields).toContain(
      `*Attachments:*\n<https://pm.example.test/api/pm/v2/projects/${pid}/files/${fileId}/download|crash.log>`,
    );
  });

  it("never posts a private task, nor anything while Slack or the module is off", async () => {
    await newTask({ privacy: true });
    await deliver();
    expect(slack.requests).toHaveLength(0);

    await useSlack({ status: "disable", webhook: slack.url("/hook") });
    await newTask();
    await deliver();
    expect(slack.requests).toHaveLength(0);

    await useSlack({ status: "enable", webhook: slack.url("/hook") });
    const boss = await t.user({ manager: true });
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "slack", type: "deactivate" }, { as: boss });
    expect(off.status).toBe(200);
    await newTask();
    await deliver();
    expect(slack.requests).toHaveLength(0);
    await t.post("/api/pm-pro/v2/module-update", { module: "slack", type: "activate" }, { as: boss });
    await newTask();
    await deliver();
    expect(slack.requests).toHaveLength(1);
  });

  it("saves the card through the project settings, refusing what it cannot call and hiding the webhook from members", async () => {
    const saved = await t.get(`/api/pm/v2/projects/${pid}/settings`, { as: manager, query: { key: "slack" } });
    expect(saved.body.data).toEqual([
      {
        key: "slack",
        value: {
          status: "enable",
          webhook: slack.url("/hook"),
          options: { tasks: SLACK_OPTION_DEFAULTS, subTasks: SLACK_OPTION_DEFAULTS },
        },
      },
    ]);
    const seen = await t.get(`/api/pm/v2/projects/${pid}/settings`, { as: worker, query: { key: "slack" } });
    expect(seen.body.data[0].value.webhook).toBe("");
    const save = (value: unknown, as = manager) =>
      t.post(`/api/pm/v2/projects/${pid}/settings`, { settings: [{ key: "slack", value }] }, { as });
    const digest = await databaseDigest(t);
    const before = await digest();
    for (const [value, field] of [
      [{ status: "enable", webhook: "http://example.test/hook" }, "settings.0.value.webhook"],
      [{ status: "enable", webhook: "ftp://example.test/hook" }, "settings.0.value"],
      [{ status: "enable", webhook: "" }, "settings.0.value"],
      [{ status: "on", webhook: slack.url("/x") }, "settings.0.value"],
      [{ status: "enable", webhook: slack.url("/x"), options: { tasks: { create: "maybe" } } }, "settings.0.value"],
      [{ status: "enable", webhook: `https://x.test/${"a".repeat(600)}` }, "settings.0.value"],
    ] as const) {
      const res = await save(value);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(Object.keys(res.body.data.params)).toContain(field);
    }
    expect((await save({ status: "disable" }, worker)).status).toBe(403);
    expect(await digest()).toBe(before);
    const after = await t.get(`/api/pm/v2/projects/${pid}/settings`, { as: manager, query: { key: "slack" } });
    expect(after.body.data[0].value.webhook).toBe(slack.url("/hook"));
  });

  it("retries while Slack fails, and gives up at once on an answer that cannot change", async () => {
    slack.answerNext(500, "internal");
    await newTask({ title: "Retry me" });
    await deliver();
    expect(slack.requests).toHaveLength(1);
    const [pending] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook"), eq(jobs.status, "pending")));
    expect(pending).toMatchObject({ attempts: 1, lastError: "webhook answered 500 (Internal Server Error)" });
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, pending.id));
    await deliver();
    expect(slack.requests).toHaveLength(2);
    expect((slack.requests[1].json as Message).attachments[0].title).toBe("Retry me");

    slack.answerNext(404, "no_service");
    await newTask({ title: "Gone hook" });
    await deliver();
    const failed = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook"), eq(jobs.status, "failed")));
    expect(failed.map((j) => j.lastError)).toContain("webhook answered 404 (Not Found)");
  });
});
