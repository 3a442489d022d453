import type { PrivateKind } from "@cairn/shared";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { activities } from "../../db/schema";
import { presentTimestamp } from "../http/dates";

export type ActivityInput = {
  actorId: number | null;
  /** e.g. create_task, update_task_title, delete_task_list, create_comment_on_task. */
  action: string;
  actionType: "create" | "update" | "delete" | "duplicate" | "status";
  resourceType: string;
  resourceId: number;
  projectId: number | null;
  /** What a sentence needs without further reads: titles, old and new values. */
  meta: Record<string, unknown>;
  privateKinds?: PrivateKind[];
  ownerId?: number | null;
};

export type ActivityRow = typeof activities.$inferSelect;

/** The row an activity input writes (its defaults filled in). */
export const activityValues = (i: ActivityInput) => ({
  actorId: i.actorId,
  action: i.action,
  actionType: i.actionType,
  resourceType: i.resourceType,
  resourceId: i.resourceId,
  projectId: i.projectId,
  meta: i.meta,
  privateKinds: i.privateKinds ?? [],
  ownerId: i.ownerId ?? null,
});

/** Writes activity rows; call inside the service's transaction so the log and the change commit together. */
export async function recordActivities(tx: Executor, inputs: ActivityInput[]): Promise<ActivityRow[]> {
  if (inputs.length === 0) return [];
  return tx.insert(activities).values(inputs.map(activityValues)).returning();
}

export async function recordActivity(tx: Executor, input: ActivityInput): Promise<ActivityRow> {
  const [row] = await recordActivities(tx, [input]);
  return row;
}

/**
 * Keeps the log's privacy in step when an item's privacy (or its container's) changes: the item's
 * own rows and the rows of the comments on it (comment activities carry `commentable_type` and
 * `commentable_id` in meta).
 */
export async function setActivityPrivacy(
  tx: Executor,
  resourceType: string,
  resourceIds: readonly number[],
  privateKinds: PrivateKind[],
): Promise<void> {
  if (resourceIds.length === 0) return;
  await tx
    .update(activities)
    .set({ privateKinds })
    .where(
      or(
        and(eq(activities.resourceType, resourceType), inArray(activities.resourceId, [...resourceIds])),
        and(
          eq(activities.resourceType, "comment"),
          sql`${activities.meta}->>'commentable_type' = ${resourceType}`,
          inArray(sql`${activities.meta}->>'commentable_id'`, resourceIds.map(String)),
        ),
      ),
    );
}

/**
 * A change made by someone who is not a Cairn user (a GitHub login that no member is mapped to) has no actor
 * row; its activity names him by the label the integration stored (`[Github] octocat`).
 */
function labelledActor(row: ActivityRow): ActorSummary {
  const label = (row.meta as { actor_label?: unknown }).actor_label;
  return typeof label === "string" && label !== "" ? { id: 0, display_name: label } : null;
}

export type ActorSummary = { id: number; display_name: string; email?: string } | null;

/** The activity as it leaves the server; actor and project come from one joined query, never per row. */
export function presentActivity(
  row: ActivityRow,
  actor?: ActorSummary,
  project?: { id: number; title: string } | null,
) {
  return {
    id: row.id,
    actor_id: row.actorId,
    action: row.action,
    action_type: row.actionType,
    resource_type: row.resourceType,
    resource_id: row.resourceId,
    project_id: row.projectId,
    // Written by recordActivity from an object, always: the column's type (jsonb) cannot say so.
    meta: row.meta as Record<string, unknown>,
    committed_at: presentTimestamp(row.createdAt),
    created_at: presentTimestamp(row.createdAt),
    ...(actor !== undefined ? { actor: { data: actor ?? labelledActor(row) } } : {}),
    ...(project !== undefined ? { project: { data: project } } : {}),
  };
}
