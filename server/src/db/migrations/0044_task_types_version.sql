-- Task types are the workspace's (they carry no project), and the cached task-lists answer shows each
-- task's type by title and colour: a change of one notes the directory, whose version is part of every
-- cached answer's key, so a renamed or recoloured type reaches every project's cached lists at once, on
-- every process. Types change rarely; the directory is the one scope that holds them.
CREATE TRIGGER "task_types_note_version" AFTER INSERT OR UPDATE OR DELETE ON "task_types" FOR EACH ROW EXECUTE FUNCTION cairn_note_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_types_apply_versions" AFTER INSERT OR UPDATE OR DELETE ON "task_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions();
