import { TIME_MESSAGES, type TimeLogChangeBody } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { notFound, unprocessable } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { timeLogs } from "../../db/schema";
import { isBilled, notBilled } from "./delete";
import type { PresentableLog } from "./present";

/**
 * Sets a log's payable flag (its tracker or a manager, as the route's access rule checked: load.ts
 * timeLogLoader). Allowed on a done task and an archived list too: it changes what is billed, not the time.
 * A billed log keeps its flag (the invoice bills it as payable time); asking for the flag it has is no change.
 */
export async function changeTimeLog(db: Executor, log: PresentableLog, body: TimeLogChangeBody) {
  if (body.payable === log.payable) return log;
  if (log.bill !== null) throw unprocessable(TIME_MESSAGES.billedPayable);
  // `not billed` in the statement too: an invoice may have claimed the log since it was read.
  const [row] = await db
    .update(timeLogs)
    .set({ payable: body.payable })
    .where(and(eq(timeLogs.id, log.id), notBilled))
    .returning();
  if (row) return { ...row, bill: null };
  if (await isBilled(db, log.id)) throw unprocessable(TIME_MESSAGES.billedPayable);
  throw notFound(TIME_MESSAGES.logNotFound);
}
