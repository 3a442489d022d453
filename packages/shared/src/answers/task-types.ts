import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";
import { taskTypeSummaryAnswer } from "./tasks";

/** A task's type as every task answer carries it. */
export type TaskTypeSummary = z.infer<typeof taskTypeSummaryAnswer>;

/** A task type of the workspace (pm/v2/task-types; server/src/modules/task-types/load.ts presentTaskType). */
export const taskTypeAnswer = taskTypeSummaryAnswer.extend({ description: z.string() });
export type TaskType = z.infer<typeof taskTypeAnswer>;

export const taskTypesAnswer = itemAnswer(z.array(taskTypeAnswer));
export const taskTypeWrittenAnswer = writtenAnswer(taskTypeAnswer);
export const taskTypeDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
