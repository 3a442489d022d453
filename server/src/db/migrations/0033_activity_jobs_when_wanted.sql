-- Every activity that mail or Slack might act on queued an `activity` job, even on an install that sends
-- neither (the default: no SMTP server, no project posting to Slack). Each such write then paid for the job's
-- row, its claim, the worker reading it back and marking it done: two more commits and ~6 statements, a
-- third of a task write's database time. Jobs are now queued only when someone can act on them: mail is on
-- (the switch below, which each server writes as it starts, from CAIRN_SMTP_URL), or the change's project has
-- Slack enabled (its setting, as the Slack consumer reads it; found through the settings' unique index).
CREATE TABLE IF NOT EXISTS "job_switches" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cairn_enqueue_activity_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	mail boolean := coalesce((SELECT "enabled" FROM "job_switches" WHERE "name" = 'notification_mail'), false);
BEGIN
	INSERT INTO "jobs" ("kind", "payload")
	SELECT 'activity', jsonb_build_object('activity_ids', jsonb_agg(r."id" ORDER BY r."id"))
	FROM "new_rows" r
	WHERE (r."action" IN ('create_task', 'create_discussion_board', 'create_project')
		OR r."action" LIKE 'update\_task\_%'
		OR r."action" LIKE 'update\_project\_%'
		OR r."action" LIKE 'create\_comment\_on\_%'
		OR r."action" LIKE 'create\_reply\_comment\_on\_%'
		OR r."action" LIKE 'update\_comment\_on\_%'
		OR r."action" LIKE 'update\_reply\_comment\_on\_%')
		AND (mail OR EXISTS (SELECT 1 FROM "settings" s
			WHERE coalesce(s."project_id", 0) = r."project_id" AND s."key" = 'slack' AND s."value"->>'status' = 'enable'))
	GROUP BY r."resource_type", r."resource_id", r."actor_id";
	RETURN NULL;
END
$$;
