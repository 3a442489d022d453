import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { timeLogs } from "../../db/schema";
import type { LogBill } from "./present";

/** The most logs one answer lists (newest first); totals always count them all. */
export const MAX_LOGS = 2000;

/**
 * Seconds a log counts at `now`: its total once stopped, the time so far while it runs. `log` names the
 * time_logs row: the table itself, or an alias a statement gives it.
 */
export const secondsAtSql = (now: Date, log: SQL = sql`${timeLogs}`) =>
  sql`coalesce(${log}.total, greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${log}.start)))))`;

/**
 * Seconds tracked on a task, running timers up to `now`: everybody's (`task`) and one person's (`mine`), and
 * whether that person's timer runs there. One aggregate over the task's index, however many logs.
 */
export async function totalsOfTask(db: Executor, taskId: number, userId: number, now: Date) {
  const seconds = secondsAtSql(now);
  const [row] = await db
    .select({
      task: sql<number>`coalesce(sum(${seconds}), 0)::bigint`.mapWith(Number),
      mine: sql<number>`coalesce(sum(${seconds}) filter (where ${timeLogs.userId} = ${userId}), 0)::bigint`.mapWith(
        Number,
      ),
      running: sql<boolean>`coalesce(bool_or(${timeLogs.stop} is null and ${timeLogs.userId} = ${userId}), false)`,
    })
    .from(timeLogs)
    .where(eq(timeLogs.taskId, taskId));
  return row;
}

/**
 * The viewer's own time on a task, as one json value read in the task's own statement (tasks/load.ts): his
 * stopped seconds, when his running timer there started (epoch ms, or null), and his newest MAX_LOGS logs as
 * [id, project id, start ms, stop ms, total, custom, created ms, payable, ...BillJson]. `taskId` is the outer row's tasks.id; the
 * viewer is the placeholder `userId`. No clock inside: running time is added by the reader (task-time.ts).
 */
export type MyTaskTimeJson = {
  stopped: number;
  running_since: number | null;
  logs: [
    id: number,
    projectId: number,
    start: number,
    stop: number | null,
    total: number | null,
    custom: boolean,
    created: number,
    payable: boolean,
    ...bill: BillJson,
  ][];
};

/** The invoice billing a log, as the json arrays of logs end: its id, title and client, or three nulls. */
export type BillJson = [invoiceId: number | null, title: string | null, clientId: number | null];

/** The join that brings a log's invoice (`b`, `i`) to the row aliased `alias`. */
export const billJoinSql = (alias: string) =>
  sql.raw(`left join invoice_time_logs b on b.time_log_id = ${alias}.id left join invoices i on i.id = b.invoice_id`);
export const billColumnsSql = sql.raw("i.id, i.title, i.client_id");

export const billFromJson = ([invoiceId, title, clientId]: BillJson | []): LogBill | null =>
  invoiceId === null || invoiceId === undefined ? null : { invoiceId, title: title ?? "", clientId: clientId ?? null };

/** A timestamp column of the row aliased `alias` as epoch milliseconds, cut as a JavaScript Date cuts them. */
export const epochMs = (column: string, alias = "m") =>
  sql.raw(`floor(extract(epoch from ${alias}.${column}) * 1000)::bigint`);

export const myTaskTimeSql = (taskId: SQL) => sql<MyTaskTimeJson>`(select json_build_object(
  'stopped', coalesce(sum(m.total) filter (where m.stop is not null), 0),
  'running_since', max(${epochMs("start")}) filter (where m.stop is null),
  'logs', coalesce(json_agg(json_build_array(m.id, m.project_id, ${epochMs("start")}, ${epochMs("stop")}, m.total, m.is_custom,
     ${epochMs("created_at")}, m.payable, ${billColumnsSql}) order by m.start desc, m.id desc)
     filter (where m.n <= ${sql.raw(String(MAX_LOGS))}), '[]'::json))
  from (select tl.*, row_number() over (order by tl.start desc, tl.id desc) as n from ${timeLogs} tl
        where tl.task_id = ${taskId} and tl.user_id = ${sql.placeholder("userId")}) m ${billJoinSql("m")})`;
