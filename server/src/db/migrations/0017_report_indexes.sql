-- The reports' ranges over every project (modules/reports/task-report.ts): each report reads one date of
-- top-level tasks, so each gets a partial index on it, carrying what the totals sum (index-only scans).
-- Hand-written and kept out of the drizzle schema, like 0016: a generated migration would not
-- know to leave them alone otherwise.
CREATE INDEX IF NOT EXISTS "tasks_report_due_idx" ON "tasks" ("due_date") INCLUDE ("project_id", "estimation", "status") WHERE "parent_id" = 0 AND "status" <> 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_report_completed_idx" ON "tasks" ("completed_at") INCLUDE ("project_id", "estimation") WHERE "parent_id" = 0 AND "status" = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_report_created_idx" ON "tasks" ("created_at") INCLUDE ("project_id", "estimation", "status") WHERE "parent_id" = 0;
