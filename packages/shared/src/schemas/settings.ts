import { z } from "zod";
import { CAPABILITY_KEYS } from "../capabilities";
import { zBool } from "./primitives";

const flagGroup = z.object(Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, zBool.optional()]))).strict();

/** The capability flags as the capabilities tab saves them. */
export const capabilitiesValue = z.object({ co_worker: flagGroup.optional(), client: flagGroup.optional() }).strict();

const settingKey = z
  .string({ error: "Setting key is required." })
  .regex(/^[a-z][a-z0-9_]{0,63}$/, "Setting keys are lower-case words joined by underscores.");

export const saveSettingsBody = z.object({
  settings: z
    .array(z.object({ key: settingKey, value: z.unknown() }), { error: "Send settings as a list of {key, value}." })
    .min(1, "Send at least one setting.")
    .max(50, "Send at most 50 settings at once."),
});
export type SaveSettingsBody = z.infer<typeof saveSettingsBody>;

export const settingsQuery = z.object({ key: z.string().max(64).optional() });
