-- Outgoing webhooks' two events that no activity row records: a time log finished (a timer stopped, however it
-- was stopped, or custom time typed in) and an invoice become paid (by a payment, a provider's notification or
-- an edit of its lines). Triggers catch every path that writes them, in the writer's transaction, as 0046 does
-- for activities; a job is queued only while an active endpoint in the item's scope subscribes to the event.
CREATE FUNCTION "cairn_enqueue_webhook_event"("hook_event" text, "item_type" text, "item_id" integer,
	"item_project_id" integer, "actor" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."active" AND "hook_event" = ANY (w."events")
		AND (w."project_id" IS NULL OR w."project_id" = "item_project_id")) THEN
		INSERT INTO "jobs" ("kind", "payload") VALUES ('webhook-event', jsonb_build_object('event', "hook_event",
			'resource_type', "item_type", 'resource_id', "item_id", 'project_id', "item_project_id",
			'actor_id', "actor", 'at', now()));
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "cairn_time_logged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "cairn_enqueue_webhook_event"('time.logged', 'time_log', NEW."id", NEW."project_id", NEW."user_id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "time_logs_logged_on_insert" AFTER INSERT ON "time_logs"
	FOR EACH ROW WHEN (NEW."stop" IS NOT NULL) EXECUTE FUNCTION "cairn_time_logged"();
--> statement-breakpoint
CREATE TRIGGER "time_logs_logged_on_stop" AFTER UPDATE OF "stop" ON "time_logs"
	FOR EACH ROW WHEN (OLD."stop" IS NULL AND NEW."stop" IS NOT NULL) EXECUTE FUNCTION "cairn_time_logged"();
--> statement-breakpoint
-- Status 1 is "complete" (everything due is paid). The actor is whoever recorded the last payment (the payer, for
-- a provider's notification), or the invoice's creator when there is none.
CREATE FUNCTION "cairn_invoice_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "cairn_enqueue_webhook_event"('invoice.paid', 'invoice', NEW."id", NEW."project_id",
		coalesce((SELECT p."created_by" FROM "invoice_payments" p WHERE p."invoice_id" = NEW."id"
			ORDER BY p."id" DESC LIMIT 1), NEW."created_by"));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_paid" AFTER UPDATE OF "status" ON "invoices"
	FOR EACH ROW WHEN (NEW."status" = 1 AND OLD."status" <> 1) EXECUTE FUNCTION "cairn_invoice_paid"();
