-- Issue 22, custom fields on tasks (docs/api.md "Custom fields", docs/decisions.md "Custom fields: typed values").
-- A project's fields, and each task's values in typed columns (one of them set per row): filters compare
-- numbers, dates, options and users through indexes instead of reading a JSON blob per task.
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"default_value" jsonb,
	"show_on_card" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_custom_values" (
	"task_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"text_value" text,
	"number_value" numeric,
	"date_value" date,
	"bool_value" boolean,
	"user_id" integer,
	"options" text[],
	-- Text, long text and URL values are searched as a task's body is (0014_search.sql).
	"search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('cairn_words'::regconfig, coalesce("text_value", ''))) STORED,
	CONSTRAINT "task_custom_values_task_id_field_id_pk" PRIMARY KEY("task_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_custom_values" ADD CONSTRAINT "task_custom_values_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_custom_values" ADD CONSTRAINT "task_custom_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_custom_values" ADD CONSTRAINT "task_custom_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fields_project_idx" ON "custom_fields" USING btree ("project_id","order","id");--> statement-breakpoint
-- A field's values (deleting it, "are values set?", and the filters that test only presence).
CREATE INDEX "task_custom_values_field_idx" ON "task_custom_values" USING btree ("field_id","task_id");--> statement-breakpoint
-- Filters: exact values and ranges of numbers and dates, a member, options contained (dropdown and
-- multi-select keep their choice in `options`), text containing words typed (trigrams).
CREATE INDEX "task_custom_values_number_idx" ON "task_custom_values" USING btree ("field_id","number_value") WHERE "number_value" is not null;--> statement-breakpoint
CREATE INDEX "task_custom_values_date_idx" ON "task_custom_values" USING btree ("field_id","date_value") WHERE "date_value" is not null;--> statement-breakpoint
CREATE INDEX "task_custom_values_user_idx" ON "task_custom_values" USING btree ("user_id","field_id") WHERE "user_id" is not null;--> statement-breakpoint
CREATE INDEX "task_custom_values_options_idx" ON "task_custom_values" USING gin ("options") WHERE "options" is not null;--> statement-breakpoint
CREATE INDEX "task_custom_values_text_idx" ON "task_custom_values" USING gin ("text_value" gin_trgm_ops) WHERE "text_value" is not null;--> statement-breakpoint
CREATE INDEX "task_custom_values_search_idx" ON "task_custom_values" USING gin ("search_vector") WITH (gin_pending_list_limit = 64) WHERE "text_value" is not null;--> statement-breakpoint
-- Both belong to their project's data (0009_ordered_version_bumps): a change notes the project, so answers
-- kept by the read cache under its version (the task lists with their tasks' values) are built again.
CREATE TRIGGER "custom_fields_note_version" AFTER INSERT OR UPDATE OR DELETE ON "custom_fields" FOR EACH ROW EXECUTE FUNCTION cairn_note_project_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "custom_fields_apply_versions" AFTER INSERT OR UPDATE OR DELETE ON "custom_fields" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions();--> statement-breakpoint
CREATE TRIGGER "task_custom_values_note_version" AFTER INSERT OR UPDATE OR DELETE ON "task_custom_values" FOR EACH ROW EXECUTE FUNCTION cairn_note_project_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_custom_values_apply_versions" AFTER INSERT OR UPDATE OR DELETE ON "task_custom_values" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions();--> statement-breakpoint
-- The words of text values join the search vocabulary (stems and near spellings), as titles' words do.
CREATE TRIGGER "task_custom_values_learn_words" AFTER INSERT ON "task_custom_values" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cairn_learn_inserted_words();--> statement-breakpoint
CREATE TRIGGER "task_custom_values_relearn_words" AFTER UPDATE ON "task_custom_values" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cairn_learn_inserted_words();
