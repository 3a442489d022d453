import {
  CUSTOM_FIELD_DONE,
  createCustomFieldBody,
  customFieldDeletedAnswer,
  customFieldParams,
  customFieldsAnswer,
  customFieldsSortedAnswer,
  customFieldWrittenAnswer,
  sortCustomFieldsBody,
  updateCustomFieldBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { createField, deleteField, sortFields, updateField } from "./fields";
import { customFieldLoader, loadProjectFields } from "./load";
import { presentField } from "./present";

const projectParams = z.object({ id: zId });

/** A project's custom fields (issue 22): read by its members, defined by its managers. */
export async function customFieldRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/custom-fields";
  declareItemLoader(app, "custom_field", customFieldLoader);

  const read = { params: projectParams, response: { 200: customFieldsAnswer } };
  r.get(base, { config: member("see"), schema: read }, async (req) => {
    const access = projectAccessOf(req);
    return { data: (await loadProjectFields(db, access.project.id)).map(presentField) };
  });

  r.post(
    base,
    {
      config: member("manage"),
      schema: { params: projectParams, body: createCustomFieldBody, response: { 201: customFieldWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const field = await createField(db, me, access, req.body);
      return reply.status(201).send(written(CUSTOM_FIELD_DONE.fieldCreated, presentField(field)));
    },
  );

  r.post(
    `${base}/sorting`,
    {
      config: member("manage"),
      schema: { params: projectParams, body: sortCustomFieldsBody, response: { 200: customFieldsSortedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      await sortFields(db, access, req.body);
      return written(CUSTOM_FIELD_DONE.fieldsSorted, req.body.orders);
    },
  );

  r.post(
    `${base}/:field_id/update`,
    {
      config: member("manage", "custom_field"),
      schema: { params: customFieldParams, body: updateCustomFieldBody, response: { 200: customFieldWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const field = await updateField(db, me, access, accessedItem(req, "custom_field").id, req.body);
      return written(CUSTOM_FIELD_DONE.fieldUpdated, presentField(field));
    },
  );

  r.post(
    `${base}/:field_id/delete`,
    {
      config: member("manage", "custom_field"),
      schema: { params: customFieldParams, response: { 200: customFieldDeletedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      return written(
        CUSTOM_FIELD_DONE.fieldDeleted,
        await deleteField(db, access, accessedItem(req, "custom_field").id),
      );
    },
  );
}
