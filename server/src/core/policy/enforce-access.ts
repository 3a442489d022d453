import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from "fastify";
import { refuseApiToken } from "../auth/plugin";
import { forbidden, unauthorized } from "../http/errors";
import { hasGlobalManage } from "./project-access";

/**
 * The route's declared access (config.access) applied before its handler: a route that forgets to call
 * requireUser, or a global-manager route that forgets its check, still refuses. Handlers keep their own
 * checks (project roles, privacy and ownership need the item); this is the floor under them. An /api
 * route without a declaration is treated as signed-in only: closed by default (the permission matrix
 * fails such a route anyway). A `sessionOnly` route refuses API tokens, `anyone` routes included. Runs
 * after validation, so a malformed call answers as before.
 */
export function enforceRouteAccess(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) return;
    const access = route.config?.access;
    if (access?.who === "anyone" && !access.sessionOnly) return;
    const floor: preHandlerAsyncHookHandler = async (req) => {
      if (access?.sessionOnly) refuseApiToken(req);
      if (access?.who === "anyone") return;
      if (!req.auth) throw unauthorized();
      // A route about one project refuses once the project is seen (its handler's check), so that a
      // caller who may not see it learns nothing from a 403.
      if (access?.who === "global-manager" && !access.ofProject && !hasGlobalManage(req.auth.user)) throw forbidden();
    };
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [floor, ...existing];
  });
}
