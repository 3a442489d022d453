import type { NotificationKey } from "@cairn/shared";
import type { ActivityRow } from "../../core/activity/record";

/** What one change means for notification mail; null when it mails nobody. */
export type MailEvent = {
  kind: Exclude<NotificationKey, "master" | "daily_digest">;
  resourceType: "task" | "comment" | "discussion_board" | "project";
  resourceId: number;
  projectId: number;
  actorId: number | null;
  /** The fields an update changed ("title", "due_date"), for the update mail's sentence. */
  fields: string[];
  /** The rows' privacy: who may read the change may read the mail. */
  privateKinds: string[];
  ownerId: number | null;
  meta: Record<string, unknown>;
};

/** Task changes no one needs a mail about: a drag in a list. */
const QUIET_TASK_FIELDS = new Set(["order"]);

/**
 * The activity rows of one change (one item, one actor, one statement) as one mail event. A task ticked
 * complete is `complete_task` even when the same change touched other fields.
 */
export function classifyChange(rows: readonly ActivityRow[]): MailEvent | null {
  const first = rows[0];
  if (!first || first.projectId === null) return null;
  const base = {
    resourceId: first.resourceId,
    projectId: first.projectId,
    actorId: first.actorId,
    privateKinds: first.privateKinds,
    ownerId: first.ownerId,
    meta: first.meta as Record<string, unknown>,
  };
  const actions = rows.map((r) => r.action);
  if (first.resourceType === "task") {
    if (actions.includes("create_task")) return { ...base, kind: "new_task", resourceType: "task", fields: [] };
    const completed = rows.some((r) => r.action === "update_task_status" && (r.meta as { new?: unknown }).new === 1);
    if (completed) return { ...base, kind: "complete_task", resourceType: "task", fields: [] };
    const fields = actions
      .filter((a) => a.startsWith("update_task_"))
      .map((a) => a.slice("update_task_".length))
      .filter((f) => !QUIET_TASK_FIELDS.has(f));
    return fields.length > 0 ? { ...base, kind: "update_task", resourceType: "task", fields } : null;
  }
  if (first.resourceType === "comment") {
    const created = actions.some((a) => /^create_(reply_)?comment_on_/.test(a));
    const updated = actions.some((a) => /^update_(reply_)?comment_on_/.test(a));
    if (!created && !updated) return null;
    return { ...base, kind: created ? "new_comment" : "update_comment", resourceType: "comment", fields: [] };
  }
  if (first.resourceType === "discussion_board" && actions.includes("create_discussion_board")) {
    return { ...base, kind: "new_message", resourceType: "discussion_board", fields: [] };
  }
  if (first.resourceType === "project") {
    if (actions.includes("create_project"))
      return { ...base, kind: "new_project", resourceType: "project", fields: [] };
    const fields = actions.filter((a) => a.startsWith("update_project_")).map((a) => a.slice("update_project_".length));
    if (fields.length > 0) return { ...base, kind: "update_project", resourceType: "project", fields };
  }
  return null;
}
