import { sql } from "drizzle-orm";
import { type Paging, paginationMeta, wrap } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { timeLogs, users } from "../../db/schema";
import { runNamed } from "../../db/statements";
import { presentUser } from "../users/present";
import { presentTimeLog, presentTotal, type TimeLogViewer } from "./present";
import { type BillJson, billColumnsSql, billFromJson, billJoinSql, epochMs, secondsAtSql } from "./queries";

type LogJson = [
  id: number,
  projectId: number,
  userId: number,
  start: number,
  stop: number | null,
  total: number | null,
  custom: boolean,
  created: number,
  payable: boolean,
  ...bill: BillJson,
];
type PersonJson = [userId: number, seconds: number, logs: number, email: string, displayName: string];

/**
 * GET pm-pro/v2/others-time's answer: a page of the task's logs newest first, and each person's total and
 * count over all of them (running timers up to `now`), most time first. One statement, whose rows come as
 * two json arrays of plain values (dates as epoch milliseconds): a page of 100 logs read as table rows cost
 * the server more than a millisecond of CPU (three timestamps parsed per row, each row mapped into objects).
 * The people of the page are among those of the task, so each comes once, with his totals.
 */
export async function readOthersTime(db: Executor, taskId: number, viewer: TimeLogViewer, page: Paging) {
  const statement = sql`with page as (
      select l.* from ${timeLogs} l where l.task_id = ${taskId}
      order by l.start desc, l.id desc limit ${page.perPage} offset ${page.offset}),
    per_person as (
      select l.user_id, coalesce(sum(${secondsAtSql(viewer.now, sql.raw("l"))}), 0)::bigint as seconds,
        count(*)::int as logs
      from ${timeLogs} l where l.task_id = ${taskId} group by l.user_id)
    select
      (select coalesce(json_agg(json_build_array(l.id, l.project_id, l.user_id, ${epochMs("start", "l")},
          ${epochMs("stop", "l")}, l.total, l.is_custom, ${epochMs("created_at", "l")}, l.payable, ${billColumnsSql})
          order by l.start desc, l.id desc), '[]'::json) from page l ${billJoinSql("l")}) as logs,
      (select coalesce(json_agg(json_build_array(p.user_id, p.seconds, p.logs, u.email, u.display_name)
          order by p.seconds desc, u.id), '[]'::json)
        from per_person p join ${users} u on u.id = p.user_id) as people`;
  const [{ logs, people }] = await runNamed<{ logs: LogJson[]; people: PersonJson[] }>(db, statement);
  const persons = new Map(people.map(([id, , , email, displayName]) => [id, { id, email, displayName }]));
  const data = logs.map(([id, projectId, userId, start, stop, total, isCustom, created, payable, ...bill]) =>
    presentTimeLog(
      {
        id,
        projectId,
        taskId,
        userId,
        start: new Date(start),
        stop: stop === null ? null : new Date(stop),
        total,
        isCustom,
        createdAt: new Date(created),
        payable,
        bill: billFromJson(bill),
      },
      persons.get(userId) ?? null,
      viewer,
    ),
  );
  const totalSeconds = people.reduce((sum, p) => sum + Number(p[1]), 0);
  const totalLogs = people.reduce((sum, p) => sum + p[2], 0);
  return {
    data,
    meta: {
      totalTaskTime: presentTotal(totalSeconds),
      users: people.map(([id, seconds, count, email, displayName]) => ({
        user: wrap(presentUser({ id, email, displayName })),
        total: Number(seconds),
        logs: count,
      })),
      ...paginationMeta(totalLogs, data.length, page),
    },
  };
}
