-- Moving in from WP Project Manager (issue 47). wp_import_mappings remembers, per source row, the Cairn row it
-- became and a hash of the source row as last imported: a re-run writes only rows whose source changed, so a
-- Cairn-side edit of a row the source left alone survives, and nothing is made twice. wp_import_runs keeps each
-- run's progress and report (with the date) for global managers; the source address is kept without its password.
CREATE TABLE "wp_import_mappings" (
	"source_table" text NOT NULL,
	"source_id" text NOT NULL,
	"cairn_table" text NOT NULL,
	"cairn_id" integer NOT NULL,
	"source_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wp_import_mappings_pkey" PRIMARY KEY ("source_table", "source_id")
);
--> statement-breakpoint
CREATE INDEX "wp_import_mappings_cairn_idx" ON "wp_import_mappings" ("cairn_table", "cairn_id");
--> statement-breakpoint
CREATE TABLE "wp_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"prefix" text NOT NULL,
	"uploads_dir" text,
	"started_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb,
	"error" text,
	CONSTRAINT "wp_import_runs_status_check" CHECK ("status" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "wp_import_runs_started_idx" ON "wp_import_runs" ("started_at", "id");
