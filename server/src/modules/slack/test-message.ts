import {
  INTEGRATION_MESSAGES,
  routeTo,
  SLACK_DEFAULT,
  SLACK_SETTING_KEY,
  slackSettingValue,
  slackTestBody,
  slackTestWrittenAnswer,
  zId,
} from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { written } from "../../core/http/envelope";
import { invalidField, unprocessableField } from "../../core/http/errors";
import { outboundUrlFormProblem } from "../../core/net/outbound";
import { describeStatus, sendWebhook } from "../../core/net/webhook";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { type Executor, queryRows } from "../../db/client";
import { slackEscape, slackLink } from "./markup";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

async function savedWebhook(db: Executor, projectId: number): Promise<string> {
  const [saved] = await queryRows<{ value: unknown }>(
    db,
    sql`select value from settings where project_id = ${projectId} and key = ${SLACK_SETTING_KEY}`,
  );
  const parsed = slackSettingValue.safeParse(saved?.value ?? SLACK_DEFAULT);
  return parsed.success ? parsed.data.webhook : "";
}

/**
 * `POST pm/v2/projects/{id}/slack/test` (the project's managers): posts one message to the webhook now, during
 * the request, so the form can say whether Slack took it. Unlike the task messages it is not queued: a retry
 * later would tell the manager nothing. The outbound guard is the same, checked where it connects.
 */
export async function slackTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  r.post(
    "/pm/v2/projects/:id/slack/test",
    {
      config: member("manage"),
      schema: { params: z.object({ id: zId }), body: slackTestBody, response: { 200: slackTestWrittenAnswer } },
    },
    async (req) => {
      const { project } = projectAccessOf(req);
      const webhook = req.body.webhook || (await savedWebhook(database.db, project.id));
      if (webhook === "") throw invalidField("webhook", INTEGRATION_MESSAGES.testNeedsWebhook);
      if (outboundUrlFormProblem(webhook, config.outboundAllowHosts)) {
        throw invalidField("webhook", INTEGRATION_MESSAGES.webhookInvalid);
      }
      const projectUrl = `${config.publicUrl}${routeTo("task_lists", { project_id: project.id })}`;
      const message = {
        username: "Cairn",
        text: `Test message from Cairn: this channel will hear of ${slackLink(projectUrl, project.title)}'s tasks.`,
        attachments: [{ fallback: slackEscape(project.title), footer: "Cairn" }],
      };
      const outcome = await sendWebhook(config, webhook, JSON.stringify(message), {});
      if (!outcome.ok) {
        // Refused by the outbound guard where it connected: the address itself is wrong, as when saving it.
        if (outcome.status === null && outcome.permanent) {
          throw invalidField("webhook", INTEGRATION_MESSAGES.webhookNotPublic);
        }
        const problem =
          outcome.status === null
            ? INTEGRATION_MESSAGES.testUnreachable
            : fill(INTEGRATION_MESSAGES.testAnswered, { status: describeStatus(outcome.status) });
        throw unprocessableField("webhook", problem);
      }
      const host = new URL(webhook).host;
      return written(fill(INTEGRATION_MESSAGES.testSent, { host }), { host });
    },
  );
}
