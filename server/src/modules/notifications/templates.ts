import type { MailContent } from "../../core/mail/layout";
import type { MailEvent } from "./classify";
import type { MailSubject } from "./subject";

/** Field names of update activities as a reader says them. */
const FIELD_NAMES: Record<string, string> = {
  title: "title",
  description: "description",
  due_date: "due date",
  start_at_date: "start date",
  estimation: "estimation",
  assignees: "assignees",
  status: "status",
  task_list: "task list",
  labels: "labels",
  priority: "priority",
  complexity: "complexity",
  payable_status: "payable status",
  recurrent: "recurrence",
  type: "type",
  pay_rate: "pay rate",
  est_completion_date: "estimated completion date",
  color_code: "colour",
  members: "members",
};

const fieldList = (fields: string[]) =>
  [...new Set(fields.map((f) => FIELD_NAMES[f] ?? f.replaceAll("_", " ")))].join(", ");

type Wording = {
  subject: string;
  heading: (actor: string, quoted: string) => string;
  lines: (s: MailSubject, fields: string) => string[];
  /** Shows the item's text (a new task's description, a comment, a new discussion). */
  body: boolean;
  action: string;
};

const project = (s: MailSubject) => [`Project: ${s.projectTitle}.`];

/** Each kind's words; the layout adds the frame. */
const WORDING: Record<MailEvent["kind"], Wording> = {
  new_task: {
    subject: "New task",
    heading: (a) => `${a} assigned you a new task`,
    lines: (s) => [`“${s.title}” in ${s.projectTitle}.`],
    body: true,
    action: "Open the task",
  },
  update_task: {
    subject: "Task updated",
    heading: (a, q) => `${a} updated the task ${q}`,
    lines: (s, f) => [`Changed: ${f}.`, ...project(s)],
    body: false,
    action: "Open the task",
  },
  complete_task: {
    subject: "Task completed",
    heading: (a, q) => `${a} completed the task ${q}`,
    lines: project,
    body: false,
    action: "Open the task",
  },
  new_comment: {
    subject: "New comment on",
    heading: (a, q) => `${a} commented on ${q}`,
    lines: project,
    body: true,
    action: "Reply in Cairn",
  },
  update_comment: {
    subject: "Comment updated on",
    heading: (a, q) => `${a} edited a comment on ${q}`,
    lines: project,
    body: true,
    action: "Reply in Cairn",
  },
  new_message: {
    subject: "New discussion",
    heading: (a, q) => `${a} started the discussion ${q}`,
    lines: project,
    body: true,
    action: "Open the discussion",
  },
  new_project: {
    subject: "New project",
    heading: (a, q) => `${a} added you to the project ${q}`,
    lines: () => [],
    body: true,
    action: "Open the project",
  },
  update_project: {
    subject: "Project updated",
    heading: (a, q) => `${a} updated the project ${q}`,
    lines: (_s, f) => [`Changed: ${f}.`],
    body: false,
    action: "Open the project",
  },
};

/** Subject, sentences and button of one notification mail. */
export function notificationContent(
  event: MailEvent,
  s: MailSubject,
  site: string,
  to: string,
  url: string,
): MailContent {
  const w = WORDING[event.kind];
  const subject = w.subject.endsWith(" on") ? `${w.subject} ${s.title}` : `${w.subject}: ${s.title}`;
  return {
    to,
    subject: `[${site}] ${subject}`,
    heading: w.heading(s.actorName, `“${s.title}”`),
    lines: w.lines(s, fieldList(event.fields)),
    bodyHtml: w.body && s.bodyHtml ? s.bodyHtml : undefined,
    action: { label: w.action, url },
  };
}
