import {
  type CompleteSprintBody,
  type CreateSprintBody,
  SPRINT_MESSAGES as M,
  type UpdateSprintBody,
} from "@cairn/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import { type Db, type Executor, idArray } from "../../db/client";
import { sprintProjects, sprints, sprintTasks, tasks } from "../../db/schema";
import { assertDateOrder } from "../tasks/rules";
import { assertCanEdit, assertManagesProjects, loadSprintAccess, type SprintAccess } from "./access";

/** A sprint over the projects named: the caller must manage each of them (or manage globally). */
export async function createSprint(db: Db, me: CurrentUser, body: CreateSprintBody) {
  assertDateOrder(body.start_at, body.due_date);
  await assertManagesProjects(db, me, body.project_ids);
  return db.transaction(async (tx) => {
    const [sprint] = await tx
      .insert(sprints)
      .values({
        title: body.title,
        goal: body.goal,
        startAt: body.start_at,
        dueDate: body.due_date,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    await tx.insert(sprintProjects).values(body.project_ids.map((projectId) => ({ sprintId: sprint.id, projectId })));
    return sprint;
  });
}

/**
 * The projects a sprint will draw from: those named, plus those the caller cannot see (he cannot have meant to
 * drop what he does not know about). A project added needs its manager, as at creation.
 */
async function replaceProjects(tx: Executor, me: CurrentUser, a: SprintAccess, named: number[]) {
  const unseen = a.projectIds.filter((id) => !a.accesses.has(id));
  const added = named.filter((id) => !a.projectIds.includes(id));
  if (added.length > 0) await assertManagesProjects(tx, me, added);
  const next = new Set([...named, ...unseen]);
  const dropped = a.projectIds.filter((id) => !next.has(id));
  // The sprint's tasks of a dropped project leave with it (sprint_tasks_project_fk cascades).
  if (dropped.length > 0) {
    await tx
      .delete(sprintProjects)
      .where(
        and(eq(sprintProjects.sprintId, a.sprint.id), sql`${sprintProjects.projectId} = any(${idArray(dropped)})`),
      );
  }
  if (added.length > 0) {
    await tx.insert(sprintProjects).values(added.map((projectId) => ({ sprintId: a.sprint.id, projectId })));
  }
}

export async function updateSprint(db: Db, me: CurrentUser, sprintId: number, body: UpdateSprintBody) {
  return db.transaction(async (tx) => {
    // Read again under its lock (the route's rule judged it): what changes rests on the current projects.
    const a = await loadSprintAccess(tx, me, sprintId, { lock: true });
    assertDateOrder(body.start_at ?? a.sprint.startAt, body.due_date ?? a.sprint.dueDate);
    if (body.project_ids) await replaceProjects(tx, me, a, body.project_ids);
    await tx
      .update(sprints)
      .set({
        title: body.title,
        goal: body.goal,
        startAt: body.start_at,
        dueDate: body.due_date,
        updatedBy: me.id,
        updatedAt: new Date(),
      })
      .where(eq(sprints.id, sprintId));
  });
}

/** Deletes the sprint; its tasks stay in their projects (only their membership of the sprint goes). */
export async function deleteSprint(db: Db, sprintId: number) {
  await db.delete(sprints).where(eq(sprints.id, sprintId));
}

/** Both sprints locked in id order, so two completions moving tasks each into the other cannot deadlock. */
async function lockPair(tx: Executor, me: CurrentUser, sprintId: number, targetId: number) {
  const [low, high] = sprintId < targetId ? [sprintId, targetId] : [targetId, sprintId];
  const first = await loadSprintAccess(tx, me, low, { lock: true });
  const second = await loadSprintAccess(tx, me, high, { lock: true });
  return sprintId === low ? { a: first, target: second } : { a: second, target: first };
}

/**
 * Completes the sprint: its tasks are free to join another (their rows follow the sprint's status through the
 * composite key). Unfinished tasks stay on its record, or move to `move_to_sprint_id`, an active sprint the
 * caller may edit that draws from their projects. Returns how many moved.
 */
export async function completeSprint(db: Db, me: CurrentUser, sprintId: number, body: CompleteSprintBody) {
  const targetId = body.move_to_sprint_id;
  if (targetId === sprintId) throw unprocessable(M.moveTargetInvalid);
  return db.transaction(async (tx) => {
    const { a, target } = targetId
      ? await lockPair(tx, me, sprintId, targetId)
      : { a: await loadSprintAccess(tx, me, sprintId, { lock: true }), target: undefined };
    if (a.sprint.status === "completed") throw unprocessable(M.alreadyCompleted);
    let moved = 0;
    if (target) {
      assertCanEdit(target);
      if (target.sprint.status !== "active") throw unprocessable(M.moveTargetInvalid);
      const unfinished = await tx
        .select({ taskId: sprintTasks.taskId, projectId: sprintTasks.projectId })
        .from(sprintTasks)
        .innerJoin(tasks, eq(tasks.id, sprintTasks.taskId))
        .where(and(eq(sprintTasks.sprintId, sprintId), ne(tasks.status, 1)));
      if (unfinished.some((u) => !target.projectIds.includes(u.projectId))) throw unprocessable(M.moveTargetProjects);
      if (unfinished.length > 0) {
        const ids = unfinished.map((u) => u.taskId);
        await tx
          .delete(sprintTasks)
          .where(and(eq(sprintTasks.sprintId, sprintId), sql`${sprintTasks.taskId} = any(${idArray(ids)})`));
        await tx.insert(sprintTasks).values(
          unfinished.map((u) => ({
            sprintId: target.sprint.id,
            taskId: u.taskId,
            projectId: u.projectId,
            addedBy: me.id,
          })),
        );
      }
      moved = unfinished.length;
    }
    await tx
      .update(sprints)
      .set({ status: "completed", completedAt: new Date(), updatedBy: me.id, updatedAt: new Date() })
      .where(eq(sprints.id, sprintId));
    return { moved, moveTo: target?.sprint.id ?? null };
  });
}
