import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/** A task label of one project (pm-pro/v2/projects/{id}/settings/labels). */
export const labelAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  project_id: z.number().int(),
});
export type Label = z.infer<typeof labelAnswer>;

/** What a task carries of its labels. */
export const taskLabelAnswer = labelAnswer.pick({ id: true, title: true, color: true });
export type TaskLabel = z.infer<typeof taskLabelAnswer>;

export const labelsAnswer = itemAnswer(z.array(labelAnswer));
export const labelWrittenAnswer = writtenAnswer(labelAnswer);
export const labelDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
