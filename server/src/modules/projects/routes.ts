import {
  createProjectBody,
  DONE,
  type ListProjectsQuery,
  listProjectsQuery,
  projectDeletedAnswer,
  projectItemAnswer,
  projectsPageAnswer,
  projectWrittenAnswer,
  ROLE,
  updateProjectBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { sendCached } from "../../core/http/read-cache";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { hasGlobalManage, loadProjectAccess } from "../../core/policy/project-access";
import { globalManager, member, signedIn } from "../../core/policy/route-access";
import { projectDepartmentOf } from "../departments/project-department";
import { presentProject } from "./present";
import { countsOf, membersOf } from "./queries";
import { createProject, deleteProject, listProjects, updateProject } from "./service";

export const projectParams = z.object({ id: zId });

export async function projectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm/v2/projects",
    { config: signedIn(), schema: { querystring: listProjectsQuery, response: { 200: projectsPageAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      return sendCached(req, reply, req.auth?.viewVersion, () => projectPage(me, req.query));
    },
  );

  async function projectPage(me: CurrentUser, query: ListProjectsQuery) {
    const p = paging(query.page, query.per_page, 15);
    const { rows, total } = await listProjects(db, me, { status: query.status, query: query.query }, p);
    const ids = rows.map((row) => row.id);
    const want = includes(query.with);
    const [members, counts] = await Promise.all([
      want.has("assignees") || want.has("users") ? membersOf(db, ids) : undefined,
      countsOf(db, rows),
    ]);
    const manage = hasGlobalManage(me);
    const data = rows.map((row) => {
      const roleId = (row.roleId ?? null) as 1 | 2 | 3 | null;
      const isManager = manage || roleId === ROLE.manager;
      // Extended in place, not spread into a new literal: far cheaper for V8 (see tasks/present.ts).
      return Object.assign(presentProject(row, { members: members?.get(row.id), counts: counts.get(row.id) }), {
        meta: { ...counts.get(row.id), role_id: roleId, can_edit: isManager, can_delete: isManager },
      });
    });
    return collection(data, total, p);
  }

  r.post(
    "/pm/v2/projects",
    { config: globalManager(), schema: { body: createProjectBody, response: { 201: projectWrittenAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      const { project, activity } = await createProject(db, me, req.body);
      const access = await loadProjectAccess(db, me, project.id);
      const members = await membersOf(db, [project.id]);
      return reply
        .status(201)
        .send(
          written(
            DONE.projectCreated,
            presentProject(project, { members: members.get(project.id), access }),
            presentActivity(activity),
          ),
        );
    },
  );

  r.get(
    "/pm/v2/projects/:id",
    { config: member("see"), schema: { params: projectParams, response: { 200: projectItemAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const [members, counts, department] = await Promise.all([
        membersOf(db, [access.project.id]),
        countsOf(db, [{ access, dataVersion: access.dataVersion }]),
        projectDepartmentOf(db, access.project.id),
      ]);
      return item(
        presentProject(access.project, {
          members: members.get(access.project.id),
          // meta.department_id: the project form's department select (0 = none).
          counts: { ...counts.get(access.project.id), department_id: department?.id ?? 0 },
          access,
        }),
      );
    },
  );

  r.post(
    "/pm/v2/projects/:id/update",
    {
      config: member("manage"),
      schema: { params: projectParams, body: updateProjectBody, response: { 200: projectWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { project, activity } = await updateProject(db, me, access, req.body);
      const members = await membersOf(db, [project.id]);
      return written(
        DONE.projectUpdated,
        presentProject(project, { members: members.get(project.id), access }),
        activity ? presentActivity(activity) : undefined,
      );
    },
  );

  r.post(
    "/pm/v2/projects/:id/delete",
    { config: member("manage"), schema: { params: projectParams, response: { 200: projectDeletedAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { activity, removed } = await deleteProject(db, me, access);
      await removeStored(app.deps.storage, removed);
      return written(DONE.projectDeleted, { id: access.project.id }, presentActivity(activity));
    },
  );
}
