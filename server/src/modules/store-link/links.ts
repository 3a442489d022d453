import { STORE_LINK_MESSAGES, type StoreLinkBody } from "@cairn/shared";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { presentTimestamp } from "../../core/http/dates";
import { invalid, notFound } from "../../core/http/errors";
import { type Db, type Executor, idArray, queryRows } from "../../db/client";
import { projects, storeLinkProducts, storeLinks, storeProducts, users } from "../../db/schema";
import { presentProduct, type StoreProductRow } from "./products";

export type StoreLinkRow = typeof storeLinks.$inferSelect;
export type StoreAssignee = { user_id: number; role_id: number };

/** A link with what its answer shows: its products, the template's title, the assignees' names. */
export type StoreLinkWhole = {
  link: StoreLinkRow;
  products: StoreProductRow[];
  template: { id: number; title: string } | null;
  assignees: (StoreAssignee & { display_name: string; email: string })[];
};

export const assigneesOf = (link: StoreLinkRow) => link.assignees as StoreAssignee[];

/** Products, templates and people of several links: three queries whatever their number. */
export async function wholeLinks(db: Executor, rows: StoreLinkRow[]): Promise<StoreLinkWhole[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((r) => assigneesOf(r).map((a) => a.user_id)))];
  const templateIds = [...new Set(rows.map((r) => r.templateProjectId))];
  const [products, templates, people] = await Promise.all([
    db
      .select({ linkId: storeLinkProducts.linkId, product: storeProducts })
      .from(storeLinkProducts)
      .innerJoin(storeProducts, eq(storeProducts.id, storeLinkProducts.productId))
      .where(
        inArray(
          storeLinkProducts.linkId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(sql`lower(${storeProducts.name})`), asc(storeProducts.id)),
    db.select({ id: projects.id, title: projects.title }).from(projects).where(inArray(projects.id, templateIds)),
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, display_name: users.displayName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
  ]);
  const templateById = new Map(templates.map((p) => [p.id, p]));
  const personById = new Map(people.map((u) => [u.id, u]));
  return rows.map((link) => ({
    link,
    products: products.filter((p) => p.linkId === link.id).map((p) => p.product),
    template: templateById.get(link.templateProjectId) ?? null,
    assignees: assigneesOf(link).map((a) => ({
      ...a,
      display_name: personById.get(a.user_id)?.display_name ?? "",
      email: personById.get(a.user_id)?.email ?? "",
    })),
  }));
}

export const presentLink = (w: StoreLinkWhole) => ({
  id: w.link.id,
  product_ids: w.products.map((p) => p.id),
  products: w.products.map(presentProduct),
  project_id: w.link.templateProjectId,
  project: w.template,
  assignees: w.assignees,
  created_at: presentTimestamp(w.link.createdAt),
  updated_at: presentTimestamp(w.link.updatedAt),
});

/** Every link, or (`productIds` given) those holding any of these products; oldest first. */
export async function listLinks(db: Executor, productIds: string[]) {
  const holding =
    productIds.length === 0
      ? undefined
      : inArray(
          storeLinks.id,
          db
            .select({ id: storeLinkProducts.linkId })
            .from(storeLinkProducts)
            .where(inArray(storeLinkProducts.productId, productIds)),
        );
  const rows = await db.select().from(storeLinks).where(holding).orderBy(asc(storeLinks.id));
  return wholeLinks(db, rows);
}

export async function loadLink(db: Executor, id: number): Promise<StoreLinkWhole> {
  const [row] = await db.select().from(storeLinks).where(eq(storeLinks.id, id));
  if (!row) throw notFound(STORE_LINK_MESSAGES.linkNotFound);
  const [whole] = await wholeLinks(db, [row]);
  return whole;
}

/**
 * What the schema cannot judge, each refusal under its field: the products are known and linked nowhere else,
 * the template project exists, the assignees are users. One query.
 */
async function checkReferences(tx: Executor, body: StoreLinkBody, linkId: number) {
  const userIds = body.assignees.map((a) => a.user_id);
  const [found] = await queryRows<{ products: string[]; taken: string[]; project: boolean; users: number[] }>(
    tx,
    sql`select
      coalesce((select array_agg(id) from store_products where id = any(${sql.param(body.product_ids)}::text[])), '{}') as products,
      coalesce((select array_agg(product_id) from store_link_products
        where product_id = any(${sql.param(body.product_ids)}::text[]) and link_id <> ${linkId}), '{}') as taken,
      exists (select 1 from projects where id = ${body.project_id}) as project,
      coalesce((select array_agg(id) from users where id = any(${idArray(userIds)})), '{}') as users`,
  );
  const errors: Record<string, string[]> = {};
  const known = new Set(found.products);
  const taken = new Set(found.taken);
  body.product_ids.forEach((id, i) => {
    if (!known.has(id)) errors[`product_ids.${i}`] = [STORE_LINK_MESSAGES.productUnknown];
    else if (taken.has(id)) errors[`product_ids.${i}`] = [STORE_LINK_MESSAGES.productTaken];
  });
  if (!found.project) errors.project_id = [STORE_LINK_MESSAGES.projectUnknown];
  const people = new Set(found.users);
  body.assignees.forEach((a, i) => {
    if (!people.has(a.user_id)) errors[`assignees.${i}.user_id`] = [STORE_LINK_MESSAGES.userUnknown];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * The link's products, as the body lists them (those on it already stay). A product another manager linked a
 * moment ago (after the check) is refused as taken under its field, and the whole save rolls back.
 */
async function attachProducts(tx: Executor, linkId: number, productIds: string[]) {
  await tx
    .insert(storeLinkProducts)
    .values(productIds.map((productId) => ({ productId, linkId })))
    .onConflictDoNothing();
  const mine = await tx
    .select({ productId: storeLinkProducts.productId })
    .from(storeLinkProducts)
    .where(and(eq(storeLinkProducts.linkId, linkId), inArray(storeLinkProducts.productId, productIds)));
  const got = new Set(mine.map((a) => a.productId));
  const errors: Record<string, string[]> = {};
  productIds.forEach((id, i) => {
    if (!got.has(id)) errors[`product_ids.${i}`] = [STORE_LINK_MESSAGES.productTaken];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const assigneeValues = (body: StoreLinkBody): StoreAssignee[] =>
  body.assignees.map((a) => ({ user_id: a.user_id, role_id: a.role_id }));

export async function createLink(db: Db, body: StoreLinkBody, userId: number): Promise<StoreLinkRow> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, body, 0);
    const [link] = await tx
      .insert(storeLinks)
      .values({ templateProjectId: body.project_id, assignees: assigneeValues(body), createdBy: userId })
      .returning();
    await attachProducts(tx, link.id, body.product_ids);
    return link;
  });
}

/** Replaces the link's products, template and assignees; projects made already stay as they are. */
export async function updateLink(db: Db, id: number, body: StoreLinkBody, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx.select().from(storeLinks).where(eq(storeLinks.id, id)).for("update");
    if (!link) throw notFound(STORE_LINK_MESSAGES.linkNotFound);
    await checkReferences(tx, body, id);
    await tx
      .update(storeLinks)
      .set({
        templateProjectId: body.project_id,
        assignees: assigneeValues(body),
        updatedBy: userId,
        updatedAt: sql`now()`,
      })
      .where(eq(storeLinks.id, id));
    await tx
      .delete(storeLinkProducts)
      .where(
        and(
          eq(storeLinkProducts.linkId, id),
          ne(storeLinkProducts.productId, sql`all(${sql.param(body.product_ids)}::text[])`),
        ),
      );
    await attachProducts(tx, id, body.product_ids);
  });
}

/** Removes the link (its product rows go with it); the projects it made and their order records stay. */
export async function deleteLink(db: Db, id: number): Promise<void> {
  const gone = await db.delete(storeLinks).where(eq(storeLinks.id, id)).returning({ id: storeLinks.id });
  if (gone.length === 0) throw notFound(STORE_LINK_MESSAGES.linkNotFound);
}
