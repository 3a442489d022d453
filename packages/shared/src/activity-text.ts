/**
 * Activity rows → sentences. The server stores what happened (action + meta); the web app turns it into
 * text through a message key and its params, so the wording lives in one catalogue and can be translated.
 * Every action the product writes has a template here: the original left start_at_date and
 * payable_status without one, and those entries showed an empty line.
 */
import { activityValue } from "./activity-values";

export { activityValue };

export type ActivityLike = {
  action: string;
  resource_type?: string | null;
  resource_id?: number | null;
  meta?: Record<string, unknown> | null;
  actor?: { data: { display_name?: string | null } | null } | null;
  /** The row's project as feeds present it: names a project whose change wrote no title into meta. */
  project?: { data?: { title?: string | null } | null } | null;
};

export type ActivitySentence = { key: string; params: Record<string, string> };

/** The items that have their own create/update/delete sentences, with the noun each sentence uses. */
export const ACTIVITY_RESOURCES = {
  project: "project",
  task_list: "task list",
  task: "task",
  sub_task: "sub-task",
  milestone: "milestone",
  discussion_board: "discussion",
  label: "label",
  file: "file",
  department: "department",
} as const;
export type ActivityResource = keyof typeof ACTIVITY_RESOURCES;

/** The fields whose updates are logged as update_<resource>_<field>. */
export const ACTIVITY_UPDATE_FIELDS: Record<ActivityResource, readonly string[]> = {
  project: [
    "title",
    "description",
    "status",
    "budget",
    "pay_rate",
    "est_completion_date",
    "color_code",
    "members",
    "privacy",
    "department",
    "settings",
  ],
  task_list: ["title", "description", "order", "status", "privacy", "milestone"],
  task: [
    "title",
    "description",
    "estimation",
    "start_at_date",
    "due_date",
    "complexity",
    "priority",
    "payable_status",
    "recurrent",
    "status",
    "privacy",
    "assignees",
    "task_list",
    "milestone",
    "order",
    "labels",
    "type",
  ],
  sub_task: ["parent"],
  milestone: ["title", "description", "order", "status", "achieve_date", "privacy"],
  discussion_board: ["title", "description", "order", "privacy", "milestone"],
  label: [],
  file: ["title", "description", "url", "privacy", "folder"],
  department: ["title", "lead", "members"],
};

/** Where a comment can hang. */
export const COMMENT_TARGETS = {
  task: "task",
  task_list: "task list",
  discussion_board: "discussion",
  milestone: "milestone",
  project: "project",
  file: "file",
} as const;
export type CommentTarget = keyof typeof COMMENT_TARGETS;

const FIELD_WORDS: Record<string, string> = {
  title: "title",
  description: "description",
  status: "status",
  budget: "budget",
  pay_rate: "pay rate",
  est_completion_date: "estimated completion date",
  color_code: "colour",
  order: "order",
  privacy: "privacy",
  milestone: "milestone",
  achieve_date: "due date",
  estimation: "estimated time",
  start_at_date: "start date",
  due_date: "due date",
  complexity: "complexity",
  priority: "priority",
  payable_status: "payable status",
  recurrent: "recurrence",
  task_list: "task list",
  members: "members",
  assignees: "assignees",
  labels: "labels",
  department: "department",
  url: "address",
  folder: "folder",
  lead: "lead",
  parent: "parent task",
  type: "type",
  settings: "settings",
};

/** Fields whose sentence has no "from A to B" part (long text, a list of people, a set of settings). */
const WITHOUT_VALUES = new Set(["description", "members", "assignees", "order", "labels", "type", "settings"]);

function buildTemplates(): Record<string, string> {
  const t: Record<string, string> = {
    "activity.unknown": "{actor} made a change: {action}.",
    "activity.project.duplicate": "{actor} duplicated the project {old_title} as {title}.",
    "activity.task_list.duplicate": "{actor} duplicated the task list {old_title} as {title}.",
    "activity.project.from_order":
      "{actor} created the project {title} from the template {template} for order #{order}.",
    // Workspace changes (no project): the managers' feed.
    "activity.module.activate": "{actor} switched on the module {title}.",
    "activity.module.deactivate": "{actor} switched off the module {title}.",
    "activity.license.activate": "{actor} activated the license for {email}.",
    "activity.license.delete": "{actor} deleted the license for {email}.",
    "activity.settings.update": "{actor} changed the general settings.",
    "activity.settings.mail": "{actor} changed the mail settings.",
    "activity.user.update": "{actor} updated the account of {title}.",
    "activity.user.grant_manager": "{actor} made {title} a global manager.",
    "activity.user.revoke_manager": "{actor} removed {title} from the global managers.",
    "activity.user.deactivate": "{actor} deactivated the account of {title}.",
    "activity.user.reactivate": "{actor} reactivated the account of {title}.",
    "activity.user.delete": "{actor} deleted a user account.",
    "activity.user.password_reset": "{actor} sent {title} a password reset link.",
    "activity.user.sessions_revoke": "{actor} signed {title} out everywhere.",
  };
  for (const [resource, noun] of Object.entries(ACTIVITY_RESOURCES)) {
    t[`activity.${resource}.create`] = `{actor} created the ${noun} {title}.`;
    t[`activity.${resource}.delete`] = `{actor} deleted the ${noun} {title}.`;
    t[`activity.${resource}.update`] = `{actor} updated the ${noun} {title}.`;
    for (const field of ACTIVITY_UPDATE_FIELDS[resource as ActivityResource]) {
      const word = FIELD_WORDS[field] ?? field.replace(/_/g, " ");
      t[`activity.${resource}.update.${field}`] = WITHOUT_VALUES.has(field)
        ? `{actor} changed the ${word} of the ${noun} {title}.`
        : `{actor} changed the ${word} of the ${noun} {title} from {old} to {new}.`;
    }
  }
  t["activity.task.update.title"] = "{actor} renamed the task {old} to {new}.";
  t["activity.task.update.status"] = "{actor} changed the status of the task {title} from {old} to {new}.";
  // An uploaded file's new bytes (issue 46): the title is the new version's name.
  t["activity.file.update.version"] = "{actor} uploaded a new version of the file {title}.";
  for (const [target, noun] of Object.entries(COMMENT_TARGETS)) {
    t[`activity.comment.create.${target}`] = `{actor} commented on the ${noun} {title}.`;
    t[`activity.comment.update.${target}`] = `{actor} edited a comment on the ${noun} {title}.`;
    t[`activity.comment.delete.${target}`] = `{actor} deleted a comment on the ${noun} {title}.`;
    t[`activity.reply.create.${target}`] = `{actor} replied to a comment on the ${noun} {title}.`;
    t[`activity.reply.update.${target}`] = `{actor} edited a reply on the ${noun} {title}.`;
    t[`activity.reply.delete.${target}`] = `{actor} deleted a reply on the ${noun} {title}.`;
  }
  return t;
}

/** English templates for every key activitySentence can return; `{name}` is filled from params. */
export const ACTIVITY_TEMPLATES: Readonly<Record<string, string>> = buildTemplates();

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/**
 * The item's title from the meta the services write (`task_title`, `list_title`, ... or plain `title`); else,
 * for a project, the title the feed gives the row, and else the item's number: a sentence never ends in
 * "the project ." (a project's settings change writes only the keys it saved).
 */
function titleOf(resource: string, meta: Record<string, unknown>, activity?: ActivityLike): string {
  const found = metaTitle(resource, meta);
  if (found) return found;
  const project = resource === "project" ? str(activity?.project?.data?.title) : "";
  if (project) return project;
  return activity?.resource_id && activity.resource_type === resource ? `#${activity.resource_id}` : "";
}

function metaTitle(resource: string, meta: Record<string, unknown>): string {
  const names: Record<string, string[]> = {
    project: ["project_title"],
    task_list: ["task_list_title", "list_title", "board_title"],
    task: ["task_title"],
    sub_task: ["sub_task_title", "task_title"],
    milestone: ["milestone_title", "board_title"],
    discussion_board: ["discussion_board_title", "discussion_title", "board_title"],
    file: ["file_title", "file_name"],
  };
  for (const key of [...(names[resource] ?? []), "title", "commentable_title"]) {
    if (meta[key] !== undefined && meta[key] !== null) return str(meta[key]);
  }
  return resource === "project" ? str(meta.project_title) : "";
}

const RESOURCES = Object.keys(ACTIVITY_RESOURCES) as ActivityResource[];
/** Longest first, so update_task_list_title is read as task_list + title, not task + list_title. */
const BY_LENGTH = [...RESOURCES].sort((a, b) => b.length - a.length);
const COMMENT_ACTION = /^(?:(create|update|delete)_)?(reply_)?comment_on_([a-z_]+)$/;

/** Actions outside the create/update/delete pattern whose sentence names one thing from meta. */
const NAMED_ACTIONS: Record<string, string> = {
  activate_module: "activity.module.activate",
  deactivate_module: "activity.module.deactivate",
  activate_license: "activity.license.activate",
  delete_license: "activity.license.delete",
  update_settings: "activity.settings.update",
  update_mail_settings: "activity.settings.mail",
  update_user: "activity.user.update",
  grant_user_manager: "activity.user.grant_manager",
  revoke_user_manager: "activity.user.revoke_manager",
  deactivate_user: "activity.user.deactivate",
  reactivate_user: "activity.user.reactivate",
  delete_user: "activity.user.delete",
  send_user_password_reset: "activity.user.password_reset",
  revoke_user_sessions: "activity.user.sessions_revoke",
};

/** The message key and params for one activity; unknown actions get a generic sentence, never an empty one. */
export function activitySentence(activity: ActivityLike): ActivitySentence {
  const meta = activity.meta ?? {};
  const actor = activity.actor?.data?.display_name || str(meta.actor_name);
  const base = { actor: actor || "Someone", project: str(meta.project_title) };
  const action = activity.action;

  const comment = COMMENT_ACTION.exec(action);
  if (comment) {
    const [, verb = "create", reply, target] = comment;
    const key = `activity.${reply ? "reply" : "comment"}.${verb}.${target}`;
    if (ACTIVITY_TEMPLATES[key]) return { key, params: { ...base, title: titleOf(target, meta, activity) } };
  }

  const named = NAMED_ACTIONS[action];
  if (named) return { key: named, params: { ...base, title: str(meta.title), email: str(meta.email) } };

  if (action === "duplicate_project") {
    return {
      key: "activity.project.duplicate",
      params: {
        ...base,
        old_title: str(meta.old_project_title),
        title: str(meta.project_title_new ?? meta.project_title),
      },
    };
  }
  if (action === "create_project_from_order") {
    return {
      key: "activity.project.from_order",
      params: {
        ...base,
        title: str(meta.project_title),
        order: str(meta.order_number),
        template: str(meta.template_title),
      },
    };
  }
  if (action === "duplicate_list" || action === "duplicate_task_list") {
    return {
      key: "activity.task_list.duplicate",
      params: {
        ...base,
        old_title: str(meta.old_list_title ?? meta.old_title),
        title: titleOf("task_list", meta, activity),
      },
    };
  }

  const verb = /^(create|delete|update)_(.+)$/.exec(action);
  if (verb) {
    const [, kind, rest] = verb;
    const resource = BY_LENGTH.find((r) => rest === r || rest.startsWith(`${r}_`));
    if (resource) {
      const title = titleOf(resource, meta, activity);
      if (kind !== "update" || rest === resource) {
        return { key: `activity.${resource}.${kind}`, params: { ...base, title } };
      }
      const field = rest.slice(resource.length + 1);
      const key = `activity.${resource}.update.${field}`;
      if (!ACTIVITY_TEMPLATES[key]) return { key: `activity.${resource}.update`, params: { ...base, title } };
      const params: Record<string, string> = { ...base, title };
      if (!WITHOUT_VALUES.has(field)) {
        params.old = activityValue(resource, field, meta.old);
        params.new = activityValue(resource, field, meta.new);
      }
      return { key, params };
    }
  }
  return { key: "activity.unknown", params: { ...base, action: action.replace(/_/g, " ") } };
}

/** Fills a template: `{name}` → params.name. */
export function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}

/** The English sentence, for logs, mail and feeds. */
export function activityText(activity: ActivityLike): string {
  const { key, params } = activitySentence(activity);
  return fillTemplate(ACTIVITY_TEMPLATES[key] ?? ACTIVITY_TEMPLATES["activity.unknown"], params);
}
