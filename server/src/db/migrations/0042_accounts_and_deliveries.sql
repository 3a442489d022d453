-- Accounts an administrator manages: a deactivated user keeps his history but can no longer sign in; a
-- deleted one keeps his row (so authorship survives) with his personal data wiped and is shown as
-- "Deleted user". API tokens may carry an expiry chosen at creation.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Sign-in throttling: the earliest moment the next attempt for a key is looked at (growing delays).
ALTER TABLE "auth_attempts" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- Notifications from outside (a payment provider, a code host) already acted on, by a key of the sender's
-- (a notification id, a digest of the signed body): a replay or a retry is answered without acting again.
CREATE TABLE "inbound_notifications" (
	"source" text NOT NULL,
	"key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_notifications_pkey" PRIMARY KEY("source","key")
);
