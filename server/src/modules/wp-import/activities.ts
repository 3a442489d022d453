import type { PrivateKind } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { activityValues } from "../../core/activity/record";
import { activities } from "../../db/schema";
import { type ImportContext, type ProjectScope, userOf } from "./context";
import { decodeEntities, int, phpValue, sourceId } from "./decode";
import { hashOf, lookup } from "./mapping";
import { type ItemRef, itemFacts, refKey } from "./privacy";
import type { SourceRow } from "./source";
import { writeRows } from "./write";

/**
 * The project's past activity, as Cairn's feeds read it: actors and dates kept, the items it names mapped to
 * their Cairn ids, the privacy of each item copied so a client's feed hides what he may not see. It is
 * history: no event, no notification, no webhook is sent for it.
 */
const COLUMNS = "id, actor_id, action, action_type, resource_id, resource_type, meta, created_at";
const COMMENT_ACTION = /^(?:(create|update|delete)_)?(reply_)?comment_on_([a-z_]+)$/;
const BOARD_TYPES = new Set(["task_list", "milestone", "discussion_board"]);
const ACTION_TYPES = new Set(["create", "update", "delete", "duplicate", "status"]);

type ActivityType = Parameters<typeof activityValues>[0]["actionType"];

function metaOf(value: unknown): Record<string, unknown> {
  const decoded = phpValue(value);
  if (!decoded || typeof decoded !== "object" || Array.isArray(decoded)) return {};
  return Object.fromEntries(
    Object.entries(decoded as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "string" ? decodeEntities(v) : v,
    ]),
  );
}

/** `update_task_status` with task_status_old/new → Cairn's field, old and new beside the source's keys. */
function updateFields(action: string, resource: string, meta: Record<string, unknown>) {
  const prefix = `update_${resource}_`;
  if (!action.startsWith(prefix)) return {};
  const field = action.slice(prefix.length);
  const old = meta[`${resource}_${field}_old`];
  const fresh = meta[`${resource}_${field}_new`];
  return { field, ...(old !== undefined ? { old } : {}), ...(fresh !== undefined ? { new: fresh } : {}) };
}

export async function importActivities(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  if (!ctx.src.has("pm_activities")) return;
  for await (const page of ctx.src.pages("pm_activities", COLUMNS, {
    where: "project_id = ?",
    params: [scope.sourceId],
  })) {
    await importPage(ctx, scope, page);
    ctx.progress.advance("activities", page.length);
  }
}

async function importPage(ctx: ImportContext, scope: ProjectScope, page: SourceRow[]) {
  const { tx } = ctx;
  const metas = page.map((a) => metaOf(a.meta));
  const ids = (type: string) => page.filter((a) => a.resource_type === type).map((a) => sourceId(a.resource_id));
  const tasks = await lookup(tx, "tasks", [...ids("task"), ...ids("sub_task")]);
  const files = await lookup(tx, "files", ids("file"));
  const comments = await lookup(tx, "comments", [...ids("comment"), ...metas.map((m) => sourceId(m.comment_id))]);
  const itemOf = (type: string, id: string | null): ItemRef | null => {
    if (type === "project") return { type, id: scope.projectId };
    if (!id) return null;
    if (BOARD_TYPES.has(type)) {
      const b = scope.boards.get(id);
      return b?.kind === type ? { type, id: b.cairnId } : null;
    }
    const found = (
      type === "task" || type === "sub_task" ? tasks : type === "file" ? files : type === "comment" ? comments : null
    )?.get(id);
    return found ? { type: type === "sub_task" ? "task" : type, id: found.cairnId } : null;
  };
  const shaped = page.map((row, i) => {
    const meta = metas[i];
    const action = String(row.action);
    const resource = String(row.resource_type ?? "");
    const item = itemOf(resource, sourceId(row.resource_id));
    const comment = COMMENT_ACTION.exec(action);
    return { row, meta, action, resource, item, comment };
  });
  const facts = await itemFacts(
    ctx,
    shaped.map((s) => s.item).filter((r): r is ItemRef => r !== null && r.type !== "project"),
  );
  const items = shaped.map(({ row, meta, action, resource, item, comment }) => {
    const known = item ? facts.get(refKey(item)) : undefined;
    const privateKinds: PrivateKind[] = known?.kinds ?? [];
    const base = {
      actorId: userOf(ctx, row.actor_id),
      actionType: (ACTION_TYPES.has(String(row.action_type)) ? String(row.action_type) : "update") as ActivityType,
      projectId: scope.projectId,
      privateKinds,
      ownerId: known?.createdBy ?? null,
    };
    const source = { imported_from: "wp-project-manager", source_activity_id: int(row.id) };
    let values: ReturnType<typeof activityValues>;
    if (comment) {
      // The plugin logs a comment on the item it is about; Cairn on the comment, naming the item in meta.
      const [, verb = "create", reply, target] = comment;
      const commentId = comments.get(sourceId(meta.comment_id) ?? "")?.cairnId ?? 0;
      values = activityValues({
        ...base,
        action: `${verb}_${reply ? "reply_" : ""}comment_on_${target}`,
        resourceType: "comment",
        resourceId: commentId,
        meta: {
          ...meta,
          ...source,
          comment_id: commentId,
          commentable_type: target,
          commentable_id: item?.id ?? 0,
          commentable_title: known?.title ?? meta[`${target}_title`] ?? "",
        },
      });
    } else {
      values = activityValues({
        ...base,
        action,
        resourceType: item?.type ?? (resource || "project"),
        resourceId: item?.id ?? 0,
        meta: {
          ...meta,
          ...updateFields(action, resource, meta),
          ...source,
          ...(item ? {} : { source_resource_id: int(row.resource_id) }),
        },
      });
    }
    const createdAt = ctx.clock.local(row.created_at) ?? new Date();
    return { sourceId: String(row.id), hash: hashOf({ row, item }), values: { ...values, createdAt } };
  });
  await writeRows(ctx, {
    kind: "activities",
    sourceTable: "activities",
    cairnTable: "activities",
    items,
    insert: async (rows) => {
      await tx.insert(activities).values(rows);
      // Inserting activity queues jobs (mail, Slack, webhooks: migration 0046) for what is news; this is history.
      // The jobs are this transaction's own, uncommitted, so no worker has seen them.
      await tx.execute(sql`delete from jobs where kind = 'activity'
        and (payload->'activity_ids'->>0)::int = any(${`{${rows.map((r) => r.id).join(",")}}`}::int[])`);
    },
    update: (id, v) =>
      tx
        .update(activities)
        .set(v)
        .where(eq(activities.id, id))
        .then(() => undefined),
  });
}
