import { PASSWORD_SET_MESSAGES, setPasswordBody } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { written } from "../../core/http/envelope";
import { anyone, sessionOnly } from "../../core/policy/route-access";
import { setPasswordWithToken } from "./password-tokens";

/**
 * `POST /api/auth/password/set {token, password}`: the invitation link's page. Open to anyone (the token is
 * the credential); the person then signs in with the new password. Not with an API token: a password is
 * chosen by a person, in a browser.
 */
export async function passwordSetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.post("/auth/password/set", { config: sessionOnly(anyone()), schema: { body: setPasswordBody } }, async (req) => {
    await setPasswordWithToken(db, req.body.token, req.body.password);
    return written(PASSWORD_SET_MESSAGES.passwordSet, null);
  });
}
