import { WEBHOOK_MESSAGES } from "@cairn/shared";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { users, webhookDeliveries, webhookEndpoints } from "../../db/schema";

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Whose endpoints a route names: the workspace's (null) or one project's. */
export type WebhookScope = { projectId: number | null };

const inScope = (scope: WebhookScope): SQL =>
  scope.projectId === null ? isNull(webhookEndpoints.projectId) : eq(webhookEndpoints.projectId, scope.projectId);

/** An endpoint of this scope; one of another scope (another project's, the workspace's) is 404. */
export async function loadWebhook(db: Executor, scope: WebhookScope, id: number): Promise<WebhookRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), inScope(scope)))
    .limit(1);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    webhook: WebhookRow;
  }
}

/** A project's endpoint a route's `:hook_id` names: its managers' (and global managers') to see and change. */
export const webhookLoader: ItemLoader<WebhookRow> = {
  param: "hook_id",
  load: (db, access: ProjectAccess, id) => loadWebhook(db, { projectId: access.project.id }, id),
  owner: (row) => row,
};

/** An endpoint with its creator's name and the newest attempt's status, for the list. */
export type ListedWebhook = { hook: WebhookRow; creatorName: string | null; lastStatus: number | null };

export async function listWebhooks(db: Executor, scope: WebhookScope): Promise<ListedWebhook[]> {
  const rows = await db
    .select({
      hook: webhookEndpoints,
      creatorName: users.displayName,
      lastStatus: sql<number | null>`(select d.status_code from ${webhookDeliveries} d
        where d.endpoint_id = ${webhookEndpoints.id} order by d.id desc limit 1)`,
    })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(inScope(scope))
    .orderBy(webhookEndpoints.id);
  return rows;
}

/** One endpoint as the list shows it (after a write). */
export async function listedWebhook(db: Executor, hook: WebhookRow): Promise<ListedWebhook> {
  const rows = await listWebhooks(db, { projectId: hook.projectId });
  return rows.find((r) => r.hook.id === hook.id) ?? { hook, creatorName: null, lastStatus: null };
}

/** A page of an endpoint's log, newest first, and the total. */
export async function listDeliveries(db: Executor, hook: WebhookRow, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id)),
  ]);
  return { rows, total };
}

/** A log row of this endpoint; another endpoint's is 404. */
export async function loadDelivery(db: Executor, hook: WebhookRow, id: number): Promise<DeliveryRow> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, hook.id)))
    .limit(1);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}
