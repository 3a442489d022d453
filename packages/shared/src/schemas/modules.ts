import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages-settings";

/** An add-on module as the Modules screen lists it. */
export type ModuleSummary = {
  path: string;
  name: string;
  description: string;
  thumbnail: string | null;
  enabled: boolean;
};

export const moduleUpdateBody = z.object({
  module: z.string({ error: M.moduleNotFound }).trim().min(1, M.moduleNotFound).max(100),
  type: z.enum(["activate", "deactivate"], { error: M.moduleTypeInvalid }),
});
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBody>;
