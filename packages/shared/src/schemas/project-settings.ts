import { GANTT_AUTO_SCHEDULE_KEY } from "./gantt";
import {
  GIT_BIT_SETTING_KEY,
  gitBitSettingValue,
  SLACK_DEFAULT,
  SLACK_SETTING_KEY,
  slackSettingValue,
} from "./integrations";
import { zBool } from "./primitives";

/**
 * Project settings with a known shape (`POST pm/v2/projects/{id}/settings`), and the value a project has until
 * one is saved. `capabilities` keeps its own rules (capabilities.ts); other keys are stored as given.
 */
export const PROJECT_SETTINGS = {
  /** Issue 20 point 4: moving a task shifts its finish-to-start successors. */
  [GANTT_AUTO_SCHEDULE_KEY]: { schema: zBool, default: false },
  /** Issue 17: the Slack card (module slack). */
  [SLACK_SETTING_KEY]: { schema: slackSettingValue, default: SLACK_DEFAULT },
  /** Issue 17: the GitHub/Bitbucket card (module git-bit); its secret is kept apart (git_bit_hooks). */
  [GIT_BIT_SETTING_KEY]: { schema: gitBitSettingValue, default: { status: "disable" } },
} as const;
export type ProjectSettingKey = keyof typeof PROJECT_SETTINGS;
export const isProjectSettingKey = (key: string): key is ProjectSettingKey => Object.hasOwn(PROJECT_SETTINGS, key);
