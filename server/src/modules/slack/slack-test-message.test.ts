import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";
import { projectTeam } from "../../test/team";

/** "Send a test message": posted during the request, so the form says at once whether Slack took it. */
const slack = await startHttpCapture();
const t = useTestApp({
  env: { CAIRN_OUTBOUND_ALLOW_HOSTS: slack.host, CAIRN_PUBLIC_URL: "https://pm.example.test" },
});
afterAll(() => slack.close());

const saveSlack = (p: string, as: Awaited<ReturnType<typeof t.user>>, webhook: string) =>
  t.post(`${p}/settings`, { settings: [{ key: "slack", value: { status: "disable", webhook } }] }, { as });

describe("POST pm/v2/projects/{id}/slack/test", () => {
  it("posts a message naming the project to the form's webhook, or the saved one, and says where it went", async () => {
    const { boss, p, pid } = await projectTeam(t, "Slack test");
    slack.clear();
    const typed = await t.post(`${p}/slack/test`, { webhook: slack.url("/typed") }, { as: boss });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ message: `Test message sent to ${slack.host}.`, data: { host: slack.host } });
    expect(slack.requests).toHaveLength(1);
    expect(slack.requests[0].url).toBe("/typed");
    const text = (slack.requests[0].json as { text: string }).text;
    expect(text).toContain(`<https://pm.example.test/projects/${pid}/task-lists|`);

    expect((await saveSlack(p, boss, slack.url("/saved"))).status).toBe(200);
    const saved = await t.post(`${p}/slack/test`, {}, { as: boss });
    expect(saved.status).toBe(200);
    expect(slack.requests.at(-1)?.url).toBe("/saved");
  });

  it("puts Slack's refusal (422), a private or malformed address and a missing webhook (400) under the field", async () => {
    const { boss, p } = await projectTeam(t, "Slack refusals");
    slack.answerNext(404);
    const answered = await t.post(`${p}/slack/test`, { webhook: slack.url("/gone") }, { as: boss });
    expect(answered.status).toBe(422);
    expect(answered.body.data.params.webhook).toEqual(["Slack answered 404 (Not Found): check the webhook URL."]);

    const missing = await t.post(`${p}/slack/test`, {}, { as: boss });
    expect(missing.status).toBe(400);
    expect(missing.body.data.params.webhook).toEqual(["Enter the webhook URL first."]);

    for (const webhook of ["http://169.254.169.254/latest", "ftp://hooks.slack.com/x", "not a url"]) {
      const refused = await t.post(`${p}/slack/test`, { webhook }, { as: boss });
      expect(refused.status, webhook).toBe(400);
      expect(refused.body.data.params.webhook, webhook).toHaveLength(1);
    }
    const wrongType = await t.post(`${p}/slack/test`, { webhook: 12 }, { as: boss });
    expect(wrongType.status).toBe(400);
  });

  it("is the project managers' alone, 404 to a stranger as the project is, and off with the module", async () => {
    const { boss, worker, client, outsider, p } = await projectTeam(t, "Slack people");
    slack.clear();
    const body = { webhook: slack.url("/people") };
    expect((await t.post(`${p}/slack/test`, body, { as: worker })).status).toBe(403);
    expect((await t.post(`${p}/slack/test`, body, { as: client })).status).toBe(403);
    expect((await t.post(`${p}/slack/test`, body, { as: outsider })).status).toBe(404);
    expect((await t.post(`${p}/slack/test`, body)).status).toBe(401);
    expect((await t.post("/api/pm/v2/projects/999999/slack/test", body, { as: boss })).status).toBe(404);
    expect(slack.requests).toHaveLength(0);

    const admin = await t.user({ manager: true });
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "slack", type: "deactivate" }, { as: admin });
    expect(off.status).toBe(200);
    const closed = await t.post(`${p}/slack/test`, body, { as: boss });
    expect(closed.status).toBe(404);
    expect(closed.body.code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "slack", type: "activate" }, { as: admin });
    expect(slack.requests).toHaveLength(0);
  });
});
