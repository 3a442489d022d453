CREATE TABLE "project_versions" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every project keeps the version it had: answers cached under it stay valid across the upgrade.
INSERT INTO "project_versions" ("project_id", "version") SELECT "id", "data_version" FROM "projects";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "data_version";