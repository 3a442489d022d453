-- Custom SQL migration file, put your code below! --
-- Data versions, bumped in one fixed order at commit.
--
-- Until now each changed row's deferred trigger bumped its project when it fired at commit, in the order
-- the rows had changed; two transactions that changed rows of the same projects in opposite orders locked
-- the projects in opposite orders, and PostgreSQL aborted one of them as a deadlock. Now a row change only
-- notes its project (or the directory) in transaction-local settings, and the first deferred trigger to
-- fire at commit bumps everything noted at once: projects by ascending id, then the directory. The version
-- rows are locked nowhere else (no foreign key cascades to them, no edit of theirs mid-transaction), so
-- every lock on them is taken at commit in that one order, and no circle of commits can form.

DROP TRIGGER IF EXISTS projects_edited ON projects;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['project_members', 'milestones', 'task_lists', 'tasks', 'task_assignees',
    'discussion_boards', 'comments', 'files', 'file_revisions', 'labels', 'activities', 'project_departments',
    'project_department_members']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_bump_project', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['users', 'departments', 'department_members', 'module_states', 'media', 'licenses']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_bump_directory', t);
  END LOOP;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS task_labels_bump_project ON task_labels;--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_bump ON settings;--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_project_edited();--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_project_row_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_task_label_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_setting_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_directory_row_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_bump_project(integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_bump_directory();--> statement-breakpoint
ALTER TABLE projects DROP COLUMN IF EXISTS data_version_xact;--> statement-breakpoint

-- Notes a project as changed by this transaction (a comma-framed list of ids, once each).
CREATE FUNCTION cairn_note_project(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('cairn.changed_projects', true), '');
BEGIN
  IF pid IS NULL OR position(',' || pid || ',' IN noted) > 0 THEN RETURN; END IF;
  PERFORM set_config('cairn.changed_projects', CASE WHEN noted = '' THEN ',' ELSE noted END || pid || ',', true);
END $$;--> statement-breakpoint

-- Rows that belong to a project (both projects when a row moves between them). The common case, a project
-- already noted, returns without a nested call.
CREATE FUNCTION cairn_note_project_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id THEN
    PERFORM cairn_note_project(OLD.project_id);
  END IF;
  IF TG_OP = 'DELETE' THEN pid := OLD.project_id; ELSE pid := NEW.project_id; END IF;
  IF pid IS NULL OR position(',' || pid || ',' IN coalesce(current_setting('cairn.changed_projects', true), '')) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM cairn_note_project(pid);
  RETURN NULL;
END $$;--> statement-breakpoint

-- The project row itself: its title, status and the like show on its pages too.
CREATE FUNCTION cairn_note_project_itself() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_note_project(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint

-- A task's labels carry no project: it is the task's (a deleted task has noted its project already).
CREATE FUNCTION cairn_note_task_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_note_project((SELECT project_id FROM tasks
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.task_id ELSE NEW.task_id END));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION cairn_note_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('cairn.changed_directory', 'on', true);
  RETURN NULL;
END $$;--> statement-breakpoint

-- Settings: a project's note the project, global ones the directory.
CREATE FUNCTION cairn_note_setting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.project_id, OLD.project_id) IS NULL THEN
    PERFORM set_config('cairn.changed_directory', 'on', true);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM cairn_note_project(OLD.project_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM cairn_note_project(NEW.project_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- At commit (the first deferred trigger to fire; the others find nothing noted): every noted project gets a
-- new version, in ascending id order, then the directory. A deleted project's version row goes.
CREATE FUNCTION cairn_apply_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('cairn.changed_projects', true), '');
  directory boolean := coalesce(current_setting('cairn.changed_directory', true), '') = 'on';
  pid integer;
BEGIN
  IF noted = '' AND NOT directory THEN RETURN NULL; END IF;
  PERFORM set_config('cairn.changed_projects', '', true);
  PERFORM set_config('cairn.changed_directory', '', true);
  FOR pid IN SELECT unnest(string_to_array(trim(BOTH ',' FROM noted), ',')::integer[]) ORDER BY 1 LOOP
    IF EXISTS (SELECT 1 FROM projects WHERE id = pid) THEN
      INSERT INTO project_versions (project_id, version) VALUES (pid, nextval('cairn_data_version_seq'))
        ON CONFLICT (project_id) DO UPDATE SET version = excluded.version;
    ELSE
      DELETE FROM project_versions WHERE project_id = pid;
    END IF;
  END LOOP;
  IF directory THEN
    UPDATE data_versions SET version = nextval('cairn_data_version_seq') WHERE scope = 'directory';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- On every table: a note as each row changes, and the deferred trigger that applies the notes at commit.
DO $$
DECLARE
  t text;
  note text;
BEGIN
  FOR t, note IN VALUES ('projects', 'cairn_note_project_itself'), ('project_members', 'cairn_note_project_row'),
    ('milestones', 'cairn_note_project_row'), ('task_lists', 'cairn_note_project_row'),
    ('tasks', 'cairn_note_project_row'), ('task_assignees', 'cairn_note_project_row'),
    ('discussion_boards', 'cairn_note_project_row'), ('comments', 'cairn_note_project_row'),
    ('files', 'cairn_note_project_row'), ('file_revisions', 'cairn_note_project_row'),
    ('labels', 'cairn_note_project_row'), ('activities', 'cairn_note_project_row'),
    ('project_departments', 'cairn_note_project_row'), ('project_department_members', 'cairn_note_project_row'),
    ('task_labels', 'cairn_note_task_label'), ('settings', 'cairn_note_setting'),
    ('users', 'cairn_note_directory'), ('departments', 'cairn_note_directory'),
    ('department_members', 'cairn_note_directory'), ('module_states', 'cairn_note_directory'),
    ('media', 'cairn_note_directory'), ('licenses', 'cairn_note_directory')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I()',
      t || '_note_version', t, note);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions()',
      t || '_apply_versions', t);
  END LOOP;
END $$;
