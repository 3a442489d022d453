import { MESSAGES, progressPageAnswer, progressQuery, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leaseCredential } from "../../core/auth/credential-lease";
import type { Authentication } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { paging } from "../../core/http/envelope";
import { notAcceptable } from "../../core/http/errors";
import { sendCached } from "../../core/http/read-cache";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager } from "../../core/policy/route-access";
import { activityPage, FEED_PER_PAGE, feedFilters } from "../activities/page";
import { ActivityStream, activitiesAfter, type LiveActivity } from "./live";

/**
 * A comment line every so often keeps proxies and browsers from closing a quiet stream; it also re-checks
 * the credential, so a quiet stream closes within this time once its session ends.
 */
const HEARTBEAT_MS = 10_000;
/** What a reconnecting browser may catch up on (EventSource sends the last id it saw). */
const CATCH_UP = 100;

const event = (rows: LiveActivity[]) =>
  rows.map((r) => `id: ${r.id}\nevent: activity\ndata: ${JSON.stringify(r)}\n\n`).join("");

/**
 * The progress feed (spec 001 "Progress"): every project's activity for global managers, as pages, and
 * live as server-sent events fed by the activity log (migration 0016's notifications).
 */
export async function progressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const stream = new ActivityStream(database);
  const open = new Set<() => void>();
  // Before the server stops taking connections: it would otherwise wait for streams that never end.
  app.addHook("preClose", async () => {
    for (const end of open) end();
    await stream.quiet();
  });

  r.get(
    "/pm-pro/v2/progress",
    { config: globalManager(), schema: { querystring: progressQuery, response: { 200: progressPageAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      authorize(hasGlobalManage(me));
      return sendCached(req, reply, req.auth?.viewVersion, async () => {
        const p = paging(req.query.page, req.query.per_page, FEED_PER_PAGE);
        return activityPage(database.db, { everything: true, userId: me.id }, feedFilters(me, {}), p);
      });
    },
  );

  // A GET that changes nothing: it only watches, while the credential that opened it stands (every delivery
  // and heartbeat re-checks it): sign-out, a new password or a lost manager role close it.
  const live = { config: { ...globalManager(), rawAnswer: "text/event-stream" } };
  r.get("/pm-pro/v2/progress/stream", live, async (req, reply) => {
    authorize(hasGlobalManage(requireUser(req)));
    const auth = req.auth as Authentication;
    // EventSource always asks for an event stream; anything else would wait on an answer that never ends.
    if (!/text\/event-stream/.test(req.headers.accept ?? "")) throw notAcceptable(MESSAGES.eventStreamOnly);
    // Anything but a valid id (a number past the column's range, text) is ignored: the stream starts afresh.
    const lastSeen = zId.safeParse(req.headers["last-event-id"]);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write("retry: 3000\n\n");
    let stop = () => {};
    let heartbeat: NodeJS.Timeout | undefined;
    const lease = leaseCredential(database.db, auth, { mayWatch: hasGlobalManage, onEnd: () => end() });
    const end = () => {
      lease.release();
      clearInterval(heartbeat);
      stop();
      open.delete(end);
      res.end();
    };
    const send = (rows: LiveActivity[]) => lease.deliver(() => res.write(event(rows)));
    try {
      stop = await stream.watch(send);
      if (lastSeen.success) send(await activitiesAfter(database, lastSeen.data, CATCH_UP));
    } catch (err) {
      // The browser tries again after `retry`; the database being away is logged, not thrown at a hijacked reply.
      req.log.error(err);
      end();
      return;
    }
    heartbeat = setInterval(() => lease.deliver(() => res.write(": still here\n\n")), HEARTBEAT_MS);
    open.add(end);
    req.raw.on("close", end);
  });
}
