import { routeTo } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { escapeHtml } from "../../core/http/html-text";
import { layoutMail, type MailFrame } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import type { Mailer } from "../../core/mail/mailer";
import { type Db, queryRows } from "../../db/client";
import { mailFrame, SITE_NAME } from "./frame";

type DigestTask = {
  id: number;
  title: string;
  start_at: string | null;
  due_date: string | null;
  project_id: number;
  project_title: string;
};
type DigestRow = { user_id: number; email: string; day: string; tasks: DigestTask[] };

export type DigestRun = { users: number; mails: number };

/**
 * Today's digest for every user it is due for, in ONE statement: users whose local time has reached the
 * digest hour (or everyone, `now`), with mail and the digest switched on and not mailed yet on their local
 * day, gather their incomplete assigned tasks in current projects starting or due from yesterday to three
 * days ahead. Those with tasks claim their (user, local day) row: the primary key makes it once a day per
 * user across restarts and processes (two runs at once: the second waits on the first's claim, then skips
 * it). A user without tasks claims nothing, so a later run the same day mails him once he has some. The
 * mails are queued in the same transaction as the claims: a crash loses neither.
 */
export async function runDailyDigest(
  db: Db,
  mailer: Mailer,
  config: { publicUrl: string; digestHour: number },
  options: { ignoreHour?: boolean } = {},
): Promise<DigestRun> {
  if (!mailer.enabled) return { users: 0, mails: 0 };
  const hour = options.ignoreHour ? 0 : config.digestHour;
  return db.transaction(async (tx) => {
    const rows = await queryRows<DigestRow>(
      tx,
      sql`
      with workspace as (
        select coalesce((select value from settings where project_id is null and key = 'daily_digest'), 'true'::jsonb)
          not in ('false'::jsonb, '"false"'::jsonb, '0'::jsonb) as enabled
      ),
      zoned as (
        select u.id, u.email, coalesce(z.name, 'UTC') as tz
        from users u
        left join notification_settings ns on ns.user_id = u.id
        left join pg_timezone_names z on z.name = u.timezone
        where (select enabled from workspace) and coalesce(ns.master, true) and coalesce(ns.daily_digest, true)
      ),
      due as (
        select z.id, z.email, (now() at time zone z.tz)::date as day from zoned z
        where extract(hour from now() at time zone z.tz) >= ${hour}
      ),
      unsent as (
        select d.* from due d
        where not exists (select 1 from digest_deliveries s where s.user_id = d.id and s.day = d.day)
      ),
      digests as (
        select u.id as user_id, u.email, u.day, (
          select jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title, 'start_at', t.start_at,
            'due_date', t.due_date, 'project_id', p.id, 'project_title', p.title)
            order by p.title, p.id, t.due_date nulls last, t.id)
          from task_assignees a
          join tasks t on t.id = a.task_id
          join projects p on p.id = t.project_id
          join project_members m on m.project_id = p.id and m.user_id = a.user_id
          where a.user_id = u.id and t.status <> 1 and p.status = 0
            and (t.due_date between u.day - 1 and u.day + 3 or t.start_at between u.day - 1 and u.day + 3)
        ) as tasks
        from unsent u
      ),
      claimed as (
        insert into digest_deliveries (user_id, day)
        select user_id, day from digests where tasks is not null
        on conflict do nothing
        returning user_id
      )
      select g.user_id, g.email, g.day::text as day,
        case when c.user_id is null then '[]'::jsonb else g.tasks end as tasks
      from digests g left join claimed c on c.user_id = g.user_id`,
    );
    const frame = await mailFrame(tx, config.publicUrl);
    const messages = rows.filter((r) => r.tasks.length > 0).map((r) => digestMail(r, config.publicUrl, frame));
    await enqueueMail(tx, messages);
    return { users: rows.length, mails: messages.length };
  });
}

const when = (t: DigestTask) =>
  [t.start_at ? `starts ${t.start_at}` : null, t.due_date ? `due ${t.due_date}` : null].filter(Boolean).join(", ");

/** One user's digest: his tasks grouped by project, each a link. */
function digestMail(row: DigestRow, publicUrl: string, frame: MailFrame) {
  const byProject = new Map<number, DigestTask[]>();
  for (const t of row.tasks) byProject.set(t.project_id, [...(byProject.get(t.project_id) ?? []), t]);
  const url = (t: DigestTask) =>
    `${publicUrl}${routeTo("lists_single_task", { project_id: t.project_id, task_id: t.id })}`;
  const groups = [...byProject.values()];
  const blockHtml = groups
    .map(
      (tasks) =>
        `<h3 style="margin:16px 0 6px;font-size:15px">${escapeHtml(tasks[0].project_title)}</h3><ul style="margin:0;padding-left:20px">${tasks
          .map(
            (t) =>
              `<li style="margin:4px 0"><a href="${escapeHtml(url(t))}">${escapeHtml(t.title)}</a> <span style="color:#6e7781">${escapeHtml(when(t))}</span></li>`,
          )
          .join("")}</ul>`,
    )
    .join("");
  const blockText = groups
    .map((tasks) => [tasks[0].project_title, ...tasks.map((t) => `  • ${t.title} (${when(t)}) ${url(t)}`)].join("\n"))
    .join("\n\n");
  const count = row.tasks.length;
  return layoutMail(
    {
      to: row.email,
      subject: `[${SITE_NAME}] Daily digest - ${row.day}`,
      heading: `Your tasks for ${row.day}`,
      lines: [
        `${count} ${count === 1 ? "task starts or is due" : "tasks start or are due"} between yesterday and three days from now.`,
      ],
      blockHtml,
      blockText,
      action: { label: "Open My Tasks", url: `${publicUrl}${routeTo("my_tasks")}` },
    },
    frame,
  );
}
