import { CALENDAR_MAX_DAYS } from "./calendar";

/** Texts of the calendar (issue 12): refusals and the messages the UI toasts. */
export const CALENDAR_MESSAGES = {
  endBeforeStart: "The end date cannot be before the start date.",
  rangeTooLong: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time.`,
  feedNotFound: "This calendar feed does not exist or has been revoked.",
} as const;

export const CALENDAR_DONE = {
  feedCreated: "Your calendar feed is ready. Copy its address now: it is shown only once.",
  feedRevoked: "Your calendar feed has been revoked.",
} as const;
