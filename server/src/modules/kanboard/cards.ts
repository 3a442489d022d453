import { KANBOARD_MESSAGES as M, MESSAGES, type TaskOrderBody } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { rowFromJson } from "../../core/activity/change-with-activity";
import type { CurrentUser } from "../../core/auth/current-user";
import { conflict, notFound, unprocessable } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Db, type Executor, idArray } from "../../db/client";
import { kanboardCards, kanboardColumns, taskLists, tasks } from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import { preparedTaskVisibility } from "../tasks/load";
import { emptyRelated, loadTaskRelated, type TaskRelated } from "../tasks/related";
import { statusOnLanding, topOrderSql } from "./automation";
import { type Landed, type Landing, landingChangesTasks, landTasks } from "./landing";
import { type ColumnRow, columnsInOrder, loadColumns } from "./load";

type Candidate = Landing & { columnId: number | null; order: number | null };

/**
 * The columns named (in the order asked; any other id is 404, as loadColumns says) and the tasks named, each
 * with its list and the column it sits in, in ONE query: the tasks all of this project, seen by the caller (a
 * private task is 404, as everywhere), and tasks, not sub-tasks. The columns ride on the tasks' rows as json;
 * without any row they are read apart, so a bad column is still what a request with both wrong is told.
 */
async function loadColumnsAndCandidates(
  db: Executor,
  access: ProjectAccess,
  columnIds: number[],
  taskIds: number[],
): Promise<{ columns: ColumnRow[]; candidates: Candidate[] }> {
  const rows = await plannedOnce(candidatesStatement(db, access)).execute({
    columnIds,
    taskIds,
    projectId: access.project.id,
    userId: access.userId,
  });
  if (rows.length === 0) {
    await loadColumns(db, access.project.id, columnIds);
    throw notFound(MESSAGES.taskNotFound);
  }
  const columns = columnsInOrder(
    (rows[0].columns ?? []).map((json) => rowFromJson(kanboardColumns, json)),
    columnIds,
  );
  if (rows.length !== taskIds.length) throw notFound(MESSAGES.taskNotFound);
  if (rows.some((r) => r.task.parentId > 0)) throw unprocessable(M.subTaskNotACard);
  return { columns, candidates: rows };
}

/** The cards to move with their lists and columns, those the caller sees. */
function candidatesStatement(db: Executor, access: ProjectAccess) {
  const visibility = preparedTaskVisibility(access);
  return db
    .select({
      task: tasks,
      list: taskLists,
      columnId: kanboardCards.columnId,
      order: kanboardCards.order,
      columns: sql<Record<string, unknown>[] | null>`(select json_agg(row_to_json(c)) from ${kanboardColumns} c
        where c.id = any(${idArray(sql.placeholder("columnIds"))}) and c.project_id = ${sql.placeholder("projectId")})`,
    })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .leftJoin(kanboardCards, eq(kanboardCards.taskId, tasks.id))
    .where(
      and(
        sql`${tasks.id} = any(${idArray(sql.placeholder("taskIds"))})`,
        eq(tasks.projectId, sql.placeholder("projectId")),
        ...visibility.conditions(),
      ),
    );
}

/** The assignees of the tasks whose status the column will change (who may complete them), else nothing. */
async function relatedForLanding(db: Executor, column: ColumnRow, landing: Landing[]): Promise<TaskRelated> {
  const status = statusOnLanding(column.automation);
  const changing = landing.filter((l) => status !== undefined && l.task.status !== status);
  if (changing.length === 0) return emptyRelated();
  return loadTaskRelated(
    db,
    changing.map((l) => l.task),
    { people: false },
  );
}

/**
 * Puts a task in a column, on top, and applies the column's rule to it. A task already in another column
 * is refused (409, the spec's "This task already included in others column."; the move is task-order with
 * is_move), as the database's unique key on the card's task would refuse it anyway.
 */
export async function putCard(db: Db, me: CurrentUser, access: ProjectAccess, columnId: number, taskId: number) {
  const {
    columns: [column],
    candidates: [candidate],
  } = await loadColumnsAndCandidates(db, access, [columnId], [taskId]);
  if (candidate.columnId === column.id) return { column, task: candidate.task, landed: { statusChanged: [] } };
  if (candidate.columnId !== null) throw conflict(MESSAGES.taskAlreadyInColumn);
  const related = await relatedForLanding(db, column, [candidate]);
  const landed = await db.transaction(async (tx) => {
    await tx.insert(kanboardCards).values({ taskId, columnId: column.id, order: topOrderSql(sql`${column.id}::int`) });
    return landTasks(tx, me, access, column, [candidate], related);
  });
  return { column, task: candidate.task, landed };
}

/** Takes a task's card off a column; the task stays in the project. A card that is not there: nothing to do. */
export async function removeCard(db: Db, access: ProjectAccess, columnId: number, taskId: number) {
  await loadColumnsAndCandidates(db, access, [columnId], [taskId]);
  await db.delete(kanboardCards).where(and(eq(kanboardCards.taskId, taskId), eq(kanboardCards.columnId, columnId)));
}

/**
 * The spec's task-order. With `is_move`, the cards named go to `section_id` (from `sender_section_id`, or from
 * wherever they are) and that column's rule applies to those that arrive; without it, they are ordered within
 * the column, and one that sits in another column is refused (409). The cards named take the order given
 * (`index`) among themselves, in the places they held, newcomers above them; the column's other cards keep
 * theirs, so a move writes the cards named, not the whole column. One transaction.
 */
export async function arrangeCards(db: Db, me: CurrentUser, access: ProjectAccess, body: TaskOrderBody) {
  const named = body.is_move ? [body.section_id, body.sender_section_id] : [body.section_id];
  const byIndex = [...body.orders].sort((a, b) => a.index - b.index);
  const ids = byIndex.map((o) => o.id);
  const {
    columns: [column],
    candidates,
  } = await loadColumnsAndCandidates(db, access, named as number[], ids);
  if (!body.is_move && candidates.some((c) => c.columnId !== null && c.columnId !== column.id)) {
    throw conflict(MESSAGES.taskAlreadyInColumn);
  }
  const landing = candidates.filter((c) => c.columnId !== column.id);
  const related = await relatedForLanding(db, column, landing);
  const slots = candidates
    .filter((c) => c.columnId === column.id)
    .map((c) => c.order as number)
    .sort((a, b) => a - b);
  const newcomers = ids.length - slots.length;
  // Newcomers get places above the cards named; when none of them was in the column, above its first card,
  // which the insert itself reads (topOrderSql), so the places are relative to that.
  const top = slots.length > 0 ? slots[0] : 0;
  const orders = [...Array.from({ length: newcomers }, (_, i) => top - newcomers + i), ...slots];
  const base = slots.length > 0 ? sql`0` : topOrderSql(sql`${column.id}::int`);
  // Places shared with another card (cards not named sitting just above those named): the column is
  // numbered afresh instead.
  const tied =
    orders.some((o, i) => i > 0 && o === orders[i - 1]) ||
    (newcomers > 0 && slots.length > 0 && (await taken(db, column.id, top - newcomers, top - 1, ids)));
  const place = (tx: Executor) =>
    tx.execute(sql`insert into ${kanboardCards} (task_id, column_id, "order")
      select o.id, ${column.id}::int, ${base} + o.position from unnest(${idArray(ids)}, ${idArray(orders)}) as o(id, position)
      on conflict (task_id) do update set column_id = excluded.column_id, "order" = excluded."order"`);
  // A plain move is one statement, atomic by itself: no transaction's two extra round trips.
  if (!tied && !landingChangesTasks(column, landing)) {
    await place(db);
    return { statusChanged: [] } satisfies Landed;
  }
  return db.transaction(async (tx): Promise<Landed> => {
    await place(tx);
    const landed = await landTasks(tx, me, access, column, landing, related);
    if (tied) await renumber(tx, column.id, ids);
    return landed;
  });
}

/** Whether a card not named holds an order in [from, to]. */
async function taken(db: Executor, columnId: number, from: number, to: number, ids: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: kanboardCards.taskId })
    .from(kanboardCards)
    .where(
      and(
        eq(kanboardCards.columnId, columnId),
        sql`${kanboardCards.order} between ${from} and ${to}`,
        sql`${kanboardCards.taskId} <> all(${idArray(ids)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Two cards with one order (two cards put on top at the same moment): the column is numbered afresh, the
 * cards named first in their order, the others after as they were; only rows whose order changes are written.
 */
async function renumber(tx: Executor, columnId: number, ids: number[]) {
  await tx.execute(sql`update ${kanboardCards} k set "order" = r.position from (
      select c.task_id, (row_number() over (order by o.n is null, o.n, c."order", c.task_id) - 1)::int as position
      from ${kanboardCards} c left join unnest(${idArray(ids)}) with ordinality as o(id, n) on o.id = c.task_id
      where c.column_id = ${columnId}::int) r
    where k.task_id = r.task_id and k."order" <> r.position`);
}
