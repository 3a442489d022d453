import { trackedTimeAnswer, zDate, zId } from "@cairn/shared";
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

type TrackedRow = { task_id: number; title: string; log_ids: number[]; minutes: number };

/** Whole minutes as hours with six decimals at most (100 minutes: "1.666667"). */
const hoursOf = (minutes: number) => (Math.round((minutes / 60) * 1e6) / 1e6).toString();

/**
 * The project's finished time on billable tasks, in a range of days of the manager's time zone, that no
 * invoice bills yet: one line per task (its logs' minutes summed, each log rounded to the minute), with the
 * logs it bills so the invoice can claim them.
 */
export async function unbilledTime(
  db: Executor,
  projectId: number,
  range: { start: string; end: string; timeZone: string },
) {
  return queryRows<TrackedRow>(
    db,
    sql`select t.id as task_id, t.title, array_agg(l.id order by l.id) as log_ids,
        sum(round(l.total / 60.0))::int as minutes
      from time_logs l
      join tasks t on t.id = l.task_id
      where t.project_id = ${projectId} and t.payable and l.stop is not null and l.total > 0
        and (l.start at time zone ${range.timeZone})::date between ${range.start}::date and ${range.end}::date
        and not exists (select 1 from invoice_time_logs b where b.time_log_id = l.id)
      group by t.id, t.title
      order by t.title, t.id`,
  );
}

/** `GET pm-pro/v2/projects/{id}/invoice/tracked-time?start=&end=&rate=`: the form's 'Add tracked time'. */
export async function trackedTimeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const query = z.object({
    start: zDate,
    end: zDate,
    rate: z.union([z.string().max(30), z.number()]).optional(),
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
      if (req.query.end < req.query.start) throw invalidField("end", "The end comes before the start.");
      const rows = await unbilledTime(db, access.project.id, { ...req.query, timeZone: me.timezone ?? "UTC" });
      const rate = req.query.rate === undefined ? "0" : String(req.query.rate);
      return item({
        entryTasks: rows
          .filter((r) => r.minutes > 0)
          .map((r) => ({ task_id: r.task_id, task: r.title, amount: rate, hour: hoursOf(r.minutes), tax: "0" })),
        time_log_ids: rows.flatMap((r) => r.log_ids),
      });
    },
  );
}
