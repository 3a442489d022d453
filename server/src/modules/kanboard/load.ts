import { KANBOARD_MESSAGES } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { type Executor, idArray } from "../../db/client";
import { kanboardColumns } from "../../db/schema";

export type ColumnRow = typeof kanboardColumns.$inferSelect;

/** A column of this project; any other id (another project's column included) is 404. */
export async function loadColumn(db: Executor, projectId: number, columnId: number): Promise<ColumnRow> {
  const [row] = await loadColumns(db, projectId, [columnId]);
  return row;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    column: ColumnRow;
  }
}

/** The column a route's `:board_id` names, for the route-access hook: seen by every member, changed by managers. */
export const columnLoader: ItemLoader<ColumnRow> = {
  param: "board_id",
  load: (db, access, id) => loadColumn(db, access.project.id, id),
  owner: (column) => column,
};

/** Columns of this project in one read, in the order asked (a repeated id comes twice); any other id is 404. */
export async function loadColumns(db: Executor, projectId: number, columnIds: number[]): Promise<ColumnRow[]> {
  const rows = await db
    .select()
    .from(kanboardColumns)
    .where(and(sql`${kanboardColumns.id} = any(${idArray(columnIds)})`, eq(kanboardColumns.projectId, projectId)));
  return columnsInOrder(rows, columnIds);
}

/** The columns found, in the order asked (a repeated id comes twice); an id not found is 404. */
export function columnsInOrder(rows: ColumnRow[], columnIds: number[]): ColumnRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return columnIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(KANBOARD_MESSAGES.columnNotFound);
    return row;
  });
}

/**
 * Serialises the writes that look at a project's columns as a whole (automation rules, new columns, orders)
 * for the rest of the transaction: two managers saving rules at once cannot both take the done column.
 */
export const lockBoard = (tx: Executor, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${BOARD_LOCK}::int, ${projectId}::int)`);

/** The first key of the board lock: "kanb" as an int, so it does not collide with other advisory locks. */
const BOARD_LOCK = 0x6b616e62;
