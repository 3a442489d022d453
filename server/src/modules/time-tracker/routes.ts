import {
  customTimeBody,
  othersTimeAnswer,
  othersTimeQuery,
  runningTimerAnswer,
  TIME_DONE,
  timeLogChangeBody,
  timeLogDeletedAnswer,
  timeLogParams,
  timeLogWrittenAnswer,
  timerBody,
} from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CurrentUser } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { paging, written } from "../../core/http/envelope";
import { accessedItem, declareUnplacedItemLoader } from "../../core/policy/addressed-items";
import { member, signedIn } from "../../core/policy/route-access";
import { users } from "../../db/schema";
import { addCustomTime } from "./custom";
import { deleteTimeLog, timeIsOpen } from "./delete";
import { changeTimeLog } from "./edit";
import { loadTimeTarget, type TimeTarget, timeLogLoader } from "./load";
import { readOthersTime } from "./others-time";
import { presentTimeLog, type TimeLogViewer, unbilled } from "./present";
import { runningTimerOf } from "./running";
import { startTimer } from "./start";
import { stopTimer } from "./stop";

/** Logs per page of others-time unless asked: the per-person totals in `meta` count them all. */
const OTHERS_PER_PAGE = 100;

/** The caller as a log's `user` shows him (no global capabilities, as for everyone else's). */
const personOf = (me: CurrentUser) => ({ id: me.id, email: me.email, displayName: me.displayName });

/**
 * The time tracker's calls (spec 001 §7 "Time"), under pm-pro/v2. Each names its task in the body (or the
 * query), so the task's project decides who may call; a task the caller may not see is 404.
 */
export async function timeTrackerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const now = () => app.deps.clock.now();
  const base = "/pm-pro/v2";
  const viewerOf = (target: TimeTarget): TimeLogViewer => ({
    access: target.access,
    now: now(),
    open: timeIsOpen(target),
  });
  declareUnplacedItemLoader(app, "time", timeLogLoader);

  // 201 for a timer started, 200 for the one already running on the task.
  const started = { body: timerBody, response: { 200: timeLogWrittenAnswer, 201: timeLogWrittenAnswer } };
  r.post(`${base}/time`, { config: member("see", "task"), schema: started }, async (req, reply) => {
    const me = requireUser(req);
    const target = await loadTimeTarget(db, me, req.body.task_id, req.body.project_id);
    const { log, started } = await startTimer(db, me, target, now);
    const data = presentTimeLog(unbilled(log), personOf(me), viewerOf(target));
    return reply
      .status(started ? 201 : 200)
      .send(written(started ? TIME_DONE.started : TIME_DONE.alreadyRunning, data));
  });

  // The caller's running timer, for the header's chip on every page (not in the spec: its client shows the
  // timer on the task only). `data` is null when none runs.
  r.get(
    `${base}/time/running`,
    { config: signedIn(), schema: { response: { 200: runningTimerAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const running = await runningTimerOf(db, me);
      if (!running) return { data: null };
      const log = presentTimeLog(unbilled(running.log), personOf(me), {
        access: running.access,
        now: now(),
        open: true,
      });
      return { data: { ...log, task: { data: running.task }, project: { data: running.project } } };
    },
  );

  const stopped = { body: timerBody, response: { 200: timeLogWrittenAnswer } };
  r.post(`${base}/time/update`, { config: member("see", "task"), schema: stopped }, async (req) => {
    const me = requireUser(req);
    const target = await loadTimeTarget(db, me, req.body.task_id, req.body.project_id);
    const log = await stopTimer(db, me, target, now());
    return written(TIME_DONE.stopped, presentTimeLog(unbilled(log), personOf(me), viewerOf(target)));
  });

  r.post(
    `${base}/time/:id/delete`,
    { config: member("remove", "time"), schema: { params: timeLogParams, response: { 200: timeLogDeletedAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const { log, ...target } = accessedItem(req, "time");
      const gone = await deleteTimeLog(db, me, target, log);
      return written(TIME_DONE.deleted, gone);
    },
  );

  // A log's payable flag, by its tracker or a manager (issue 46 point 5); answered as the task's time list shows it.
  r.post(
    `${base}/time/:id`,
    {
      config: member("edit", "time"),
      schema: { params: timeLogParams, body: timeLogChangeBody, response: { 200: timeLogWrittenAnswer } },
    },
    async (req) => {
      const { log, ...target } = accessedItem(req, "time");
      const changed = await changeTimeLog(db, log, req.body);
      const [tracker] = await db
        .select({ id: users.id, email: users.email, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, log.userId));
      return written(TIME_DONE.changed, presentTimeLog(changed, tracker ?? null, viewerOf(target)));
    },
  );

  r.post(
    `${base}/custom-time`,
    { config: member("see", "task"), schema: { body: customTimeBody, response: { 201: timeLogWrittenAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      const target = await loadTimeTarget(db, me, req.body.task_id, req.body.project_id);
      const log = await addCustomTime(db, me, target, req.body);
      const data = presentTimeLog(unbilled(log), personOf(me), viewerOf(target));
      return reply.status(201).send(written(TIME_DONE.added, data));
    },
  );

  r.get(
    `${base}/others-time`,
    { config: member("see", "task"), schema: { querystring: othersTimeQuery, response: { 200: othersTimeAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const target = await loadTimeTarget(db, me, req.query.task_id, req.query.project_id);
      const page = paging(req.query.page, req.query.per_page, OTHERS_PER_PAGE);
      return readOthersTime(db, target.task.id, viewerOf(target), page);
    },
  );
}
