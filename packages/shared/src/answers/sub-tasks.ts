import { z } from "zod";
import { pageAnswer, writtenAnswer } from "./common";
import { taskAnswer, taskDeletedAnswer, taskWrittenAnswer } from "./tasks";

/** A sub-task is a task whose `parent_id` names its task: the task's answer serves it. */
export const subTasksPageAnswer = pageAnswer(taskAnswer);
export const subTaskWrittenAnswer = taskWrittenAnswer;
export const subTaskDeletedAnswer = taskDeletedAnswer;
/** The positions as they were saved (`index`, as the sorting sends them). */
export const subTasksSortedAnswer = writtenAnswer(z.array(z.object({ id: z.number().int(), index: z.number().int() })));
