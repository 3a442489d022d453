CREATE TABLE "time_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"stop" timestamp with time zone,
	"total" integer,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_logs" ADD CONSTRAINT "time_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_logs" ADD CONSTRAINT "time_logs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_logs" ADD CONSTRAINT "time_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_logs_task_idx" ON "time_logs" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "time_logs_user_idx" ON "time_logs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_logs_one_running_key" ON "time_logs" USING btree ("user_id") WHERE "time_logs"."stop" is null;--> statement-breakpoint
-- The read cache's data versions (migration 0009): a time log belongs to its project as every per-project
-- row does, so a time write gives the project a new version at commit.
CREATE TRIGGER "time_logs_note_version" AFTER INSERT OR UPDATE OR DELETE ON "time_logs" FOR EACH ROW EXECUTE FUNCTION cairn_note_project_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "time_logs_apply_versions" AFTER INSERT OR UPDATE OR DELETE ON "time_logs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions();
