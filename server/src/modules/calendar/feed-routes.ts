import { createHash } from "node:crypto";
import {
  addDays,
  CALENDAR_DONE,
  CALENDAR_MESSAGES,
  calendarFeedBody,
  calendarFeedCreatedAnswer,
  calendarFeedRevokedAnswer,
  calendarFeedStatusAnswer,
  todayIn,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { presentTimestamp } from "../../core/http/dates";
import { written } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import { anyone, sessionOnly, signedIn } from "../../core/policy/route-access";
import { loadReaderScope } from "../activities/reader-scope";
import { readEvents } from "./events-statement";
import { feedIcs } from "./feed-ics";
import { createFeed, feedStatus, findFeed, noteFeedServed, revokeFeed } from "./feed-store";

/** The window a feed holds, around the owner's today. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
// An address that cannot be a feed's is bad input (400), like any malformed id; a well-formed token that
// opens nothing (unknown, revoked) is 404.
const feedParams = z.object({
  file: z.string().max(200).regex(TOKEN_FILE, "This is not the address of a calendar feed."),
});
const feedMissing = () => notFound(CALENDAR_MESSAGES.feedNotFound);

/** Whether the client's copy is current: If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function fresh(req: FastifyRequest, etag: string, modifiedAt: Date): boolean {
  const match = req.headers["if-none-match"];
  if (match !== undefined) return match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * The personal iCal feed (issue 12, beyond the original): a secret address per person, made and revoked
 * while signed in, read by calendar apps without a session.
 */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const publicUrl = app.deps.config.publicUrl;

  const status = { config: signedIn(), schema: { response: { 200: calendarFeedStatusAnswer } } };
  r.get("/calendar/feed", status, async (req) => {
    const feed = await feedStatus(db, requireUser(req).id);
    return {
      data: feed
        ? { exists: true, milestones: feed.withMilestones, created_at: presentTimestamp(feed.createdAt) }
        : { exists: false, milestones: false, created_at: null },
    };
  });

  // A feed URL is a credential of its own (it reads the calendar without signing in): minted by a person in a
  // browser, like an API token, never by a token.
  const feedConfig = {
    config: sessionOnly(signedIn()),
    schema: { body: calendarFeedBody, response: { 201: calendarFeedCreatedAnswer } },
  };
  r.post("/calendar/feed", feedConfig, async (req, reply) => {
    const me = requireUser(req);
    const token = await createFeed(db, me.id, req.body.milestones ?? false);
    const url = `${publicUrl}/api/calendar/feed/${token}.ics`;
    return reply.status(201).send(written(CALENDAR_DONE.feedCreated, { url, token }));
  });

  const revoke = { config: signedIn(), schema: { response: { 200: calendarFeedRevokedAnswer } } };
  r.post("/calendar/feed/delete", revoke, async (req) => {
    const me = requireUser(req);
    return written(CALENDAR_DONE.feedRevoked, { revoked: await revokeFeed(db, me.id) });
  });

  // The token is the credential: no session is read, and a revoked or unknown one is 404 like any other.
  // Its answer is the calendar (or 304 for a current copy).
  const file = { config: { ...anyone(), rawAnswer: "text/calendar" }, schema: { params: feedParams } };
  r.get("/calendar/feed/:file", file, async (req, reply) => {
    const token = TOKEN_FILE.exec(req.params.file)?.[1];
    const feed = token ? await findFeed(db, token) : null;
    if (!feed) throw feedMissing();
    const today = todayIn(feed.owner.timezone ?? "UTC", app.deps.clock.now());
    // Privacy as of now: the owner's memberships and flags are read afresh (no session brought them).
    const scope = await loadReaderScope(db, feed.owner);
    const rows = await readEvents(db, {
      scope,
      start: addDays(today, -FEED_DAYS_BACK),
      end: addDays(today, FEED_DAYS_AHEAD),
      users: [feed.owner.id],
      milestones: feed.withMilestones ? "members" : "none",
      withStamps: true,
    });
    const body = feedIcs({ ownerName: feed.owner.displayName, publicUrl, ...rows });
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    const modifiedAt = etag === feed.etag ? feed.modifiedAt : await noteFeedServed(db, feed.owner.id, etag);
    reply
      .header("etag", etag)
      .header("last-modified", modifiedAt.toUTCString())
      .header("cache-control", "private, no-cache")
      .header("content-type", "text/calendar; charset=utf-8");
    if (fresh(req, etag, modifiedAt)) return reply.status(304).send();
    return reply.send(body);
  });
}
