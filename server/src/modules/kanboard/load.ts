import { KANBOARD_MESSAGES } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { kanboardColumns } from "../../db/schema";

export type ColumnRow = typeof kanboardColumns.$inferSelect;

/** A column of this project; any other id (another project's column included) is 404. */
export async function loadColumn(db: Executor, projectId: number, columnId: number): Promise<ColumnRow> {
  const [row] = await db
    .select()
    .from(kanboardColumns)
    .where(and(eq(kanboardColumns.id, columnId), eq(kanboardColumns.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound(KANBOARD_MESSAGES.columnNotFound);
  return row;
}

/**
 * Serialises the writes that look at a project's columns as a whole (automation rules, new columns, orders)
 * for the rest of the transaction: two managers saving rules at once cannot both take the done column.
 */
export const lockBoard = (tx: Executor, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${BOARD_LOCK}::int, ${projectId}::int)`);

/** The first key of the board lock: "kanb" as an int, so it does not collide with other advisory locks. */
const BOARD_LOCK = 0x6b616e62;
