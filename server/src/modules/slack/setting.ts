import { INTEGRATION_MESSAGES, SLACK_SETTING_KEY, type SlackSetting } from "@cairn/shared";
import { invalidField } from "../../core/http/errors";
import { outboundHostProblem, outboundUrlFormProblem } from "../../core/net/outbound";
import { registerProjectSettingHook } from "../settings/hooks";

/**
 * The Slack setting: its webhook must be one the server will call (https to a host that resolves to public
 * addresses, or an allowed host), and only the project's managers read it back (whoever holds it can post to
 * the channel).
 */
export function installSlackSetting(): void {
  registerProjectSettingHook(SLACK_SETTING_KEY, {
    save: async (_tx, value, ctx) => {
      const slack = value as SlackSetting;
      if (slack.webhook === "") return slack;
      const allowed = ctx.config.outboundAllowHosts;
      const field = `${ctx.at}.webhook`;
      if (outboundUrlFormProblem(slack.webhook, allowed)) {
        throw invalidField(field, INTEGRATION_MESSAGES.webhookInvalid);
      }
      if (await outboundHostProblem(slack.webhook, allowed)) {
        throw invalidField(field, INTEGRATION_MESSAGES.webhookNotPublic);
      }
      return slack;
    },
    present: async (_db, value, ctx) => (ctx.canManage ? value : { ...(value as SlackSetting), webhook: "" }),
  });
}
