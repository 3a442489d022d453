import { z } from "zod";
import { CUSTOM_FIELD_TYPES } from "../custom-field-values";
import { listAnswer, writtenAnswer } from "./common";
import { customFieldValueAnswer, type taskCustomFieldAnswer, tasksSortedAnswer } from "./tasks";

/** A project's custom field (server/src/modules/custom-fields/present.ts): its definition, no audit columns. */
export const customFieldAnswer = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  default: customFieldValueAnswer,
  show_on_card: z.boolean(),
  order: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldAnswer>;

/** What every task answer carries of a field: `custom_fields: {data: [TaskCustomField]}`. */
export type TaskCustomField = z.infer<typeof taskCustomFieldAnswer>;

export const customFieldsAnswer = listAnswer(customFieldAnswer);
export const customFieldWrittenAnswer = writtenAnswer(customFieldAnswer);
export const customFieldDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
/** The orders as they were saved. */
export const customFieldsSortedAnswer = tasksSortedAnswer;
