import { CREDENTIAL_MESSAGES, MESSAGES } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { forbidden, unauthorized } from "../http/errors";
import { requestedHost } from "../http/host-check";
import { type Authentication, authenticate, type CurrentUser, SESSION_COOKIE } from "./current-user";

declare module "fastify" {
  interface FastifyRequest {
    auth: Authentication | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins a browser may send state-changing requests from: the public URL, or the host we were reached at,
 * which the host check (core/http/host-check) has already found to be one of Cairn's own.
 */
function sameOrigin(req: FastifyRequest, origin: string, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  const host = requestedHost(req);
  return host !== "" && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Routes about one project (`.../projects/:id/...`): their project is read with the session. */
export const PROJECT_ROUTE = /^\/api\/pm(?:-pro)?\/v2\/projects\/:id(?:\/|$)/;
const MAX_ID = 2_147_483_647;

/** A positive int4 id from a URL parameter, or undefined (not one: validation or the handler answers). */
export function idParam(req: FastifyRequest, name: string): number | undefined {
  const raw = (req.params as Record<string, unknown> | undefined)?.[name];
  const value = typeof raw === "number" ? String(raw) : raw;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

const projectIdOf = (req: FastifyRequest) =>
  PROJECT_ROUTE.test(req.routeOptions.url ?? "") ? idParam(req, "id") : undefined;

export function registerAuthentication(app: FastifyInstance, db: Db, publicUrl: string) {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (req) => {
    const header = req.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      req.auth = await authenticate(db, "token", header.slice(7).trim(), projectIdOf(req));
      if (!req.auth) throw unauthorized("The API token is not valid.");
      return;
    }
    // A browser write from another site is refused before it can act (CSRF), sign-in included;
    // scripts send no Origin and are served as usual.
    const origin = req.headers.origin;
    if (!SAFE_METHODS.has(req.method) && origin && !sameOrigin(req, origin, publicUrl)) {
      throw forbidden(MESSAGES.foreignOrigin);
    }
    const cookie = req.cookies[SESSION_COOKIE];
    if (!cookie) return;
    req.auth = await authenticate(db, "session", cookie, projectIdOf(req));
  });
}

/** What the request's credential stands for (the user, how he signed in, what came with it), or 401. */
export function requireAuthentication(req: FastifyRequest): Authentication {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The signed-in user, or 401. */
export function requireUser(req: FastifyRequest): CurrentUser {
  if (!req.auth) throw unauthorized();
  return req.auth.user;
}

/** 403 for a request made with an API token: see RouteAccess `sessionOnly`. */
export function refuseApiToken(req: FastifyRequest): void {
  if (req.auth?.via === "token") throw forbidden(CREDENTIAL_MESSAGES.sessionOnly);
}
