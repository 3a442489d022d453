import {
  departmentBody,
  departmentDeletedAnswer,
  departmentsAnswer,
  departmentWrittenAnswer,
  SETTINGS_DONE,
  updateDepartmentBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, signedIn } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { type DepartmentRow, listDepartments, loadDepartment, peopleOf } from "./load";
import { presentDepartment } from "./present";
import { createDepartment, deleteDepartment, updateDepartment } from "./service";

const params = z.object({ id: zId });

async function presentOne(db: Db, department: DepartmentRow) {
  return presentDepartment(department, (await peopleOf(db, [department])).get(department.id));
}

/**
 * Departments (the ERP's, kept in Cairn): every signed-in user reads them (the project form offers
 * them, and their people are users anyone can list); global managers keep them.
 */
export async function departmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/erp/v1/hrm/departments";

  r.get(base, { config: signedIn(), schema: { response: { 200: departmentsAnswer } } }, async (req) => {
    const me = requireUser(req);
    const rows = await listDepartments(db);
    const people = await peopleOf(db, rows);
    const viewer = { showsEmails: hasGlobalManage(me) };
    return item(rows.map((d) => presentDepartment(d, people.get(d.id), viewer)));
  });

  r.post(
    base,
    { config: globalManager(), schema: { response: { 201: departmentWrittenAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      authorize(hasGlobalManage(me));
      const { department, activity } = await createDepartment(db, me, departmentBody.parse(req.body ?? {}));
      const data = await presentOne(db, department);
      return reply.status(201).send(written(SETTINGS_DONE.departmentCreated, data, presentActivity(activity)));
    },
  );

  const update = async (req: FastifyRequest<{ Params: z.infer<typeof params> }>) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const old = await loadDepartment(db, req.params.id);
    const body = updateDepartmentBody.parse(req.body ?? {});
    const { department, activities } = await updateDepartment(db, me, old, body);
    // Several fields may change at once: the answer carries the last row, as other writes carry their one.
    const activity = activities.at(-1);
    const data = await presentOne(db, department);
    return written(SETTINGS_DONE.departmentUpdated, data, activity ? presentActivity(activity) : undefined);
  };
  const updated = { config: globalManager(), schema: { params, response: { 200: departmentWrittenAnswer } } };
  r.post(`${base}/:id`, updated, update);
  r.post(`${base}/:id/update`, updated, update);

  const deleted = { params, response: { 200: departmentDeletedAnswer } };
  r.post(`${base}/:id/delete`, { config: globalManager(), schema: deleted }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const department = await loadDepartment(db, req.params.id);
    const activity = await deleteDepartment(db, me, department);
    return written(SETTINGS_DONE.departmentDeleted, { id: department.id }, presentActivity(activity));
  });
}
