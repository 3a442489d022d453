import { bigint, boolean, date, index, integer, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * The reports' totals as signed deltas per project and day (migration 0035): triggers on `tasks` add rows,
 * never update them; readers sum them; a periodic compaction folds each key's rows into one. `measure`:
 * 1 open tasks by due date, 2 complete tasks by the UTC day of completion, 3 every task (day -infinity).
 */
export const taskReportSums = pgTable(
  "task_report_sums",
  {
    measure: smallint("measure").notNull(),
    day: date("day").notNull(),
    projectId: integer("project_id").notNull(),
    status: smallint("status").notNull(),
    payable: boolean("payable").notNull(),
    n: integer("n").notNull(),
    estimation: bigint("estimation", { mode: "number" }).notNull(),
  },
  (t) => [index("task_report_sums_idx").on(t.measure, t.day, t.projectId)],
);
