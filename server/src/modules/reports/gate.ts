import { MODULE } from "@cairn/shared";
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { CurrentUser } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { requireModuleOn } from "../../core/modules/guard";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";

/** The reports are a global manager's (spec 001 §6): anyone else gets 403. */
export function requireReportReader(req: FastifyRequest): CurrentUser {
  const me = requireUser(req);
  authorize(hasGlobalManage(me));
  return me;
}

/**
 * Before the query is validated: a caller who may not read reports learns only that (403), not which of
 * his filters were wrong (400).
 */
export const reportReadersFirst: preValidationAsyncHookHandler = async (req) => {
  requireReportReader(req);
};

/**
 * For the base product's lists that have a report mode (`pm/v2/tasks`, `pm/v2/activities` with
 * `?report=`, their query-mode slots; module.ts fills them): the mode belongs to the reports module (404
 * module_disabled while it is off) and to global managers.
 */
export async function reportModeGate(req: FastifyRequest): Promise<void> {
  requireUser(req);
  await requireModuleOn(req.server.featureModules, MODULE.reports);
  requireReportReader(req);
}
