-- A project's calendar month (modules/calendar/events-statement.ts) found the tasks overlapping its days by
-- reading every top-level task of the project and testing its dates: 7,700 rows for a month of 230 on the
-- large dataset, most of the statement. A task's days as a range, in a GiST index led by the project
-- (btree_gist lets the integer sit beside the range), answer "overlaps these days" directly. least/greatest
-- keep a range whose dates were saved the wrong way round valid (the event reads forwards, calendar/present.ts);
-- tasks with no date are not on a calendar and stay out of the index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_calendar_span_idx" ON "tasks" USING gist ("project_id", daterange(least("start_at", "due_date"), greatest("start_at", "due_date"), '[]')) WHERE "parent_id" = 0 AND ("start_at" IS NOT NULL OR "due_date" IS NOT NULL);
