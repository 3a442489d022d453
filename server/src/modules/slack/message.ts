import { routeTo, type SlackOptionKey } from "@cairn/shared";
import { downloadUrl } from "../attachments/present";
import { htmlToSlack, slackEscape, slackLink } from "./markup";

/** What a Slack message says about a task (or a comment on one), read after the change. */
export type SlackTask = {
  id: number;
  title: string;
  description: string;
  due_date: string | null;
  parent_id: number;
  parent_title: string | null;
  task_list_id: number;
  list_title: string;
  assignees: { id: number; name: string }[];
  actor_name: string | null;
  comment: string | null;
  /** Files attached to the task (or to the comment, for a comment's message). */
  attachments: { id: number; name: string }[];
};

export type SlackEvent = { option: SlackOptionKey; subTask: boolean; oldTitle?: string };

const BODY_LIMIT = 3000;

/**
 * The message as the reference describes it: a headline, and one attachment with the actor as author, the
 * task as title and link, its assignees and due date as fields and the description or comment as Slack
 * markup. Links go to Cairn's pages.
 */
export function slackMessage(event: SlackEvent, task: SlackTask, projectId: number, publicUrl: string, now: Date) {
  const url = `${publicUrl}${routeTo("lists_single_task", { project_id: projectId, task_id: task.parent_id > 0 ? task.parent_id : task.id })}`;
  const listUrl = `${publicUrl}${routeTo("single_list", { project_id: projectId, list_id: task.task_list_id })}`;
  const title = slackLink(url, task.title);
  let headline = "";
  let lead = "";
  switch (event.option) {
    case "create":
      headline = event.subTask
        ? `New sub task has been created in *${slackLink(url, task.parent_title ?? "")}*`
        : `New task has been created in *${slackLink(listUrl, task.list_title)}*`;
      break;
    case "update":
      headline = `*${slackLink(url, event.oldTitle ?? task.title)}* has been updated`;
      break;
    case "complete":
      lead = `~*${title}*~ has been completed.`;
      break;
    case "incomplete":
      lead = `*${title}* has been re-opened.`;
      break;
    case "createComment":
      headline = `New comment on *${title}*`;
      break;
    case "updateComment":
      headline = `Update comment on *${title}*`;
      break;
  }
  const fields: { title: string; value: string; short: boolean }[] = [];
  if (task.assignees.length > 0) {
    const people = task.assignees
      .map((a) => slackLink(`${publicUrl}${routeTo("mytask-reports", { user_id: a.id })}`, a.name))
      .join(", ");
    fields.push({ title: "", value: `*Assigned To*: _${people}_`, short: false });
  }
  if (task.due_date) {
    const ts = Math.floor(Date.parse(`${task.due_date}T00:00:00Z`) / 1000);
    fields.push({ title: "", value: `*Due*: _<!date^${ts}^{date_short}^${url}|${task.due_date}>_`, short: true });
  }
  if (task.attachments.length > 0) {
    const links = task.attachments.map((f) => slackLink(`${publicUrl}${downloadUrl(projectId, f.id)}`, f.name));
    fields.push({ title: "", value: `*Attachments:*\n${links.join("\n")}`, short: false });
  }
  const source = event.option === "createComment" || event.option === "updateComment" ? task.comment : task.description;
  const body = lead || htmlToSlack(source ?? "").slice(0, BODY_LIMIT);
  return {
    username: "Cairn",
    text: headline,
    attachments: [
      {
        fallback: slackEscape(task.title),
        author_name: task.actor_name ?? "Cairn",
        title: task.title,
        title_link: url,
        text: body,
        fields,
        footer: "Cairn",
        ts: Math.floor(now.getTime() / 1000),
        mrkdwn_in: ["text", "fields", "pretext"],
      },
    ],
  };
}
