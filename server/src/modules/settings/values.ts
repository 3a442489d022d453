import {
  capabilitiesValue,
  GLOBAL_SETTINGS,
  isGlobalSettingKey,
  isProjectSettingKey,
  MAIL_SETTINGS_MESSAGES,
  normalizeCapabilities,
  PROJECT_SETTINGS,
  SETTINGS_MESSAGES,
} from "@cairn/shared";
import { invalid } from "../../core/http/errors";
import { MAIL_SETTING_KEY } from "../../core/mail/mail-settings";

/** A value must survive as JSON and stay small: settings are read on every request of a project. */
const MAX_VALUE_BYTES = 64 * 1024;

export type Scope = { projectId: number | null };

/**
 * Validates the values whose shape the product relies on (capabilities, and the general settings with
 * their types); others are stored as given. General settings are global: a project cannot hold them.
 */
export function normalizeValue(scope: Scope, key: string, value: unknown, index: number): unknown {
  const at = `settings.${index}.value`;
  const size = JSON.stringify(value ?? null).length;
  if (size > MAX_VALUE_BYTES) throw invalid({ [at]: ["This setting is too large."] });
  if (key === MAIL_SETTING_KEY && scope.projectId === null) {
    throw invalid({ [`settings.${index}.key`]: [MAIL_SETTINGS_MESSAGES.settingIsMail] });
  }
  if (key === "capabilities") {
    const parsed = capabilitiesValue.safeParse(value);
    if (!parsed.success) {
      throw invalid({ [at]: ["Capabilities are {co_worker: {flag: true|false}, client: {...}}."] });
    }
    return normalizeCapabilities(parsed.data);
  }
  if (isProjectSettingKey(key)) {
    if (scope.projectId === null) throw invalid({ [`settings.${index}.key`]: [SETTINGS_MESSAGES.settingIsProjects] });
    const parsed = PROJECT_SETTINGS[key].schema.safeParse(value);
    if (!parsed.success) throw invalid({ [at]: [...new Set(parsed.error.issues.map((i) => i.message))] });
    return parsed.data;
  }
  if (isGlobalSettingKey(key)) {
    if (scope.projectId !== null) throw invalid({ [`settings.${index}.key`]: [SETTINGS_MESSAGES.settingIsGlobal] });
    const parsed = GLOBAL_SETTINGS[key].schema.safeParse(value);
    if (!parsed.success) throw invalid({ [at]: [...new Set(parsed.error.issues.map((i) => i.message))] });
    return parsed.data;
  }
  return value ?? null;
}

/**
 * The general settings with their defaults filled in, as every reader sees them. Stored values pass their
 * schema again: Drizzle reads a JSON string that looks like a number ("1") back as that number, and a row
 * written before a key had a schema may hold anything.
 */
export function withGlobalDefaults(stored: Map<string, unknown>): Map<string, unknown> {
  const result = new Map(stored);
  for (const [key, definition] of Object.entries(GLOBAL_SETTINGS)) {
    const parsed = definition.schema.safeParse(result.get(key));
    result.set(key, result.has(key) && parsed.success ? parsed.data : definition.default);
  }
  return result;
}

/** A project's settings with a known shape, their defaults filled in (a stored value passes its schema again). */
export function withProjectDefaults(stored: Map<string, unknown>): Map<string, unknown> {
  const result = new Map(stored);
  for (const [key, definition] of Object.entries(PROJECT_SETTINGS)) {
    const parsed = definition.schema.safeParse(result.get(key));
    result.set(key, result.has(key) && parsed.success ? parsed.data : definition.default);
  }
  return result;
}

/** Keys a signed-in user who is not a global manager may read (what the app's shell needs). */
export const isPublicGlobalKey = (key: string) =>
  key === "logo_url" || (isGlobalSettingKey(key) && GLOBAL_SETTINGS[key].public);
