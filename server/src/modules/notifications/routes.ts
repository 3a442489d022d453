import {
  digestRunAnswer,
  jobsPageAnswer,
  jobsQuery,
  jobWrittenAnswer,
  type MailStatus,
  mailStatusItemAnswer,
  notificationSettingsItemAnswer,
  notificationSettingsWrittenAnswer,
  saveNotificationSettingsBody,
  zId,
} from "@cairn/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import { registerPeriodic } from "../../core/jobs/kinds";
import { presentableWebhookError } from "../../core/net/webhook";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, signedIn } from "../../core/policy/route-access";
import { jobs } from "../../db/schema";
import { installNotificationMail } from "./consumer";
import { runDailyDigest } from "./digest";
import { readNotificationSettings, saveNotificationSettings } from "./preferences";

const presentJob = (j: typeof jobs.$inferSelect) => ({
  id: j.id,
  kind: j.kind,
  status: j.status,
  attempts: j.attempts,
  max_attempts: j.maxAttempts,
  last_error: j.kind === "webhook" && j.lastError ? presentableWebhookError(j.lastError) : j.lastError,
  run_at: j.runAt.toISOString(),
  created_at: j.createdAt.toISOString(),
  finished_at: j.finishedAt?.toISOString() ?? null,
});

/**
 * Mail is part of the core: each member's switches, the mail set-up and the background jobs as managers
 * see them, and the daily digest (looked for every five minutes by every process's worker; the claim in the
 * database keeps it once a day per user).
 */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, mailer, config } = app.deps;
  const db = database.db;
  installNotificationMail();
  registerPeriodic("daily-digest", 5 * 60_000, (ctx) => runDailyDigest(ctx.db, ctx.mailer, ctx.config));

  const switches = { response: { 200: notificationSettingsItemAnswer } };
  r.get("/pm/v2/profile/notifications", { config: signedIn(), schema: switches }, async (req) => {
    const me = requireUser(req);
    return item(await readNotificationSettings(db, me.id));
  });

  r.post(
    "/pm/v2/profile/notifications",
    {
      config: signedIn(),
      schema: { body: saveNotificationSettingsBody, response: { 200: notificationSettingsWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      return written("Notification settings saved.", await saveNotificationSettings(db, me.id, req.body));
    },
  );

  // Members see whether mail is on (their profile says when their switches do nothing); managers its set-up.
  r.get("/pm/v2/mail", { config: signedIn(), schema: { response: { 200: mailStatusItemAnswer } } }, async (req) => {
    const manager = hasGlobalManage(requireUser(req));
    const status: MailStatus = {
      enabled: mailer.enabled,
      from: manager && mailer.enabled ? mailer.from : null,
      digest_hour: config.digestHour,
    };
    return item(status);
  });

  const list = { querystring: jobsQuery, response: { 200: jobsPageAnswer } };
  r.get("/pm/v2/jobs", { config: globalManager(), schema: list }, async (req) => {
    const p = paging(req.query.page, req.query.per_page);
    const where = eq(jobs.status, req.query.status);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(p.perPage).offset(p.offset),
      db.select({ total: count() }).from(jobs).where(where),
    ]);
    return collection(rows.map(presentJob), total, p);
  });

  r.post(
    "/pm/v2/jobs/:id/retry",
    { config: globalManager(), schema: { params: z.object({ id: zId }), response: { 200: jobWrittenAnswer } } },
    async (req) => {
      const [job] = await db
        .update(jobs)
        .set({ status: "pending", attempts: 0, runAt: sql`now()`, lastError: null, finishedAt: null })
        .where(and(eq(jobs.id, req.params.id), eq(jobs.status, "failed")))
        .returning();
      if (!job) throw notFound("No failed job has this id.");
      return written("The job will run again.", presentJob(job));
    },
  );

  const digest = { response: { 200: digestRunAnswer } };
  r.post("/pm-pro/v2/daily-digest/run", { config: globalManager(), schema: digest }, async () => {
    if (!mailer.enabled)
      return written("Mail is off: set it up in Settings → Mail to send the digest.", { users: 0, mails: 0 });
    const run = await runDailyDigest(db, mailer, config, { ignoreHour: true });
    return written(`Daily digest queued: ${run.mails} e-mails for ${run.users} members.`, run);
  });
}
