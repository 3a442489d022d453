import { INTEGRATION_MESSAGES, SLACK_SETTING_KEY, type SlackSetting } from "@cairn/shared";
import { invalid } from "../../core/http/errors";
import { webhookUrlProblem } from "../../core/net/webhook";
import { registerProjectSettingHook } from "../settings/hooks";

/**
 * The Slack setting: its webhook must be one the server will call (https, or http to an allowed host), and
 * only the project's managers read it back (whoever holds it can post to the channel).
 */
export function installSlackSetting(): void {
  registerProjectSettingHook(SLACK_SETTING_KEY, {
    save: async (_tx, value, ctx) => {
      const slack = value as SlackSetting;
      if (slack.webhook !== "" && webhookUrlProblem(slack.webhook, ctx.config.allowHttpWebhooks)) {
        throw invalid({ [`${ctx.at}.webhook`]: [INTEGRATION_MESSAGES.webhookInvalid] });
      }
      return slack;
    },
    present: async (_db, value, ctx) => (ctx.canManage ? value : { ...(value as SlackSetting), webhook: "" }),
  });
}
