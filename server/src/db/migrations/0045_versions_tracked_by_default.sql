-- Data versions (the read cache's freshness) through one mechanism, on every table a cached answer can read.
--
-- Until now each migration that added a table had to remember its pair of triggers (0009, 0012, 0021,
-- 0027, 0044), and 34 tables had none: renaming a sprint, a kanboard column or an invoice line left every
-- cached answer showing the old one until something else in its project changed. Now one function attaches
-- the pair by scope, and a schema test (db/data-versions-coverage.test.ts) fails for a table that has
-- neither the pair nor an exemption with a reason. A migration that adds a table calls, in one line:
--   SELECT cairn_track_versions('my_table', 'project');
-- Scopes: 'project' (rows with project_id), 'project_or_directory' (project_id may be null: then the row is
-- the workspace's), 'directory' (workspace tables: users, types, modules...), 'task' (rows with task_id
-- only: their task's project), 'invoice' (rows with invoice_id only: their invoice's project),
-- 'project_itself' (the projects table). Calling it again replaces the pair (it is idempotent).

-- Rows whose project_id may be null: a project's note the project, the others (global settings, workspace
-- activities) the directory.
CREATE FUNCTION cairn_note_project_or_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.project_id, OLD.project_id) IS NULL THEN
    PERFORM set_config('cairn.changed_directory', 'on', true);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM cairn_note_project(OLD.project_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM cairn_note_project(NEW.project_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Rows that carry only a task (labels of a task, kanboard cards): the task's project, old and new task
-- when a row moves. A row deleted with its task finds none: the task's own deletion noted the project.
CREATE FUNCTION cairn_note_task_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM cairn_note_project((SELECT project_id FROM tasks WHERE id = OLD.task_id)); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.task_id IS DISTINCT FROM OLD.task_id) THEN
    PERFORM cairn_note_project((SELECT project_id FROM tasks WHERE id = NEW.task_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Rows that carry only an invoice (lines, payments, billed time): the invoice's project.
CREATE FUNCTION cairn_note_invoice_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM cairn_note_project((SELECT project_id FROM invoices WHERE id = OLD.invoice_id)); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id) THEN
    PERFORM cairn_note_project((SELECT project_id FROM invoices WHERE id = NEW.invoice_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- The pair on one table: a note as each row changes, and the deferred trigger that applies the notes at
-- commit in one lock order (0009). Same trigger names as before, so a table tracked earlier is replaced.
CREATE FUNCTION cairn_track_versions(tbl regclass, scope text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
  note text := CASE scope
    WHEN 'project' THEN 'cairn_note_project_row'
    WHEN 'project_or_directory' THEN 'cairn_note_project_or_directory'
    WHEN 'directory' THEN 'cairn_note_directory'
    WHEN 'task' THEN 'cairn_note_task_row'
    WHEN 'invoice' THEN 'cairn_note_invoice_row'
    WHEN 'project_itself' THEN 'cairn_note_project_itself'
  END;
BEGIN
  IF note IS NULL THEN RAISE EXCEPTION 'cairn_track_versions: unknown scope %', scope; END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_note_version', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_apply_versions', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION %I()',
    name || '_note_version', tbl, note);
  EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions()',
    name || '_apply_versions', tbl);
END $$;--> statement-breakpoint

-- Every table, tracked ones included (one mechanism: the same pair everywhere). The tables left out are
-- the schema test's exemptions, each with its reason.
DO $$
DECLARE
  t text;
  s text;
BEGIN
  FOR t, s IN VALUES ('projects', 'project_itself'),
    ('project_members', 'project'), ('milestones', 'project'), ('task_lists', 'project'), ('tasks', 'project'),
    ('task_assignees', 'project'), ('discussion_boards', 'project'), ('comments', 'project'), ('files', 'project'),
    ('file_revisions', 'project'), ('labels', 'project'), ('project_departments', 'project'),
    ('project_department_members', 'project'), ('time_logs', 'project'), ('gantt_links', 'project'),
    ('custom_fields', 'project'), ('task_custom_values', 'project'), ('kanboard_columns', 'project'),
    ('sprint_projects', 'project'), ('sprint_tasks', 'project'), ('invoices', 'project'),
    ('project_view_types', 'project'), ('git_bit_hooks', 'project'), ('git_bit_links', 'project'),
    ('git_bit_logins', 'project'), ('store_order_projects', 'project'),
    ('settings', 'project_or_directory'), ('activities', 'project_or_directory'),
    ('task_labels', 'task'), ('kanboard_cards', 'task'),
    ('invoice_lines', 'invoice'), ('invoice_payments', 'invoice'), ('invoice_time_logs', 'invoice'),
    ('users', 'directory'), ('user_addresses', 'directory'), ('departments', 'directory'),
    ('department_members', 'directory'), ('module_states', 'directory'), ('media', 'directory'),
    ('licenses', 'directory'), ('task_types', 'directory'), ('sprints', 'directory'), ('store_links', 'directory'),
    ('store_products', 'directory'), ('store_link_products', 'directory'), ('store_link_settings', 'directory')
  LOOP
    PERFORM cairn_track_versions(t::regclass, s);
  END LOOP;
END $$;--> statement-breakpoint

-- Replaced by the general cairn_note_project_or_directory and cairn_note_task_row above.
DROP FUNCTION cairn_note_setting();--> statement-breakpoint
DROP FUNCTION cairn_note_task_label();
