import { MESSAGES } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from "fastify";
import type { Db } from "../../db/client";
import { idParam, PROJECT_ROUTE, refuseApiToken } from "../auth/plugin";
import { forbidden, methodNotAllowed, notFound, unauthorized } from "../http/errors";
import { installItemLoaders, installUnplacedItemLoaders, type RequestAccess } from "./addressed-items";
import { policy } from "./policy";
import { admitted, hasGlobalManage, loadProjectAccess, type ProjectAccess } from "./project-access";
import type { RouteAccess } from "./route-access";

/** The project the URL names, as the caller may enter it: from the session's own statement when it read it. */
async function urlProjectAccess(db: Db, req: FastifyRequest, projectId: number | undefined): Promise<ProjectAccess> {
  const auth = req.auth;
  if (!auth || projectId === undefined) throw notFound("No projects found.");
  if (auth.urlProject?.id === projectId) return admitted(auth.user, auth.urlProject.row);
  return loadProjectAccess(db, auth.user, projectId);
}

/**
 * The route's declared access (config.access) is what runs, before its handler: it refuses anonymous callers
 * (401), API tokens where the route takes a session (403), and on a route about one project loads the project
 * (404 to a caller who may not enter it) and the item of the declared kind by the route's ids, through the
 * kind's loader (core/policy/addressed-items: 404 when missing or private), then applies the policy table
 * (403); a kind whose address names no project (a time log, a sprint) is read by its id alone through its
 * unplaced loader, which brings its project where it has one and says what it allows. The handler finds what
 * was loaded on `req.access`. An /api route without a declaration is treated as
 * signed-in only: closed by default (the permission matrix fails such a route anyway). Runs after
 * validation, so a malformed call answers as before.
 */
export function enforceRouteAccess(app: FastifyInstance, db: Db): void {
  const loaders = installItemLoaders(app);
  const unplacedLoaders = installUnplacedItemLoaders(app);
  // Set per request by the hook: a shared default object would be one request's for every other.
  app.decorateRequest("access", null as unknown as RequestAccess);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) return;
    const access: RouteAccess | undefined = route.config?.access;
    if (access?.who === "anyone" && !access.sessionOnly) return;
    const aboutProject = PROJECT_ROUTE.test(route.url);
    const floor: preHandlerAsyncHookHandler = async (req, reply) => {
      req.access = {};
      if (access?.sessionOnly) refuseApiToken(req);
      if (access?.who === "anyone") return;
      if (!req.auth) throw unauthorized();
      if (access?.who === "global-manager") {
        // A route about one project (its `:id`) refuses once the project is seen, so that a caller who may not
        // see it learns nothing from a 403.
        if (access.ofProject) req.access.project = await urlProjectAccess(db, req, idParam(req, "id"));
        if (!hasGlobalManage(req.auth.user)) throw forbidden();
        return;
      }
      if (access?.who !== "member") return;
      if (access.tokenOnly && req.auth.via !== "token") {
        reply.header("allow", "POST");
        throw methodNotAllowed(MESSAGES.getWritesForTokensOnly);
      }
      if (!aboutProject) {
        // An item whose address names no project (a time log, a sprint): its loader reads it with what decides.
        const unplaced = access.item === undefined ? undefined : unplacedLoaders.get(access.item);
        if (!unplaced || !route.url.includes(`:${unplaced.param}`)) return;
        const id = idParam(req, unplaced.param);
        if (id === undefined) throw notFound();
        const { item, project } = await unplaced.load(db, req.auth.user, id, req);
        req.access = { project, item, itemKind: access.item };
        if (!unplaced.allows(item, access.does, project)) throw forbidden();
        return;
      }
      const project = await urlProjectAccess(db, req, idParam(req, "id"));
      req.access.project = project;
      const loader = access.item === undefined ? undefined : loaders.get(access.item);
      if (!loader || !route.url.includes(`:${loader.param}`)) {
        // No item to judge here (or its handler still loads it): the project-wide parts of the rule.
        if (access.item !== undefined) return;
        if (access.does === "manage" && !policy.manageProject(project)) throw forbidden();
        if (access.does === "create" && access.creates && !policy.create(project, access.creates)) throw forbidden();
        return;
      }
      const id = idParam(req, loader.param);
      if (id === undefined) throw notFound();
      const item = await loader.load(db, project, id, req);
      req.access.item = item;
      req.access.itemKind = access.item;
      const owner = loader.owner(item);
      // Who is assigned decides completing and adding sub-tasks: judged here only when the loader read them.
      if ((access.does === "complete" || access.does === "add-sub-task") && owner.assigneeIds === undefined) return;
      const ownRule = loader.allows?.[access.does];
      if (ownRule) {
        if (!ownRule(project, item)) throw forbidden();
        return;
      }
      const allowed = {
        see: true,
        create: access.creates !== undefined && policy.create(project, access.creates),
        edit: policy.edit(project, owner),
        remove: access.item === "time" ? policy.removeTimeLog(project, owner) : policy.remove(project, owner),
        complete: policy.completeTask(project, owner, owner.assigneeIds ?? []),
        manage: policy.manageProject(project),
        "add-sub-task": policy.addSubTask(project, owner, owner.assigneeIds ?? []),
      }[access.does];
      if (!allowed) throw forbidden();
    };
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [floor, ...existing];
  });
}
