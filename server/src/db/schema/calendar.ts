import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/**
 * A person's secret iCal feed (issue 12): one per user, found by the SHA-256 of its token (the token itself
 * is shown once). `etag` is the digest of the body last served and `modified_at` when that body last
 * changed, so calendar apps polling with If-None-Match or If-Modified-Since get 304 until something changes.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  withMilestones: boolean("with_milestones").notNull().default(false),
  etag: text("etag"),
  modifiedAt: timestamp("modified_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  createdAt: createdAt(),
});
