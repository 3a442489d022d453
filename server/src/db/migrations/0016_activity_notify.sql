-- The progress feed's live updates (modules/progress/live.ts): a statement that adds activity notifies the
-- channel once, whatever the number of rows (a duplication copies thousands). PostgreSQL delivers a
-- transaction's identical notifications once, at its commit, to every process listening.
CREATE FUNCTION cairn_notify_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cairn_activity', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activities_notify" AFTER INSERT ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION cairn_notify_activity();
