import { userProjectsAnswer } from "@cairn/shared";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CurrentUser } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { item } from "../../core/http/envelope";
import { hasGlobalManage } from "../../core/policy/project-access";
import { signedIn } from "../../core/policy/route-access";
import type { Executor } from "../../db/client";
import { projectMembers, projects } from "../../db/schema";

/** The caller's projects (every project for a global manager), for pickers: id and title only. */
export async function projectsOf(db: Executor, me: CurrentUser) {
  const columns = { id: projects.id, title: projects.title };
  if (hasGlobalManage(me)) return db.select(columns).from(projects).orderBy(asc(projects.title), asc(projects.id));
  return db
    .select(columns)
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(eq(projectMembers.userId, me.id))
    .orderBy(asc(projects.title), asc(projects.id));
}

/** A base route the search screens use too; it stays on while the search module is off. */
export async function userProjectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const projectsAnswer = { response: { 200: userProjectsAnswer } };
  r.get("/pm/v2/user-all-projects", { config: signedIn(), schema: projectsAnswer }, async (req) =>
    item(await projectsOf(db, requireUser(req))),
  );
}
