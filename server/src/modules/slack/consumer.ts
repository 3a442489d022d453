import { MODULE, SLACK_DEFAULT, SLACK_SETTING_KEY, type SlackOptionKey, slackSettingValue } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import { registerActivityConsumer } from "../../core/events/activity-events";
import { moduleIsOn } from "../../core/modules/state";
import { outboundUrlProblem } from "../../core/net/outbound";
import { enqueueWebhook } from "../../core/net/webhook";
import { queryRows } from "../../db/client";
import { type SlackEvent, type SlackTask, slackMessage } from "./message";

/** Fields whose change is news in Slack (the reference: title, description or due date). */
const NEWS = new Set(["update_task_title", "update_task_description", "update_task_due_date"]);

/** The Slack option a change falls under, or null when Slack hears nothing of it. */
export function slackOptionOf(rows: readonly ActivityRow[]): { option: SlackOptionKey; oldTitle?: string } | null {
  const actions = rows.map((r) => r.action);
  const first = rows[0];
  if (first.resourceType === "comment") {
    const on = first.meta as { commentable_type?: string };
    if (on.commentable_type !== "task") return null;
    if (actions.some((a) => a === "create_comment_on_task" || a === "create_reply_comment_on_task")) {
      return { option: "createComment" };
    }
    if (actions.some((a) => a === "update_comment_on_task" || a === "update_reply_comment_on_task")) {
      return { option: "updateComment" };
    }
    return null;
  }
  if (first.resourceType !== "task") return null;
  if (actions.includes("create_task")) return { option: "create" };
  const status = rows.find((r) => r.action === "update_task_status");
  if (status) return { option: (status.meta as { new?: unknown }).new === 1 ? "complete" : "incomplete" };
  const titleChange = rows.find((r) => r.action === "update_task_title");
  if (rows.some((r) => NEWS.has(r.action))) {
    return { option: "update", oldTitle: (titleChange?.meta as { old?: string } | undefined)?.old };
  }
  return null;
}

/**
 * Slack (module `slack`): a project with Slack enabled hears of its public tasks' changes as the options say.
 * The message is built now (the task as it is after the change) and posted by the worker, retried while
 * Slack fails; a private item never leaves Cairn.
 */
export function installSlackEvents(): void {
  registerActivityConsumer("slack", async (rows, ctx, tx) => {
    const first = rows[0];
    if (first.projectId === null || first.privateKinds.length > 0) return;
    const found = slackOptionOf(rows);
    if (!found) return;
    // The project's Slack setting, before reading the task, its people and files: with mail
    // on, every change's job comes here, and most projects have no Slack.
    const [saved] = await queryRows<{ value: unknown }>(
      tx,
      sql`select value from settings where coalesce(project_id, 0) = ${first.projectId} and key = ${SLACK_SETTING_KEY}`,
    );
    const parsed = slackSettingValue.safeParse(saved?.value ?? SLACK_DEFAULT);
    const setting = parsed.success ? parsed.data : SLACK_DEFAULT;
    if (setting.status !== "enable") return;
    // Without resolving: a name is checked where the worker connects, on every attempt.
    if (await outboundUrlProblem(setting.webhook, ctx.config.outboundAllowHosts, { resolve: false })) return;
    const taskId =
      first.resourceType === "task"
        ? first.resourceId
        : Number((first.meta as { commentable_id?: number }).commentable_id);
    const [row] = await queryRows<SlackTask & { is_private: boolean }>(
      tx,
      sql`select t.id, t.title, t.description, t.due_date::text as due_date, t.parent_id, t.task_list_id,
          t.is_private or l.is_private as is_private, l.title as list_title, pt.title as parent_title,
          coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'name', u.display_name) order by u.display_name)
            from task_assignees a join users u on u.id = a.user_id where a.task_id = t.id), '[]') as assignees,
          (select display_name from users where id = ${first.actorId}) as actor_name,
          ${first.resourceType === "comment" ? sql`(select content from comments where id = ${first.resourceId})` : sql`null`} as comment,
          coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name) order by f.id) from files f
            where f.fileable_type = ${first.resourceType} and f.fileable_id = ${first.resourceId} and f.type = 'file'),
            '[]') as attachments
        from tasks t
        join task_lists l on l.id = t.task_list_id
        left join tasks pt on pt.id = t.parent_id and t.parent_id > 0
        where t.id = ${taskId} and t.project_id = ${first.projectId}`,
    );
    if (!row || row.is_private) return;
    const subTask = row.parent_id > 0;
    if (!setting.options[subTask ? "subTasks" : "tasks"][found.option]) return;
    if (!(await moduleIsOn(tx, MODULE.slack))) return;
    const event: SlackEvent = { ...found, subTask };
    await enqueueWebhook(
      tx,
      setting.webhook,
      slackMessage(event, row, first.projectId, ctx.config.publicUrl, new Date()),
    );
  });
}
