import type { Config } from "../../config";
import type { Executor } from "../../db/client";

/** What a setting's hooks know of the call beyond the value. */
export type SettingContext = {
  projectId: number;
  config: Pick<Config, "outboundAllowHosts" | "publicUrl">;
  /** The caller manages the project (the settings' secrets are his to see). */
  canManage: boolean;
  /** The value's place in the body, for errors (`settings.2.value`). */
  at: string;
};

/**
 * A feature's say on one project setting (Slack, GitHub/Bitbucket): `save` checks what the shared schema cannot
 * (the server's allowed hosts) and may keep parts elsewhere (a secret never stored in settings members read),
 * returning what the settings row stores; `present` shapes the stored value for the reader.
 */
export type ProjectSettingHook = {
  save?: (tx: Executor, value: unknown, ctx: SettingContext) => Promise<unknown>;
  present?: (db: Executor, value: unknown, ctx: SettingContext) => Promise<unknown>;
};

const hooks = new Map<string, ProjectSettingHook>();

export function registerProjectSettingHook(key: string, hook: ProjectSettingHook): void {
  hooks.set(key, hook);
}

export const projectSettingHook = (key: string): ProjectSettingHook | undefined => hooks.get(key);
