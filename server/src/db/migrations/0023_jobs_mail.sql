CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"master" boolean DEFAULT true NOT NULL,
	"new_project" boolean DEFAULT true NOT NULL,
	"update_project" boolean DEFAULT true NOT NULL,
	"new_message" boolean DEFAULT true NOT NULL,
	"new_comment" boolean DEFAULT true NOT NULL,
	"update_comment" boolean DEFAULT true NOT NULL,
	"new_task" boolean DEFAULT true NOT NULL,
	"update_task" boolean DEFAULT true NOT NULL,
	"complete_task" boolean DEFAULT true NOT NULL,
	"daily_digest" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that logs activities the notifications or integrations act on enqueues ONE job per
-- changed item (the rows of one change, e.g. a title and a due date edited together, travel as one job),
-- in the statement's own transaction: the outbox of ARCHITECTURE.md without a call in every service.
CREATE FUNCTION "cairn_enqueue_activity_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "jobs" ("kind", "payload")
	SELECT 'activity', jsonb_build_object('activity_ids', jsonb_agg("id" ORDER BY "id"))
	FROM "new_rows"
	WHERE "action" IN ('create_task', 'create_discussion_board', 'create_project')
		OR "action" LIKE 'update\_task\_%'
		OR "action" LIKE 'update\_project\_%'
		OR "action" LIKE 'create\_comment\_on\_%'
		OR "action" LIKE 'create\_reply\_comment\_on\_%'
		OR "action" LIKE 'update\_comment\_on\_%'
		OR "action" LIKE 'update\_reply\_comment\_on\_%'
	GROUP BY "resource_type", "resource_id", "actor_id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_enqueue_jobs" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "cairn_enqueue_activity_jobs"();
--> statement-breakpoint
-- Wakes the workers of every process (LISTEN cairn_jobs) once the jobs' transaction commits; identical
-- notifications of one transaction are folded into one. A statement trigger fires even when nothing was
-- inserted (most activity writes enqueue nothing): NOTIFY only then, since it serialises committing writers.
CREATE FUNCTION "cairn_notify_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "new_jobs") THEN
		PERFORM pg_notify('cairn_jobs', '');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "cairn_notify_jobs"();
