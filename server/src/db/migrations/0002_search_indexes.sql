CREATE INDEX "activities_project_created_idx" ON "activities" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_title_trgm" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discussion_boards_title_trgm" ON "discussion_boards" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "milestones_title_trgm" ON "milestones" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_lists_title_trgm" ON "task_lists" USING gin ("title" gin_trgm_ops);