import {
  MAIL_SETTINGS_MESSAGES,
  type MailTestResult,
  mailSettingsItemAnswer,
  mailSettingsWrittenAnswer,
  mailTestWrittenAnswer,
  saveMailSettingsBody,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, sessionOnly } from "../../core/policy/route-access";
import { presentMailSettings } from "./present";
import { saveMailSettings, sendTestMail } from "./service";

/**
 * Settings → Mail: the workspace's SMTP set-up, for global managers. Saving and testing take a browser
 * session: whoever points the mail at his own server reads every password-reset link, so a leaked API token
 * must not be able to.
 */
export async function mailSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, mailer, config } = app.deps;

  r.get(
    "/pm/v2/settings/mail",
    { config: globalManager(), schema: { response: { 200: mailSettingsItemAnswer } } },
    async (req) => {
      authorize(hasGlobalManage(requireUser(req)));
      return item(presentMailSettings(mailer.settings));
    },
  );

  r.post(
    "/pm/v2/settings/mail",
    {
      config: sessionOnly(globalManager()),
      schema: { body: saveMailSettingsBody, response: { 200: mailSettingsWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      authorize(hasGlobalManage(me));
      const activity = await saveMailSettings(database.db, mailer, me, req.body);
      return written(MAIL_SETTINGS_MESSAGES.saved, presentMailSettings(mailer.settings), presentActivity(activity));
    },
  );

  const test = { response: { 200: mailTestWrittenAnswer } };
  r.post("/pm/v2/settings/mail/test", { config: sessionOnly(globalManager()), schema: test }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    await sendTestMail(database.db, mailer, me, config.publicUrl);
    const result: MailTestResult = { to: me.email };
    return written(MAIL_SETTINGS_MESSAGES.testSent.replace("{{to}}", me.email), result);
  });
}
