import {
  createLabelBody,
  labelDeletedAnswer,
  labelParams,
  labelsAnswer,
  labelWrittenAnswer,
  SETTINGS_DONE,
  updateLabelBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { item, written } from "../../core/http/envelope";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { labelLoader, listLabels } from "./load";
import { presentLabel } from "./present";
import { createLabel, deleteLabel, updateLabel } from "./service";

/** Task labels of a project: members read them, the project's settings managers keep them. */
export async function labelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/settings/labels";
  const projectParams = z.object({ id: zId });
  declareItemLoader(app, "label", labelLoader);

  r.get(
    base,
    { config: member("see"), schema: { params: projectParams, response: { 200: labelsAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      return item((await listLabels(db, access)).map(presentLabel));
    },
  );

  const written201 = { response: { 201: labelWrittenAnswer } };
  r.post(base, { config: member("manage"), schema: { params: projectParams, ...written201 } }, async (req, reply) => {
    const access = projectAccessOf(req);
    // Refused before the body is judged: a co-worker learns nothing from validation messages.
    const body = createLabelBody.parse(req.body ?? {});
    const { label, activity } = await createLabel(db, access, body);
    return reply.status(201).send(written(SETTINGS_DONE.labelCreated, presentLabel(label), presentActivity(activity)));
  });

  // The spec updates with POST to the label itself; /update is the API.md shape.
  const update = async (req: FastifyRequest<{ Params: z.infer<typeof labelParams> }>) => {
    const access = projectAccessOf(req);
    const old = accessedItem(req, "label");
    const body = updateLabelBody.parse(req.body ?? {});
    const { label, activity } = await updateLabel(db, access, old, body);
    return written(SETTINGS_DONE.labelUpdated, presentLabel(label), activity ? presentActivity(activity) : undefined);
  };
  const updated = {
    config: member("manage", "label"),
    schema: { params: labelParams, response: { 200: labelWrittenAnswer } },
  };
  r.post(`${base}/:label_id`, updated, update);
  r.post(`${base}/:label_id/update`, updated, update);

  r.post(
    `${base}/:label_id/delete`,
    { config: member("manage", "label"), schema: { params: labelParams, response: { 200: labelDeletedAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const label = accessedItem(req, "label");
      const activity = await deleteLabel(db, access, label);
      return written(SETTINGS_DONE.labelDeleted, { id: label.id }, presentActivity(activity));
    },
  );
}
