import { clientsFoundAnswer, MODULE, searchAnswer, searchByClientQuery, searchQuery } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { item } from "../../core/http/envelope";
import { anyManager, signedIn } from "../../core/policy/route-access";
import { loadReaderScope, narrowScope } from "../activities/reader-scope";
import { searchClients } from "./clients";
import { search } from "./service";

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm/v2/search",
    { config: signedIn(), schema: { querystring: searchQuery, response: { 200: searchAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const { query, models, project_id, per_group } = req.query;
      const scope = narrowScope(await loadReaderScope(db, me, req.auth?.memberships), project_id);
      // Sub-tasks stay out of the answer while their module is off, as they do everywhere else; so do the files
      // area's docs, links and files while the files module is.
      const off = await app.featureModules.state.disabledPaths();
      return search(db, scope, {
        query,
        models,
        projectId: project_id,
        perGroup: per_group,
        subTasksOff: off.has(MODULE.subTasks),
        filesOff: off.has(MODULE.files),
      });
    },
  );

  r.get(
    "/pm-pro/v2/search_by_client",
    { config: anyManager(), schema: { querystring: searchByClientQuery, response: { 200: clientsFoundAnswer } } },
    async (req) => item(await searchClients(db, requireUser(req), req.query.query)),
  );
}
