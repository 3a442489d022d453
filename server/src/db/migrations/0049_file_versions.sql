-- Issue 46 point 8: an uploaded file of the files area takes new versions. The bytes it replaces are kept as one
-- of its revisions (the table docs and links already keep theirs in), so a revision may now hold stored bytes and
-- their thumbnail. Bytes shared this way go only when neither a file nor a revision refers to them any more.
ALTER TABLE "file_revisions" ADD COLUMN "blob_id" integer REFERENCES "blobs"("id");--> statement-breakpoint
ALTER TABLE "file_revisions" ADD COLUMN "thumb_blob_id" integer REFERENCES "blobs"("id");--> statement-breakpoint
-- "Is this blob still referenced?" runs on every delete, as files_blob_idx does for files.
CREATE INDEX "file_revisions_blob_idx" ON "file_revisions" ("blob_id") WHERE "blob_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "file_revisions_thumb_blob_idx" ON "file_revisions" ("thumb_blob_id") WHERE "thumb_blob_id" IS NOT NULL;
