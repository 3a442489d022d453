import {
  forgotPasswordBody,
  messageOnlyAnswer,
  PASSWORD_SET_MESSAGES,
  PEOPLE_MESSAGES,
  setPasswordBody,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { written } from "../../core/http/envelope";
import { anyone, sessionOnly } from "../../core/policy/route-access";
import { forgotPassword } from "../users/password-reset";
import { setPasswordWithToken } from "./set-password";

/**
 * `POST /api/auth/password/set {token, password}`: the invitation or reset link's page. Open to anyone (the
 * token is the credential); the person then signs in with the new password. Not with an API token: a password
 * is chosen by a person, in a browser.
 * `POST /api/auth/password/forgot {email}`: open to anyone, always the same answer at once; the lookup and
 * the mail happen after the reply.
 */
export async function passwordSetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const set = { body: setPasswordBody, response: { 200: messageOnlyAnswer } };
  r.post("/auth/password/set", { config: sessionOnly(anyone()), schema: set }, async (req) => {
    await setPasswordWithToken(db, req.body.token, req.body.password);
    return written(PASSWORD_SET_MESSAGES.passwordSet, null);
  });
  r.post(
    "/auth/password/forgot",
    {
      config: anyone(),
      schema: { body: forgotPasswordBody, response: { 200: messageOnlyAnswer } },
      // After the answer has gone, and not awaited: its timing must not depend on what the lookup finds.
      onResponse: async (req, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = req.body as { email: string };
        void forgotPassword(db, email, app.deps.config.publicUrl).catch((err) =>
          req.log.error({ err }, "forgot password: the reset mail could not be queued"),
        );
      },
    },
    async () => written(PEOPLE_MESSAGES.forgotAnswer, null),
  );
}
