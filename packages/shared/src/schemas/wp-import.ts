import { z } from "zod";
import { pagingFields } from "./primitives";

/**
 * Moving a workspace in from WP Project Manager (issue 47): what the command line and Settings → Import take.
 * The same inputs both ways; the password inside the MySQL address is used for the run and never stored.
 */
export const WP_IMPORT_MESSAGES = {
  mysqlUrl: "Enter the WordPress database as mysql://user:password@host:3306/database.",
  prefix: "The table prefix is letters, digits and underscores, such as wp_.",
  uploadsDir: "Enter the folder on this server that holds a copy of wp-content/uploads.",
} as const;

export const startWpImportBody = z.object({
  mysql_url: z
    .string({ error: WP_IMPORT_MESSAGES.mysqlUrl })
    .trim()
    .max(500)
    .refine((value) => /^mysql:\/\/[^/]+\/[^/?#]+/.test(value), WP_IMPORT_MESSAGES.mysqlUrl),
  prefix: z
    .string({ error: WP_IMPORT_MESSAGES.prefix })
    .regex(/^[A-Za-z0-9_]{1,40}$/, WP_IMPORT_MESSAGES.prefix)
    .default("wp_"),
  uploads_dir: z.string({ error: WP_IMPORT_MESSAGES.uploadsDir }).trim().max(1000).nullable().optional(),
  dry_run: z.boolean().default(false),
  invite: z.boolean().default(false),
});
export type StartWpImportBody = z.infer<typeof startWpImportBody>;

/** GET import/wp-pm/runs: the runs newest first, paged as every list. */
export const wpImportRunsQuery = z.object({ ...pagingFields });

/** What Settings → Import is told by the server (its refusals, and a run that stopped without finishing). */
export const WP_IMPORT_RUN_MESSAGES = {
  started: "The import has started.",
  dryRunStarted: "The dry run has started.",
  running: "An import is already running. Wait for it to end, then start the next one.",
  stopped:
    "The process running this import stopped before it finished. Start it again: what it imported is kept, and nothing is doubled.",
  notFound: "There is no import run with this id.",
  noUploadsDir: "There is no such folder on this server.",
  unreachable: "No MySQL server answers at this address.",
  accessDenied: "The MySQL server refused this user name or password.",
  noDatabase: "The MySQL server has no database of this name.",
  noTables: "This database has no WP Project Manager tables with this prefix.",
} as const;
