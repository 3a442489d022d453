-- Bytes a process could not delete because another process's local folder holds them (core/storage/left-bytes.ts):
-- every process sweeps the keys it holds; a record nobody claimed in a week is dropped.
CREATE TABLE "left_stored_bytes" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Module switches reach every process at once (core/modules/state.ts): one notification per statement, delivered
-- at commit to every process listening.
CREATE FUNCTION cairn_notify_modules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cairn_modules', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "module_states_notify" AFTER INSERT OR UPDATE OR DELETE ON "module_states" FOR EACH STATEMENT EXECUTE FUNCTION cairn_notify_modules();
