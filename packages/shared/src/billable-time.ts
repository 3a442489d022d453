/**
 * Tracked time as an invoice bills it (issue 46 point 5): each log rounded to the minute, a task's minutes as
 * hours. The server offers unbilled time with it and the invoice form adds the logs a manager picks with it,
 * so both come to the same hours.
 */

/** The minutes a log bills: its seconds rounded to the minute. */
export const billedMinutes = (seconds: number) => Math.round(seconds / 60);

/** Whole minutes as hours with six decimals at most (100 minutes: "1.666667"). */
export const hoursOfMinutes = (minutes: number) => (Math.round((minutes / 60) * 1e6) / 1e6).toString();
