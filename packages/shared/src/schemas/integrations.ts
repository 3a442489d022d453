import { z } from "zod";

/** The per-project integrations saved through `POST pm/v2/projects/{id}/settings` (issue 17). */
export const SLACK_SETTING_KEY = "slack";
export const GIT_BIT_SETTING_KEY = "git_bit";

export const SLACK_OPTION_KEYS = [
  "create",
  "update",
  "complete",
  "incomplete",
  "createComment",
  "updateComment",
] as const;
export type SlackOptionKey = (typeof SLACK_OPTION_KEYS)[number];
export type SlackOptions = Record<SlackOptionKey, boolean>;

/** The spec's defaults: everything on but edited comments. */
export const SLACK_OPTION_DEFAULTS: SlackOptions = {
  create: true,
  update: true,
  complete: true,
  incomplete: true,
  createComment: true,
  updateComment: false,
};

export const INTEGRATION_MESSAGES = {
  webhookInvalid: "Enter the webhook URL Slack gave you (https://…).",
  webhookNotPublic: "Cairn only calls public addresses: this host is private, local or could not be found.",
  statusInvalid: 'Status is "enable" or "disable".',
  webhookRequired: "Enter the webhook URL before enabling Slack.",
  secretTooLong: "The secret is at most 200 characters.",
  testNeedsWebhook: "Enter the webhook URL first.",
  testSent: "Test message sent to {{host}}.",
  testAnswered: "Slack answered {{status}}: check the webhook URL.",
  testUnreachable: "Slack could not be reached. Try again in a moment.",
} as const;

/** The original stores "false" for off: a missing option counts as its default, the string "false" as off. */
const option = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ""
        ? fallback
        : v === "false" || v === "0" || v === 0
          ? false
          : v === "true" || v === "1" || v === 1
            ? true
            : v,
    z.boolean({ error: "Must be true or false." }),
  );

const slackOptions = z
  .object(
    Object.fromEntries(SLACK_OPTION_KEYS.map((k) => [k, option(SLACK_OPTION_DEFAULTS[k])])) as {
      [K in SlackOptionKey]: ReturnType<typeof option>;
    },
  )
  .default(SLACK_OPTION_DEFAULTS);

const status = z.enum(["enable", "disable"], { error: INTEGRATION_MESSAGES.statusInvalid });

/**
 * `{status, webhook, options: {tasks: {...}, subTasks: {...}}}`. The webhook's scheme (https, or http for the
 * hosts the server allows) is checked by the server, which knows that list.
 */
export const slackSettingValue = z
  .object({
    status: status.default("disable"),
    webhook: z
      .string({ error: INTEGRATION_MESSAGES.webhookInvalid })
      .trim()
      .max(500, INTEGRATION_MESSAGES.webhookInvalid)
      .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), INTEGRATION_MESSAGES.webhookInvalid)
      .default(""),
    options: z
      .object({ tasks: slackOptions, subTasks: slackOptions })
      .default({ tasks: SLACK_OPTION_DEFAULTS, subTasks: SLACK_OPTION_DEFAULTS }),
  })
  .refine((v) => v.status === "disable" || v.webhook !== "", {
    message: INTEGRATION_MESSAGES.webhookRequired,
    path: ["webhook"],
  });
export type SlackSetting = z.infer<typeof slackSettingValue>;

export const SLACK_DEFAULT: SlackSetting = {
  status: "disable",
  webhook: "",
  options: { tasks: SLACK_OPTION_DEFAULTS, subTasks: SLACK_OPTION_DEFAULTS },
};

/**
 * `POST pm/v2/projects/{id}/slack/test`: the webhook to try (the form's, before it is saved), or the saved one
 * when left out.
 */
export const slackTestBody = z.object({
  webhook: z
    .string({ error: INTEGRATION_MESSAGES.webhookInvalid })
    .trim()
    .max(500, INTEGRATION_MESSAGES.webhookInvalid)
    .optional(),
});
export type SlackTestBody = z.infer<typeof slackTestBody>;

/** `{status, secret?}`: an empty secret turns signature checks off. */
export const gitBitSettingValue = z.object({
  status: status.default("disable"),
  secret: z.string().max(200, INTEGRATION_MESSAGES.secretTooLong).optional(),
});
export type GitBitSetting = z.infer<typeof gitBitSettingValue>;
