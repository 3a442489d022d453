import { writtenAnswer } from "./common";
import { projectAnswer } from "./projects";
import { taskListAnswer } from "./task-lists";

/** A copied project, as the project routes answer it. */
export const projectDuplicatedAnswer = writtenAnswer(projectAnswer);
/** A copied task list, as the task-list routes answer it (no tasks embedded). */
export const listDuplicatedAnswer = writtenAnswer(taskListAnswer);
