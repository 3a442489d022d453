import { z } from "zod";
import { itemAnswer, pageAnswer, writtenAnswer } from "./common";

/**
 * One import run from WP Project Manager as global managers see it (issue 47): its progress while it runs and
 * its report once done. The kinds are the source's ("users", "projects", "task_lists", "tasks", "comments", …).
 */
export const WP_IMPORT_STAGES = [
  "read",
  "users",
  "projects",
  "task_lists",
  "milestones",
  "tasks",
  "discussions",
  "comments",
  "files",
  "activities",
  "pro",
] as const;
export type WpImportStage = (typeof WP_IMPORT_STAGES)[number];

export const wpImportCounts = z.object({
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type WpImportCounts = z.infer<typeof wpImportCounts>;

/** A source row that was skipped or changed on the way in, and why (a task whose list is missing, …). */
export const wpImportNotice = z.object({
  table: z.string(),
  source_id: z.string(),
  action: z.enum(["skipped", "altered"]),
  reason: z.string(),
});
export type WpImportNotice = z.infer<typeof wpImportNotice>;

export const wpImportReport = z.object({
  dry_run: z.boolean(),
  counts: z.record(z.string(), wpImportCounts),
  notices: z.array(wpImportNotice),
  /** Notices past the first 5,000 are counted here, not listed (a broken install must not fill the memory). */
  notices_left_off: z.number().int().optional(),
});
export type WpImportReport = z.infer<typeof wpImportReport>;

export const wpImportProgress = z.object({
  stage: z.enum(WP_IMPORT_STAGES),
  done: z.number().int(),
  total: z.number().int(),
});
export type WpImportProgress = z.infer<typeof wpImportProgress>;

export const wpImportRunAnswer = z.object({
  id: z.number().int(),
  /** running, done or failed. */
  status: z.enum(["running", "done", "failed"]),
  dry_run: z.boolean(),
  /** The MySQL address without its password, and the prefix and uploads folder used. */
  source: z.string(),
  prefix: z.string(),
  uploads_dir: z.string().nullable(),
  started_by: z.number().int().nullable(),
  /** Who started it from Settings → Import (null: the command line, or a user since deleted). */
  starter: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  progress: z.array(wpImportProgress),
  report: wpImportReport.nullable(),
  error: z.string().nullable(),
});
export type WpImportRun = z.infer<typeof wpImportRunAnswer>;

/** POST import/wp-pm (202), GET import/wp-pm/runs/{id}, GET import/wp-pm/runs (newest first). */
export const wpImportStartedAnswer = writtenAnswer(wpImportRunAnswer);
export const wpImportRunItemAnswer = itemAnswer(wpImportRunAnswer);
export const wpImportRunsPageAnswer = pageAnswer(wpImportRunAnswer);
