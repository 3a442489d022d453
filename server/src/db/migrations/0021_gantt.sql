CREATE TABLE "gantt_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"source" integer NOT NULL,
	"target" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gantt_links_type_check" CHECK ("gantt_links"."type" between 0 and 3),
	CONSTRAINT "gantt_links_not_self_check" CHECK ("gantt_links"."source" <> "gantt_links"."target")
);
--> statement-breakpoint
ALTER TABLE "gantt_links" ADD CONSTRAINT "gantt_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_links" ADD CONSTRAINT "gantt_links_source_tasks_id_fk" FOREIGN KEY ("source") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_links" ADD CONSTRAINT "gantt_links_target_tasks_id_fk" FOREIGN KEY ("target") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gantt_links_unique_idx" ON "gantt_links" USING btree ("source","target","type");--> statement-breakpoint
CREATE INDEX "gantt_links_project_idx" ON "gantt_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "gantt_links_target_idx" ON "gantt_links" USING btree ("target");--> statement-breakpoint
-- A link belongs to its project's data (0009_ordered_version_bumps): a change notes the project, so answers kept
-- by the read cache under the project's version (the chart among them) are built again.
CREATE TRIGGER "gantt_links_note_version" AFTER INSERT OR UPDATE OR DELETE ON "gantt_links" FOR EACH ROW EXECUTE FUNCTION cairn_note_project_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gantt_links_apply_versions" AFTER INSERT OR UPDATE OR DELETE ON "gantt_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cairn_apply_versions();
