-- Time logs carry their own payable flag (issue 46 point 5): a task's flag is the default for the logs tracked on
-- it, each log can be set apart, and unbilled time is the payable logs'. Existing logs take their task's flag.
ALTER TABLE "time_logs" ADD COLUMN "payable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "time_logs" l SET "payable" = t."payable" FROM "tasks" t WHERE t."id" = l."task_id" AND t."payable";
