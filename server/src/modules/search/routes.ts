import { searchQuery } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { item } from "../../core/http/envelope";
import { signedIn } from "../../core/policy/route-access";
import { loadReaderScope, narrowScope } from "../activities/reader-scope";
import { projectsOf, search } from "./service";

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get("/pm/v2/search", { config: signedIn(), schema: { querystring: searchQuery } }, async (req) => {
    const me = requireUser(req);
    const { query, models, project_id } = req.query;
    const scope = narrowScope(await loadReaderScope(db, me), project_id);
    return item(await search(db, scope, { query, models, projectId: project_id }));
  });

  r.get("/pm/v2/user-all-projects", { config: signedIn() }, async (req) => {
    const me = requireUser(req);
    return item(await projectsOf(db, me));
  });
}
