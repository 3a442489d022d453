import type { StoreOrder } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { enqueueJobs } from "../../core/jobs/kinds";
import { type Db, queryRows } from "../../db/client";
import { isPaid, linkedProductsOf } from "./order-projects";
import { rememberOrderProducts } from "./products";

/** The job that makes a paid order's projects (registered in module.ts). */
export const ORDER_JOB = "store-link-order";

export type Intake = { result: "not paid" | "no linked products" | "already handled" | "queued"; products: string[] };

/**
 * A verified delivery, answered at once: the shop gives up after a few seconds and retries nothing, so the
 * heavy work (copying templates, making the customer's account, mail) is a job, which the queue retries. Here,
 * in one short transaction: the order's products are remembered (the settings screen offers them for links),
 * and a paid order with linked products not all made yet gets its job. The job itself is what makes each
 * project exactly once; skipping handled orders here only spares the queue the shop's many order.updated.
 */
export async function acceptOrder(db: Db, order: StoreOrder): Promise<Intake> {
  return db.transaction(async (tx) => {
    await rememberOrderProducts(tx, order);
    if (!isPaid(order.status)) return { result: "not paid", products: [] };
    const linked = (
      await linkedProductsOf(
        tx,
        order.products.map((p) => p.id),
      )
    ).map((l) => l.product_id);
    if (linked.length === 0) return { result: "no linked products", products: [] };
    const done = await queryRows<{ product_id: string }>(
      tx,
      sql`select product_id from store_order_projects
        where order_id = ${order.order_id} and product_id = any(${sql.param(linked)}::text[])`,
    );
    if (done.length === linked.length) return { result: "already handled", products: linked };
    await enqueueJobs(tx, [{ kind: ORDER_JOB, payload: order }]);
    return { result: "queued", products: linked };
  });
}
