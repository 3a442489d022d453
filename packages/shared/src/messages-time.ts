import { MESSAGES } from "./messages";

/** Texts of the time tracker (issue 16): refusals and the success messages the UI toasts. */
export const TIME_MESSAGES = {
  notAssigned: "You are not assigned to this task.",
  taskDone: "Mark the task as not done before tracking time on it.",
  taskDoneDelete: "Mark the task as not done before deleting time from it.",
  listArchived: "The task list is archived: restore it before deleting time from its tasks.",
  listArchivedTrack: "The task list is archived: restore it before tracking time on its tasks.",
  notRunning: "No time tracker of yours is running on this task.",
  /** The 409 should a start ever race past the per-person turn (modules/time-tracker/start.ts). */
  startedElsewhere: "Another time tracker of yours started at the same moment. Reload to see which one runs.",
  /** The spec's text, word for word (API.md: the messages named in spec/ are used as they are). */
  stopBeforeDelete: MESSAGES.stopTimeTracker,
  stopBeforeCustom: "Stop your time tracker on this task before adding time by hand.",
  notYours: "Only the person who tracked this time can delete it.",
  logNotFound: "The time log was not found.",
  otherProject: "The project does not match the task's.",
  timeFormat: "Enter the time as H:mm, for example 1:30.",
  timeZero: "The time must be more than 0:00.",
  timeOverDay: "At most 24:00 hours can be added for one day.",
  dayFull: "With this time you would have more than 24 hours on this task for that day.",
  /** A billed log is the invoice's record (issue 46 point 5): the invoice must let it go first. */
  billedDelete: "This time is billed on an invoice: remove it from the invoice before deleting it.",
  billedPayable: "This time is billed on an invoice: remove it from the invoice before making it unbillable.",
} as const;

export const TIME_DONE = {
  started: "The time tracker has started.",
  alreadyRunning: "Your time tracker is already running on this task.",
  stopped: "The time tracker has stopped.",
  added: "The time has been added.",
  deleted: "The time log has been deleted.",
  changed: "The time log has been updated.",
} as const;
