-- Outgoing webhooks (module webhooks): endpoints, their delivery log, and activity jobs for them.
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer REFERENCES "projects"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_project_idx" ON "webhook_endpoints" ("project_id");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
	"message_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"attempt" integer NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" ("message_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" ("created_at");
--> statement-breakpoint
-- 0033's rule ("a job only when someone can act on it") with a third reader: an active endpoint in the
-- change's scope (its project's, or a workspace one) hears every change of a project; which actions become
-- which events is the webhooks module's to say. An install without endpoints writes no more jobs than before.
CREATE OR REPLACE FUNCTION "cairn_enqueue_activity_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	mail boolean := coalesce((SELECT "enabled" FROM "job_switches" WHERE "name" = 'notification_mail'), false);
	hooks boolean := EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "active");
BEGIN
	INSERT INTO "jobs" ("kind", "payload")
	SELECT 'activity', jsonb_build_object('activity_ids', jsonb_agg(r."id" ORDER BY r."id"))
	FROM "new_rows" r
	WHERE ((r."action" IN ('create_task', 'create_discussion_board', 'create_project')
		OR r."action" LIKE 'update\_task\_%'
		OR r."action" LIKE 'update\_project\_%'
		OR r."action" LIKE 'create\_comment\_on\_%'
		OR r."action" LIKE 'create\_reply\_comment\_on\_%'
		OR r."action" LIKE 'update\_comment\_on\_%'
		OR r."action" LIKE 'update\_reply\_comment\_on\_%')
		AND (mail OR EXISTS (SELECT 1 FROM "settings" s
			WHERE coalesce(s."project_id", 0) = r."project_id" AND s."key" = 'slack' AND s."value"->>'status' = 'enable')))
		OR (hooks AND r."project_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "webhook_endpoints" w
			WHERE w."active" AND (w."project_id" IS NULL OR w."project_id" = r."project_id")))
	GROUP BY r."resource_type", r."resource_id", r."actor_id";
	RETURN NULL;
END
$$;
