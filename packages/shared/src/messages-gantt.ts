/**
 * Texts of the Gantt chart (issue 20). The original's Gantt answered refused links with no text at all (its
 * chart ignored errors); these say what was wrong so the chart can show it.
 */
export const GANTT_MESSAGES = {
  sourceRequired: "Choose the task the link starts from (source).",
  targetRequired: "Choose the task the link leads to (target).",
  typeInvalid:
    "Link type must be 0 (finish-to-start), 1 (start-to-start), 2 (finish-to-finish) or 3 (start-to-finish).",
  selfLink: "A task cannot depend on itself.",
  duplicate: "These two tasks are already linked this way.",
  cycle: "This link would close a circle of dependencies: {path}.",
  linkNotFound: "The link was not found.",
  taskNotFound: "The task was not found.",
} as const;

export const GANTT_DONE = {
  linkCreated: "The tasks have been linked.",
  linkDeleted: "The link has been removed.",
} as const;
