-- The unassigned report (modules/reports/task-report.ts) asked each incomplete task of its range whether
-- anyone is assigned to it: nearly everyone's tasks are, so a page of 20 walked the whole range (70,000
-- tasks of a year on the large dataset, 62 ms) and its totals did it again. Whether a task has assignees is
-- now kept on the task, and the report reads the few unassigned ones off their own index.
ALTER TABLE "tasks" ADD COLUMN IF NOT EXISTS "has_assignees" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "tasks" t SET "has_assignees" = true WHERE EXISTS (SELECT 1 FROM "task_assignees" a WHERE a."task_id" = t."id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_report_unassigned_idx" ON "tasks" ("created_at", "id") INCLUDE ("project_id", "estimation", "status") WHERE "parent_id" = 0 AND "status" <> 1 AND NOT "has_assignees";
--> statement-breakpoint
-- Kept by statement-level triggers on the assignments, one UPDATE per statement whatever its rows: a task made
-- with its people already says so (tasks/create-task.ts), so its assignments' insert updates nothing; only a
-- task's first assignee and its last one's removal change the task.
CREATE OR REPLACE FUNCTION cairn_tasks_now_assigned(task_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE tasks t SET has_assignees = true WHERE t.id = ANY(task_ids) AND NOT t.has_assignees;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cairn_tasks_maybe_unassigned(task_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE tasks t SET has_assignees = false WHERE t.id = ANY(task_ids) AND t.has_assignees
    AND NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = t.id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cairn_mark_assigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_tasks_now_assigned(array(SELECT DISTINCT task_id FROM cairn_new_assignees));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cairn_mark_unassigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_tasks_maybe_unassigned(array(SELECT DISTINCT task_id FROM cairn_old_assignees));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cairn_mark_reassigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_tasks_now_assigned(array(SELECT DISTINCT task_id FROM cairn_new_assignees));
  PERFORM cairn_tasks_maybe_unassigned(array(SELECT DISTINCT task_id FROM cairn_old_assignees));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS task_assignees_mark_assigned ON task_assignees;
--> statement-breakpoint
CREATE TRIGGER task_assignees_mark_assigned AFTER INSERT ON task_assignees
  REFERENCING NEW TABLE AS cairn_new_assignees FOR EACH STATEMENT EXECUTE FUNCTION cairn_mark_assigned();
--> statement-breakpoint
DROP TRIGGER IF EXISTS task_assignees_mark_unassigned ON task_assignees;
--> statement-breakpoint
CREATE TRIGGER task_assignees_mark_unassigned AFTER DELETE ON task_assignees
  REFERENCING OLD TABLE AS cairn_old_assignees FOR EACH STATEMENT EXECUTE FUNCTION cairn_mark_unassigned();
--> statement-breakpoint
DROP TRIGGER IF EXISTS task_assignees_mark_reassigned ON task_assignees;
--> statement-breakpoint
CREATE TRIGGER task_assignees_mark_reassigned AFTER UPDATE ON task_assignees
  REFERENCING OLD TABLE AS cairn_old_assignees NEW TABLE AS cairn_new_assignees
  FOR EACH STATEMENT EXECUTE FUNCTION cairn_mark_reassigned();
