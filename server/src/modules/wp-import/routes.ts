import {
  startWpImportBody,
  WP_IMPORT_RUN_MESSAGES,
  wpImportRunItemAnswer,
  wpImportRunsPageAnswer,
  wpImportRunsQuery,
  wpImportStartedAnswer,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager } from "../../core/policy/route-access";
import { beginWpImportRun, executeWpImportRun } from "./run";
import {
  checkUploadsDir,
  checkWpSource,
  claimWpImportRun,
  listWpImportRuns,
  loadWpImportRun,
  refuseWhileRunning,
} from "./runs";

const params = z.object({ id: zId });

/**
 * Settings → Import (issue 47), for global managers: start a run of the WP Project Manager import in this
 * process, and read any run, whichever process runs it. The MySQL password travels inside `mysql_url` to the
 * run alone: the row keeps the address without it, and no answer carries it.
 */
export async function wpImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/import/wp-pm";

  r.post(
    base,
    { config: globalManager(), schema: { body: startWpImportBody, response: { 202: wpImportStartedAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      authorize(hasGlobalManage(me));
      const body = req.body;
      const uploadsDir = body.uploads_dir || null;
      await checkUploadsDir(uploadsDir);
      // Said before the source is asked (seconds, for an address that does not answer); asked again in the claim.
      await refuseWhileRunning(db);
      await checkWpSource(body.mysql_url, body.prefix);
      const options = {
        mysqlUrl: body.mysql_url,
        prefix: body.prefix,
        uploadsDir,
        dryRun: body.dry_run,
        invite: body.invite,
        startedBy: me.id,
      };
      const runId = await claimWpImportRun(db, (tx) => beginWpImportRun(tx, options));
      // Not awaited: the run outlives the request, writing its progress and its end to its row as it goes.
      executeWpImportRun(app.deps, runId, options).catch((err: unknown) =>
        req.log.error({ err, runId }, "the WP Project Manager import failed"),
      );
      const message = body.dry_run ? WP_IMPORT_RUN_MESSAGES.dryRunStarted : WP_IMPORT_RUN_MESSAGES.started;
      return reply.status(202).send(written(message, await loadWpImportRun(db, runId)));
    },
  );

  r.get(
    `${base}/runs`,
    { config: globalManager(), schema: { querystring: wpImportRunsQuery, response: { 200: wpImportRunsPageAnswer } } },
    async (req) => {
      authorize(hasGlobalManage(requireUser(req)));
      const p = paging(req.query.page, req.query.per_page);
      const { runs, total } = await listWpImportRuns(db, p);
      return collection(runs, total, p);
    },
  );

  r.get(
    `${base}/runs/:id`,
    { config: globalManager(), schema: { params, response: { 200: wpImportRunItemAnswer } } },
    async (req) => {
      authorize(hasGlobalManage(requireUser(req)));
      return item(await loadWpImportRun(db, req.params.id));
    },
  );
}
