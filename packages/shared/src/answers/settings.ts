import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/**
 * Settings, global and per project (server/src/modules/settings): `{key, value}` entries. A value's shape is
 * its key's (GLOBAL_SETTINGS, PROJECT_SETTINGS, or a feature's hook), so the answer names the entry, not it.
 */
export const settingEntryAnswer = z.object({ key: z.string(), value: z.unknown() });
export type SettingEntry = z.infer<typeof settingEntryAnswer>;

/** GET pm/v2/settings and pm/v2/projects/{id}/settings. */
export const settingsAnswer = itemAnswer(z.array(settingEntryAnswer));
/** A save answers the entries it wrote, as a reader now gets them. */
export const settingsWrittenAnswer = writtenAnswer(z.array(settingEntryAnswer));

/** A page a member can land on after signing in (the "Front-end page" setting chooses by id). */
export const frontEndPageAnswer = z.object({ id: z.number().int(), title: z.string(), path: z.string() });
export type FrontEndPage = z.infer<typeof frontEndPageAnswer>;
export const frontEndPagesAnswer = itemAnswer(z.array(frontEndPageAnswer));
