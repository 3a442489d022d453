-- Sprints (issue 20): sprints, the projects each draws from, and its tasks. A task is in at most one active
-- sprint: sprint_tasks carries its sprint's status through the composite key (ON UPDATE CASCADE) and a partial
-- unique index on task_id holds the rule, so two racing adds cannot both win.
CREATE TABLE "sprint_projects" (
	"sprint_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "sprint_projects_sprint_id_project_id_pk" PRIMARY KEY("sprint_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "sprint_tasks" (
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"sprint_status" text DEFAULT 'active' NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprint_tasks_sprint_id_task_id_pk" PRIMARY KEY("sprint_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"start_at" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprints_id_status_key" UNIQUE("id","status"),
	CONSTRAINT "sprints_status_check" CHECK ("sprints"."status" in ('active', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "sprint_projects" ADD CONSTRAINT "sprint_projects_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_projects" ADD CONSTRAINT "sprint_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_sprint_fk" FOREIGN KEY ("sprint_id","sprint_status") REFERENCES "public"."sprints"("id","status") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sprint_tasks" ADD CONSTRAINT "sprint_tasks_project_fk" FOREIGN KEY ("sprint_id","project_id") REFERENCES "public"."sprint_projects"("sprint_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_projects_project_idx" ON "sprint_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sprint_tasks_task_idx" ON "sprint_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_tasks_one_active_idx" ON "sprint_tasks" USING btree ("task_id") WHERE "sprint_tasks"."sprint_status" = 'active';--> statement-breakpoint
CREATE INDEX "sprints_status_idx" ON "sprints" USING btree ("status","id");