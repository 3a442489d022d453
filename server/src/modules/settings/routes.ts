import {
  DONE,
  FRONT_END_PAGES,
  frontEndPagesAnswer,
  saveSettingsBody,
  settingsAnswer,
  settingsQuery,
  settingsWrittenAnswer,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { authorize, policy } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, member, signedIn } from "../../core/policy/route-access";
import { readSettings, saveSettings } from "./service";

/** Settings: global (managers) and per project (that project's managers), as `{settings: [{key, value}]}`. */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const params = z.object({ id: zId });
  const read = { 200: settingsAnswer };
  const saved = { 200: settingsWrittenAnswer };

  r.get(
    "/pm/v2/settings",
    { config: signedIn(), schema: { querystring: settingsQuery, response: read } },
    async (req) => {
      const me = requireUser(req);
      const publicOnly = !hasGlobalManage(me);
      return item(await readSettings(db, { projectId: null }, req.query.key, { publicOnly }));
    },
  );

  // The pages the "Front-end page" setting chooses from (spec: shown by title).
  r.get(
    "/pm/v2/front-end-pages",
    { config: signedIn(), schema: { response: { 200: frontEndPagesAnswer } } },
    async (req) => {
      requireUser(req);
      return item(FRONT_END_PAGES.map((p) => ({ ...p })));
    },
  );

  r.post(
    "/pm/v2/settings",
    { config: globalManager(), schema: { body: saveSettingsBody, response: saved } },
    async (req) => {
      const me = requireUser(req);
      authorize(hasGlobalManage(me));
      const { saved, activity } = await saveSettings(db, me, { projectId: null }, req.body, app.deps.config);
      return written(DONE.settingsSaved, saved, presentActivity(activity));
    },
  );

  r.get(
    "/pm/v2/projects/:id/settings",
    { config: member("see"), schema: { params, querystring: settingsQuery, response: read } },
    async (req) => {
      const access = projectAccessOf(req);
      const project = { config: app.deps.config, canManage: policy.manageProject(access) };
      return item(await readSettings(db, { projectId: access.project.id }, req.query.key, { project }));
    },
  );

  r.post(
    "/pm/v2/projects/:id/settings",
    { config: member("manage"), schema: { params, body: saveSettingsBody, response: saved } },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const scope = { projectId: access.project.id };
      const { saved, activity } = await saveSettings(db, me, scope, req.body, app.deps.config);
      return written(DONE.settingsSaved, saved, presentActivity(activity));
    },
  );
}
