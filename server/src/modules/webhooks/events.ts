import type { WebhookEvent } from "@cairn/shared";
import type { ActivityRow } from "../../core/activity/record";

/** The item kinds whose activity rows become events, by the activity's resource type. */
const ITEM_OF: Record<string, "project" | "list" | "task" | "comment" | "milestone" | "file"> = {
  project: "project",
  task_list: "list",
  task: "task",
  comment: "comment",
  milestone: "milestone",
  file: "file",
};

/** Events that exist for each kind (file and comment changes other than creation are not events yet). */
const VERBS: Record<string, readonly ("created" | "updated" | "deleted")[]> = {
  project: ["created", "updated", "deleted"],
  list: ["created", "updated", "deleted"],
  task: ["created", "updated", "deleted"],
  comment: ["created"],
  milestone: ["created", "updated", "deleted"],
  file: ["created"],
};

/**
 * The event one change is (its activity rows: one item, one actor, one statement), or null when it is none.
 * A task whose status became complete is `task.completed` whatever else changed with it; a reopened task is
 * `task.updated`. A copy (a duplicated project or list) is a creation.
 */
export function webhookEventOf(rows: readonly ActivityRow[]): WebhookEvent | null {
  const first = rows[0];
  const item = ITEM_OF[first.resourceType];
  if (!item) return null;
  const types = new Set(rows.map((r) => r.actionType));
  if (item === "task") {
    const status = rows.find((r) => r.action === "update_task_status");
    if (status && (status.meta as { new?: unknown }).new === 1) return "task.completed";
  }
  const verb = types.has("delete")
    ? "deleted"
    : types.has("create") || types.has("duplicate")
      ? "created"
      : types.has("update") || types.has("status")
        ? "updated"
        : null;
  if (!verb || !VERBS[item].includes(verb)) return null;
  return `${item}.${verb}` as WebhookEvent;
}
