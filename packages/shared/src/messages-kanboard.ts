/**
 * Texts of the kanboard (issue 15). The original answered its kanboard calls with the time tracker's texts
 * (copied by mistake); these say what happened to columns and cards. "This task already included in others
 * column." is the spec's own, word for word (MESSAGES.taskAlreadyInColumn).
 */
export const KANBOARD_MESSAGES = {
  columnTitleRequired: "Column title is required.",
  columnNotFound: "The column was not found.",
  tooManyColumns: "A board holds at most {max} columns.",
  headerBackgroundInvalid: "Give the header colour as #rrggbb.",
  automationTypeInvalid: "Automation must be one of todo, in_progress, done, none, users or taskStatus.",
  automationUsersRequired: "Choose at least one person for this automation.",
  automationStatusInvalid: "Task status must be completed or incomplete.",
  automationListsNotInProject: "Choose task lists of this project.",
  automationUsersNotMembers: "Every person must be a member of the project.",
  /** The cross-column rules: each breach names the column that already holds the rule. */
  newTasksTaken: "The column “{title}” already receives every new task.",
  listTaken: "New tasks of the list “{list}” already go to the column “{title}”.",
  doneTaken: "The column “{title}” already receives completed tasks.",
  reopenedTaken: "The column “{title}” already receives reopened tasks.",
  completesTaken: "The column “{title}” already completes the tasks dropped on it.",
  reopensTaken: "The column “{title}” already reopens the tasks dropped on it.",
  boardOrdersRequired: "Board orders are required.",
  ordersRequired: "Orders are required.",
  sectionRequired: "The column (section_id) is required.",
  senderRequired: "The column the cards come from (sender_section_id) is required.",
  duplicateIds: "Each task may appear only once.",
  subTaskNotACard: "A sub-task cannot be put on the board: put its task there.",
  listViewTypeInvalid: "The view must be list or kanboard.",
} as const;

export const KANBOARD_DONE = {
  columnCreated: "A new column has been added to the board.",
  columnUpdated: "The column has been updated.",
  columnDeleted: "The column has been deleted; its tasks stay in the project.",
  columnsSorted: "The columns have been reordered.",
  cardsSorted: "The cards have been reordered.",
  cardsMoved: "The cards have been moved.",
  cardAdded: "The task has been added to the column.",
  cardRemoved: "The task has been taken off the column.",
  listViewSaved: "Your view of this project's tasks has been saved.",
} as const;

/** `{name}` placeholders of a message, filled in. */
export const fillMessage = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
