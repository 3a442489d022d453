import { canonicalTimeZone, MESSAGES, todayIn } from "@cairn/shared";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../auth/current-user";
import { invalidField } from "./errors";

/** The web app names the browser's zone here on every call (docs/api.md, "Time zones"). */
export const TIME_ZONE_HEADER = "x-time-zone";

/**
 * The zone "today" is judged in for this caller: the profile's when set, else the zone the request
 * names (the browser's), else UTC. A named zone this server does not know is refused, not guessed.
 */
export function viewerTimeZone(req: FastifyRequest, me: CurrentUser): string {
  if (me.timezone) return me.timezone;
  const sent = req.headers[TIME_ZONE_HEADER];
  if (sent === undefined) return "UTC";
  const canonical = typeof sent === "string" ? canonicalTimeZone(sent.trim()) : null;
  if (canonical === null) throw invalidField("X-Time-Zone", MESSAGES.unknownTimeZone);
  return canonical;
}

/** Today's calendar day ("YYYY-MM-DD") for this caller, at the app's clock. */
export const viewerToday = (req: FastifyRequest, me: CurrentUser): string =>
  todayIn(viewerTimeZone(req, me), req.server.deps.clock.now());
