-- The reports' totals, kept as sums instead of counted on each read. A year of overdue tasks on the large
-- dataset is 37,000 tasks: their totals took 4-12 ms of PostgreSQL per page (p95 76-88 ms at 16 callers),
-- the completed report's as much, and the advanced report's incomplete tasks (105,000) 20 ms. Summed per
-- project and day they are 8,800, 450 and 150 rows.
--
-- The table holds signed deltas: every change of a top-level task adds rows (its old state counted -1, its
-- new state +1), and nothing is ever updated in place, so writers never wait for each other here or lock
-- rows in an order that could deadlock. A report sums what it reads; a periodic compaction
-- (cairn_compact_task_report_sums, modules/reports) folds each key's rows into one and drops the keys that
-- sum to nothing. No foreign key: a project's deletion cascades to its tasks, whose deltas cancel its rows.
--
-- measure 1: open tasks (status <> 1) by due date; 2: complete tasks by the UTC day of completion;
-- 3: every task ('-infinity'), for the advanced report's project, status and payable filters; 4 and 5: 1 and 2
-- by month (the month's first day), so a year reads twelve months and the days of its two ends.
CREATE TABLE IF NOT EXISTS "task_report_sums" (
  "measure" smallint NOT NULL,
  "day" date NOT NULL,
  "project_id" integer NOT NULL,
  "status" smallint NOT NULL,
  "payable" boolean NOT NULL,
  "n" integer NOT NULL,
  "estimation" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "task_report_sums_idx" ON "task_report_sums" ("measure", "day", "project_id")
  INCLUDE ("status", "payable", "n", "estimation");
--> statement-breakpoint
-- Adds the measures of a set of task rows, each counted `sign` times (arrays of the rows' columns, as the
-- triggers collect them); rows of sub-tasks count nowhere (a report counts top-level tasks).
CREATE OR REPLACE FUNCTION cairn_add_task_report_sums(
  parents int[], projects int[], statuses smallint[], payables boolean[], estimations int[],
  due_dates date[], completed timestamptz[], signs int[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_report_sums (measure, day, project_id, status, payable, n, estimation)
  SELECT m.measure, m.day, t.project_id, t.status, t.payable, sum(t.sign)::int, sum(t.sign * t.estimation::bigint)
  FROM unnest(parents, projects, statuses, payables, estimations, due_dates, completed, signs)
    AS t(parent_id, project_id, status, payable, estimation, due_date, completed_at, sign)
  CROSS JOIN LATERAL (VALUES
    (1::smallint, CASE WHEN t.status <> 1 THEN t.due_date END),
    (2::smallint, CASE WHEN t.status = 1 THEN (t.completed_at AT TIME ZONE 'UTC')::date END),
    (3::smallint, '-infinity'::date),
    (4::smallint, CASE WHEN t.status <> 1 THEN date_trunc('month', t.due_date)::date END),
    (5::smallint, CASE WHEN t.status = 1 THEN date_trunc('month', t.completed_at AT TIME ZONE 'UTC')::date END)
  ) AS m(measure, day)
  WHERE t.parent_id = 0 AND m.day IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(t.sign) <> 0 OR sum(t.sign * t.estimation::bigint) <> 0;
$$;
--> statement-breakpoint
-- Inserts and deletions, by statement (a project's copy inserts thousands of tasks at once).
CREATE OR REPLACE FUNCTION cairn_task_report_sums_by_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cairn_add_task_report_sums(array_agg(parent_id), array_agg(project_id), array_agg(status),
      array_agg(payable), array_agg(estimation), array_agg(due_date), array_agg(completed_at), array_agg(1))
    FROM cairn_new_tasks WHERE parent_id = 0;
  ELSE
    PERFORM cairn_add_task_report_sums(array_agg(parent_id), array_agg(project_id), array_agg(status),
      array_agg(payable), array_agg(estimation), array_agg(due_date), array_agg(completed_at), array_agg(-1))
    FROM cairn_old_tasks WHERE parent_id = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates, by row and only when a summed column changed: a title's edit or a reorder costs one comparison.
CREATE OR REPLACE FUNCTION cairn_task_report_sums_by_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_add_task_report_sums(ARRAY[OLD.parent_id, NEW.parent_id], ARRAY[OLD.project_id, NEW.project_id],
    ARRAY[OLD.status, NEW.status], ARRAY[OLD.payable, NEW.payable], ARRAY[OLD.estimation, NEW.estimation],
    ARRAY[OLD.due_date, NEW.due_date], ARRAY[OLD.completed_at, NEW.completed_at], ARRAY[-1, 1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_report_sums_inserted ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_report_sums_inserted AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS cairn_new_tasks FOR EACH STATEMENT EXECUTE FUNCTION cairn_task_report_sums_by_statement();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_report_sums_deleted ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_report_sums_deleted AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS cairn_old_tasks FOR EACH STATEMENT EXECUTE FUNCTION cairn_task_report_sums_by_statement();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_report_sums_updated ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_report_sums_updated AFTER UPDATE ON tasks FOR EACH ROW
  WHEN ((OLD.parent_id, OLD.project_id, OLD.status, OLD.payable, OLD.estimation, OLD.due_date, OLD.completed_at)
    IS DISTINCT FROM (NEW.parent_id, NEW.project_id, NEW.status, NEW.payable, NEW.estimation, NEW.due_date, NEW.completed_at))
  EXECUTE FUNCTION cairn_task_report_sums_by_row();
--> statement-breakpoint
-- Folds every key that has several rows (or sums to nothing) into one row, or none. Safe beside writers and
-- another compaction: the DELETE takes the rows its snapshot sees, and a delta committed meanwhile stays.
CREATE OR REPLACE FUNCTION cairn_compact_task_report_sums() RETURNS integer LANGUAGE sql AS $$
  WITH untidy AS (
    SELECT measure, day, project_id, status, payable FROM task_report_sums
    GROUP BY 1, 2, 3, 4, 5 HAVING count(*) > 1 OR (sum(n) = 0 AND sum(estimation) = 0)
  ), gone AS (
    DELETE FROM task_report_sums s USING untidy u
    WHERE (s.measure, s.day, s.project_id, s.status, s.payable) = (u.measure, u.day, u.project_id, u.status, u.payable)
    RETURNING s.*
  ), folded AS (
    INSERT INTO task_report_sums (measure, day, project_id, status, payable, n, estimation)
    SELECT measure, day, project_id, status, payable, sum(n)::int, sum(estimation) FROM gone
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(estimation) <> 0
    RETURNING 1
  )
  SELECT (SELECT count(*)::int FROM gone);
$$;
--> statement-breakpoint
-- The sums of the tasks as they are (a fresh install's are none).
TRUNCATE "task_report_sums";
--> statement-breakpoint
SELECT cairn_add_task_report_sums(array_agg(parent_id), array_agg(project_id), array_agg(status), array_agg(payable),
  array_agg(estimation), array_agg(due_date), array_agg(completed_at), array_agg(1))
FROM tasks WHERE parent_id = 0;
--> statement-breakpoint
-- The advanced report shows each project's first hundred tasks, list by list in the lists' order: walking
-- the lists in that order (not sorting all of them) lets it stop at the hundredth task (21 -> 1.3 ms).
CREATE INDEX IF NOT EXISTS "task_lists_project_order_idx" ON "task_lists" ("project_id", "order", "id");
