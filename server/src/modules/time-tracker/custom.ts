import { type CustomTimeBody, DAY_SECONDS, TIME_MESSAGES } from "@cairn/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { taskAssignees, timeLogs } from "../../db/schema";
import type { TimeTarget } from "./load";
import { assertMayTrack } from "./start";

/**
 * Adds time typed in for a day: a log from that day's 00:00 UTC lasting the given seconds (so its `start`
 * shows the day). Refused while the caller's timer runs on the task, and when his custom time on the task
 * for that day would pass 24 hours. The caller's assignment row is locked first, so two entries for the
 * same day cannot both pass the sum. It is payable as asked, or as its task is.
 */
export async function addCustomTime(db: Db, me: CurrentUser, target: TimeTarget, body: CustomTimeBody) {
  await assertMayTrack(db, me, target);
  const start = new Date(`${body.date}T00:00:00Z`);
  return db.transaction(async (tx) => {
    const [assigned] = await tx
      .select({ userId: taskAssignees.userId })
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, target.task.id), eq(taskAssignees.userId, me.id)))
      .for("update");
    if (!assigned) throw unprocessable(TIME_MESSAGES.notAssigned);
    const mine = and(eq(timeLogs.taskId, target.task.id), eq(timeLogs.userId, me.id));
    const [running] = await tx
      .select({ id: timeLogs.id })
      .from(timeLogs)
      .where(and(mine, isNull(timeLogs.stop)));
    if (running) throw unprocessable(TIME_MESSAGES.stopBeforeCustom);
    const [day] = await tx
      .select({ seconds: sql<number>`coalesce(sum(${timeLogs.total}), 0)::int` })
      .from(timeLogs)
      .where(and(mine, eq(timeLogs.isCustom, true), eq(timeLogs.start, start)));
    if (day.seconds + body.time > DAY_SECONDS) throw unprocessable(TIME_MESSAGES.dayFull);
    const [log] = await tx
      .insert(timeLogs)
      .values({
        projectId: target.task.projectId,
        taskId: target.task.id,
        userId: me.id,
        start,
        stop: new Date(start.getTime() + body.time * 1000),
        total: body.time,
        isCustom: true,
        payable: body.payable ?? target.task.payable,
      })
      .returning();
    return log;
  });
}
