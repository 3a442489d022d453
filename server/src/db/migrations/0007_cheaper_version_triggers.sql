-- The version triggers of 0005 cost ~0.2 ms of PostgreSQL CPU per created task: two nested PL/pgSQL calls
-- and an UPDATE attempt for every changed row. Now the first row of a project in a transaction bumps it and
-- notes the project in a transaction-local setting; the project's later rows only read that setting.
CREATE OR REPLACE FUNCTION cairn_bump_project(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(current_setting('cairn.bumped_projects', true), '');
BEGIN
  IF position(',' || pid || ',' IN done) > 0 THEN RETURN; END IF;
  UPDATE projects SET data_version = nextval('cairn_data_version_seq'), data_version_xact = pg_current_xact_id()
  WHERE id = pid AND data_version_xact IS DISTINCT FROM pg_current_xact_id();
  PERFORM set_config('cairn.bumped_projects', CASE WHEN done = '' THEN ',' ELSE done END || pid || ',', true);
END $$;--> statement-breakpoint
-- The common case (a row inserted or changed in place) without a nested call when already bumped.
CREATE OR REPLACE FUNCTION cairn_project_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id THEN
    IF OLD.project_id IS NOT NULL THEN PERFORM cairn_bump_project(OLD.project_id); END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN pid := OLD.project_id; ELSE pid := NEW.project_id; END IF;
  IF pid IS NULL OR position(',' || pid || ',' IN coalesce(current_setting('cairn.bumped_projects', true), '')) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM cairn_bump_project(pid);
  RETURN NULL;
END $$;
