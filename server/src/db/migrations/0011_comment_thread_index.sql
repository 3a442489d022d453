DROP INDEX "comments_target_idx";--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("commentable_type","commentable_id","created_at","id");