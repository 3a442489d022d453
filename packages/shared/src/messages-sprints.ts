/**
 * Texts of the sprints (issue 20, spec 001 "Sprints"). The spec names no sprint message of its own beyond the
 * "Are you sure?" confirmations (the web app's); these say what happened and why a call was refused.
 */
export const SPRINT_MESSAGES = {
  titleRequired: "Sprint title is required.",
  startRequired: "The start date is required.",
  dueRequired: "The due date is required.",
  projectsRequired: "Choose at least one project.",
  tooManyProjects: "A sprint draws from at most {max} projects.",
  tasksRequired: "Choose at least one task.",
  sprintNotFound: "The sprint was not found.",
  statusInvalid: "Status must be active or completed.",
  taskNotInProjects: "Only tasks of the sprint's projects can join it.",
  subTaskNotAllowed: "A sub-task cannot join a sprint: add its task.",
  archivedListTask: "A task of an archived list cannot join a sprint: restore its list first.",
  taskInAnotherSprint: "This task is already in another active sprint.",
  sprintCompleted: "This sprint is completed: it takes no more changes to its tasks.",
  alreadyCompleted: "This sprint is already completed.",
  moveTargetInvalid: "Move the unfinished tasks to another active sprint.",
  moveTargetProjects: "The sprint that takes the unfinished tasks must draw from their projects.",
  taskNotInSprint: "The task is not in this sprint.",
  sprintTaskStatus: "A task in an active sprint is ticked done or undone by a manager of its project or its creator.",
} as const;

export const SPRINT_DONE = {
  created: "The sprint has been created.",
  updated: "The sprint has been updated.",
  deleted: "The sprint has been deleted; its tasks stay in their projects.",
  tasksAdded: "The tasks have been added to the sprint.",
  taskRemoved: "The task has been removed from the sprint.",
  completed: "The sprint has been completed.",
} as const;
