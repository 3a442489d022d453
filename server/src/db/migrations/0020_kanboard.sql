CREATE TABLE "kanboard_cards" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanboard_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"header_background" text,
	"automation" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_view_types" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"view_type" text NOT NULL,
	CONSTRAINT "project_view_types_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "kanboard_cards" ADD CONSTRAINT "kanboard_cards_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanboard_cards" ADD CONSTRAINT "kanboard_cards_column_id_kanboard_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."kanboard_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanboard_columns" ADD CONSTRAINT "kanboard_columns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_view_types" ADD CONSTRAINT "project_view_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_view_types" ADD CONSTRAINT "project_view_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kanboard_cards_column_idx" ON "kanboard_cards" USING btree ("column_id","order","task_id");--> statement-breakpoint
CREATE INDEX "kanboard_columns_project_idx" ON "kanboard_columns" USING btree ("project_id","order","id");--> statement-breakpoint
-- Every project that exists gets the four default columns, and its tasks their cards: open tasks in Open,
-- completed ones in Done (what the columns' automations would have done), newest first. Projects made later
-- get them when they are made (server/src/modules/kanboard/defaults.ts).
INSERT INTO "kanboard_columns" ("project_id", "title", "order", "automation", "created_by", "updated_by")
SELECT p."id", d."title", d."ord", d."automation"::jsonb, p."created_by", p."created_by"
FROM "projects" p CROSS JOIN (VALUES
  ('Open', 0, '{"type":"todo","lists":[]}'),
  ('In Progress', 1, '{"type":"in_progress"}'),
  ('Done', 2, '{"type":"done"}'),
  ('Overdue', 3, '{"type":"none"}')
) AS d("title", "ord", "automation")
ORDER BY p."id", d."ord";--> statement-breakpoint
INSERT INTO "kanboard_cards" ("task_id", "column_id", "order")
SELECT t."id", c."id", (row_number() OVER (PARTITION BY c."id" ORDER BY t."id" DESC) - 1)::int
FROM "tasks" t
JOIN "kanboard_columns" c ON c."project_id" = t."project_id"
  AND c."automation"->>'type' = CASE WHEN t."status" = 1 THEN 'done' ELSE 'todo' END
WHERE t."parent_id" = 0;
