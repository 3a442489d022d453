-- The task reports (modules/reports/task-report.ts, task-report-page.ts), continued from 0017.
-- The totals read their sums off the report indexes alone: the completed report's index now carries the
-- status too, which the "complete" part of the totals names.
DROP INDEX IF EXISTS "tasks_report_completed_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_report_completed_idx" ON "tasks" ("completed_at") INCLUDE ("project_id", "estimation", "status") WHERE "parent_id" = 0 AND "status" = 1;
--> statement-breakpoint
-- The project and milestone reports page their tasks newest first: without these, a page of 20 sorted a
-- whole project's tasks (37 ms at 2,000) and a milestone's read every task of the workspace.
CREATE INDEX IF NOT EXISTS "tasks_report_project_idx" ON "tasks" ("project_id", "created_at") INCLUDE ("estimation", "status") WHERE "parent_id" = 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_report_milestone_idx" ON "tasks" ("milestone_id", "created_at") INCLUDE ("project_id", "estimation", "status") WHERE "parent_id" = 0;
--> statement-breakpoint
-- The user activities report: one person's activity in a range, newest first (was: walk every activity).
DROP INDEX IF EXISTS "activities_actor_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activities_actor_idx" ON "activities" ("actor_id", "created_at", "id");
