import { PAID_ORDER_STATUSES, ROLE, type StoreOrder } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { type Db, type Executor, queryRows } from "../../db/client";
import { projects, storeOrderProjects, users } from "../../db/schema";
import { copyProject } from "../duplication/copy-project";
import { ensureCustomer, inviteCustomer } from "./customer";
import type { StoreAssignee } from "./links";

/** A product of the order that a link names, with what its project needs. */
type LinkedProduct = {
  product_id: string;
  link_id: number;
  template_id: number;
  assignees: StoreAssignee[];
  author_id: number;
};

export const isPaid = (status: string) => (PAID_ORDER_STATUSES as readonly string[]).includes(status);

/** The order's products that links name, in a fixed order (so two runs lock their claims alike). */
export async function linkedProductsOf(db: Executor, productIds: string[]): Promise<LinkedProduct[]> {
  if (productIds.length === 0) return [];
  return queryRows<LinkedProduct>(
    db,
    sql`select lp.product_id, l.id as link_id, l.template_project_id as template_id, l.assignees,
        coalesce(l.updated_by, l.created_by) as author_id
      from store_link_products lp join store_links l on l.id = lp.link_id
      where lp.product_id = any(${sql.param([...new Set(productIds)])}::text[])
      order by lp.product_id`,
  );
}

/** "{template} — order #{number} ({customer})", kept to the 255 characters a project title may have. */
export function orderProjectTitle(template: string, order: StoreOrder): string {
  const who = order.customer.name || order.customer.email;
  const head = `${template} — order #${order.number}`;
  const room = 255 - head.length - 3;
  if (room < 1) return head.slice(0, 255);
  return `${head} (${who.length > room ? `${who.slice(0, room - 1)}…` : who})`;
}

/** The title, or the title with " (2)", " (3)" … when another project has it (titles are unique, case aside). */
async function freeTitle(tx: Executor, wanted: string): Promise<string> {
  const like = `${wanted.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  const taken = await tx
    .select({ title: projects.title })
    .from(projects)
    .where(sql`lower(${projects.title}) like ${like}`);
  const used = new Set(taken.map((r) => r.title.toLowerCase()));
  let n = 1;
  let title = wanted;
  while (used.has(title.toLowerCase())) title = `${wanted} (${++n})`;
  return title;
}

/** The link's author stands for the copy's creator (a project has one); the activity names the shop. */
async function authorOf(tx: Executor, userId: number): Promise<CurrentUser> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    isAdmin: row.isAdmin,
    isManager: row.isManager,
    timezone: row.timezone,
    weekStart: row.weekStart,
    locale: row.locale,
  };
}

/** The chosen assignees with their roles (a template member among them takes the chosen role), and the client. */
async function addMembers(tx: Executor, projectId: number, assignees: StoreAssignee[], customerId: number) {
  if (assignees.length > 0) {
    await tx.execute(sql`insert into project_members (project_id, user_id, role_id)
      select ${projectId}::int, a.user_id, a.role_id
      from jsonb_to_recordset(${JSON.stringify(assignees)}::jsonb) as a(user_id int, role_id smallint)
      join users u on u.id = a.user_id
      on conflict (project_id, user_id) do update set role_id = excluded.role_id`);
  }
  // A customer who is a member already (a colleague testing the shop) keeps his role.
  await tx.execute(sql`insert into project_members (project_id, user_id, role_id)
    values (${projectId}, ${customerId}, ${ROLE.client}) on conflict do nothing`);
}

/**
 * Makes the projects a paid order's linked products call for, each exactly once. For each product the
 * (order, product) row is claimed first, in this transaction: a replayed, reordered or concurrent run finds it
 * (or waits for the transaction that holds it) and makes nothing. Then the template is copied, its people
 * added, the customer made a client (his account made and invited when he has none), and an activity written.
 * Any failure rolls all of it back, claims included, so the job's retry starts clean.
 */
export async function makeOrderProjects(db: Db, order: StoreOrder, publicUrl: string) {
  if (!isPaid(order.status)) return [];
  return db.transaction(async (tx) => {
    const linked = await linkedProductsOf(
      tx,
      order.products.map((p) => p.id),
    );
    const made: { id: number; title: string; productId: string }[] = [];
    let customer: Awaited<ReturnType<typeof ensureCustomer>> | null = null;
    for (const l of linked) {
      const claimed = await tx
        .insert(storeOrderProjects)
        .values({ orderId: order.order_id, productId: l.product_id, orderNumber: order.number })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      const [template] = await tx.select().from(projects).where(eq(projects.id, l.template_id));
      // Deleted since the link was read (its links go with it): the retry finds no link and makes nothing.
      if (!template) throw new Error(`template project ${l.template_id} is gone`);
      customer ??= await ensureCustomer(tx, order.customer);
      const title = await freeTitle(tx, orderProjectTitle(template.title, order));
      const project = await copyProject(tx, await authorOf(tx, l.author_id), template, { title });
      await addMembers(tx, project.id, l.assignees, customer.id);
      await tx
        .update(storeOrderProjects)
        .set({ projectId: project.id, customerId: customer.id })
        .where(and(eq(storeOrderProjects.orderId, order.order_id), eq(storeOrderProjects.productId, l.product_id)));
      const product = order.products.find((p) => p.id === l.product_id);
      await recordActivity(tx, {
        actorId: null,
        action: "create_project_from_order",
        actionType: "create",
        resourceType: "project",
        resourceId: project.id,
        projectId: project.id,
        meta: {
          actor_label: "Store",
          project_title: title,
          template_id: template.id,
          template_title: template.title,
          order_id: order.order_id,
          order_number: order.number,
          product_id: l.product_id,
          product_name: product?.name ?? "",
        },
      });
      made.push({ id: project.id, title, productId: l.product_id });
    }
    if (customer?.created && made.length > 0) {
      await inviteCustomer(
        tx,
        customer,
        order,
        made.map((m) => m.title),
        publicUrl,
      );
    }
    return made;
  });
}
