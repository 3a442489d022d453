import type { Example } from "./catalogue";

/** A month around the matrix's dates; no project named, since the calendar of all one's projects is for everyone. */
const month = () => ({ start: "2026-03-01", end: "2026-03-31" });

/**
 * The permission matrix's example calls for the calendar module (see catalogue.ts). The feed's own GET takes
 * no session: its token is the credential, and the matrix has none to give, so everyone gets the 404 of an
 * unknown feed; the feed's successful reads are in modules/calendar/feed*.test.ts.
 */
export const CALENDAR_CALLS: Record<string, Example> = {
  "GET /api/pm-pro/v2/calendar-events": { query: month },
  "GET /api/pm-pro/v2/calendar-resource": { query: month },
  "GET /api/pm-pro/v2/calendar-projects": {},
  "GET /api/calendar/feed": {},
  "POST /api/calendar/feed": { body: () => ({ milestones: true }) },
  "POST /api/calendar/feed/delete": {},
  // A well-formed token that opens no feed: 404 for everyone (the token, not the session, is the credential).
  "GET /api/calendar/feed/:file": { okStatus: 404, params: { file: `${"A".repeat(43)}.ics` } },
};
