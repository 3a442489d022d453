import {
  type BoardOrderBody,
  type CreateColumnBody,
  fillMessage,
  KANBOARD_MAX_COLUMNS,
  KANBOARD_MESSAGES as M,
  type UpdateColumnBody,
} from "@cairn/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { kanboardColumns } from "../../db/schema";
import { assertAutomationAllowed } from "./automation";
import { applyColumnRule } from "./landing";
import { type ColumnRow, lockBoard } from "./load";

/** A new column at the end of the board (managers). */
export async function createColumn(db: Db, me: CurrentUser, access: ProjectAccess, body: CreateColumnBody) {
  const projectId = access.project.id;
  return db.transaction(async (tx) => {
    await lockBoard(tx, projectId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(kanboardColumns)
      .where(eq(kanboardColumns.projectId, projectId));
    if (n >= KANBOARD_MAX_COLUMNS) throw unprocessable(fillMessage(M.tooManyColumns, { max: KANBOARD_MAX_COLUMNS }));
    const automation = body.automation ?? { type: "none" as const };
    await assertAutomationAllowed(tx, access, null, automation);
    const [column] = await tx
      .insert(kanboardColumns)
      .values({
        projectId,
        title: body.title,
        headerBackground: body.header_background ?? null,
        automation,
        order: sql`(select coalesce(max(${kanboardColumns.order}), -1) + 1 from ${kanboardColumns} where ${kanboardColumns.projectId} = ${projectId})`,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    return column;
  });
}

/**
 * Changes a column's title, colour or automation (managers). A saved automation is applied again to the
 * column's cards at once (its people join them, its status is given them), in the same transaction.
 */
export async function updateColumn(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  columnId: number,
  body: UpdateColumnBody,
): Promise<ColumnRow> {
  return db.transaction(async (tx) => {
    if (body.automation) {
      await lockBoard(tx, access.project.id);
      await assertAutomationAllowed(tx, access, columnId, body.automation);
    }
    const [column] = await tx
      .update(kanboardColumns)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.header_background !== undefined ? { headerBackground: body.header_background } : {}),
        ...(body.automation ? { automation: body.automation } : {}),
        updatedBy: me.id,
        updatedAt: sql`now()`,
      })
      .where(eq(kanboardColumns.id, columnId))
      .returning();
    if (body.automation) await applyColumnRule(tx, me, access, column);
    return column;
  });
}

/** Deletes a column (managers): its cards go with it, its tasks stay in the project. */
export async function deleteColumn(db: Db, access: ProjectAccess, columnId: number) {
  const [gone] = await db
    .delete(kanboardColumns)
    .where(and(eq(kanboardColumns.id, columnId), eq(kanboardColumns.projectId, access.project.id)))
    .returning({ id: kanboardColumns.id });
  if (!gone) throw notFound(M.columnNotFound);
  return gone;
}

/** Puts the board's columns in the given orders (managers); each id must be one of the project's. */
export async function orderColumns(db: Db, access: ProjectAccess, body: BoardOrderBody) {
  const ids = body.board_orders.map((o) => o.id);
  return db.transaction(async (tx) => {
    const cases = sql.join(
      body.board_orders.map((o) => sql`when ${o.id}::int then ${o.order}::int`),
      sql` `,
    );
    const changed = await tx
      .update(kanboardColumns)
      .set({ order: sql`case ${kanboardColumns.id} ${cases} end` })
      .where(and(inArray(kanboardColumns.id, ids), eq(kanboardColumns.projectId, access.project.id)))
      .returning({ id: kanboardColumns.id });
    // Rolled back: one id of another project (or none at all) changes nothing.
    if (changed.length !== ids.length) throw notFound(M.columnNotFound);
  });
}
