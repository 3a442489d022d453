import { z } from "zod";
import { itemAnswer, listAnswer, wrapped, writtenAnswer } from "./common";
import { userAnswer } from "./users";

/** A person as a department names him: the directory's e-mail only for global managers. */
export const departmentPersonAnswer = userAnswer.extend({ email: z.string().optional() });

/** A department (server/src/modules/departments/present.ts): its lead and members wrapped as in the ERP. */
export const departmentAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  lead: wrapped(departmentPersonAnswer.nullable()),
  members: listAnswer(departmentPersonAnswer),
});
export type Department = z.infer<typeof departmentAnswer>;

export const departmentsAnswer = itemAnswer(z.array(departmentAnswer));
export const departmentWrittenAnswer = writtenAnswer(departmentAnswer);
export const departmentDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
