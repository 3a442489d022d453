/** The task types' texts (Settings → Task types), declared once for the server and the web app. */
export const TASK_TYPE_MESSAGES = {
  titleRequired: "Enter a name for the task type.",
  notFound: "The task type was not found.",
  unknownType: "Choose a task type that exists.",
} as const;

export const TASK_TYPE_DONE = {
  created: "The task type has been created.",
  updated: "The task type has been updated.",
  deleted: "The task type has been deleted; its tasks have no type now.",
} as const;
