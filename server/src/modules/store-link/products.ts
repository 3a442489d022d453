import type { StoreOrder, StoreProductBody } from "@cairn/shared";
import { asc, count, getTableColumns, ilike, or, sql } from "drizzle-orm";
import { presentTimestamp } from "../../core/http/dates";
import type { Paging } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { storeProducts } from "../../db/schema";

export type StoreProductRow = typeof storeProducts.$inferSelect;

export const presentProduct = (p: StoreProductRow) => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  source: p.source,
  created_at: presentTimestamp(p.createdAt),
  seen_at: presentTimestamp(p.seenAt),
});

const matching = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(storeProducts.name, pattern), ilike(storeProducts.sku, pattern), ilike(storeProducts.id, pattern));
};

/** A page of the known products by name, optionally narrowed by name, SKU or id. */
export async function listProducts(db: Executor, search: string | undefined, p: Paging) {
  const where = matching(search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(storeProducts)
      .where(where)
      .orderBy(asc(sql`lower(${storeProducts.name})`), asc(storeProducts.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(storeProducts).where(where),
  ]);
  return { rows, total };
}

/** A product added by hand; an id Cairn knows already gets the new name and SKU. `created` says which. */
export async function saveProduct(db: Executor, body: StoreProductBody) {
  const [row] = await db
    .insert(storeProducts)
    .values({ id: body.id, name: body.name, sku: body.sku ?? "", source: "manual" })
    .onConflictDoUpdate({
      target: storeProducts.id,
      set: { name: sql`excluded.name`, sku: sql`excluded.sku`, seenAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ ...getTableColumns(storeProducts), created: sql<boolean>`(xmax = 0)` });
  const { created, ...product } = row;
  return { product, created };
}

/**
 * The products an order names, remembered (so a manager can link them) or refreshed: the shop's latest name
 * and SKU win. One statement; rows in a fixed order so concurrent deliveries lock them alike.
 */
export async function rememberOrderProducts(db: Executor, order: StoreOrder) {
  const byId = new Map(order.products.map((p) => [p.id, p]));
  const values = [...byId.values()]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((p) => ({ id: p.id, name: p.name, sku: p.sku, source: "order" }));
  if (values.length === 0) return;
  await db
    .insert(storeProducts)
    .values(values)
    .onConflictDoUpdate({
      target: storeProducts.id,
      set: { name: sql`excluded.name`, sku: sql`excluded.sku`, seenAt: sql`now()` },
    });
}
