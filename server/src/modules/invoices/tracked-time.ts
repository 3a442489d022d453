import { hoursOfMinutes, invoiceTaskLine, trackedTimeAnswer, type UnbilledLog, zDate, zId } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { item } from "../../core/http/envelope";
import { invalidField } from "../../core/http/errors";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { type Executor, queryRows } from "../../db/client";

/** A log as the statement lists it: [id, user id, user name, day, seconds, minutes billed, custom]. */
type LogJson = [id: number, userId: number, name: string, day: string, total: number, minutes: number, custom: boolean];
type TrackedRow = { task_id: number; title: string; logs: LogJson[] };

/** Days as the manager reads them, both ends included; either may be left open. */
export type DayRange = { start?: string; end?: string; timeZone: string };

/**
 * The project's payable finished time that no invoice bills yet, task by task (newest task title last), each
 * log with who tracked it, its day and the minutes it bills (its seconds rounded; a log under half a minute
 * bills nothing and is left out). A log's day is the manager's day of its start; custom time is the day typed
 * in (it starts at that day's 00:00 UTC). The log's own `payable` decides, not its task's (issue 46 point 5).
 */
export async function unbilledTime(db: Executor, projectId: number, range: DayRange) {
  const after = range.start === undefined ? sql`` : sql`and d.day >= ${range.start}::date`;
  const before = range.end === undefined ? sql`` : sql`and d.day <= ${range.end}::date`;
  return queryRows<TrackedRow>(
    db,
    sql`select t.id as task_id, t.title,
        json_agg(json_build_array(l.id, u.id, u.display_name, d.day::text, l.total, round(l.total / 60.0)::int,
          l.is_custom) order by d.day, l.id) as logs
      from time_logs l
      join tasks t on t.id = l.task_id
      join users u on u.id = l.user_id
      cross join lateral (select (l.start at time zone
        (case when l.is_custom then 'UTC' else ${range.timeZone} end))::date as day) d
      where t.project_id = ${projectId} and l.payable and l.stop is not null and l.total >= 30 ${after} ${before}
        and not exists (select 1 from invoice_time_logs b where b.time_log_id = l.id)
      group by t.id, t.title
      order by t.title, t.id`,
  );
}

const presentLog = ([id, userId, name, day, total, minutes, custom]: LogJson): UnbilledLog => ({
  id,
  user: { data: { id: userId, display_name: name } },
  day,
  total,
  minutes,
  custom,
});

/**
 * `GET pm-pro/v2/projects/{id}/invoice/tracked-time?start=&end=&rate=`: the form's 'Add unbilled time'. All of
 * it as task lines at the rate (`entryTasks`, `time_log_ids`, as before), and log by log by task (`tasks`),
 * for the form to bill the logs the manager picks.
 */
export async function trackedTimeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const query = z.object({
    start: zDate.optional(),
    end: zDate.optional(),
    rate: invoiceTaskLine.shape.amount,
  });
  r.get(
    "/pm-pro/v2/projects/:id/invoice/tracked-time",
    {
      config: member("manage"),
      schema: { params: z.object({ id: zId }), querystring: query, response: { 200: trackedTimeAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { start, end, rate } = req.query;
      if (start && end && end < start) throw invalidField("end", "The end comes before the start.");
      const rows = await unbilledTime(db, access.project.id, { start, end, timeZone: me.timezone ?? "UTC" });
      return item({
        entryTasks: rows.map((r) => ({
          task_id: r.task_id,
          task: r.title,
          amount: rate ?? "0",
          hour: hoursOfMinutes(r.logs.reduce((sum, l) => sum + l[5], 0)),
          tax: "0",
        })),
        time_log_ids: rows.flatMap((r) => r.logs.map((l) => l[0])).sort((a, b) => a - b),
        tasks: rows.map((r) => ({ task_id: r.task_id, task: r.title, logs: r.logs.map(presentLog) })),
      });
    },
  );
}
