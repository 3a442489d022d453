import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/** An add-on module as the Modules screen lists it (server/src/modules/modules/service.ts). */
export const moduleSummaryAnswer = z.object({
  path: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  enabled: z.boolean(),
});
export type ModuleSummary = z.infer<typeof moduleSummaryAnswer>;

export const moduleListsAnswer = itemAnswer(z.array(moduleSummaryAnswer));
/** The module as a switch leaves it; the activity only for a real change. */
export const moduleWrittenAnswer = writtenAnswer(moduleSummaryAnswer);
