CREATE SEQUENCE "public"."cairn_data_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "data_version" bigint DEFAULT nextval('cairn_data_version_seq') NOT NULL;--> statement-breakpoint
-- Which transaction last bumped the project: a transaction that changes a thousand rows bumps it once.
ALTER TABLE "projects" ADD COLUMN "data_version_xact" xid8;--> statement-breakpoint
INSERT INTO "data_versions" ("scope", "version") VALUES ('directory', nextval('cairn_data_version_seq'));--> statement-breakpoint
CREATE FUNCTION cairn_bump_project(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET data_version = nextval('cairn_data_version_seq'), data_version_xact = pg_current_xact_id()
  WHERE id = pid AND data_version_xact IS DISTINCT FROM pg_current_xact_id();
END $$;--> statement-breakpoint
CREATE FUNCTION cairn_bump_directory() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = nextval('cairn_data_version_seq') WHERE scope = 'directory';
END $$;--> statement-breakpoint
-- Rows that belong to a project: bump it (both projects when a row moves between them).
CREATE FUNCTION cairn_project_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN PERFORM cairn_bump_project(OLD.project_id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL THEN
    IF TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id THEN PERFORM cairn_bump_project(NEW.project_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A task's labels carry no project: it is the task's (a deleted task has bumped its project already).
CREATE FUNCTION cairn_task_label_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE pid integer;
BEGIN
  SELECT project_id INTO pid FROM tasks WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.task_id ELSE NEW.task_id END;
  IF pid IS NOT NULL THEN PERFORM cairn_bump_project(pid); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Settings: a project's bump the project, global ones the directory.
CREATE FUNCTION cairn_setting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.project_id, OLD.project_id) IS NULL THEN PERFORM cairn_bump_directory();
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN PERFORM cairn_bump_project(OLD.project_id); END IF;
    IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL THEN PERFORM cairn_bump_project(NEW.project_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION cairn_directory_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_bump_directory();
  RETURN NULL;
END $$;--> statement-breakpoint
-- Edits of the project row itself: a new version unless the statement set one.
CREATE FUNCTION cairn_project_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version THEN NEW.data_version := nextval('cairn_data_version_seq'); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_edited BEFORE UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION cairn_project_edited();--> statement-breakpoint
-- Deferred to commit: the project row is locked only while the transaction commits, so concurrent writers
-- in one project do not queue behind each other's whole transaction.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['project_members', 'milestones', 'task_lists', 'tasks', 'task_assignees',
    'discussion_boards', 'comments', 'files', 'file_revisions', 'labels', 'activities', 'project_departments',
    'project_department_members']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_project_row_changed()', t || '_bump_project', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['users', 'departments', 'department_members', 'module_states', 'media', 'licenses']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_directory_row_changed()', t || '_bump_directory', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER task_labels_bump_project AFTER INSERT OR UPDATE OR DELETE ON task_labels DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_task_label_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER settings_bump AFTER INSERT OR UPDATE OR DELETE ON settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_setting_changed();
