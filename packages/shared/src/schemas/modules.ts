import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages-settings";

export const moduleUpdateBody = z.object({
  module: z.string({ error: M.moduleNotFound }).trim().min(1, M.moduleNotFound).max(100),
  type: z.enum(["activate", "deactivate"], { error: M.moduleTypeInvalid }),
});
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBody>;
